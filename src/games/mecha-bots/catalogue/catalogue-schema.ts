// cold: the shape of the Mecha Bots catalogue files in designs/mecha-bots/catalogue/.
// designs/mecha-bots/README.md documents every field; keep the two in step. Each section maps ids
// to entries with `sources`, so an erratum (src/catalogue/errata.ts) can patch any entry by section
// and id. Rules that join entries (presets name known components, the chart keeps its stated cells,
// ambiguity readings agree with the numbers they govern) are in catalogue-checks.ts.
import { z } from 'zod';
import { ACTIVE_CARDS, ATTACK_CARDS, PASSIVE_CARDS } from '../city/program-cards.js';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id such as "weapon-damage"');
const sources = z.record(z.string(), z.string());
const count = (max: number) => z.number().int().min(0).max(max);

/** The counter kinds of a chassis (L60-137) and the brain hex (L53), in catalogue order. */
export const COMPONENT_IDS = [
  'boiler', 'weapon-damage', 'weapon-range', 'weapon-connector', 'sensor-accuracy', 'sensor-range', 'sensor-connector',
  'armour-protection', 'armour-resistance', 'armour-connector', 'mobility-speed', 'mobility-terrain', 'remote-control', 'seat', 'brain',
] as const;
export type ComponentId = (typeof COMPONENT_IDS)[number];

/** The objects counters build (L60-137); `brain` is the central hex (L53). */
export const OBJECTS = ['boiler', 'weapon', 'sensor', 'armour', 'mobility', 'accessory', 'brain'] as const;
export type ObjectKind = (typeof OBJECTS)[number];

/** What one working counter adds to its object (the status page's d, r, a, s, t; L68, L106-107, L125, L133). */
export const STATS = ['power', 'damage', 'range', 'accuracy', 'protection', 'resistance', 'speed', 'terrain', 'control-range', 'seat'] as const;
export type Stat = (typeof STATS)[number];

/** The seven locations of the chassis (L51), outer ones clockwise from Forward, then Central. */
export const LOCATION_IDS = ['forward', 'forward-right', 'backward-right', 'back', 'backward-left', 'forward-left', 'central'] as const;
export type LocationId = (typeof LOCATION_IDS)[number];

/** Modes of transport by number of terrain counters, 0..7 (L109). */
export const MODE_IDS = ['wheels', 'halftrack', 'tracks', 'legs', 'powerful-legs', 'jump-jets', 'jets', 'hover-jets'] as const;
export type ModeId = (typeof MODE_IDS)[number];

export const componentSchema = z.strictObject({
  name: z.string().min(1),
  object: z.enum(OBJECTS),
  adds: z.union([z.strictObject({ stat: z.enum(STATS), amount: z.number().int().min(1).max(9) }), z.null()]),
  /** Counts towards the boilers the Bot needs (L68). */
  powered: z.boolean(),
  /** any hex, an outer location only (the seat, L131), or the central hex (the brain, L53). */
  placement: z.enum(['any', 'outer', 'central-hex']),
  /** May the object this counter belongs to cover more than one location (armour may not, L96). */
  spansLocations: z.boolean(),
  /** One of the chassis's cell counters; connectors join two cells instead (L40). */
  occupiesCell: z.boolean(),
  /** Must touch another counter of its kind (boilers, L66). */
  contiguous: z.boolean(),
  /** The connector kind that joins this object's counters, or null. */
  connector: z.union([id, z.null()]),
  /** Bought in shops and built by them when they restock. */
  stocked: z.boolean(),
  /** May never be moved or changed (the brain, L53). */
  fixed: z.boolean(),
  /** Connectors: the kinds they join, and when one is needed. */
  joins: z.array(id).min(1).optional(),
  needed: z.enum(['across-locations', 'within-location']).optional(),
  /** Counters in one object (remote control 1-7, L121; seat 1, L129). */
  objectSize: z.strictObject({ min: z.number().int().min(1).max(48), max: z.number().int().min(1).max(48) }).optional(),
  sources,
});

const axial = z.tuple([z.number().int().min(-9).max(9), z.number().int().min(-9).max(9)]);
export const HIT_ROLLS = ['d10-reroll-10', '2d6-minus-2'] as const;
export type HitRoll = (typeof HIT_ROLLS)[number];

export const chassisSchema = z.strictObject({
  locations: z.array(z.strictObject({ id: z.enum(LOCATION_IDS), name: z.string().min(1), outer: z.boolean(), centre: axial })).length(7),
  cellsPerLocation: z.number().int().min(1).max(19),
  brain: z.strictObject({ location: z.enum(LOCATION_IDS), cell: axial }),
  usableCells: z.number().int().min(1).max(99),
  /** The hexside (0 north, clockwise, src/hex/hex.ts) the Bot faces on its own card. */
  facing: z.number().int().min(0).max(5),
  columns: z.strictObject({ count: z.number().int().min(1).max(19), numbering: z.enum(['from-attacker-left', 'from-attacker-right']) }),
  hitDie: z.strictObject({ roll: z.enum(HIT_ROLLS), faces: z.number().int().min(1).max(19), shift: z.enum(['add-up-to-bonus', 'add-or-subtract-up-to-bonus']) }),
  /** Heavy: more than half of this many hexes filled (L43; B2). */
  heavyBasis: z.number().int().min(1).max(99),
  /** Boilers needed: powered counters / a boiler's power, rounded this way (L68; B1). */
  boilerRounding: z.enum(['ceil', 'floor']),
  chassisPerBot: z.number().int().min(1).max(9),
  sources,
});

export const combatSchema = z.strictObject({
  hits: z.enum(['automatic']),
  blockedByBots: z.boolean(),
  pointsPerComponent: z.number().int().min(1).max(9),
  skipsEmptyCells: z.boolean(),
  skipsDestroyedCells: z.boolean(),
  /** per-armour-cell (default), once-per-location, sample-page (spec 6.6). */
  armour: z.enum(['per-armour-cell', 'once-per-location', 'sample-page']),
  /** at-least-adjacent: reach max(1, r); range-counters: reach r (spec 6.6). */
  reach: z.enum(['at-least-adjacent', 'range-counters']),
  /** bonus = max(minimum, accuracy + offset - range); `table` is the status page's, rows accuracy 0.., columns range 1..8+. */
  sensorBonus: z.strictObject({
    offset: z.number().int().min(-9).max(9),
    minimum: z.number().int().min(0).max(9),
    table: z.array(z.array(count(20)).min(1)).min(1),
  }),
  sensorsNeededToHit: z.boolean(),
  weaponShotsPerTurn: z.number().int().min(1).max(9),
  brainHitDestroysBot: z.boolean(),
  seatPoints: z.number().int().min(1).max(9),
  sources,
});

export const mobilitySchema = z.strictObject({
  modes: z.array(z.strictObject({
    id: z.enum(MODE_IDS),
    name: z.string().min(1),
    flight: z.enum(['none', 'one-hex', 'whole-move', 'always']),
    landedAs: z.enum(MODE_IDS),
  })).length(MODE_IDS.length),
  speedRounding: z.enum(['floor']),
  /** Hexes forward before a 60-degree turn = turningBase - locations holding mobility counters. */
  turningBase: z.number().int().min(0).max(9),
  sources,
});

const dice = z.strictObject({ dice: z.number().int().min(1).max(9), sides: z.number().int().min(2).max(20) });

/** How bots are told what to do in the city game (@curufea-program; program.yaml): the cards there are and the control range. */
export const programSchema = z.strictObject({
  /** cards: a bot acts by its cards on what it senses unless its Mad Scientist controls it; direct: every bot under direct control (a variant). */
  control: z.enum(['cards', 'direct']),
  attack: z.array(z.enum(ATTACK_CARDS)).min(1),
  active: z.array(z.enum(ACTIVE_CARDS)).min(1),
  passive: z.array(z.enum(PASSIVE_CARDS)).min(1),
  /** Hexes from its bot within which a Mad Scientist programs or controls it: base + perRemoteControl x working remote-control counters. */
  controlRange: z.strictObject({ base: count(9), perRemoteControl: count(9) }),
  sources,
});

export const madScientistSchema = z.strictObject({
  hitPoints: z.number().int().min(1).max(20),
  hitPointTypes: z.array(z.enum(['speed', 'carry'])).min(1),
  movePointsPerSpeed: z.number().int().min(1).max(9),
  componentsPerCarry: z.number().int().min(1).max(9),
  money: z.number().int().min(0).max(999),
  woundsPerDamage: dice,
  ownerChoosesWounds: z.boolean(),
  diesAtHitPoints: z.number().int().min(0).max(20),
  moveCost: z.number().int().min(1).max(9),
  difficultMoveCost: z.number().int().min(1).max(9),
  difficultTerrain: z.array(id),
  sources,
});

export const presetSchema = z.strictObject({
  name: z.string().min(1),
  components: z.array(z.strictObject({ count: z.number().int().min(1).max(48), oneOf: z.array(id).min(1) })).min(1),
  sources,
});

const priceRow = z.strictObject({
  range: z.number().int().min(1).max(20),
  orMore: z.boolean(),
  buy: count(99),
  sell: count(99),
  extort: count(99),
});
export const SERVICE_KEYS = ['closest-bot', 'longest-in-shop', 'most-money', 'random'] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** The generated city board and the players' start (city.yaml; reconstructed). */
export const citySchema = z.strictObject({
  width: z.number().int().min(6).max(40),
  height: z.number().int().min(6).max(40),
  streetEvery: z.number().int().min(2).max(10),
  blocks: z.record(id, z.number().int().min(0).max(99)),
  shops: z.number().int().min(1).max(20),
  banks: z.number().int().min(1).max(20),
  scientistSpeed: z.number().int().min(1).max(20),
  start: id,
  turnCap: z.number().int().min(1).max(1000),
  sources,
});

export const economySchema = z.strictObject({
  /** The price table (L197-220), nearest row first or last; checks sort it out. */
  prices: z.array(priceRow).min(1),
  /** Whose Bot's range sets the row: any player's nearest (default) or the trader's own. */
  priceBot: z.enum(['nearest-any', 'own-bot']),
  /** The row a range of 0 reads (a hovering Bot over the building). */
  rangeZeroAs: z.number().int().min(1).max(20),
  shops: z.strictObject({ startStock: count(99), noBotWithin: count(20), builds: count(9), draw: z.enum(['uniform-stocked']) }),
  banks: z.strictObject({ startMoney: count(999), noBotWithin: count(20), earns: dice, extortionCappedByBank: z.boolean() }),
  trading: z.strictObject({
    actionsPerTurn: z.number().int().min(1).max(9),
    buyAndSellSameTurn: z.boolean(),
    serviceOrder: z.array(z.enum(SERVICE_KEYS)).min(1),
    moneyCountsTowardCarry: z.boolean(),
    buyLimitedByCarry: z.boolean(),
    botsMayTrade: z.boolean(),
  }),
  sources,
});

const cost = z.union([z.number().int().min(1).max(9), z.null()], { error: 'a movement cost (1-9) or null (N/A: may not enter)' });
export const terrainSchema = z.strictObject({
  name: z.string().min(1),
  madScientist: cost,
  bots: z.strictObject(Object.fromEntries(MODE_IDS.map((mode) => [mode, cost])) as Record<ModeId, typeof cost>),
  footnotes: z.array(id),
  blocksSight: z.boolean(),
  height: count(9),
  crossing: z.union([z.strictObject({ fromMode: z.enum(MODE_IDS), cost: z.number().int().min(1).max(9) }), z.null()]),
  sources,
});

export const FOOTNOTE_RULES = ['jump-on', 'squash', 'climb', 'may-not-end', 'light-only'] as const;
export const footnoteSchema = z.strictObject({
  mark: z.number().int().min(1).max(20),
  name: z.string().min(1),
  rule: z.enum(FOOTNOTE_RULES),
  bot: z.enum(['any', 'heavy', 'light']),
  minMode: z.union([z.enum(MODE_IDS), z.null()]),
  climbCost: z.union([z.number().int().min(0).max(9), z.null()]),
  becomes: z.union([id, z.null()]),
  clearsSight: z.boolean(),
  exceptHovering: z.boolean(),
  exceptHomeBase: z.boolean(),
  sources,
});

const choice = <const T extends readonly [string, ...string[]]>(values: T) => z.strictObject({ value: z.enum(values), sources });

/** The readings taken for ambiguities B1-B10 (spec 6.7), each with its alternatives; the first is the default. */
export const AMBIGUITY_VALUES = {
  'b1-boiler-rounding': ['ceil', 'floor'],
  'b2-half-full': ['half-of-49', 'half-of-48'],
  'b3-river-crossing': ['powerful-legs-cross', 'chart-only'],
  'b4-difficult-ground': ['chart-costs', 'halftrack-unhindered'],
  'b5-special-moves': ['overlays', 'chart-only'],
  'b6-lightest-first-ties': ['random', 'seat-order'],
  'b7-weapon-shots': ['once-a-turn', 'once-per-target'],
  'b8-sensor-range-to-hit': ['not-needed', 'needed'],
  'b9-seat-damage': ['one-point-one-d6', 'remaining-damage'],
  'b10-multi-chassis': ['one-chassis', 'connected-chassis'],
} as const;
export type AmbiguityId = keyof typeof AMBIGUITY_VALUES;
export const AMBIGUITY_IDS = Object.keys(AMBIGUITY_VALUES) as AmbiguityId[];

const A = AMBIGUITY_VALUES;
export const ambiguitiesSchema = z.strictObject({
  'b1-boiler-rounding': choice(A['b1-boiler-rounding']).optional(),
  'b2-half-full': choice(A['b2-half-full']).optional(),
  'b3-river-crossing': choice(A['b3-river-crossing']).optional(),
  'b4-difficult-ground': choice(A['b4-difficult-ground']).optional(),
  'b5-special-moves': choice(A['b5-special-moves']).optional(),
  'b6-lightest-first-ties': choice(A['b6-lightest-first-ties']).optional(),
  'b7-weapon-shots': choice(A['b7-weapon-shots']).optional(),
  'b8-sensor-range-to-hit': choice(A['b8-sensor-range-to-hit']).optional(),
  'b9-seat-damage': choice(A['b9-seat-damage']).optional(),
  'b10-multi-chassis': choice(A['b10-multi-chassis']).optional(),
});

const standard = <T extends z.ZodType>(schema: T) => z.strictObject({ standard: schema.optional() }).optional();

/** A catalogue file holds one or more sections; an entry may be defined in one file only. */
export const catalogueFileSchema = z.strictObject({
  components: z.partialRecord(z.enum(COMPONENT_IDS), componentSchema).optional(),
  chassis: standard(chassisSchema),
  combat: standard(combatSchema),
  mobility: standard(mobilitySchema),
  madScientist: standard(madScientistSchema),
  presets: z.record(id, presetSchema).optional(),
  economy: standard(economySchema),
  city: standard(citySchema),
  program: standard(programSchema),
  terrain: z.record(id, terrainSchema).optional(),
  footnotes: z.record(id, footnoteSchema).optional(),
  ambiguities: ambiguitiesSchema.optional(),
});

export type Component = z.infer<typeof componentSchema>;
export type Chassis = z.infer<typeof chassisSchema>;
export type Program = z.infer<typeof programSchema>;
export type Combat = z.infer<typeof combatSchema>;
export type Mobility = z.infer<typeof mobilitySchema>;
export type MadScientist = z.infer<typeof madScientistSchema>;
export type Preset = z.infer<typeof presetSchema>;
export type Economy = z.infer<typeof economySchema>;
export type City = z.infer<typeof citySchema>;
export type PriceRow = z.infer<typeof priceRow>;
export type Terrain = z.infer<typeof terrainSchema>;
export type Footnote = z.infer<typeof footnoteSchema>;
export type AmbiguityEntry<K extends AmbiguityId> = { readonly value: (typeof AMBIGUITY_VALUES)[K][number]; readonly sources: Record<string, string> };
export type Ambiguities = { readonly [K in AmbiguityId]: AmbiguityEntry<K> };
