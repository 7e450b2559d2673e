// cold: who and what the numbers of a game's event log stand for (log-decode.ts LogNames), and
// the game's header: each unit with its id, side and design, and the map as the game saw it.
// Read off the battle state after the game (a unit's kind never changes) and the compiled rows.
import type { RowNames } from '../compile/compile.js';
import { LEGEND, STRUCTURES } from '../map/map.js';
import type { LogNames } from './log-decode.js';
import { UNIT_KINDS } from './log-decode.js';
import { BUILDING, BUNKER, CARRY_FLAG, DISH, UnitFlag } from '../scenario/scenario-game.js';
import type { KriegbotState } from '../resolve/state.js';

/** One unit of a logged game. */
export interface LoggedUnit {
  readonly id: string;
  readonly kind: string;
  /** The side it started on (null for a neutral structure or a marker). */
  readonly side: string | null;
  readonly name: string;
  /** Robots and tents: the compiled row it started as. */
  readonly row: number | null;
  readonly piloted?: boolean;
  readonly mole?: boolean;
  readonly infantry?: 'footsoldier' | 'motorized';
  readonly pilot?: boolean;
  readonly structure?: string;
  /** The downed pilot among his decoys (L659): his side knows; the referee is told. */
  readonly vip?: boolean;
}

/** The designs of the compiled rows, as the log's header lists them. */
export interface LoggedRow {
  readonly name: string;
  readonly template: string;
  readonly cards: Readonly<Record<string, string>>;
  readonly skin: string | null;
  readonly expansion: boolean;
  readonly phoenix: boolean;
  readonly slots: readonly string[];
  readonly extraCards: readonly string[];
  readonly profiles: readonly string[];
  readonly infantry: boolean;
}

export function loggedRows(rowNames: RowNames): LoggedRow[] {
  return rowNames.robots.map((spec) => ({
    name: spec.name, template: spec.template, cards: spec.cards, skin: spec.skin, expansion: spec.expansion, phoenix: spec.phoenix, slots: spec.slots,
    extraCards: spec.extraCards ?? [], profiles: spec.profiles ?? [], infantry: spec.infantry === true,
  }));
}

const STRUCTURE_NAMES = [...STRUCTURES, 'wmd-bunker', 'building'];

/**
 * The units of a game, by unit number: robots get letters in unit order (as the replay draws
 * them), the others their kind and a count (tv-tower-1, tent-3, crypto-2 ...).
 */
export function loggedUnits(s: KriegbotState, robots: number, sideOfSeat: (seat: number) => string | null, rowName: (row: number) => string, startRow: (u: number) => number | undefined): LoggedUnit[] {
  const counts = new Map<string, number>();
  const units: LoggedUnit[] = [];
  for (let u = 0; u < s.units; u++) {
    const kind = UNIT_KINDS[s.kind[u] ?? 0] ?? 'robot';
    const seat = s.seat[u] ?? -1;
    const side = seat < 0 ? null : sideOfSeat(seat);
    const row = startRow(u) ?? s.robot[u] ?? -1; // the row it came in as (a Phoenix-bot or a boarded derelict changes it)
    if (u < robots || kind === 'robot') {
      const flags = s.flags[u] ?? 0;
      units.push({ id: String.fromCharCode(65 + u), kind: 'robot', side, name: rowName(row), row, piloted: (flags & UnitFlag.Piloted) !== 0, ...((flags & UnitFlag.Mole) !== 0 ? { mole: true } : {}) });
      continue;
    }
    const base = kind === 'structure' ? (STRUCTURE_NAMES[s.detail[u] ?? 0] ?? 'structure') : kind === 'infantry' ? 'tent' : kind === 'drone' ? 'uav' : kind === 'gunner' ? 'landing-craft-gun' : s.detail[u] === DISH ? 'dish' : 'crypto';
    const count = (counts.get(base) ?? 0) + 1;
    counts.set(base, count);
    const id = kind === 'gunner' ? base : `${base}-${count}`;
    const extra: Partial<LoggedUnit> =
      kind === 'infantry' ? { infantry: s.detail[u] === 1 ? 'motorized' : 'footsoldier', pilot: ((s.flags[u] ?? 0) & UnitFlag.Pilot) !== 0, row, ...(((s.flags[u] ?? 0) & UnitFlag.Vip) !== 0 ? { vip: true } : {}) }
      : kind === 'structure' ? { structure: base }
      : kind === 'gunner' ? { row }
      : {};
    units.push({ id, kind, side, name: kind === 'gunner' ? rowName(row) : id, row: null, ...extra });
  }
  return units;
}

/** LogNames over a game's units, the compiled rows and a map of `width` columns (0: a duel on a line). */
export function logNames(units: readonly LoggedUnit[], rowNames: RowNames, width: number, sideOfSeat: (seat: number) => string | null): LogNames {
  return {
    unit: (u) => units[u]?.id ?? `unit-${u}`,
    attack: (k) => rowNames.attacks[k] ?? { card: `attack-${k}`, function: '', index: 0 },
    effect: (e) => rowNames.effects[e] ?? { card: `effect-${e}`, function: '', type: '' },
    slot: (row, slot) => rowNames.robots[row]?.slots[slot] ?? `slot-${slot}`,
    cell: (cell) => (width <= 0 || cell < 0 ? null : [cell % width, Math.floor(cell / width)]),
    side: (seat) => sideOfSeat(seat) ?? `seat-${seat}`,
    structure: (type) => STRUCTURE_NAMES[type === BUNKER ? 5 : type === BUILDING ? 6 : type] ?? `structure-${type}`,
    item: (code) => (code === CARRY_FLAG ? 'flag' : code === DISH ? 'dish' : code === 2 ? 'human crypto' : `${sideOfSeat(code) ?? code} crypto`),
  };
}

/** The terrain as the map file writes it, one string per row. */
export function terrainRows(terrain: Uint8Array, width: number, height: number): string[] {
  const symbol = Object.fromEntries(Object.entries(LEGEND).map(([char, { code }]) => [code, char]));
  return Array.from({ length: height }, (_, r) => Array.from(terrain.subarray(r * width, (r + 1) * width), (code) => symbol[code] ?? '.').join(''));
}

