// cold: the scratch of one worker's Junkyard Bots games, allocated once and reset per game. Every
// die in play has a slot: the junkyard's first, then each seat's starters. Per die: its type (a
// compiled die-type row, with its kind, size and faces copied out for the hot code), where it is,
// who owns it, what it hangs on (a pipe's part, a held weapon's claw, a targeting computer's
// weapon) and which seats know its kind. Per seat: power, whether it is out, its policy row.
import type { JunkyardTables } from '../compile/tables.js';
import { teleportTable } from './teleport-table.js';

export const MAX_SEATS = 4;

/** Where a die is. */
export const Place = {
  /** Face down in the junkyard (L26): its size and colour show, its kind does not. */
  Junk: 0,
  /** Face up in the junkyard: ejected, dropped, spat out, a dud (L63, L186, L198, L232). */
  FaceUp: 1,
  /** Out of the game: exploded or spent (L138, L254). */
  Removed: 2,
  /** A robot part attached to its owner; a pipe hangs on `parent` (L103). */
  Part: 3,
  /** A weapon held in the claw `parent` (L112). */
  Held: 4,
  /** Energy eaten by its owner (L122). */
  Eaten: 5,
  /** A targeting computer on the held weapon `parent` (L114). */
  OnWeapon: 6,
} as const;

/** Every seat's bit: a die face up is known to all. */
export const ALL_KNOW = (1 << MAX_SEATS) - 1;

export interface JunkyardState {
  /** Dice in play: the junkyard's, then starters per seat. */
  readonly dice: number;
  readonly junkDice: number;
  readonly startersPerSeat: number;
  /** Per die type: kind, size and six faces (compiled dieType, copied flat). */
  readonly kindOf: Int8Array;
  readonly sizeOf: Int8Array;
  readonly faces: Int8Array;
  readonly energyTypeOf: Int8Array;
  /** Per die. */
  readonly type: Int16Array;
  readonly place: Int8Array;
  readonly owner: Int8Array;
  readonly parent: Int16Array;
  readonly known: Int8Array;
  /** Per seat. */
  readonly power: Int8Array;
  readonly out: Int8Array;
  readonly policy: Int16Array;
  /** Per seat and kind: the build weight of its policy (damage.ts fillWeights). */
  readonly weights: Int8Array;
  seats: number;
  turn: number;
  turnCap: number;
  teleportAt: number;
  /** 1 when the last die rolled dudded (a weapon, L232; A2): roll.ts rollDie. */
  dud: number;
  /** Rule readings copied from the compiled rules for the hot code: A2, A9 and whether a computer counts toward the limit. */
  readonly laterBlankDuds: number;
  readonly salvageRemoved: number;
  readonly computerCounts: number;
  /** The run's metrics (game/metrics.ts), set for each game; the throw tally (compile/tally.ts), empty when not kept. */
  metrics: Float64Array;
  tally: Float64Array;
  /** P(eaten energy >= teleportAt) by multiset of energy (game/teleport-table.ts). */
  readonly teleportOdds: Uint16Array;
  /** Scratch: dice chosen for a roll, and eaten energy counts by type for the teleport table. */
  readonly pick: Int16Array;
  /** The acting seat's survey (choose.ts survey): points its parts of each kind reach (pipes with the part they hang on), parts of each kind. */
  readonly reachOf: Int16Array;
  readonly kindCount: Int8Array;
  /** Its eyes, in die order (kindCount[Eye] of them). */
  readonly eyes: Int16Array;
  /** ... its robot parts (body included), eaten energy, empty claws, first held weapon (-1), held weapons with no computer. */
  surveyParts: number;
  surveyEaten: number;
  surveyEmptyClaws: number;
  surveyWeapon: number;
  surveyBareWeapons: number;
  surveyUnseen: number;
  /** The event log (event-log.ts): empty in simulation; a replay gives it room. */
  log: Int32Array;
  logLength: number;
  /** Scratch: a flag per die (damage.ts worstPart: the parts others hang on). */
  readonly mark: Int8Array;
  readonly energyCount: Int8Array;
}

export function createJunkyardState(t: JunkyardTables, turnCap: number, teleportAt: number, tally: Float64Array): JunkyardState {
  const types = t.dieType.kind.length;
  const faces = new Int8Array(types * 6);
  const columns = [t.dieType.f0, t.dieType.f1, t.dieType.f2, t.dieType.f3, t.dieType.f4, t.dieType.f5];
  for (let d = 0; d < types; d++) for (let k = 0; k < 6; k++) faces[d * 6 + k] = columns[k]?.[d] ?? 0;
  const junkDice = t.junk.type.length;
  const startersPerSeat = t.starter.type.length;
  const dice = junkDice + MAX_SEATS * startersPerSeat;
  return {
    dice, junkDice, startersPerSeat,
    kindOf: Int8Array.from(t.dieType.kind),
    sizeOf: Int8Array.from(t.dieType.size),
    energyTypeOf: Int8Array.from(t.dieType.energyType),
    faces,
    type: new Int16Array(dice),
    place: new Int8Array(dice),
    owner: new Int8Array(dice),
    parent: new Int16Array(dice),
    known: new Int8Array(dice),
    power: new Int8Array(MAX_SEATS),
    out: new Int8Array(MAX_SEATS),
    policy: new Int16Array(MAX_SEATS),
    weights: new Int8Array(MAX_SEATS * 8),
    seats: 0,
    turn: 0,
    turnCap,
    teleportAt,
    dud: 0,
    laterBlankDuds: t.rules.laterBlankDuds[0] ?? 0,
    salvageRemoved: t.rules.salvageRemoved[0] ?? 0,
    computerCounts: t.rules.computerCounts[0] ?? 0,
    metrics: new Float64Array(0),
    tally,
    teleportOdds: teleportTable(t, teleportAt),
    pick: new Int16Array(dice),
    mark: new Int8Array(dice),
    reachOf: new Int16Array(8),
    kindCount: new Int8Array(8),
    eyes: new Int16Array(dice),
    surveyParts: 0,
    surveyEaten: 0,
    surveyEmptyClaws: 0,
    surveyWeapon: -1,
    surveyBareWeapons: 0,
    surveyUnseen: 0,
    log: new Int32Array(0),
    logLength: 0,
    energyCount: new Int8Array(Math.max(1, t.rules.energyTypes[0] ?? 1)),
  };
}
