// types: the Maschinen Krieger layout of a compiled set of forces (struct-of-arrays, kernel/table.ts):
// the rule numbers and ambiguity readings, the lane's hexes with their terrain, the terrain's attack
// and movement columns, one row per force (its policy), per unit and per weapon, and each weapon's
// range modifier at every range (the Range adjusted Attack Ability chart, L179 [5.1.3] 2, read
// once here so the engine never searches a step table).
import type { Tables } from '../../../kernel/table.js';

/** Ranges a weapon row covers in rangeMod: 0 (close quarters, the same hex) to RANGE_CELLS - 1. */
export const RANGE_CELLS = 32;
/** Weapons a unit carries at most (Gustav, Konrad: L + PF, L277-278 [11.1.2]; Goblin: L + R, [11.1.3]). */
export const MAX_UNIT_WEAPONS = 2;
/** Terrain attack columns by weapon code (L277 [11.1.1]): L, G, MG, R, PF. */
export const WEAPON_CODE_COLUMNS = 5;
/** Movement types (L215 [7.1.2]): W, C, H, B. */
export const MOVEMENT_MODE_COLUMNS = 4;
/** A movement cost meaning "cannot enter" (W and C in water, L219 [7.1.8]). */
export const NO_ENTRY = -1;
/** Rounds a phase for weapons without a per-phase limit (lasers, guns, MGs: L196 [5.4.4]). */
export const UNLIMITED = 99;

export const maschinenKriegerSchemas = {
  rules: {
    /** 0 sums the attack dice (L175 [5.1.1]), 1 multiplies them (the first SF3D). */
    resolution: Int8Array,
    /** K1: 1 makes the double one destroy at any target from 0. */
    critical: Int8Array,
    laneLength: Int8Array,
    /** Defensive attacks answer attacks from this many hexes or fewer (L190 [5.4] 1). */
    defensiveRange: Int8Array,
    /** Attack target modifier against an immobilised unit (L179 [5.1.3] 4). */
    immobilisedModifier: Int8Array,
    /** Unarmed combat hits on this unmodified roll or less (L259 [9.5]). */
    unarmedToHit: Int8Array,
    /** Defensive attacks against a charging infantry unit (L304 [14.2.3], K4). */
    chargingModifier: Int8Array,
    /** Hexes an infantry charge covers (L304 [14.2.2]) and an infantry move (L303 [14.1]). */
    chargeHexes: Int8Array,
    infantryHexes: Int8Array,
    /** Morale recovery (L306 [14.3.2]): 1d6 + modifiers <= recoverOn; modifiers stacked, cover, an enemy within moraleRange, broken again. */
    recoverOn: Int8Array,
    moraleStacked: Int8Array,
    moraleCover: Int8Array,
    moraleEnemy: Int8Array,
    moraleRange: Int8Array,
    moraleAgain: Int8Array,
    /** K7: 1 when an A result disarms every ranged weapon of the unit, 0 only the first. */
    disarmAll: Int8Array,
  },
  /** The lane's hexes, from side 0's end: each a terrain row. */
  laneHex: { terrain: Int8Array },
  terrain: {
    /** Attack modifier against a target in this terrain, per weapon code column (L178 [5.1.3] 1). */
    aL: Int8Array, aG: Int8Array, aMG: Int8Array, aR: Int8Array, aPF: Int8Array,
    /** Movement cost in half points per movement type (L215 [7.1.3]); NO_ENTRY where a type cannot enter. */
    mW: Int8Array, mC: Int8Array, mH: Int8Array, mB: Int8Array,
    /** 1 for forest and buildings, which help broken infantry recover (L306 [14.3.2] 2). */
    cover: Int8Array,
  },
  force: {
    firstUnit: Int16Array,
    units: Int8Array,
    /** Hold and fire within this many hexes; 0 at the longest usable range. */
    engageAt: Int8Array,
    /** 1 when stacked units attack a target together (L188 [5.3.3]). */
    simultaneous: Int8Array,
    /** 1 when the force closes to close quarters (L238 [9.1]). */
    closeQuarters: Int8Array,
    /** 1 when stacked infantry add their attack powers (L304 [14.2.1]). */
    combineInfantry: Int8Array,
  },
  unit: {
    /** Start hex, counted from the force's own end. */
    start: Int8Array,
    infantry: Int8Array,
    /** 1 for Type I units, who may fight unarmed (L259 [9.5]). */
    typeOne: Int8Array,
    /** Movement points, in half points (roads cost 1/2, L304 [14.2.2]). */
    movement: Int8Array,
    /** Movement type column (W, C, H, B). */
    mode: Int8Array,
    /** Defense with the pilot's modifier (L330 [18.1.2]). */
    defense: Int8Array,
    /** The pilot's attack modifier (L330 [18.1.2]). */
    pilotAttack: Int8Array,
    /** Armor Endurance row of its class: 2d6 <= destroyed D, <= immobilised M, <= disarmed A (L178 [5.1.2]). */
    destroyed: Int8Array, immobilised: Int8Array, disarmed: Int8Array,
    /** Endurance class A-D as 0-3 (the tally's column). */
    enduranceClass: Int8Array,
    /** Victory points to the enemy's OGP when it is destroyed, immobilised or disarmed (L355). */
    vp: Int8Array,
    firstWeapon: Int16Array,
    weapons: Int8Array,
  },
  weapon: {
    attack: Int8Array,
    range: Int8Array,
    /** Terrain attack column (weapon code). */
    code: Int8Array,
    /** Usage read from the attack roll (resolve/attack.ts Usage): none, laser, MG (L282 [11.2.1-11.2.2]). */
    usage: Int8Array,
    /** Rounds carried (rockets, PF: L282 [11.2.4]); 0 for unlimited. */
    ammo: Int8Array,
    /** Rounds a phase (rockets 1, PF 2 in defensive fire: L279); UNLIMITED otherwise. */
    perPhase: Int8Array,
    /** 1 when a burn-out lasts the next turn only (the infantry laser, L308-310 [14.4.4]). */
    recovers: Int8Array,
    /** The weapon's row in the per-attack tally. */
    tallyRow: Int16Array,
  },
  /** Range modifier of weapon row w at range r: row w * RANGE_CELLS + r. */
  rangeMod: { modifier: Int8Array },
} as const;

export type MaschinenKriegerTables = Tables<typeof maschinenKriegerSchemas>;
