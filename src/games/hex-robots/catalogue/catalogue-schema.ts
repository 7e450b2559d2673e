// cold: the shape of the hex-robots catalogue files in designs/hex-robots/catalogue/.
// designs/hex-robots/README.md documents every field; keep the two in step. Each section maps ids
// to entries with `sources`, so an erratum (src/catalogue/errata.ts) can patch any entry by
// section and id, the way it patches Kriegbot's.
import { z } from 'zod';

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id such as "melee-weapon"');
const sources = z.record(z.string(), z.string());
const count = z.number().int().min(0);
const modifier = z.number().int().min(-6).max(6);

/** The to-hit table (L10-19) and the range limits (L7, L10). */
export const rangeSchema = z.strictObject({
  minimum: z.number().int().min(1),
  maximum: z.number().int().min(1).max(30),
  /** [range, base to-hit] rows. */
  toHit: z.array(z.tuple([z.number().int().min(1), z.number().int().min(2).max(20)])).min(1),
  sources,
});

/** Added to the to-hit number (L20-27). */
export const shootingModifiersSchema = z.strictObject({
  /** For 25%, 50% and 75% of the target hidden (L22-24). */
  hidden: z.tuple([modifier, modifier, modifier]),
  shield: modifier,
  moved: modifier,
  stunned: modifier,
  sources,
});

/** Added to one side's 2d6 melee total (L28-29; the list is missing, all reconstructed). */
export const meleeBonusesSchema = z.strictObject({
  attackerMeleeWeapon: modifier,
  defenderMeleeWeapon: modifier,
  attackerShield: modifier,
  defenderShield: modifier,
  higherGround: modifier,
  defenderKnockedDown: modifier,
  defenderStunned: modifier,
  sources,
});

/** One row of the effect table (L32-38). */
export const effectRowSchema = z.strictObject({
  roll: z.number().int().min(1).max(6),
  /** The most AP the robot may use in its next turn; 0 = no limit (L33-34). */
  apLimit: z.number().int().min(0).max(4),
  stunned: z.boolean(),
  knockedDown: z.boolean(),
  /** Hexes the attacker pushes the robot (L37). */
  knockBack: z.number().int().min(0).max(3),
  destroyed: z.boolean(),
  sources,
});

/** Added to the effect die (L31: the list is missing). */
export const effectModifiersSchema = z.strictObject({
  meleeWeapon: modifier,
  targetKnockedDown: modifier,
  sources,
});

export const activationSchema = z.strictObject({
  robotsPerTurn: z.number().int().min(1),
  actionPoints: z.number().int().min(1).max(20),
  sameRobotTwice: z.boolean(),
  sources,
});

/** Action-point costs (L5: "shown below", but missing; all reconstructed). */
export const costsSchema = z.strictObject({
  movePerHex: z.number().int().min(1),
  climbPerLevel: count,
  shoot: z.number().int().min(1),
  melee: z.number().int().min(1),
  standUp: z.number().int().min(1),
  sources,
});

export const movementSchema = z.strictObject({
  maxClimbPerHex: z.number().int().min(1),
  sources,
});

export const robotSchema = z.strictObject({
  hands: z.number().int().min(1).max(4),
  copiesOfEachItem: z.number().int().min(1),
  /** Model height in map levels, for the hidden percentage (L8, L22-24). */
  heightLevels: z.number().int().min(1),
  sources,
});

/** What an item does in the rules: the gun lets a robot shoot (L4); the others carry bonuses. */
export const ITEM_ROLES = ['gun', 'shield', 'melee-weapon'] as const;
export type ItemRole = (typeof ITEM_ROLES)[number];

export const itemSchema = z.strictObject({
  name: z.string().min(1),
  role: z.enum(ITEM_ROLES),
  hands: z.number().int().min(0),
  sources,
});

export const teamRulesSchema = z.strictObject({ robots: z.number().int().min(1).max(12), sources });
export const victorySchema = z.strictObject({ condition: z.literal('elimination'), atTurnCap: z.literal('stall'), sources });
export const mapSchema = z.strictObject({
  width: z.number().int().min(2),
  height: z.number().int().min(2),
  maxLevel: z.number().int().min(0).max(9),
  terrain: z.enum(['hills', 'open']),
  sources,
});

export const APPROACHES = ['stand-off', 'close-to-melee'] as const;

/** How a team makes its choices in battle: numbers and switches, so search can vary them. */
export const policySchema = z.strictObject({
  description: z.string().min(1),
  approach: z.enum(APPROACHES),
  /** Hexes it tries to keep from its target (1 = adjacent, for melee). */
  preferredRange: z.number().int().min(1).max(30),
  /** Moves and shoots in one activation, paying the +1 (L26). */
  moveAndShoot: z.boolean(),
  /** What a quarter of cover is worth, in hexes of range, when choosing where to stand. */
  coverWeight: z.number().min(0).max(10),
  /** What a level of height over the enemy is worth, in hexes of range. */
  highGroundWeight: z.number().min(0).max(10),
  /** Shoots the robot already worst off rather than the easiest shot. */
  focusFire: z.boolean(),
  sources,
});

/** A catalogue file holds one or more sections; an entry may be defined in one file only. */
export const catalogueFileSchema = z.strictObject({
  shooting: z.strictObject({ range: rangeSchema.optional(), modifiers: shootingModifiersSchema.optional() }).optional(),
  melee: z.strictObject({ bonuses: meleeBonusesSchema.optional() }).optional(),
  effects: z.record(id, effectRowSchema).optional(),
  effectRoll: z.strictObject({ modifiers: effectModifiersSchema.optional() }).optional(),
  turn: z.strictObject({ activation: activationSchema.optional(), costs: costsSchema.optional(), movement: movementSchema.optional() }).optional(),
  robot: z.strictObject({ standard: robotSchema.optional() }).optional(),
  items: z.record(id, itemSchema).optional(),
  game: z.strictObject({ team: teamRulesSchema.optional(), victory: victorySchema.optional(), map: mapSchema.optional() }).optional(),
  policies: z.record(id, policySchema).optional(),
});

export type RangeRules = z.infer<typeof rangeSchema>;
export type ShootingModifiers = z.infer<typeof shootingModifiersSchema>;
export type MeleeBonuses = z.infer<typeof meleeBonusesSchema>;
export type EffectRow = z.infer<typeof effectRowSchema>;
export type EffectModifiers = z.infer<typeof effectModifiersSchema>;
export type Activation = z.infer<typeof activationSchema>;
export type ActionCosts = z.infer<typeof costsSchema>;
export type Movement = z.infer<typeof movementSchema>;
export type RobotFrame = z.infer<typeof robotSchema>;
export type Item = z.infer<typeof itemSchema>;
export type TeamRules = z.infer<typeof teamRulesSchema>;
export type Victory = z.infer<typeof victorySchema>;
export type MapRules = z.infer<typeof mapSchema>;
export type Policy = z.infer<typeof policySchema>;
