// cold: replaying one scenario game with the event log on: the same stream and seating as the
// simulation played, so a playtester can check a surprising result by eye. Returns the events
// as plain objects (for JSONL) and the map drawn as text at the end of every turn.
import type { CompiledScenarioSet, Replay, ReplayRequest } from '../../kernel/ruleset.js';
import { viewTables } from '../../kernel/table.js';
import { Rng } from '../../rng/rng.js';
import { EFFECT_TYPES, Status } from './codes.js';
import { createMapScratch } from './map-scratch.js';
import { LEGEND, STRUCTURES } from './map.js';
import type { CompiledScenario } from './scenario-compile.js';
import { BUILDING, BUNKER, CARRY_FLAG, DISH, Event, EVENT_FIELDS, Infantry, ScenarioGame, THIRD_SIDE, UnitFlag, UnitKind } from './scenario-game.js';
import { playScenario, SCENARIO_METRICS } from './scenario.js';
import { createState } from './state.js';
import { replaySvg, type Snapshot } from './replay-svg.js';
import { kriegbotSchemas } from './tables.js';

const EVENT_NAMES = Object.fromEntries(Object.entries(Event).map(([name, code]) => [code, name.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? c.toLowerCase() : `-${c.toLowerCase()}`))]));
const STATUS_NAMES = Object.fromEntries(Object.entries(Status).map(([name, code]) => [code, name]));
const SYMBOL_OF_CODE = Object.fromEntries(Object.entries(LEGEND).map(([symbol, { code }]) => [code, symbol]));
const STRUCTURE_MARKS = ['t', 'g', 's', 'd', '=', 'w', 'b']; // w: a WMD bunker, b: a building tile // lower case: robots are the capital letters

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
  game.log = new Int32Array(EVENT_FIELDS * 50_000);
  playScenario(t, game, state, first, second, rng, metrics);

  const map = compiled.map;
  const width = map.grid.width;
  const firstInfantry = infantryFrom(game, state);
  const names = unitNames(compiled, game, state, request.seating, firstInfantry);
  const at = (cell: number) => (cell < 0 ? null : [cell % width, Math.floor(cell / width)]);
  const events: Record<string, unknown>[] = [];
  const frames: string[] = [];
  const where = new Map<number, { cell: number; mark: string }>();
  const snapshots: Snapshot[] = [];
  const snap = (after: number) => snapshots.push({ turn: after, flag: flag.cell, marks: [...where].map(([unit, place]) => ({ ...place, seat: state.seat[unit] ?? -1 })) });
  const flag = { cell: t.scenario.flagCell[0] ?? -1 }; // drawn as F while it lies on the map
  for (let e = 0; e < game.logLength; e++) {
    const [code = 0, turn = 0, unit = -1, a = 0, b = 0, c = 0, d = 0] = game.log.subarray(e * EVENT_FIELDS, (e + 1) * EVENT_FIELDS);
    const event: Record<string, unknown> = { turn, event: EVENT_NAMES[code] ?? code };
    if (unit >= 0) event['unit'] = names[unit] ?? `unit ${unit}`;
    switch (code) {
      case Event.Turn:
        if (turn > 1) {
          frames.push(drawFrame(compiled, where, flag.cell, turn - 1));
          snap(turn - 1);
        }
        break;
      case Event.Place:
        Object.assign(event, { at: at(a), facing: b });
        where.set(unit, { cell: a, mark: markOf(state.kind[unit] ?? 0, state.detail[unit] ?? 0, state.kind[unit] === UnitKind.Infantry ? unit - firstInfantry : unit) });
        break;
      case Event.Board:
        Object.assign(event, { robot: names[a] ?? a, as_pilot: b === 1 });
        where.delete(unit);
        break;
      case Event.Dismount:
      case Event.Disk:
      case Event.Epicentre:
        Object.assign(event, { at: at(a) });
        break;
      case Event.Card:
        Object.assign(event, { effect: EFFECT_TYPES[a] ?? a, on: names[b] ?? at(b) });
        break;
      case Event.Blast:
        Object.assign(event, { epicentre: at(a), damage: b });
        break;
      case Event.Move:
        Object.assign(event, { from: at(a), to: at(b), facing: c, strafe: d === 1, ram: d === 2, biped: d === 3 });
        where.set(unit, { cell: b, mark: where.get(unit)?.mark ?? '?' });
        break;
      case Event.Attack:
        Object.assign(event, { target: names[a] ?? `unit ${a}`, attack: compiled.attackNames[b] ?? b, hits: c, target_status: STATUS_NAMES[d] ?? d });
        if (d !== Status.Active && state.kind[a] === UnitKind.Infantry) where.delete(a); // a tent killed
        break;
      case Event.Status:
        Object.assign(event, { status: STATUS_NAMES[a] ?? a, on_fire: b === 1, painted: c === 1 });
        if (a !== Status.Active) where.delete(unit);
        break;
      case Event.Structure:
        Object.assign(event, { structure: a === BUNKER ? 'wmd-bunker' : a === BUILDING ? 'building' : (STRUCTURES[a] ?? a), at: at(b) });
        where.delete(unit);
        break;
      case Event.Pickup:
      case Event.Drop:
        Object.assign(event, { item: a === CARRY_FLAG ? 'flag' : a === DISH ? 'energy dish' : `${cryptoColour(compiled, a, request.seating)} crypto`, at: at(b) });
        if (code === Event.Drop && c === 1) where.set(unit, { cell: b, mark: '*' });
        if (a === CARRY_FLAG) flag.cell = code === Event.Drop ? b : -1;
        if (code === Event.Pickup) for (const [other, place] of where) if (place.cell === b && place.mark === '*') where.delete(other);
        break;
      case Event.Exit:
        Object.assign(event, { from: at(a), edge: b === 1 ? 'own' : 'far' });
        where.delete(unit);
        break;
      case Event.Bombard:
        Object.assign(event, { roll: a, hit: b === 1 });
        break;
      case Event.Arrive:
        Object.assign(event, { at: at(a) });
        where.set(unit, { cell: a, mark: markOf(UnitKind.Robot, -1, unit) });
        break;
      case Event.Maneuver:
        Object.assign(event, { at: at(a), facing: b });
        break;
      case Event.Ram:
        Object.assign(event, { target: names[a] ?? a, damage: b, status: STATUS_NAMES[c] ?? c, target_status: STATUS_NAMES[d] ?? d });
        break;
      case Event.Hack:
        Object.assign(event, { hacked: names[a] ?? a, attack: compiled.attackNames[b] ?? b, target: names[c] ?? c, hits: d });
        break;
      case Event.Win:
        Object.assign(event, { winner: winnerName(compiled, a, request.seating) });
        break;
      default:
        break;
    }
    events.push(event);
  }
  frames.push(drawFrame(compiled, where, flag.cell, game.turn));
  snap(game.turn);
  const winner = winnerName(compiled, game.winner, request.seating);
  return { events, frames, winner, svg: replaySvg(`${compiled.title}: winner ${winner}`, map, snapshots) };
}

/** A crypto marker's colour: the side of the seat it came from, or the mole's (L419). */
function cryptoColour(compiled: CompiledScenario, seat: number, seating: number): string {
  if (seat > 1) return 'human';
  return compiled.sides[seating === 0 ? seat : 1 - seat] ?? '';
}

/** The side that won, by name. */
function winnerName(compiled: CompiledScenario, seat: number, seating: number): string {
  if (seat === THIRD_SIDE) return 'third side (the mole)';
  if (seat < 0) return 'nobody (draw or stall)';
  const team = seating === 0 ? seat : 1 - seat;
  return `${compiled.sides[team] ?? ''} (${compiled.designs[team]?.name ?? ''})`;
}

/** "Green A: Striker (rocketbot)" and the like, by unit number. */
function unitNames(compiled: CompiledScenario, game: ScenarioGame, state: ReturnType<typeof createState>, seating: number, firstInfantry: number): string[] {
  const names: string[] = [];
  const teamOrder = [game.seatTeam[0] ?? 0, game.seatTeam[1] ?? 1, game.seatTeam[2] ?? -1];
  for (const team of teamOrder) {
    if (team < 0) continue;
    const entry = compiled.teams[team];
    entry?.robots.forEach((robot) => names.push(`${entry.side} ${markOf(UnitKind.Robot, -1, names.length)}: ${robot.name} (${robot.template})`));
  }
  const derelicts = compiled.teams.find((team) => team.side === 'derelicts');
  derelicts?.robots.forEach((robot) => names.push(`derelict ${markOf(UnitKind.Robot, -1, names.length)}: ${robot.name} (${robot.template})`));
  for (let u = names.length; u < state.units; u++) {
    const kind = state.kind[u];
    if (kind === UnitKind.Gunner) names.push('landing craft gun');
    else if (kind === UnitKind.Drone) names.push(`UAV of ${names[state.detail[u] ?? 0] ?? 'a robot'}`);
    else if (kind === UnitKind.Infantry) names.push(`${compiled.sides[seating === 0 ? (state.seat[u] ?? 0) : 1 - (state.seat[u] ?? 0)] ?? ''} ${markOf(kind, 0, u - firstInfantry)}: ${(state.flags[u] ?? 0) & UnitFlag.Pilot ? 'pilot' : 'infantry'} (${state.detail[u] === Infantry.Motorized ? 'motorized' : 'footsoldier'})`);
    else if (kind === UnitKind.Structure) names.push(state.detail[u] === BUNKER ? 'wmd-bunker' : state.detail[u] === BUILDING ? 'building' : (STRUCTURES[state.detail[u] ?? 0] ?? 'structure'));
    else names.push(`crypto marker ${u}`);
  }
  return names;
}

/** The first infantry unit (infantry follow every other unit). */
function infantryFrom(game: ScenarioGame, state: ReturnType<typeof createState>): number {
  for (let u = game.robots; u < state.units; u++) if (state.kind[u] === UnitKind.Infantry) return u;
  return state.units;
}

/** How a unit is drawn: robots A, B, C ... by unit number; structures and crypto markers by kind; infantry 1, 2, 3 ... */
function markOf(kind: number, detail: number, unit: number): string {
  if (kind === UnitKind.Structure) return STRUCTURE_MARKS[detail] ?? '#';
  if (kind === UnitKind.Crypto) return '*';
  if (kind === UnitKind.Drone) return 'u';
  if (kind === UnitKind.Infantry) return String((unit + 1) % 10); // infantry 1, 2, 3 ... in name order
  return String.fromCharCode(65 + unit); // robots are A, B, C ... in unit order
}

function drawFrame(compiled: CompiledScenario, where: ReadonlyMap<number, { cell: number; mark: string }>, flagCell: number, turn: number): string {
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
