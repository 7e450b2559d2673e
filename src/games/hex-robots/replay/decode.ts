// cold: a skirmish's numeric event log (skirmish/event-log.ts) as readable events, and the map
// after each side's turn. Robots are letters (the first seat's A, B, C ..., the second's a, b,
// c ...); a cell is [column, row] as the drawn map labels them.
import { drawHexMap } from '../map/draw.js';
import { Outcome } from '../../../kernel/outcome.js';
import { HexEvent } from '../skirmish/event-log.js';
import { eventRecords } from '../../../kernel/event-records.js';
import type { SkirmishState } from '../skirmish/state.js';
import { SEAT_NAMES } from '../../../kernel/compiled.js';

/** A robot in the replay: its letter, its index in the skirmish state, seat, team, name and starting cell. */
export interface Unit {
  readonly id: string;
  readonly index: number;
  readonly side: string;
  readonly team: string;
  readonly name: string;
  readonly start: number;
}

/** The map after one side's turn. */
export interface Frame {
  readonly title: string;
  readonly map: string;
  /** Where each living robot stands: its letter and cell. */
  readonly robots: readonly { readonly letter: string; readonly cell: number }[];
}

/** Effect rows 1-6 by name (L32-38). */
const ROWS = ['', 'ap-1', 'ap-2', 'stunned', 'knocked-down', 'knocked-back', 'destroyed'] as const;


/**
 * The events in `s.log` as objects (`teams`: the two seats' team names, for the frames' titles);
 * `dice[k]` are the faces rolled for event k (rolled before it is logged).
 */
export function decodeSkirmish(s: SkirmishState, units: readonly Unit[], teams: readonly string[], dice: readonly (readonly number[] | undefined)[]): { events: Record<string, unknown>[]; frames: Frame[] } {
  const width = s.grid.width;
  const byIndex = new Map(units.map((unit) => [unit.index, unit]));
  const letter = (r: number): string => byIndex.get(r)?.id ?? `?${r}`;
  const where = (cell: number): [number, number] => [cell % width, Math.floor(cell / width)];
  const cells = new Map(units.map((unit) => [unit.index, unit.start]));
  const out: Record<string, unknown>[] = [];
  const frames: Frame[] = [];
  const frame = (title: string): void => {
    const robots = [...cells].map(([r, cell]) => ({ letter: letter(r), cell }));
    frames.push({ title, map: drawHexMap(s.grid, robots), robots });
  };
  frame('the start');
  let side = -1;
  for (const { index: k, code, turn, p } of eventRecords(s)) {
    const rolled = dice[k] ?? [];
    switch (code) {
      case HexEvent.Turn:
        if (side >= 0) frame(`turn ${side === 0 ? turn : turn - 1}, after ${teams[side]}`);
        side = p(0);
        out.push({ turn, event: 'turn', side: SEAT_NAMES[side] });
        break;
      case HexEvent.Activate:
        out.push({ turn, event: 'activate', robot: letter(p(0)), ap: p(1) });
        break;
      case HexEvent.StandUp:
        out.push({ turn, event: 'stand-up', robot: letter(p(0)), ap: p(1) });
        break;
      case HexEvent.Move:
        cells.set(p(0), p(2));
        out.push({ turn, event: 'move', robot: letter(p(0)), from: where(p(1)), to: where(p(2)), ap: p(3) });
        break;
      case HexEvent.Shot: {
        const from = cells.get(p(0)) ?? 0;
        const to = cells.get(p(1)) ?? 0;
        out.push({
          turn, event: 'shot', robot: letter(p(0)), target: letter(p(1)),
          range: s.distance[from * s.cells + to], hidden: s.sight[from * s.cells + to], moved: p(4) === 1, stunned: p(5) === 1,
          needed: p(2), dice: rolled, total: rolled.reduce((sum, face) => sum + face, 0), hit: p(3) === 1,
        });
        break;
      }
      case HexEvent.Melee:
        out.push({
          turn, event: 'melee', robot: letter(p(0)), target: letter(p(1)),
          attacker: { dice: rolled.slice(0, 2), bonus: p(2), total: (rolled[0] ?? 0) + (rolled[1] ?? 0) + p(2) },
          defender: { dice: rolled.slice(2, 4), bonus: p(3), total: (rolled[2] ?? 0) + (rolled[3] ?? 0) + p(3) },
          hit: p(4) === 1,
        });
        break;
      case HexEvent.Effect:
        if (p(3) === 1) cells.delete(p(0));
        out.push({ turn, event: 'effect', robot: letter(p(0)), die: rolled[0], modifier: p(2), row: p(1), effect: ROWS[p(1)], destroyed: p(3) === 1, stunned: p(4) === 1, down: p(5) === 1 });
        break;
      case HexEvent.KnockBack:
        cells.set(p(0), p(2));
        out.push({ turn, event: 'knock-back', robot: letter(p(0)), from: where(p(1)), to: where(p(2)) });
        break;
      case HexEvent.End:
        if (side >= 0) frame(`turn ${turn}, after ${teams[side]}`);
        out.push({ turn, event: 'end', winner: p(0) === Outcome.Draw ? null : SEAT_NAMES[p(0)], outcome: p(0) === Outcome.Draw ? 'stall' : 'win' });
        break;
      default:
        throw new Error(`hex-robots replay: unknown event code ${code} at event ${k}`);
    }
  }
  return { events: out, frames };
}
