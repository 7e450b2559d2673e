// hot: a bot's move on open ground under direct control (spec 6.4): every place and facing it can
// reach this turn is searched - forward a hex at a time up to its speed, a 60-degree turn allowed
// once it has gone its hexes-before-a-turn forward since the last (none needed with every location
// holding mobility, MB-W3; the first turn of a move waits like the others: a reconstruction) - and
// the best kept: most weapon damage able to fire at the enemy from there, then nearest the distance
// its policy keeps (its longest reach, or a number), then, if its policy says so, the most armour
// turned toward the enemy. Ties keep the first found, so the search order decides, the same every run.
import { CELL_COUNT, CELLS_PER_LOCATION } from '../chassis/geometry.js';
import { logEvent } from '../../../kernel/event-log.js';
import { Kind } from '../resolve/strike.js';
import { ArenaEvent } from './event-log.js';
import { hexDistance } from '../../../hex/hex.js';
import { sectorOf, STEP_Q, STEP_R } from './hex.js';
import { MAX_DEVICES, MOVE_RADIUS, type ArenaState } from './state.js';

const SPAN = 2 * MOVE_RADIUS + 1;

/** A search state: ((dq + R) * SPAN + (dr + R)) * 48 + facing * 8 + hexes since the last turn (capped at 7). */
function encode(dq: number, dr: number, facing: number, since: number): number {
  return ((dq + MOVE_RADIUS) * SPAN + (dr + MOVE_RADIUS)) * 48 + facing * 8 + since;
}

/** Weapon damage of `slot` that can fire at the bot in `other` from (q, r) facing `facing`. */
export function firepower(s: ArenaState, slot: number, other: number, q: number, r: number, facing: number): number {
  const dq = (s.q[other] as number) - q;
  const dr = (s.r[other] as number) - r;
  const distance = hexDistance(0, 0, dq, dr);
  const rel = (sectorOf(dq, dr) - facing + 6) % 6;
  const t = s.t;
  const bot = s.design[slot] as number;
  const first = t.bot.firstDevice[bot] as number;
  const devices = t.bot.devices[bot] as number;
  let total = 0;
  for (let d = 0; d < devices; d++) {
    if (t.device.sensor[first + d] === 1) continue;
    const power = s.power[slot * MAX_DEVICES + d] as number;
    if (power === 0 || (s.reach[slot * MAX_DEVICES + d] as number) < distance) continue;
    if (((t.device.arc[first + d] as number) & (1 << rel)) !== 0) total += power;
  }
  return total;
}

/** The longest reach among the weapons that work: the distance a `range` policy keeps. */
function longestReach(s: ArenaState, slot: number): number {
  const bot = s.design[slot] as number;
  const first = s.t.bot.firstDevice[bot] as number;
  const devices = s.t.bot.devices[bot] as number;
  let longest = 0;
  for (let d = 0; d < devices; d++) {
    if (s.t.device.sensor[first + d] === 1 || (s.power[slot * MAX_DEVICES + d] as number) === 0) continue;
    const reach = s.reach[slot * MAX_DEVICES + d] as number;
    if (reach > longest) longest = reach;
  }
  return longest;
}

/** Working armour counters in the outer location that looks out over sector `rel` of the bot in `slot` (L90-96). */
function armourToward(s: ArenaState, slot: number, rel: number): number {
  const location = s.t.sector.location[rel] as number;
  if (location < 0) return 0;
  const base = slot * CELL_COUNT + location * CELLS_PER_LOCATION;
  let count = 0;
  for (let k = 0; k < CELLS_PER_LOCATION; k++) {
    const kind = s.kind[base + k] as number;
    if ((kind === Kind.ArmourProtection || kind === Kind.ArmourResistance) && s.destroyed[base + k] === 0) count++;
  }
  return count;
}

function score(s: ArenaState, slot: number, other: number, q: number, r: number, facing: number, keep: number, armourFirst: number): number {
  const dq = (s.q[other] as number) - q;
  const dr = (s.r[other] as number) - r;
  const gap = hexDistance(0, 0, dq, dr) - keep;
  let value = firepower(s, slot, other, q, r, facing) * 10_000 - (gap < 0 ? -gap : gap) * 100;
  if (armourFirst === 1) value += armourToward(s, slot, (sectorOf(dq, dr) - facing + 6) % 6);
  return value;
}

/** Moves the bot in `slot` to the best place and facing it can reach against the bot in `other` (see the header). */
export function moveBot(s: ArenaState, slot: number, other: number): void {
  const t = s.t;
  const bot = s.design[slot] as number;
  const keepAt = t.bot.keepAt[bot] as number;
  const reach = longestReach(s, slot);
  const keep = keepAt > 0 ? keepAt : reach > 0 ? reach : 1;
  const armourFirst = t.bot.armourFirst[bot] as number;
  const speed = s.speed[slot] as number;
  const every = s.turnEvery[slot] as number;
  const q0 = s.q[slot] as number;
  const r0 = s.r[slot] as number;
  const stamp = ++s.stamp;
  // A 0-1 search: turns cost no hexes and go to the front of the queue, steps to the back, so each
  // state is first reached with the fewest hexes spent. Entries: state * 64 + hexes spent.
  const size = s.queue.length;
  let head = 0;
  let tail = 0;
  const start = encode(0, 0, s.facing[slot] as number, 0);
  s.seen[start] = stamp;
  s.spent[start] = 0;
  s.queue[tail] = start * 64;
  tail = 1;
  let best = start;
  let bestScore = score(s, slot, other, q0, r0, s.facing[slot] as number, keep, armourFirst);
  while (head !== tail) {
    const entry = s.queue[head] as number;
    head = (head + 1) % size;
    const steps = entry % 64;
    const state = (entry - steps) / 64;
    if ((s.spent[state] as number) < steps) continue; // reached again with fewer hexes spent since
    const since = state % 8;
    const facing = ((state - since) / 8) % 6;
    const cell = (state - facing * 8 - since) / 48;
    const dr = (cell % SPAN) - MOVE_RADIUS;
    const dq = (cell - (cell % SPAN)) / SPAN - MOVE_RADIUS;
    const value = score(s, slot, other, q0 + dq, r0 + dr, facing, keep, armourFirst);
    if (value > bestScore) {
      bestScore = value;
      best = state;
    }
    if (steps < speed) {
      const nq = dq + (STEP_Q[facing] as number);
      const nr = dr + (STEP_R[facing] as number);
      const blocked = q0 + nq === s.q[other] && r0 + nr === s.r[other];
      if (!blocked && nq >= -MOVE_RADIUS && nq <= MOVE_RADIUS && nr >= -MOVE_RADIUS && nr <= MOVE_RADIUS) {
        const next = encode(nq, nr, facing, since < 7 ? since + 1 : 7);
        if (s.seen[next] !== stamp || (s.spent[next] as number) > steps + 1) {
          s.seen[next] = stamp;
          s.spent[next] = steps + 1;
          s.queue[tail] = next * 64 + steps + 1;
          tail = (tail + 1) % size;
        }
      }
    }
    if (since >= every) {
      for (let turn = 1; turn <= 5; turn += 4) {
        const next = encode(dq, dr, (facing + turn) % 6, 0);
        if (s.seen[next] !== stamp || (s.spent[next] as number) > steps) {
          s.seen[next] = stamp;
          s.spent[next] = steps;
          head = (head - 1 + size) % size;
          s.queue[head] = next * 64 + steps;
        }
      }
    }
  }
  const since = best % 8;
  const facing = ((best - since) / 8) % 6;
  const cell = (best - facing * 8 - since) / 48;
  s.r[slot] = r0 + (cell % SPAN) - MOVE_RADIUS;
  s.q[slot] = q0 + (cell - (cell % SPAN)) / SPAN - MOVE_RADIUS;
  s.facing[slot] = facing;
  logEvent(s, ArenaEvent.Move, slot, q0, r0, s.q[slot] as number, s.r[slot] as number, facing);
}
