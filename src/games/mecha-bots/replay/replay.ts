// cold: one arena duel played again with the event log on, on the stream and seating the
// simulation used (the games before it on the stream are played first): each bot's action, where
// its move took it, every shot with its hit-location dice, column, damage and what it destroyed,
// seat wounds, and who won; after each turn the two bots' places, facings and counters left.
import { SEAT_NAMES } from '../../../kernel/compiled.js';
import { EVENT_SIZE } from '../../../kernel/event-log.js';
import { eventRecords } from '../../../kernel/event-records.js';
import type { BattleSettings, CompiledSet, Replay, ReplayRequest } from '../../../kernel/ruleset.js';
import { hexDistance } from '../../../hex/hex.js';
import { viewTables } from '../../../kernel/table.js';
import { RecordingRng } from '../../../rng/recording.js';
import { playDuel } from '../arena/duel.js';
import { ArenaEvent } from '../arena/event-log.js';
import { MECHA_BOTS_METRICS } from '../arena/metrics.js';
import { createArenaState } from '../arena/state.js';
import { settingValue } from '../../../kernel/settings.js';
import type { MechaBotsCompiledSet } from '../compile/compile.js';
import { mechaBotsSchemas } from '../compile/tables.js';

/** Room for this many events; a duel of 30 turns logs about 300. */
const LOG_EVENTS = 20_000;
const FACINGS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;

/** Game `request.index` of bots a and b (rows of the compiled set), a in slot 0 when `seating` is 0. */
export function replayDuel(compiledSet: CompiledSet, a: number, b: number, request: ReplayRequest, settings: BattleSettings): Replay {
  const compiled = compiledSet as MechaBotsCompiledSet;
  const t = viewTables(mechaBotsSchemas, compiled.rows as never, compiled.buffer);
  const state = createArenaState(t, settings.turnCap, settingValue(settings, 'startRange'), settingValue(settings, 'seated'), new Float64Array(0));
  const rng = new RecordingRng(request.seed, 0);
  rng.reseed(request.seed, request.stream);
  const metrics = new Float64Array(MECHA_BOTS_METRICS.length);
  const [first, second] = request.seating === 0 ? [a, b] : [b, a];
  for (let i = 0; i < request.index; i++) playDuel(state, first, second, rng, metrics);
  state.log = new Int32Array(LOG_EVENTS * EVENT_SIZE);
  rng.eventIndex = () => state.logLength / EVENT_SIZE;
  const winner = playDuel(state, first, second, rng, metrics);

  const names = [first, second].map((bot) => compiled.designs[bot]?.name ?? `bot ${bot}`);
  const counters = [first, second].map((bot) => compiled.bots[bot]?.layout.components ?? 0);
  const left = [...counters];
  const place = [[0, 0, 0], [0, -state.startRange, 3]];
  const dice = rng.diceByEvent();
  const events: Record<string, unknown>[] = [];
  const frames: string[] = [];
  let turn = 0;
  const frame = () => {
    const [p0 = [0, 0, 0], p1 = [0, 0, 0]] = place;
    const at = (slot: number, p: number[]) => `${SEAT_NAMES[slot]} (${names[slot]}) at (${p[0]}, ${p[1]}) facing ${FACINGS[p[2] ?? 0]}, ${left[slot]} of ${counters[slot]} counters`;
    frames.push(`turn ${turn}: ${at(0, p0)}; ${at(1, p1)}; ${hexDistance(p0[0] ?? 0, p0[1] ?? 0, p1[0] ?? 0, p1[1] ?? 0)} hexes apart`);
  };
  for (const record of eventRecords(state)) {
    const p = record.p;
    if (record.turn !== turn && turn > 0) frame();
    turn = record.turn;
    const base = { turn: record.turn };
    if (record.code === ArenaEvent.Act) events.push({ ...base, event: 'act', bot: SEAT_NAMES[p(0)] });
    else if (record.code === ArenaEvent.Move) {
      place[p(0)] = [p(3), p(4), p(5)];
      events.push({ ...base, event: 'move', bot: SEAT_NAMES[p(0)], from: [p(1), p(2)], to: [p(3), p(4)], facing: FACINGS[p(5)] });
    } else if (record.code === ArenaEvent.Shot) {
      const target = 1 - p(0);
      left[target] = (left[target] ?? 0) - p(4);
      events.push({ ...base, event: 'shot', bot: SEAT_NAMES[p(0)], weapon: p(1) + 1, dice: dice[record.index] ?? [], column: p(2), damage: p(3), countersDestroyed: p(4), brain: p(5) === 1 });
    } else if (record.code === ArenaEvent.Wounds) events.push({ ...base, event: 'wounds', scientist: SEAT_NAMES[p(0)], dice: dice[record.index] ?? [], wounds: p(1) });
    else if (record.code === ArenaEvent.End) {
      frame();
      events.push({ ...base, event: 'end', winner: p(0) < 0 ? null : SEAT_NAMES[p(0)] });
    }
  }
  const header = {
    turn: 0, event: 'game', game: 'mecha-bots', mode: 'arena', title: names.join(' v '),
    seed: request.seed, stream: request.stream, seating: request.seating, index: request.index, turnCap: state.turnCap, startRange: state.startRange, seated: state.seated === 1,
    seats: SEAT_NAMES.slice(0, 2), bots: names, counters,
  };
  const won = winner < 0 ? 'nobody (the turn cap was reached)' : `${SEAT_NAMES[winner]} (${names[winner]})`;
  return { events: [header, ...events], frames, svg: '', winner: won, legend: `first: ${names[0]}, second: ${names[1]}; places in axial coordinates (src/hex/hex.ts), facings N, NE, SE, S, SW, NW` };
}
