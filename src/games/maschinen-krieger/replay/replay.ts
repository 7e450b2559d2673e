// cold: one engagement played again with the event log on, on the stream and seating the
// simulation used (the games before it on the stream are played first): every phase, move,
// attack (offensive, defensive, simultaneous, close quarters) with its dice, every recovery roll,
// the lane after each phase, and who won on what OGP.
import { SEAT_NAMES } from '../../../kernel/compiled.js';
import { EVENT_SIZE } from '../../../kernel/event-log.js';
import type { BattleSettings, CompiledSet, Replay, ReplayRequest } from '../../../kernel/ruleset.js';
import { viewTables } from '../../../kernel/table.js';
import { RecordingRng } from '../../../rng/recording.js';
import { maschinenKriegerBattle } from '../battle.js';
import type { MaschinenKriegerCompiledSet } from '../compile/compile.js';
import { maschinenKriegerSchemas } from '../compile/tables.js';
import { playEngagement } from '../engage/engagement.js';
import { MASCHINEN_KRIEGER_METRICS } from '../engage/metrics.js';
import type { EngagementState } from '../engage/state.js';
import { decodeEngagement, slotOf, type LaneUnit } from './decode.js';

/** Room for this many events; a 12-turn engagement of 16 units logs a few hundred. */
const LOG_EVENTS = 50_000;

/** Terrain letters for the drawn lane. */
const TERRAIN_LETTERS: Readonly<Record<string, string>> = { clear: '.', forest: 'F', building: 'B', 'partial-building': 'b', desert: 'd', road: '=', water: '~', ridgeline: '^' };

/** Game `request.index` of forces a and b (rows of the compiled set), a the first player when `seating` is 0. */
export function replayEngagement(compiledSet: CompiledSet, a: number, b: number, request: ReplayRequest, settings: BattleSettings): Replay {
  const compiled = compiledSet as MaschinenKriegerCompiledSet;
  const t = viewTables(maschinenKriegerSchemas, compiled.rows as never, compiled.buffer);
  const state = maschinenKriegerBattle.createScratch(t, settings, new Float64Array(0)) as EngagementState;
  const rng = new RecordingRng(request.seed, 0);
  rng.reseed(request.seed, request.stream);
  const metrics = new Float64Array(MASCHINEN_KRIEGER_METRICS.length);
  const [first, second] = request.seating === 0 ? [a, b] : [b, a];
  for (let i = 0; i < request.index; i++) playEngagement(state, first, second, rng, metrics);
  state.log = new Int32Array(LOG_EVENTS * EVENT_SIZE);
  rng.eventIndex = () => state.logLength / EVENT_SIZE;
  const winner = playEngagement(state, first, second, rng, metrics);

  const lane = compiled.lane;
  const units: LaneUnit[] = [first, second].flatMap((force, side) => (compiled.forces[force]?.units ?? []).map((unit, k): LaneUnit => ({
    id: String.fromCharCode((side === 0 ? 65 : 97) + k), slot: slotOf(side, k), side, name: unit.unit.name,
    weapons: unit.unit.weapons.map((weapon) => weapon.weapon), start: side === 0 ? unit.hex : lane.length - 1 - unit.hex,
  })));
  const names = [first, second].map((force) => compiled.designs[force]?.name ?? `force ${force}`);
  const decoded = decodeEngagement(state, units, lane.map((id) => TERRAIN_LETTERS[id] ?? '?').join(''), rng.diceByEvent());
  const header = {
    turn: 0, event: 'game', game: 'maschinen-krieger', mode: 'engagement', title: names.join(' v '),
    seed: request.seed, stream: request.stream, seating: request.seating, index: request.index, turnLimit: state.turnLimit, resolution: state.resolution === 1 ? 'product' : 'sum',
    seats: SEAT_NAMES.slice(0, 2), forces: names, lane, units: units.map(({ id, side, name, start }) => ({ id, seat: SEAT_NAMES[side], name, start })),
  };
  const won = winner < 0 ? 'nobody (equal OGP at the end)' : `${SEAT_NAMES[winner]} (${names[winner]})`;
  const legend = `the first player's units A, B, C ... (${names[0]}), the second's a, b, c ... (${names[1]}); terrain . clear, F forest, = road, ~ water, B building, d desert`;
  return { events: [header, ...decoded.events], frames: decoded.frames, svg: '', winner: won, legend };
}
