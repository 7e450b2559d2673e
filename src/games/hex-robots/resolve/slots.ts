// types: the layout of the compiled rule numbers (compile-rules.ts) that the hot resolve functions
// read. Every table is an Int8Array; a slot constant names each number's index.

/** toHit's answer when the shot may not be made: adjacent (L7), beyond the maximum (L10), no line of sight (L8). */
export const NO_SHOT = -1;
/** melee() and shoot() answers. */
export const HIT = 1;
export const MISS = 0;

/** Ranges the shot table has room for, 0..RANGE_SLOTS-1. */
export const RANGE_SLOTS = 32;
/** Quarters of the target hidden (L22-24); 4 quarters = not seen at all, no shot (L8). */
export const NO_SIGHT_QUARTERS = 4;

/** The shot table: base to-hit by range (NO_SHOT where no shot is allowed), then the modifiers (L20-27). */
export const ShotSlot = {
  /** + range: the base to-hit at that range. */
  Range: 0,
  /** + quarters hidden 0..3: the modifier (0 for none). */
  Hidden: RANGE_SLOTS,
  Shield: RANGE_SLOTS + 4,
  Moved: RANGE_SLOTS + 5,
  Stunned: RANGE_SLOTS + 6,
  Size: RANGE_SLOTS + 7,
} as const;

/** The melee table: bonuses to one side's 2d6 total (melee.bonuses). */
export const MeleeSlot = {
  AttackerMeleeWeapon: 0,
  DefenderMeleeWeapon: 1,
  AttackerShield: 2,
  DefenderShield: 3,
  HigherGround: 4,
  DefenderKnockedDown: 5,
  DefenderStunned: 6,
  Size: 7,
} as const;

/** Rows of the effect table: 1..6, the last read as "6+" (L32-38). */
export const EFFECT_ROWS = 6;

/** The effect table: row r's fields at r * EffectField.Count + field (row 0 unused). */
export const EffectField = {
  /** 0 = none, else the most AP the robot may use in its owner's next turn (L33-34). */
  ApLimit: 0,
  Stunned: 1,
  KnockedDown: 2,
  /** Hexes the attacker pushes the robot (L37). */
  KnockBack: 3,
  Destroyed: 4,
  Count: 5,
} as const;

/** Modifiers of the effect die (effectRoll.modifiers, L31). */
export const EffectRollSlot = { MeleeWeapon: 0, TargetKnockedDown: 1, Size: 2 } as const;

/** Activation and action-point costs (turn.activation, turn.costs, turn.movement). */
export const TurnSlot = {
  RobotsPerTurn: 0,
  ActionPoints: 1,
  /** 1 when one robot may be activated twice in a turn (H4: 0). */
  SameRobotTwice: 2,
  MovePerHex: 3,
  ClimbPerLevel: 4,
  Shoot: 5,
  Melee: 6,
  StandUp: 7,
  MaxClimbPerHex: 8,
  Size: 9,
} as const;

/** A robot's items as bits, by role (items.*.role): what the hot code knows of a loadout. */
export const ItemBit = { Gun: 1, Shield: 2, MeleeWeapon: 4 } as const;
