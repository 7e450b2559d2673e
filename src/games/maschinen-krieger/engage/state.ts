// cold: the scratch of one worker's engagements, allocated once and reset per engagement. Every unit
// has a slot: side 0's units in slots 0..MAX_FORCE_UNITS-1, side 1's after them. Per slot: its
// compiled unit row, its lane hex (counted from side 0's end), what the Armor Endurance results
// left it (destroyed, immobilised, disarmed; broken morale for infantry, L305 [14.3]) and, per
// weapon, the rounds left, when a burnt-out weapon works again and the rounds fired this phase.
import type { EventLogState } from '../../../kernel/event-log.js';
import type { Rng } from '../../../rng/rng.js';
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { MAX_UNIT_WEAPONS, type MaschinenKriegerTables } from '../compile/tables.js';

export const MAX_UNITS = 2 * MAX_FORCE_UNITS;
/** spentUntil of a weapon spent for the game (L282 [11.2.1-11.2.2]). */
export const FOREVER = 32767;
/** ammo of a weapon without rounds to count. */
export const UNLIMITED_AMMO = -1;

export interface EngagementState extends EventLogState {
  readonly t: MaschinenKriegerTables;
  readonly tally: Float64Array;
  /** Per slot. */
  readonly row: Int16Array;
  readonly hex: Int8Array;
  readonly alive: Uint8Array;
  readonly immobile: Uint8Array;
  readonly disarmed: Uint8Array;
  /** Infantry morale broken (L305 [14.3]); 2 when broken again while broken (+1 to recover, L306 [14.3.2] 4). */
  readonly broken: Uint8Array;
  /** 1 once the unit has moved or made its offensive attack this phase (L220 [7.2.1]). */
  readonly acted: Uint8Array;
  /** 1 while an infantry unit charges (defensive attacks at it get L304 [14.2.3]'s modifier). */
  readonly charging: Uint8Array;
  /** Attack result waiting to be applied: close quarters combat is simultaneous (L255 [9.3.2]). */
  readonly pending: Uint8Array;
  /** The weapon each unit of a simultaneous attack declared (L188 [5.3.3]); -1 when not part of one. */
  readonly chosen: Int8Array;
  /** Per slot and weapon (slot * MAX_UNIT_WEAPONS + k). */
  readonly ammo: Int8Array;
  readonly spentUntil: Int16Array;
  readonly shots: Int8Array;
  /** Units per side and the first slot of each side. */
  readonly units: Int8Array;
  /** The design row each side plays. */
  readonly design: Int16Array;
  turn: number;
  turnLimit: number;
  /** The attack target of the last shot bestShot chose. */
  shotTarget: number;
  /** Results are pending (close quarters) rather than applied at once. */
  deferred: number;
  /** AttackFlag bits the caller sets for the attacks it makes (simultaneous, close quarters): the log's. */
  flags: number;
  /** The replay's log; empty in simulation (event-log.ts). */
  log: Int32Array;
  logLength: number;
  /** The run's per-battle metrics, set by playEngagement. */
  metrics: Float64Array;
  /** Rule numbers copied from the compiled rules. */
  readonly resolution: number;
  readonly critical: number;
  readonly laneLength: number;
  readonly defensiveRange: number;
  rng: Rng | undefined;
}

/** `resolution` -1 keeps the catalogue's (game.resolution); 0 sums, 1 multiplies (resolve/attack.ts Resolution). */
export function createEngagementState(t: MaschinenKriegerTables, turnLimit: number, tally: Float64Array, resolution = -1): EngagementState {
  const weapons = MAX_UNITS * MAX_UNIT_WEAPONS;
  return {
    t, tally,
    row: new Int16Array(MAX_UNITS), hex: new Int8Array(MAX_UNITS), alive: new Uint8Array(MAX_UNITS), immobile: new Uint8Array(MAX_UNITS),
    disarmed: new Uint8Array(MAX_UNITS), broken: new Uint8Array(MAX_UNITS), acted: new Uint8Array(MAX_UNITS), charging: new Uint8Array(MAX_UNITS),
    pending: new Uint8Array(MAX_UNITS), chosen: new Int8Array(MAX_UNITS),
    ammo: new Int8Array(weapons), spentUntil: new Int16Array(weapons), shots: new Int8Array(weapons),
    units: new Int8Array(2), design: new Int16Array(2),
    turn: 0, turnLimit, shotTarget: 0, deferred: 0, flags: 0, log: new Int32Array(0), logLength: 0, metrics: new Float64Array(0),
    resolution: resolution >= 0 ? resolution : (t.rules.resolution[0] ?? 0), critical: t.rules.critical[0] ?? 0, laneLength: t.rules.laneLength[0] ?? 0, defensiveRange: t.rules.defensiveRange[0] ?? 0,
    rng: undefined,
  };
}

/** Puts forces a (side 0, at hex 0's end) and b (side 1, at the far end) on the lane, every unit whole. */
export function resetEngagement(s: EngagementState, a: number, b: number): void {
  const t = s.t;
  s.design[0] = a;
  s.design[1] = b;
  s.turn = 0;
  s.deferred = 0;
  s.flags = 0;
  s.logLength = 0;
  for (let slot = 0; slot < MAX_UNITS; slot++) s.alive[slot] = 0;
  for (let side = 0; side < 2; side++) {
    const force = side === 0 ? a : b;
    const first = t.force.firstUnit[force] as number;
    const count = t.force.units[force] as number;
    s.units[side] = count;
    for (let k = 0; k < count; k++) {
      const slot = side * MAX_FORCE_UNITS + k;
      const row = first + k;
      s.row[slot] = row;
      const start = t.unit.start[row] as number;
      s.hex[slot] = side === 0 ? start : s.laneLength - 1 - start;
      s.alive[slot] = 1;
      s.immobile[slot] = 0;
      s.disarmed[slot] = 0;
      s.broken[slot] = 0;
      s.acted[slot] = 0;
      s.charging[slot] = 0;
      s.pending[slot] = 0;
      const weapons = t.unit.weapons[row] as number;
      const firstWeapon = t.unit.firstWeapon[row] as number;
      for (let w = 0; w < MAX_UNIT_WEAPONS; w++) {
        const at = slot * MAX_UNIT_WEAPONS + w;
        s.spentUntil[at] = w < weapons ? 0 : FOREVER;
        s.shots[at] = 0;
        const ammo = w < weapons ? (t.weapon.ammo[firstWeapon + w] as number) : 0;
        s.ammo[at] = ammo === 0 ? UNLIMITED_AMMO : ammo;
      }
    }
  }
}
