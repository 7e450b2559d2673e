// cold: the mutable state of one battle, allocated once per worker and reset per battle.
// Units are the robots (and simple targets: structures, crypto markers) in the fight; each
// robot unit has MAX_SLOTS slot cells at u * MAX_SLOTS.
import { hitProbability } from '../../../dice/exact.js';
import { DicePool } from '../../../dice/pool.js';
import * as codes from '../compile/codes.js';
import { EventLog } from '../log/event-log.js';
import { storeArraysTwice } from '../../../kernel/mutable-fields.js';
import { DecisionMemo } from './decision-memo.js';

// module-local copies of the codes it reads: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { MAX_SLOTS } = codes;

export const MAX_UNITS = 32;
export const HIT_TABLE_DICE = 16;
export const MAX_RANGE = 127;
export const HIT_TABLE_SILHOUETTES = 48;

/** Tally fields per (attack row, band, silhouette): attacks, hits, damage, damage^2, disables, disables^2, paints, the exact hit chances' sum. */
export const TALLY_FIELDS = 8;
export const TALLY_SILHOUETTES = 16;
/** Range bands 0-3, then the same four bands overcharged (one more die, L550). */
export const OVERCHARGED_BANDS = 4;
export const TALLY_BANDS = 8;
export const tallyIndex = (k: number, band: number, silhouette: number): number =>
  ((k * TALLY_BANDS + band) * TALLY_SILHOUETTES + (silhouette < 0 ? 0 : silhouette > 15 ? 15 : silhouette)) * TALLY_FIELDS;

export class KriegbotState {
  /** Robot row of each unit; -1 for a simple target. */
  readonly robot = new Int16Array(MAX_UNITS);
  readonly damage = new Int8Array(MAX_UNITS * MAX_SLOTS);
  readonly disabled = new Uint8Array(MAX_UNITS * MAX_SLOTS);
  readonly destroyed = new Uint8Array(MAX_UNITS * MAX_SLOTS);
  /**
   * Each unit's condition word: bit i for slot i disabled, bit 8 + i for slot i destroyed, bit
   * 16 + i for slot i empty (no item; all eight for a simple target), bit 24 + i for slot i with
   * damage markers. The marker arrays above are the record of the first, second and fourth bytes;
   * this copy is refreshed wherever they change (units.ts refreshSlots; a disable marker from an
   * attack roll sets its one bit, damage.ts disableAt); the third byte is set with
   * the unit's robot row (units.ts setRobot). So slotWorks, crippled and unpowered, asked hundreds
   * of times a duel, read one number.
   */
  readonly brokenSlots = new Int32Array(MAX_UNITS);
  /**
   * Each unit's damage markers, three bits a slot (slot i at bit 3i), and bit 24 + i where slot i
   * holds more than seven: refreshed with the condition word (units.ts refreshSlot), for the hit
   * location memo's key (location-policy.ts packedDamage).
   */
  readonly packedDamage = new Int32Array(MAX_UNITS);
  /** The condition word's bit for damage on the unit's power core (1 << (24 + its slot)); 0 without a core: set with the robot row (units.ts setRobot). */
  readonly coreDamageBit = new Int32Array(MAX_UNITS);
  /** The robot row's pilot, drive and core slots (tables robot.criticalSlots), kept with the row (units.ts setRobot): crippled reads no tables. */
  readonly criticalSlots = new Int32Array(MAX_UNITS);
  /** The robot row's effect types (tables robot.effectTypes), kept with the row (units.ts setRobot): hasEffect reads no tables; 0 for a simple target. */
  readonly effectTypes = new Int32Array(MAX_UNITS);
  /** The damage cell of the robot row's drive (unit * MAX_SLOTS + its slot; -1 without one) and the last square of its speed track, kept with the row (units.ts setRobot): trackDamage reads no tables. */
  readonly driveCell = new Int16Array(MAX_UNITS);
  readonly trackLast = new Int8Array(MAX_UNITS);
  /** Scratch copies used to score a hit location before choosing it. */
  readonly trialDamage = new Int8Array(MAX_SLOTS);
  readonly trialDisabled = new Uint8Array(MAX_SLOTS);
  readonly trialDestroyed = new Uint8Array(MAX_SLOTS);

  readonly status = new Uint8Array(MAX_UNITS);
  readonly skin = new Uint8Array(MAX_UNITS); // 1 while the skin is on (Electro-reactive is sacrificed, L329)
  readonly painted = new Uint8Array(MAX_UNITS);
  readonly onFire = new Uint8Array(MAX_UNITS);
  readonly poweredUp = new Uint8Array(MAX_UNITS);
  readonly biped = new Uint8Array(MAX_UNITS);
  readonly movement = new Uint8Array(MAX_UNITS);
  readonly attackActions = new Uint8Array(MAX_UNITS);
  readonly defenseActions = new Uint8Array(MAX_UNITS);
  /** The point-defense effect switched on against the attack action under way, or -1 (L135, L341). */
  readonly pointDefense = new Int16Array(MAX_UNITS);
  readonly smokescreen = new Int8Array(MAX_UNITS);
  /** A defense-action silhouette effect (Chaff, L225) deployed for the rest of this turn, or -1. */
  readonly screen = new Int16Array(MAX_UNITS);
  /** Slots (a bit each) of defense cards an unpowered robot used against the attack action under way: disabled when it is over (L63). */
  readonly disableAfter = new Uint8Array(MAX_UNITS);
  readonly clamped = new Uint8Array(MAX_UNITS);
  readonly energy = new Int8Array(MAX_UNITS);
  readonly coreAbilityUsed = new Uint8Array(MAX_UNITS);
  /** The simple-target unit (building) this unit is inside, or -1 (L532). */
  readonly inBuilding = new Int8Array(MAX_UNITS);

  /** Simple targets: fixed silhouette, damage markers that destroy them (L316, L409, L532). */
  readonly simpleSilhouette = new Int8Array(MAX_UNITS);
  readonly simpleHits = new Int8Array(MAX_UNITS);

  // The line duel (duel.ts): both robots on a line of hexes.
  /** Range between the two robots in hexes (never 0: no robot ends its move in another's hex, L183). */
  range = 10;
  /** The enemy's bearing from each robot's front: 0 ahead, 1 front-right ... 3 behind ... 5 front-left. */
  readonly facing = new Int8Array(MAX_UNITS);
  startRange = 10;
  /** A line move under way: the range and bearing it started from, and whether its LineMove event is logged yet. */
  lineRange = 0;
  lineFacing = 0;
  lineLogged = 0;
  /**
   * The line duel's attack bits of each unit (duel-move.ts lineAttacks): those that work, all
   * that could, and the working powered-up ones, for the condition they were worked out for
   * (robot row << 16 | brokenSlots), or -1. A robot's working attacks change only when its
   * condition does, and it moves far more often.
   */
  readonly lineAttacksFor = new Int32Array(MAX_UNITS).fill(-1);
  readonly workingAttacks = new Int32Array(MAX_UNITS);
  readonly eligibleAttacks = new Int32Array(MAX_UNITS);
  readonly poweredAttacks = new Int32Array(MAX_UNITS);
  /** Scratch for movement: bearings a robot's weapons cover, by range. */
  readonly bearMask = new Uint8Array(MAX_RANGE + 1);
  /** Movement decisions already made: robot row, condition (move-memo.ts), working attacks. */
  readonly moveMemo = new DecisionMemo(3);
  /** Attack choices already made (duel-attack.ts attackKey): as many entries as the location memos, for the bundled matchups' keys collided in 4,096 and one choice in six was worked out again. */
  readonly attackMemo = new DecisionMemo(4, 65_536);
  /** The harm a damage hit at a location adds, already worked out (location-policy.ts): far more target conditions than decisions, so more entries. */
  readonly locationMemo = new DecisionMemo(3, 65_536);
  /** The attacker's whole choice of location, already made (location-policy.ts attackerLocation); on and off with locationMemo. */
  readonly locationChoiceMemo = new DecisionMemo(3, 65_536);
  /**
   * The silhouette the line duel's attack choice found for the attack it chose (duel-attack.ts
   * keepChoice), for that attack's first roll (attack.ts useAttack): the attack row (-1 for none),
   * the target and the silhouette.
   */
  keptAttack = -1;
  keptTarget = -1;
  keptSilhouette = 0;
  /** 1 when the roll attackOnce makes next is the first of the chosen attack's (useAttack): it uses keptSilhouette. attackOnce clears it. */
  keptForRoll = 0;
  /** 1 while a counter-attack resolves, so it cannot call one of its own. */
  countering = 0;
  /** A duel with no hard kill after this many turns is a stall. */
  turnCap = 30;
  /** Exact P(hit) by [dice * HIT_TABLE_SILHOUETTES + silhouette], for choosing attacks. */
  readonly hitChance = new Float64Array(HIT_TABLE_DICE * HIT_TABLE_SILHOUETTES);

  // The scenario map (scenario.ts). Units: robots first, then structures, then crypto markers.
  /** Map cell of each unit (row * width + column), or -1 off the map (fled, in reserve). */
  readonly cell = new Int16Array(MAX_UNITS);
  /** Facing on the map: hexside 0 north ... 5 north-west (hex/hex.ts). */
  readonly dir = new Int8Array(MAX_UNITS);
  /** Seat of each unit (0 or 1 for the two teams, 2 for the police), -1 for neutral structures. */
  readonly seat = new Int8Array(MAX_UNITS);
  /** What the unit is: UnitKind (scenario-units.ts). */
  readonly kind = new Uint8Array(MAX_UNITS);
  /** Structure type (STRUCTURES order) or the crypto marker's colour (seat), else -1. */
  readonly detail = new Int8Array(MAX_UNITS);
  /** What a robot carries: -1 nothing, CARRY_FLAG, or the seat whose crypto it holds. */
  readonly carry = new Int8Array(MAX_UNITS);
  /** Scenario flags per unit (UnitFlag bits: fired an illegal weapon, attacked the police, ...). */
  readonly flags = new Uint16Array(MAX_UNITS);
  /** The card of the last attack action a unit made this turn (the Combat pilot's two must differ, L565), or -2. */
  readonly lastCard = new Int16Array(MAX_UNITS);
  /** An item the hacker used this turn: the owner cannot use it until the next turn (L445). */
  readonly hackedSlot = new Int8Array(MAX_UNITS);
  /** Extra attack dice for some media and one card (the Lizard-bot, L477). */
  readonly bonusDice = new Int8Array(MAX_UNITS);
  /** Energy dishes a robot carries (Musical Chairs, L673). */
  readonly dishes = new Int8Array(MAX_UNITS);
  /** Limpet mines stuck on a unit, each waiting for its owner's defense action (L571). */
  readonly limpets = new Int8Array(MAX_UNITS);
  /** The hex an inbound unit's deployment disk marks (insertion reentry, L528), or -1. */
  readonly disk = new Int16Array(MAX_UNITS);
  /** A pilot on foot: which scenario pilot card he is (tables.ts robot.pilotCard), or -1; he puts it in the derelict he boards (L516). */
  readonly pilotCard = new Int8Array(MAX_UNITS);
  /** Infantry: the robot it has boarded (L518), or -1; and the slot of the card it rides on. */
  readonly host = new Int8Array(MAX_UNITS);
  readonly hostSlot = new Int8Array(MAX_UNITS);
  /** The unit that carries the flag and is attacked as if painted (L399), or -1. */
  flagCarrier = -1;

  /** 1 for a unit whose weapon and system items die at one damage (optional rule, L365). */
  readonly fragile = new Uint8Array(MAX_UNITS);
  units = 0;

  /**
   * Per-attack tallies, when a simulation wants them: for each attack row, range band and target
   * silhouette (clamped to 0-15), TALLY_FIELDS sums. Empty when not tallying.
   */
  tally: Float64Array<ArrayBufferLike> = new Float64Array(0);
  /** 1 while tallying (tally not empty), kept by tallyInto: each attack roll tests this small number. */
  tallying = 0;

  /** The event log: empty (off) in simulations, on for a replay or the referee (event-log.ts). */
  readonly log = new EventLog();
  /** The attack being made: its place in its volley (L231) and the volley's size, for the log. */
  volleyIndex = 0;
  volleySize = 1;
  /** AttackLog bits the caller adds to the next attacks' log entries (a hack, the landing craft, infantry). */
  attackKind = 0;
  /** The dice modifiers of the attack being made, as (DiceMod kind, amount, source row) triples, when logging. */
  readonly logMods = new Int32Array(48);
  logModCount = 0;

  readonly pool = new DicePool();
  /** Separate location dice (the Howitzer barrage, L329). */
  readonly locationPool = new DicePool();
}

/** Tallies each attack into `tally` from now on (an empty array: no tally). */
export function tallyInto(s: KriegbotState, tally: Float64Array<ArrayBufferLike>): void {
  s.tally = tally;
  s.tallying = tally.length > 0 ? 1 : 0;
}

export function createState(): KriegbotState {
  const state = new KriegbotState();
  for (let dice = 0; dice < HIT_TABLE_DICE; dice++) {
    for (let target = 0; target < HIT_TABLE_SILHOUETTES; target++) state.hitChance[dice * HIT_TABLE_SILHOUETTES + target] = hitProbability(dice, target);
  }
  storeArraysTwice(state); // so V8 reloads them rather than keeping them across calls: -2% a duel (mutable-fields.ts)
  return state;
}
