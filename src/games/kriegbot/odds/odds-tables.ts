// cold: the exact-odds tables.
import type { WeaponOddsRow } from './weapon-odds.js';
import { columns, type ReportTable } from '../../../report/table.js';

export interface HitChance {
  readonly dice: number;
  readonly target: number;
  readonly pHit: number;
}

/** P(hit) for dice counts and silhouettes: exactly the columns dice, target, p_hit. */
export function hitChanceTable(rows: readonly HitChance[]): ReportTable {
  return {
    title: 'Chance that N attack dice reach a silhouette',
    columns: columns('dice', 'target', 'p_hit'),
    rows: rows.map((row) => ({ dice: row.dice, target: row.target, p_hit: row.pHit })),
  };
}


const LOCATIONS = [0, 1, 2, 3, 4];

/** One row per function, range and target state; `digits` rounds for reading (CSV keeps full precision). */
export function weaponOddsTable(rows: readonly WeaponOddsRow[], digits?: number): ReportTable {
  const round = (value: number) => (digits === undefined ? value : Number(value.toFixed(digits)));
  return {
    title: 'Exact odds per attack',
    columns: columns(
      'weapon', 'function', 'target', 'range', 'dice', 'overcharged', 'target_state', 'silhouette', 'p_hit', 'damage', 'disable', 'paint', 'fire',
      ...LOCATIONS.map((l) => `damage_loc${l}`), ...LOCATIONS.map((l) => `disable_loc${l}`), 'note',
    ),
    rows: rows.map((row) => {
      const out: Record<string, string | number> = {
        weapon: row.weapon, function: row.function, target: row.target, range: row.range, dice: row.dice, overcharged: row.overcharged ? 'yes' : 'no',
        target_state: row.targetState, silhouette: row.silhouette, p_hit: round(row.pHit), damage: round(row.damage),
        disable: round(row.disable), paint: round(row.paint), fire: round(row.fire),
      };
      for (const l of LOCATIONS) {
        out[`damage_loc${l}`] = round(row.damageAt[l] ?? 0);
        out[`disable_loc${l}`] = round(row.disableAt[l] ?? 0);
      }
      out['note'] = row.note;
      return out;
    }),
  };
}

/** The columns worth reading in a terminal, with runs of ranges that give the same numbers merged ("3-8"). */
export function weaponOddsSummary(rows: readonly WeaponOddsRow[]): ReportTable {
  const table = weaponOddsTable(rows, 4);
  const shown = table.columns.filter((column) => !column.key.includes('_loc') && column.key !== 'weapon' && column.key !== 'target');
  const sameBut = (a: Record<string, string | number>, b: Record<string, string | number>) => shown.every((c) => c.key === 'range' || a[c.key] === b[c.key]);
  const merged: Record<string, string | number>[] = [];
  const open = new Map<string, { row: Record<string, string | number>; first: number; last: number }>();
  for (const row of table.rows) {
    const key = `${row['function']}|${row['overcharged']}|${row['target_state']}`;
    const run = open.get(key);
    const range = Number(row['range']);
    if (run !== undefined && run.last === range - 1 && sameBut(run.row, row)) {
      run.last = range;
      run.row['range'] = `${run.first}-${range}`;
      continue;
    }
    const copy = { ...row };
    merged.push(copy);
    open.set(key, { row: copy, first: range, last: range });
  }
  return { ...table, columns: shown, rows: merged };
}
