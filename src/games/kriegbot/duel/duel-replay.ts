// cold: one line duel played again with the event log on, on the stream and seating the
// simulation used, so that the referee can check it: the header names the two designs and the
// starting range, then every event as the scenario replay gives them (no map: the range and
// each robot's bearing to the other stand for the hexes).
import type { BattleSettings, CompiledSet, Replay, ReplayRequest } from '../../../kernel/ruleset.js';
import { settingValue } from '../../../kernel/settings.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import type { RowNames } from '../compile/compile.js';
import { fight, DUEL_METRICS } from './duel.js';
import { decodeLog, type LogEvent } from '../log/log-decode.js';
import { loggedRows, logNames, type LoggedUnit } from '../log/log-names.js';
import { LOG_CAPACITY } from '../scenario/scenario-replay.js';
import { logInto } from '../log/event-log.js';
import { createState } from '../resolve/state.js';
import { kriegbotSchemas } from '../compile/tables.js';
import { SEAT_NAMES } from '../../../kernel/compiled.js';

/** The two seats of a duel: the design that sits first (it wins ties of movement order) and the other. */
export const DUEL_SEATS = SEAT_NAMES.slice(0, 2);

/** Game `request.index` of designs a and b (rows of the compiled set), seat a first when `seating` is 0. */
export function replayDuel(compiledSet: CompiledSet, a: number, b: number, request: ReplayRequest, settings: BattleSettings): Replay {
  const compiled = compiledSet as CompiledSet & { readonly rowNames: RowNames };
  const t = viewTables(kriegbotSchemas, compiled.rows as never, compiled.buffer);
  const state = createState();
  state.turnCap = request.turnCap;
  state.startRange = settingValue(settings, 'startRange');
  const rng = new Rng(request.seed, 0);
  rng.reseed(request.seed, request.stream);
  const metrics = new Float64Array(DUEL_METRICS.length);
  const [first, second] = request.seating === 0 ? [a, b] : [b, a];
  for (let i = 0; i < request.index; i++) fight(t, first, second, rng, state, metrics);
  logInto(state.log, new Int32Array(LOG_CAPACITY));
  fight(t, first, second, rng, state, metrics);

  const rowName = (row: number): string => compiled.rowNames.robots[row]?.name ?? `row ${row}`;
  const units: LoggedUnit[] = [first, second].map((row, seat) => ({ id: String.fromCharCode(65 + seat), kind: 'robot', side: DUEL_SEATS[seat] ?? null, name: rowName(row), row, piloted: false }));
  const sideOf = (seat: number): string | null => DUEL_SEATS[seat] ?? null;
  const events = decodeLog(state.log.data, state.log.length, logNames(units, compiled.rowNames, 0, sideOf));
  const header: LogEvent = {
    turn: 0, phase: 'setup', event: 'game', game: 'kriegbot', mode: 'duel', title: `${rowName(first)} v ${rowName(second)}`,
    seed: request.seed, stream: request.stream, seating: request.seating, index: request.index, turnCap: request.turnCap, startRange: state.startRange,
    seats: [...DUEL_SEATS], units, rows: loggedRows(compiled.rowNames),
  };
  const win = events.at(-1);
  const winner = win?.['winner'] === null || win?.['winner'] === undefined ? 'nobody (draw or stall)' : `${String(win['winner'])} (${win['winner'] === 'first' ? rowName(first) : rowName(second)})`;
  return { events: [header, ...events], frames: [], svg: '', winner };
}
