// cold: the shape of the Junkyard Bots catalogue files in designs/junkyard-bots/catalogue/.
// designs/junkyard-bots/README.md documents every field; keep the two in step. Each section maps
// ids to entries with `sources`, so an erratum (src/catalogue/errata.ts) can patch any entry by
// section and id. Names a person types (kinds of die, junkyard kinds, counted parts) are plain
// strings here and checked against the known names in catalogue-checks.ts, with a suggestion.
import { z } from 'zod';
import { FACES_PER_DIE } from '../dice/faces.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id such as "targeting-computer"');
const sources = z.record(z.string(), z.string());

/** Every kind of die (L49, L109-122): the five robot parts, weapons, energy and the targeting computer. */
export const DIE_KINDS = ['eye', 'mouth', 'claw', 'mover', 'pipe', 'weapon', 'energy', 'targeting-computer'] as const;
export type DieKind = (typeof DIE_KINDS)[number];
/** The robot parts a robot attaches (L49, L53); the body is the power counter, not a die. */
export const ROBOT_PARTS = ['mouth', 'claw', 'eye', 'mover', 'pipe'] as const;
export type RobotPart = (typeof ROBOT_PARTS)[number];
/** Kinds whose dice have a blank face (L141, L176, L232); no other die has one. */
export const BLANK_KINDS: readonly DieKind[] = ['weapon', 'energy'];
/** What the part limit may count besides dice (L53). */
export const BODY = 'body';

/** Green starters, red "average" and blue "risky" dice (L47). */
export const COLOURS = ['red', 'blue', 'green'] as const;
export type Colour = (typeof COLOURS)[number];
export const SIZES = ['S', 'M', 'L'] as const;

const face = z.union([z.number().int().min(0).max(99), z.literal('blank'), z.literal('P')], {
  error: 'a face is a whole number of pips (0-99), "blank" or "P" (the picture)',
});
const faces = z.array(face).length(FACES_PER_DIE, `a die has ${FACES_PER_DIE} faces`);
/** A colour's dice of one kind, by size (L47: small, medium and large). */
const bySize = z.strictObject({ S: faces.optional(), M: faces.optional(), L: faces.optional() });

/** One kind of die: its faces in each colour and size it comes in. */
export const dieKindSchema = z.strictObject({
  name: z.string().min(1),
  red: bySize.optional(),
  blue: bySize.optional(),
  green: bySize.optional(),
  sources,
});

/** The junkyard: `copies[kind]` dice of that kind in every colour and size listed (L26). */
export const junkyardSchema = z.strictObject({
  colours: z.array(z.enum(COLOURS)).min(1),
  sizes: z.array(z.enum(SIZES)).min(1),
  copies: z.record(z.string(), z.number().int().min(0).max(20)),
  sources,
});

export const playersSchema = z.strictObject({ min: z.number().int().min(2).max(8), max: z.number().int().min(2).max(8), sources });
export const teleportSchema = z.strictObject({ threshold: z.number().int().min(1).max(100), sources });

const starter = z.strictObject({ kind: z.string().min(1), colour: z.enum(COLOURS), size: z.enum(SIZES) });
/** Set-up (L13-24): the body's power and the starter parts. */
export const startSchema = z.strictObject({ power: z.number().int().min(1).max(9), starters: z.array(starter).min(1), sources });
/** Part limit (L53-58): power + offset parts, counting the kinds listed (and `body`). */
export const partLimitSchema = z.strictObject({ offset: z.number().int().min(0).max(20), counted: z.array(z.string().min(1)).min(1), sources });

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.strictObject({ value: z.enum(values), sources });

/** The readings taken for ambiguities A1-A13 (spec 3.7), each with its alternatives; the first value is not necessarily the default. */
export const AMBIGUITY_VALUES = {
  'a1-explosion-value': ['weapon-roll', 'weapon-size'],
  'a2-weapon-bonus-blank': ['adds-zero', 'dud'],
  'a3-part-absorbs': ['exactly-size', 'up-to-size'],
  'a4-shield-order': ['shield-first', 'targeting-first'],
  'a5-dodge-power-up': ['allowed', 'not-allowed'],
  'a6-dodge-tie': ['formula', 'all-or-nothing'],
  'a7-energy-picture': ['policy-chooses', 'always-reroll', 'always-keep'],
  'a8-thrown-weapon': ['removed', 'junkyard'],
  'a9-salvage': ['junkyard', 'removed'],
  'a10-looked-die': ['seen-by-all', 'private'],
  'a11-energy-in-claw': ['allowed', 'not-allowed'],
  'a12-pipes-on-grab-and-eat': ['roll', 'do-not-roll'],
  'a13-self-damage': ['owner-allocates', 'body-only'],
} as const;
export type AmbiguityId = keyof typeof AMBIGUITY_VALUES;
export const AMBIGUITY_IDS = Object.keys(AMBIGUITY_VALUES) as AmbiguityId[];

const A = AMBIGUITY_VALUES;
export const ambiguitiesSchema = z.strictObject({
  'a1-explosion-value': choice(A['a1-explosion-value']).optional(),
  'a2-weapon-bonus-blank': choice(A['a2-weapon-bonus-blank']).optional(),
  'a3-part-absorbs': choice(A['a3-part-absorbs']).optional(),
  'a4-shield-order': choice(A['a4-shield-order']).optional(),
  'a5-dodge-power-up': choice(A['a5-dodge-power-up']).optional(),
  'a6-dodge-tie': choice(A['a6-dodge-tie']).optional(),
  'a7-energy-picture': choice(A['a7-energy-picture']).optional(),
  'a8-thrown-weapon': choice(A['a8-thrown-weapon']).optional(),
  'a9-salvage': choice(A['a9-salvage']).optional(),
  'a10-looked-die': choice(A['a10-looked-die']).optional(),
  'a11-energy-in-claw': choice(A['a11-energy-in-claw']).optional(),
  'a12-pipes-on-grab-and-eat': choice(A['a12-pipes-on-grab-and-eat']).optional(),
  'a13-self-damage': choice(A['a13-self-damage']).optional(),
});

// The policy parameters (spec 3.4). Switch-like values are fixed by the simulator's code; the
// numbers and the subset of switches search may use are the catalogue's policySpace lists.
export const SIZE_PREFERENCES = ['surest', 'balanced', 'largest'] as const;
export const LOOK_RULES = ['always', 'from-M', 'from-L', 'never'] as const;
export const PIPE_TARGETS = ['claw', 'eye', 'mover', 'mouth'] as const;
export const THROW_TARGETS = ['weakest', 'strongest', 'most-energy', 'next-seat', 'random'] as const;
export const POWER_UPS = ['never', 'to-rescue', 'always'] as const;
export const DAMAGE_ORDERS = ['body-first', 'pipes-first', 'cheapest-first'] as const;
export const ENERGY_PICTURES = ['keep', 'reroll'] as const;

const weight = z.number().int().min(0).max(9);
const chainDepth = z.number().int().min(1).max(9);
const reserve = z.number().int().min(0).max(20);
const odds = z.number().min(0).max(1);
const shieldFrom = z.union([z.number().int().min(1).max(40), z.literal('never')], { error: 'a damage from 1 to 40, or "never"' });
const list = <T extends z.ZodType>(item: T) => z.array(item).min(1);

/** The values each policy parameter may take: the space search explores. */
export const policySpaceSchema = z.strictObject({
  want: list(weight),
  sizePreference: list(z.enum(SIZE_PREFERENCES)),
  lookBeforeGrab: list(z.enum(LOOK_RULES)),
  pipeTarget: list(z.enum(PIPE_TARGETS)),
  pipeChainDepth: list(chainDepth),
  throwTarget: list(z.enum(THROW_TARGETS)),
  teleportReserve: list(reserve),
  teleportAt: list(odds),
  shieldFrom: list(shieldFrom),
  powerUp: list(z.enum(POWER_UPS)),
  damageOrder: list(z.enum(DAMAGE_ORDERS)),
  keepLastMoverAndEye: list(z.boolean()),
  energyPicture: list(z.enum(ENERGY_PICTURES)),
  sources,
});

/** One weight for each robot part (L49): how much the robot wants more of it. */
export const wantSchema = z.strictObject({ mouth: weight, claw: weight, eye: weight, mover: weight, pipe: weight });

/** A named policy preset: one value for every parameter. */
export const policySchema = z.strictObject({
  description: z.string().min(1),
  want: wantSchema,
  sizePreference: z.enum(SIZE_PREFERENCES),
  lookBeforeGrab: z.enum(LOOK_RULES),
  pipeTarget: z.enum(PIPE_TARGETS),
  pipeChainDepth: chainDepth,
  throwTarget: z.enum(THROW_TARGETS),
  teleportReserve: reserve,
  teleportAt: odds,
  shieldFrom,
  powerUp: z.enum(POWER_UPS),
  damageOrder: z.enum(DAMAGE_ORDERS),
  keepLastMoverAndEye: z.boolean(),
  energyPicture: z.enum(ENERGY_PICTURES),
  sources,
});

/** A catalogue file holds one or more sections; an entry may be defined in one file only. */
export const catalogueFileSchema = z.strictObject({
  dice: z.record(id, dieKindSchema).optional(),
  junkyard: z.strictObject({ standard: junkyardSchema.optional() }).optional(),
  game: z.strictObject({ players: playersSchema.optional(), teleport: teleportSchema.optional() }).optional(),
  robot: z.strictObject({ start: startSchema.optional(), partLimit: partLimitSchema.optional() }).optional(),
  ambiguities: ambiguitiesSchema.optional(),
  policySpace: z.strictObject({ standard: policySpaceSchema.optional() }).optional(),
  policies: z.record(id, policySchema).optional(),
});

export type DieKindEntry = z.infer<typeof dieKindSchema>;
export type JunkyardComposition = z.infer<typeof junkyardSchema>;
export type Players = z.infer<typeof playersSchema>;
export type Teleport = z.infer<typeof teleportSchema>;
export type Start = z.infer<typeof startSchema>;
export type PartLimit = z.infer<typeof partLimitSchema>;
export type AmbiguityEntry<K extends AmbiguityId> = { readonly value: (typeof AMBIGUITY_VALUES)[K][number]; readonly sources: Record<string, string> };
export type Ambiguities = { readonly [K in AmbiguityId]: AmbiguityEntry<K> };
export type PolicySpace = z.infer<typeof policySpaceSchema>;
export type PolicyPreset = z.infer<typeof policySchema>;
export type Want = z.infer<typeof wantSchema>;
/** A policy's parameters: a preset without its description and sources. */
export type Policy = Omit<PolicyPreset, 'description' | 'sources'>;
