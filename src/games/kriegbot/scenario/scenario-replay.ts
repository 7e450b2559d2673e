// cold: replaying one scenario game with the event log on: the same stream and seating as the
// simulation played, so a playtester can check a surprising result by eye and the referee can
// check it against the rules. Returns the game's header and events as plain objects (for JSONL)
// and the map drawn as text at the end of every turn.
import type { CompiledScenarioSet, Replay, ReplayRequest } from '../../../kernel/ruleset.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import * as eventLogModule from '../log/event-log.js';
import { decodeLog, logRecords, type LogEvent } from '../log/log-decode.js';
import { loggedRows, loggedUnits, logNames, terrainRows, type LoggedUnit } from '../log/log-names.js';
import { createMapScratch } from '../map/map-scratch.js';
import { LEGEND } from '../map/map.js';
import type { CompiledScenario } from './scenario-compile.js';
import { ScenarioGame, THIRD_SIDE } from './scenario-game.js';
import { playScenario, SCENARIO_METRICS } from './scenario.js';
import { createState, type KriegbotState } from '../resolve/state.js';
import { replaySvg, type Snapshot } from '../log/replay-svg.js';
import { kriegbotSchemas, type KriegbotTables } from '../compile/tables.js';

// module-local copies of the codes it reads: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logInto } = eventLogModule;

/** Room for one game's log (numbers); a long game with many units uses a few hundred thousand. */
export const LOG_CAPACITY = 4_000_000;

const SYMBOL_OF_CODE = Object.fromEntries(Object.entries(LEGEND).map(([symbol, { code }]) => [code, symbol]));
const STRUCTURE_MARKS: Readonly<Record<string, string>> = { 'tv-tower': 't', 'gas-station': 'g', 'boat-shed': 's', dam: 'd', bridge: '=', 'wmd-bunker': 'w', building: 'b' };

export function replayScenario(compiledSet: CompiledScenarioSet, request: ReplayRequest): Replay {
  const compiled = compiledSet as CompiledScenario;
  const t = viewTables(kriegbotSchemas, compiled.rows as never, compiled.buffer);
  const state = createState();
  state.turnCap = request.turnCap;
  const game = new ScenarioGame(createMapScratch(t));
  const rng = new Rng(request.seed, 0);
  rng.reseed(request.seed, request.stream);
  const metrics = new Float64Array(SCENARIO_METRICS.length);
  const [first, second] = request.seating === 0 ? [0, 1] : [1, 0];
  for (let i = 0; i < request.index; i++) playScenario(t, game, state, first, second, rng, metrics);
  logInto(state.log, new Int32Array(LOG_CAPACITY));
  playScenario(t, game, state, first, second, rng, metrics);
  return gameLog(compiled, t, state, game, request);
}

/** The game just played with the log on, as the header, the named events, the map after every turn and the winner. */
export function gameLog(compiled: CompiledScenario, t: KriegbotTables, state: KriegbotState, game: ScenarioGame, request: ReplayRequest): Replay {
  const sideOfSeat = (seat: number): string | null => seatSide(compiled, game, seat);
  const rowName = (row: number): string => compiled.rowNames.robots[row]?.name ?? `row ${row}`;
  const startRows = new Map<number, number>();
  for (const record of logRecords(state.log.data, state.log.length)) {
    if ((record.code === Event.Place || record.code === Event.Arrive) && !startRows.has(record.unit)) startRows.set(record.unit, record.payload[record.code === Event.Place ? 4 : 2] ?? -1);
  }
  const units = loggedUnits(state, game.robots, sideOfSeat, rowName, (u) => startRows.get(u));
  const width = compiled.map.grid.width;
  const events = decodeLog(state.log.data, state.log.length, logNames(units, compiled.rowNames, width, sideOfSeat));
  const header = gameHeader(compiled, request, units, [0, 1, 2].map(sideOfSeat));
  const { frames, snapshots } = drawTurns(compiled, units, events, t.scenario.flagCell[0] ?? -1);
  const winner = winnerName(compiled, game.winner, sideOfSeat);
  return { events: [header, ...events], frames, winner, legend: 'robots A, B, C ... in the event log\'s order; t TV tower, g gas station, s boat shed, d dam, = bridge, * crypto marker, F flag', svg: replaySvg(`${compiled.title}: winner ${winner}`, compiled.map, snapshots) };
}

/** The first line of a game's log: what the referee needs besides the catalogue (the scenario, the map as played, the units and their designs). */
function gameHeader(compiled: CompiledScenario, request: ReplayRequest, units: readonly LoggedUnit[], seats: readonly (string | null)[]): LogEvent {
  const map = compiled.map;
  const { width, height } = map.grid;
  return {
    turn: 0, phase: 'setup', event: 'game', game: 'kriegbot', mode: 'scenario',
    title: compiled.title, scenario: compiled.scenario, seed: request.seed, stream: request.stream, seating: request.seating, index: request.index, turnCap: request.turnCap,
    seats, // the side at seat 0 (the top edge), seat 1 (the bottom edge) and the police
    map: { name: map.file.name, width, height, edges: map.file.edges, terrain: terrainRows(map.grid.terrain, width, height), structures: map.file.structures, centre: map.file.centre ?? null },
    units, rows: loggedRows(compiled.rowNames),
  };
}

/** The side at a seat: seat 0 is the top edge's team, 1 the bottom's, 2 the police. */
function seatSide(compiled: CompiledScenario, game: ScenarioGame, seat: number): string | null {
  if (seat < 0 || seat > 2) return null;
  const team = game.seatTeam[seat] ?? -1;
  return team < 0 ? null : (compiled.teams[team]?.side ?? null);
}

/** The side that won, by name. */
function winnerName(compiled: CompiledScenario, seat: number, sideOfSeat: (seat: number) => string | null): string {
  if (seat === THIRD_SIDE) return 'third side (the mole)';
  if (seat < 0) return 'nobody (draw or stall)';
  const side = sideOfSeat(seat) ?? '';
  const team = compiled.teams.find((entry) => entry.side === side);
  return `${side} (${team?.name ?? ''})`;
}

/** The map after every turn as text, and the same as snapshots for the SVG, from the decoded events. */
function drawTurns(compiled: CompiledScenario, units: readonly LoggedUnit[], events: readonly LogEvent[], flagCell: number): { frames: string[]; snapshots: Snapshot[] } {
  const { width } = compiled.map.grid;
  const index = new Map(units.map((unit, u) => [unit.id, u]));
  const where = new Map<string, { cell: number; mark: string; seat: number }>();
  const seatOf = new Map<string, number>();
  let flag = flagCell; // drawn as F while it lies on the map
  const cellOf = (at: unknown): number => (Array.isArray(at) ? (at[1] as number) * width + (at[0] as number) : -1);
  const frames: string[] = [];
  const snapshots: Snapshot[] = [];
  const snap = (turn: number) => {
    frames.push(drawFrame(compiled, where, flag, turn));
    snapshots.push({ turn, flag, marks: [...where.values()] });
  };
  const markOf = (id: string): string => {
    const unit = units[index.get(id) ?? -1];
    if (unit === undefined) return '?';
    if (unit.kind === 'robot') return unit.id;
    if (unit.kind === 'structure') return STRUCTURE_MARKS[unit.structure ?? ''] ?? '#';
    if (unit.kind === 'infantry') return String(Number(unit.id.split('-')[1] ?? 0) % 10);
    if (unit.kind === 'drone') return 'u';
    return '*';
  };
  for (const event of events) {
    const unit = typeof event['unit'] === 'string' ? event['unit'] : undefined;
    switch (event.event) {
      case 'turn':
        if (event.turn > 1) snap(event.turn - 1);
        break;
      case 'place':
        if (unit !== undefined && Array.isArray(event['at'])) {
          const seat = ['green', 'yellow', 'police'].indexOf(String(event['side']));
          seatOf.set(unit, seat);
          where.set(unit, { cell: cellOf(event['at']), mark: markOf(unit), seat });
        }
        break;
      case 'move':
      case 'arrive':
        if (unit !== undefined) where.set(unit, { cell: cellOf(event['to'] ?? event['at']), mark: markOf(unit), seat: seatOf.get(unit) ?? -1 });
        break;
      case 'exit':
      case 'board':
        if (unit !== undefined) where.delete(unit);
        break;
      case 'marker':
      case 'simple-hit':
        if (unit !== undefined && (event['destroyed'] === true && (event.event === 'simple-hit' || event['status'] !== 'active'))) where.delete(unit);
        break;
      case 'status':
        if (unit !== undefined && event['status'] !== 'active') where.delete(unit);
        break;
      case 'structure':
        if (unit !== undefined) where.delete(unit);
        break;
      case 'drop':
        if (event['item'] === 'flag') flag = cellOf(event['at']);
        else if (event['new_marker'] === true && unit !== undefined) where.set(unit, { cell: cellOf(event['at']), mark: '*', seat: -1 });
        break;
      case 'pickup':
        if (event['item'] === 'flag') flag = -1;
        for (const [id, place] of where) if (place.cell === cellOf(event['at']) && place.mark === '*') where.delete(id);
        break;
      default:
        break;
    }
  }
  const last = events.reduce((turn, event) => (event.turn > turn ? event.turn : turn), 0);
  snap(last);
  return { frames, snapshots };
}

function drawFrame(compiled: CompiledScenario, where: ReadonlyMap<string, { cell: number; mark: string }>, flagCell: number, turn: number): string {
  const { width, height } = compiled.map.grid;
  const rows: string[][] = [];
  for (let r = 0; r < height; r++) rows.push([...Array(width).keys()].map((q) => SYMBOL_OF_CODE[compiled.map.grid.terrain[r * width + q] ?? 0] ?? '.'));
  const flagRow = rows[Math.floor(flagCell / width)];
  if (flagRow !== undefined && flagCell >= 0) flagRow[flagCell % width] = 'F';
  for (const { cell, mark } of where.values()) {
    const row = rows[Math.floor(cell / width)];
    if (row !== undefined && cell >= 0) row[cell % width] = mark;
  }
  return [`after turn ${turn}`, ...rows.map((row, r) => `${String(r).padStart(3)}  ${row.join(' ')}`)].join('\n');
}
