// cold: whether a verdict survives a variant of the reconstructed rules (issue 22). A verdict names
// a pick: the favourite of a matchup (the design whose 95% interval of its share of the decisive
// games lies wholly above one half) or the leader of a table (the entrant whose interval of its win
// share lies wholly above every other entrant's). Under a variant (an erratum holding another
// plausible reconstruction, played on the same random streams) the verdict holds when the variant
// names the same pick, flips when it names another, and is undecided when it names none.
import type { PickRate } from './pick-rates.js';
import type { WinRateRow } from './summarise.js';

export type VerdictStatus = 'holds' | 'flips' | 'undecided' | 'unsettled';

/** An estimate with its 95% interval (NaN where it has none: a share of designs), and the pick it supports ('' for none). */
export interface Judged {
  readonly pick: string;
  readonly value: number;
  readonly low: number;
  readonly high: number;
  /** Battles behind the estimate, where it has them (racing stops a matchup early once settled). */
  readonly games?: number;
}

export interface Verdict {
  /**
   * `favourite` of a matchup, `side` a scenario favours, `leader` of a table; a search's `best`
   * design and the `part`s most of its best designs carry (search/search-verdicts.ts); a part's
   * nerf or buff `flag` in the metagame of the matchups (pick-rates.ts).
   */
  readonly kind: 'favourite' | 'side' | 'leader' | 'best' | 'part' | 'flag';
  /** The matchup (`A v B`, the baseline's favourite first) or the table (`A v B v C`). */
  readonly subject: string;
  /** The baseline's pick, and the estimate of the baseline's pick (or of the first design) that backs it. */
  readonly baseline: Judged;
  /** Per variant: its pick, and its estimate of the same quantity as the baseline's. */
  readonly variants: readonly (Judged & { readonly variant: string; readonly status: VerdictStatus })[];
}

/** A verdict under a variant, against the baseline's: `unsettled` when the baseline names no pick. */
export function verdictStatus(baseline: string, variant: string): VerdictStatus {
  if (baseline === '') return 'unsettled';
  if (variant === '') return 'undecided';
  return variant === baseline ? 'holds' : 'flips';
}

/** The favourite of a matchup row (from its first design's side): that design, the other, or '' for neither. */
export function favourite(row: Pick<WinRateRow, 'a' | 'b' | 'low' | 'high'>): string {
  if (row.low > 0.5) return row.a;
  if (row.high < 0.5) return row.b;
  return '';
}

const pairKey = (a: string, b: string): string => `${a}\u0000${b}`;

/**
 * One verdict a matchup: the baseline's rows (winRateRows: both sides of each matchup) matched by
 * name with each variant's, turned so the baseline's favourite reads first.
 */
export function matchupVerdicts(baseline: readonly WinRateRow[], variants: readonly { readonly name: string; readonly rows: readonly WinRateRow[] }[], kind: 'favourite' | 'side' = 'favourite'): Verdict[] {
  const rowsOf = (rows: readonly WinRateRow[]) => new Map(rows.map((row) => [pairKey(row.a, row.b), row]));
  const base = rowsOf(baseline);
  const variantRows = variants.map((variant) => ({ name: variant.name, rows: rowsOf(variant.rows) }));
  const seen = new Set<string>();
  const verdicts: Verdict[] = [];
  for (const row of baseline) {
    const pair = [row.a, row.b].sort().join('\u0000');
    if (seen.has(pair)) continue;
    seen.add(pair);
    const pick = favourite(row);
    const first = pick === row.b ? base.get(pairKey(row.b, row.a)) ?? row : row;
    verdicts.push({
      kind,
      subject: `${first.a} v ${first.b}`,
      baseline: { pick, value: first.winRate, low: first.low, high: first.high, games: first.games },
      variants: variantRows.map(({ name, rows }) => {
        const same = rows.get(pairKey(first.a, first.b));
        if (same === undefined) throw new Error(`sensitivity: the variant ${name} has no matchup ${first.a} v ${first.b}`);
        const variantPick = favourite(same);
        return { variant: name, pick: variantPick, value: same.winRate, low: same.low, high: same.high, games: same.games, status: verdictStatus(pick, variantPick) };
      }),
    });
  }
  return verdicts;
}

/** One entrant's standing at one table (standings.csv's columns). */
export interface Standing {
  readonly table: string;
  readonly entrant: string;
  readonly share: number;
  readonly low: number;
  readonly high: number;
}

/** The leader of a table: the entrant whose interval lies wholly above every other entrant's, or '' for none. */
export function leader(standings: readonly Standing[]): string {
  const sorted = [...standings].sort((x, y) => y.share - x.share);
  const [top, ...rest] = sorted;
  if (top === undefined) return '';
  return rest.every((other) => top.low > other.high) ? top.entrant : '';
}

/** One verdict a table: its leader under the baseline and each variant; the estimate is the baseline leader's (or top entrant's) win share. */
export function tableVerdicts(baseline: readonly Standing[], variants: readonly { readonly name: string; readonly standings: readonly Standing[] }[]): Verdict[] {
  const byTable = (standings: readonly Standing[]) => {
    const tables = new Map<string, Standing[]>();
    for (const standing of standings) {
      const entrants = tables.get(standing.table) ?? [];
      entrants.push(standing);
      tables.set(standing.table, entrants);
    }
    return tables;
  };
  const variantTables = variants.map((variant) => ({ name: variant.name, tables: byTable(variant.standings) }));
  return [...byTable(baseline)].map(([table, entrants]) => {
    const pick = leader(entrants);
    const top = [...entrants].sort((x, y) => y.share - x.share)[0] as Standing;
    const shown = pick === '' ? top.entrant : pick;
    return {
      kind: 'leader',
      subject: table,
      baseline: { pick, value: top.share, low: top.low, high: top.high },
      variants: variantTables.map(({ name, tables }) => {
        const same = tables.get(table);
        const standing = same?.find((entrant) => entrant.entrant === shown);
        if (same === undefined || standing === undefined) throw new Error(`sensitivity: the variant ${name} has no table ${table}`);
        const variantPick = leader(same);
        return { variant: name, pick: variantPick, value: standing.share, low: standing.low, high: standing.high, status: verdictStatus(pick, variantPick) };
      }),
    };
  });
}

const FLAGS: readonly string[] = ['nerf candidate', 'buff candidate'];
const flagOf = (rate: PickRate | undefined): string => (rate !== undefined && FLAGS.includes(rate.flag) ? rate.flag : '');

/**
 * One verdict a part flagged (a nerf or buff candidate) under the baseline or any variant: the flag
 * holds when the variant gives the part the same flag, and flips when it gives another or none. A
 * part flagged only under a variant has no baseline verdict (unsettled) and is listed so a designer
 * sees it. The estimate is the pick rate, which has no interval.
 */
export function flagVerdicts(baseline: readonly PickRate[], variants: readonly { readonly name: string; readonly rates: readonly PickRate[] }[]): Verdict[] {
  const byCard = (rates: readonly PickRate[]) => new Map(rates.map((rate) => [rate.card, rate]));
  const base = byCard(baseline);
  const variantRates = variants.map((variant) => ({ name: variant.name, rates: byCard(variant.rates) }));
  const flagged = baseline.filter((rate) => flagOf(rate) !== '' || variantRates.some(({ rates }) => flagOf(rates.get(rate.card)) !== ''));
  return flagged.map((rate) => {
    const pick = flagOf(base.get(rate.card));
    return {
      kind: 'flag',
      subject: rate.card,
      baseline: { pick, value: rate.pickRate, low: Number.NaN, high: Number.NaN },
      variants: variantRates.map(({ name, rates }) => {
        const same = rates.get(rate.card);
        const variantPick = flagOf(same);
        return { variant: name, pick: variantPick, value: same?.pickRate ?? 0, low: Number.NaN, high: Number.NaN, status: pick === '' ? 'unsettled' : variantPick === pick ? 'holds' : 'flips' };
      }),
    };
  });
}
