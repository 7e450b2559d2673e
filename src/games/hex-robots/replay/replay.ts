// cold: one skirmish played again with the event log on, on the stream and seating the simulation
// used (the games before it on the stream are played first), so a surprising result can be read
// event by event: every activation, move, shot and melee with its dice, every effect roll, and
// the map after each side's turn. The dice come from a generator that notes each face against
// the event it belongs to, so the kernel's log stays numbers only.
import type { BattleSettings, CompiledSet, Replay, ReplayRequest } from '../../../kernel/ruleset.js';
import { Outcome } from '../../../kernel/outcome.js';
import { settingValue } from '../../../kernel/settings.js';
import { viewTables } from '../../../kernel/table.js';
import { RecordingRng } from '../../../rng/recording.js';
import type { HexRobotsCompiledSet } from '../compile/compile.js';
import { hexRobotsSchemas } from '../compile/tables.js';
import { createSkirmishState, MAX_PER_SIDE } from '../skirmish/state.js';
import { skirmish, startCell } from '../skirmish/skirmish.js';
import { HEX_ROBOTS_METRICS } from '../skirmish/metrics.js';
import { EVENT_SIZE } from '../../../kernel/event-log.js';
import { decodeSkirmish, type Unit } from './decode.js';
import { replaySvg } from './replay-svg.js';
import { SEAT_NAMES } from '../../../kernel/compiled.js';

/** The two seats: the team that moves first and the other. */
const SEATS = SEAT_NAMES.slice(0, 2);

/** Room for this many events; a skirmish at the turn cap of 1,000 writes well under it. */
const LOG_EVENTS = 200_000;

/** Game `request.index` of teams a and b (rows of the compiled set), team a first when `seating` is 0. */
export function replaySkirmish(compiledSet: CompiledSet, a: number, b: number, request: ReplayRequest, settings: BattleSettings): Replay {
  const compiled = compiledSet as HexRobotsCompiledSet;
  const t = viewTables(hexRobotsSchemas, compiled.rows as never, compiled.buffer);
  const mapSeed = settingValue(settings, 'mapSeed');
  const state = createSkirmishState(t, mapSeed, request.turnCap, new Float64Array(0));
  const rng = new RecordingRng(request.seed, 0);
  rng.reseed(request.seed, request.stream);
  const metrics = new Float64Array(HEX_ROBOTS_METRICS.length);
  const seats = request.seating === 0 ? [a, b] : [b, a];
  const [first, second] = [seats[0] ?? 0, seats[1] ?? 0];
  for (let i = 0; i < request.index; i++) skirmish(t, state, first, second, rng, metrics);
  state.log = new Int32Array(LOG_EVENTS * EVENT_SIZE);
  rng.eventIndex = () => state.logLength / EVENT_SIZE;
  const outcome = skirmish(t, state, first, second, rng, metrics);

  const units: Unit[] = [];
  [first, second].forEach((team, side) => {
    const n = t.team.robots[team] ?? 0;
    for (let i = 0; i < n; i++) {
      const letter = String.fromCharCode((side === 0 ? 65 : 97) + i);
      units.push({ id: letter, index: side * MAX_PER_SIDE + i, side: SEATS[side] ?? '', team: compiled.designs[team]?.name ?? '', name: compiled.robotNames[team]?.[i] ?? '', start: startCell(state, side, n, i) });
    }
  });
  const teamName = (seat: number): string => compiled.designs[seat === 0 ? first : second]?.name ?? '';
  const decoded = decodeSkirmish(state, units, [teamName(0), teamName(1)], rng.diceByEvent());
  const header = {
    turn: 0, event: 'game', game: 'hex-robots', mode: 'skirmish', title: `${teamName(0)} v ${teamName(1)}`,
    seed: request.seed, stream: request.stream, seating: request.seating, index: request.index, turnCap: request.turnCap, mapSeed,
    seats: [...SEATS], teams: [teamName(0), teamName(1)], units: units.map(({ id, side, team, name, start }) => ({ id, side, team, name, start: [start % state.grid.width, Math.floor(start / state.grid.width)] })),
  };
  const winner = outcome === Outcome.Draw ? 'nobody (the turn cap was reached)' : `${SEATS[outcome]} (${teamName(outcome)})`;
  const legend = `the first seat's robots A, B, C ... (${teamName(0)}), the second's a, b, c ... (${teamName(1)}); each hex shows its height level 0-3, # where blocked`;
  return { legend, events: [header, ...decoded.events], frames: decoded.frames.map((frame) => `${frame.title}\n${frame.map}`), svg: replaySvg(`${header.title}, game ${request.index}`, state.grid, decoded.frames), winner };
}
