// cold: one Junkyard Bots game played again with the event log on, on the stream and seating the
// simulation used (the games before it on the stream are played first): every look, grab, eat,
// throw and teleport with its dice, who went out and who won. No map: the robots are listed.
import type { BattleSettings, CompiledSet, Replay, ReplayRequest } from '../../../kernel/ruleset.js';
import { viewTables } from '../../../kernel/table.js';
import { RecordingRng } from '../../../rng/recording.js';
import type { JunkyardCompiledSet } from '../compile/compile.js';
import { junkyardSchemas } from '../compile/tables.js';
import { junkyardBattle } from '../battle.js';
import { EVENT_SIZE } from '../../../kernel/event-log.js';
import { playTable } from '../game/game.js';
import { METRICS_LENGTH } from '../game/metrics.js';
import type { JunkyardState } from '../game/state.js';
import { decodeGame } from './decode.js';
import { SEAT_NAMES } from '../../../kernel/compiled.js';

/** Room for this many events: a game at the 200-turn cap with 4 seats logs some 2,000. */
const LOG_EVENTS = 100_000;

/** Game `request.index` of policies a and b (rows of the compiled set), a in the first seat when `seating` is 0. */
export function replayGame(compiledSet: CompiledSet, a: number, b: number, request: ReplayRequest, settings: BattleSettings): Replay {
  const compiled = compiledSet as JunkyardCompiledSet;
  const t = viewTables(junkyardSchemas, compiled.rows as never, compiled.buffer);
  const { state } = junkyardBattle.createScratch(t, settings, new Float64Array(0)) as { readonly state: JunkyardState };
  const rng = new RecordingRng(request.seed, 0);
  rng.reseed(request.seed, request.stream);
  const metrics = new Float64Array(METRICS_LENGTH);
  const rows = request.seating === 0 ? Int32Array.of(a, b) : Int32Array.of(b, a);
  for (let i = 0; i < request.index; i++) playTable(t, state, rows, 2, rng, metrics);
  state.log = new Int32Array(LOG_EVENTS * EVENT_SIZE);
  rng.eventIndex = () => state.logLength / EVENT_SIZE;
  const winner = playTable(t, state, rows, 2, rng, metrics);
  const names = [...rows].map((row) => compiled.designs[row]?.name ?? `policy ${row}`);
  const events = decodeGame(state, names, rng.diceByEvent());
  const header = {
    turn: 0, event: 'game', game: 'junkyard-bots', mode: 'table', title: names.join(' v '),
    seed: request.seed, stream: request.stream, seating: request.seating, index: request.index, turnCap: state.turnCap, teleportAt: state.teleportAt,
    seats: SEAT_NAMES.slice(0, 2), policies: names,
  };
  const won = winner < 0 ? 'nobody (the turn cap was reached)' : `${SEAT_NAMES[winner]} (${names[winner]})`;
  return { events: [header, ...events], frames: [], svg: '', winner: won, legend: `seats ${names.map((name, i) => `${SEAT_NAMES[i]} ${name}`).join(', ')}; dice by catalogue kind and size` };
}
