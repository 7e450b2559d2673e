// cold: the shape of the Maschinen Krieger catalogue files in designs/maschinen-krieger/catalogue/.
// designs/maschinen-krieger/README.md documents every field; keep the two in step. Each section maps
// ids to entries with `sources`, so an erratum (src/catalogue/errata.ts) can patch any entry by
// section and id. Names a person types (weapons, classes, ranks) are checked in catalogue-checks.ts.
import { z } from 'zod';
import { proceduresSchema } from './procedures-schema.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id such as "doll-house"');
const sources = z.record(z.string(), z.string());
const modifier = z.number().int().min(-9).max(9);

/** Weapon type codes (L277 [11.1.1]). */
export const WEAPON_CODES = ['L', 'G', 'MG', 'R', 'PF'] as const;
export type WeaponCode = (typeof WEAPON_CODES)[number];
/** Movement types the text names (W, C: L219 [7.1.8]; H: L219 [7.1.5]; B: L349 [19.5.3]). */
export const MOVEMENT_MODES = ['W', 'C', 'H', 'B'] as const;
export type MovementMode = (typeof MOVEMENT_MODES)[number];
/** Unit types (L101 [2.2], L106). */
export const UNIT_TYPES = ['I', 'II', 'III'] as const;
export type UnitType = (typeof UNIT_TYPES)[number];
/** Endurance classes: B (L178) and C (L274, L289) are named; A and D complete the letters. */
export const ENDURANCE_CLASSES = ['A', 'B', 'C', 'D'] as const;
export type EnduranceClass = (typeof ENDURANCE_CLASSES)[number];

const die = z.number().int().min(1).max(6);
const roll = z.tuple([die, die]);

/** One step of a weapon's row of the Range adjusted Attack Ability chart (L179 [5.1.3] 2). */
const rangeStep = z.strictObject({ upTo: z.number().int().min(1).max(99), modifier });

export const weaponSchema = z.strictObject({
  name: z.string().min(1),
  code: z.enum(WEAPON_CODES),
  /** Natural rolls that spend the weapon for the game (L282 [11.2.1-11.2.2]). */
  burnout: z.array(roll),
  /** Infantry never break this weapon on a burn-out roll (MG, L304 [14.2.4]). */
  infantryExempt: z.boolean(),
  limitedAmmo: z.boolean(),
  offensiveShotsPerPhase: z.number().int().min(1).max(9),
  defensiveShotsPerAttack: z.number().int().min(1).max(9),
  reloadAtDepot: z.boolean(),
  rangeModifiers: z.array(rangeStep).min(1),
  sources,
});

/** Armor Endurance chart row: 2d6 <= destroyed D, <= immobilised M, <= disarmed A, else no effect. */
export const enduranceSchema = z.strictObject({
  destroyed: z.number().int().min(0).max(12),
  immobilised: z.number().int().min(0).max(12),
  disarmed: z.number().int().min(0).max(12),
  sources,
});

const byCode = z.strictObject({ L: modifier, G: modifier, MG: modifier, R: modifier, PF: modifier });
const cost = z.union([z.number().min(0).max(9).multipleOf(0.5), z.null()], { error: 'a movement cost (0-9, halves allowed) or null (cannot enter)' });
export const terrainSchema = z.strictObject({
  name: z.string().min(1),
  hexside: z.boolean(),
  height: z.number().int().min(0).max(3),
  attack: byCode,
  movement: z.strictObject({ W: cost, C: cost, H: cost, B: cost }),
  sources,
});

export const attackSchema = z.strictObject({
  indirect: modifier,
  targetImmobilised: modifier,
  airStrafingRange: z.boolean(),
  defensivePosition: z.array(modifier).min(1),
  indirectOutsideTargetHexEndurance: modifier,
  smokeLaserMissile: modifier,
  smokeOtherDirect: modifier,
  night: modifier,
  chargingInfantry: modifier,
  unarmedToHit: z.number().int().min(2).max(12),
  defensiveFireRange: z.number().int().min(1).max(9),
  sources,
});

const unitWeapon = z.strictObject({
  weapon: z.string().min(1),
  attack: z.number().int().min(0).max(30),
  range: z.number().int().min(1).max(30),
  ammo: z.number().int().min(1).max(20).optional(),
  indirect: z.boolean().optional(),
  noReload: z.boolean().optional(),
});

export const unitSchema = z.strictObject({
  name: z.string().min(1),
  type: z.enum(UNIT_TYPES),
  infantry: z.boolean(),
  movement: z.strictObject({ points: z.number().int().min(1).max(20), mode: z.enum(MOVEMENT_MODES) }).optional(),
  booster: z.strictObject({ points: z.number().int().min(1).max(20), uses: z.number().int().min(1).max(9) }).optional(),
  defense: z.number().int().min(0).max(20),
  endurance: z.enum(ENDURANCE_CLASSES),
  dogFight: z.number().int().min(0).max(20).optional(),
  canLand: z.boolean().optional(),
  weapons: z.array(unitWeapon).min(1),
  vp: z.number().int().min(0).max(20),
  sources,
});

/** A terrain lane (spec 4.1 level 2): the line of hexes two forces fight along, each a terrain id. */
export const laneSchema = z.strictObject({
  name: z.string().min(1),
  hexes: z.array(id).min(2).max(40),
  sources,
});

const pilotModifier = z.number().int().min(-9).max(9);
export const pilotSchema = z.strictObject({
  name: z.string().min(1),
  attack: pilotModifier,
  defense: pilotModifier,
  dogFight: pilotModifier,
  rank: z.string().min(1),
  sources,
});

const creationColumn = z.array(pilotModifier).length(6, 'one value for each die roll 1-6');
export const pilotCreationSchema = z.strictObject({ ground: creationColumn, dogFight: creationColumn, maxModifier: z.number().int().min(0).max(9), sources });
export const rankSchema = z.strictObject({ name: z.string().min(1), vp: z.number().int().min(0).max(20), sources });

export const gameSchema = z.strictObject({
  players: z.strictObject({ min: z.number().int().min(1).max(8), max: z.number().int().min(1).max(8) }),
  resolution: z.enum(['sum', 'product']),
  stackLimit: z.number().int().min(1).max(20),
  stackPoints: z.strictObject({ I: z.number().int().min(0).max(9), II: z.number().int().min(0).max(9), III: z.number().int().min(0).max(9) }),
  infantryMoveHexes: z.number().int().min(1).max(9),
  infantryChargeHexes: z.number().int().min(1).max(9),
  sources,
});

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.strictObject({ value: z.enum(values), sources });

/** The readings taken for ambiguities K1-K10 (spec 4.7), each with its alternatives; the first is the default. */
export const AMBIGUITY_VALUES = {
  'k1-critical-under-sum': ['when-sum-hits', 'always'],
  'k2-product-wording': ['read-as-sum', 'literal-product'],
  'k3-smoke': ['laser-missile-1-other-4', 'laser-missile-5'],
  'k4-charging-infantry': ['plus-1', 'hits-only-on-1'],
  'k5-artillery-equal': ['adjacent', 'on-target'],
  'k6-indirect-roll': ['one-roll-for-all', 'roll-per-unit'],
  'k7-disarmed-weapons': ['all-ranged-weapons', 'counter-weapon-only'],
  'k8-missile-weapon': ['aircraft-missile', 'rockets-too'],
  'k9-lane-line-of-sight': ['corridor', 'intervening-terrain-blocks'],
  'k10-pdf': ['pf', 'rocket'],
} as const;
export type AmbiguityId = keyof typeof AMBIGUITY_VALUES;
export const AMBIGUITY_IDS = Object.keys(AMBIGUITY_VALUES) as AmbiguityId[];

const A = AMBIGUITY_VALUES;
export const ambiguitiesSchema = z.strictObject({
  'k1-critical-under-sum': choice(A['k1-critical-under-sum']).optional(),
  'k2-product-wording': choice(A['k2-product-wording']).optional(),
  'k3-smoke': choice(A['k3-smoke']).optional(),
  'k4-charging-infantry': choice(A['k4-charging-infantry']).optional(),
  'k5-artillery-equal': choice(A['k5-artillery-equal']).optional(),
  'k6-indirect-roll': choice(A['k6-indirect-roll']).optional(),
  'k7-disarmed-weapons': choice(A['k7-disarmed-weapons']).optional(),
  'k8-missile-weapon': choice(A['k8-missile-weapon']).optional(),
  'k9-lane-line-of-sight': choice(A['k9-lane-line-of-sight']).optional(),
  'k10-pdf': choice(A['k10-pdf']).optional(),
});

/** A catalogue file holds one or more sections; an entry may be defined in one file only. */
export const catalogueFileSchema = z.strictObject({
  weapons: z.record(id, weaponSchema).optional(),
  endurance: z.partialRecord(z.enum(ENDURANCE_CLASSES), enduranceSchema).optional(),
  terrain: z.record(id, terrainSchema).optional(),
  attack: z.strictObject({ standard: attackSchema.optional() }).optional(),
  units: z.record(id, unitSchema).optional(),
  pilots: z.record(id, pilotSchema).optional(),
  pilotCreation: z.strictObject({ standard: pilotCreationSchema.optional() }).optional(),
  ranks: z.record(id, rankSchema).optional(),
  game: z.strictObject({ standard: gameSchema.optional() }).optional(),
  lanes: z.record(id, laneSchema).optional(),
  ambiguities: ambiguitiesSchema.optional(),
  procedures: z.strictObject({ standard: proceduresSchema.optional() }).optional(),
});

export type Weapon = z.infer<typeof weaponSchema>;
export type EnduranceRow = z.infer<typeof enduranceSchema>;
export type Terrain = z.infer<typeof terrainSchema>;
export type AttackModifiers = z.infer<typeof attackSchema>;
export type Unit = z.infer<typeof unitSchema>;
export type UnitWeapon = z.infer<typeof unitWeapon>;
export type Pilot = z.infer<typeof pilotSchema>;
export type PilotCreation = z.infer<typeof pilotCreationSchema>;
export type Rank = z.infer<typeof rankSchema>;
export type GameRules = z.infer<typeof gameSchema>;
export type Lane = z.infer<typeof laneSchema>;
export type AmbiguityEntry<K extends AmbiguityId> = { readonly value: (typeof AMBIGUITY_VALUES)[K][number]; readonly sources: Record<string, string> };
export type Ambiguities = { readonly [K in AmbiguityId]: AmbiguityEntry<K> };
