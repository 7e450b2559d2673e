// damage.csv's exact columns against the simulated values, for every game, through the CLI: each
// `${measure}_exact` is the odds the rules give (Kriegbot: the chance of the dice each attack
// rolled against the silhouette it met; the other games: what the row's cell decides), and the
// simulated value must agree within 4 standard errors of the exact rate wherever the normal
// approximation holds (at least 5 expected of the rarer outcome). Fixed seed.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvRows } from '../src/report/html/read-run.js';
import { botlab, ROOT, scratchDir } from './support/cli.js';

const RUNS: readonly (readonly [string, string, string, number])[] = [
  ['kriegbot', 'robots', 'hit_rate', 300],
  ['hex-robots', 'teams', 'hit_rate', 200],
  ['junkyard-bots', 'policies', 'dud_rate', 60],
  ['maschinen-krieger', 'forces', 'hit', 200],
];

describe.each(RUNS)('%s damage.csv', (game, folder, first, games) => {
  it(`simulated rates agree with their exact columns (4 SE), ${games} games a pairing, seed 5`, () => {
    const out = scratchDir();
    const run = botlab('matrix', join(ROOT, 'designs', game, folder), '--game', game, '--games', String(games), '--seed', '5', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const { header, rows } = readCsvRows(join(out, 'damage.csv'));
    const exactColumns = header.filter((key) => key.endsWith('_exact'));
    expect(exactColumns).toContain(`${first}_exact`);
    const per = header[header.indexOf(exactColumns[0]?.replace(/_exact$/, '_low') ?? '') - 2] ?? ''; // the count column comes before the first measure
    let checked = 0;
    for (const exact of exactColumns) {
      const name = exact.replace(/_exact$/, '');
      const value = header[header.indexOf(`${name}_low`) - 1] ?? '';
      for (const row of rows) {
        if (row[exact] === '') continue;
        const n = Number(row[per]);
        const p = Number(row[exact]);
        if (n * Math.min(p, 1 - p) < 5) continue;
        const se = Math.sqrt((p * (1 - p)) / n);
        expect(Math.abs(Number(row[value]) - p), `${exact}: ${JSON.stringify(row)}`).toBeLessThan(4 * se);
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(10);
  }, 120_000);
});

describe('mecha-bots damage.csv', () => {
  it('has no exact column: a shot\'s effect depends on the chassis\' state, which the row does not show', () => {
    const out = scratchDir();
    const run = botlab('matrix', join(ROOT, 'designs', 'mecha-bots', 'bots'), '--game', 'mecha-bots', '--games', '20', '--seed', '5', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const { header, rows } = readCsvRows(join(out, 'damage.csv'));
    expect(rows.length).toBeGreaterThan(0);
    expect(header.filter((key) => key.endsWith('_exact'))).toEqual([]);
  }, 60_000);
});
