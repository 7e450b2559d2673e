// `botlab matrix --compare NAME=V1,V2`: each value's columns are exactly the plain matrix run
// with --set NAME=V (same seed), and the change columns follow from them; bad input is one line.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, csvRows, ROOT, scratchDir } from './support/cli.js';

const FORCES = ['strahl-pka-section.yaml', 'goblin-raiders.yaml', 'mercenary-afs-patrol.yaml'].map((name) => join(ROOT, 'designs', 'maschinen-krieger', 'forces', name));

describe('matrix --compare', () => {
  it('gives, per value, the win rates of the plain matrix with --set, and their change', () => {
    const out = scratchDir();
    const run = botlab('matrix', ...FORCES, '--game', 'maschinen-krieger', '--compare', 'resolution=sum,product', '--games', '300', '--seed', '5', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const compared = csvRows(join(out, 'compare.csv'));
    for (const value of ['sum', 'product']) {
      const plain = scratchDir();
      expect(botlab('matrix', ...FORCES, '--game', 'maschinen-krieger', '--set', `resolution=${value}`, '--games', '300', '--seed', '5', '--threads', '0', '--out', plain).status).toBe(0);
      const rows = csvRows(join(plain, 'winrate.csv'));
      expect(compared.map((row) => [row['a'], row['b'], row[`win_rate_${value}`], row[`ci_low_${value}`], row[`ci_high_${value}`]]))
        .toEqual(rows.map((row) => [row['a'], row['b'], row['win_rate'], row['ci_low'], row['ci_high']]));
    }
    for (const row of compared) expect(Number(row['change_product'])).toBeCloseTo(Number(row['win_rate_product']) - Number(row['win_rate_sum']), 5);
  }, 60_000);

  it('refuses a malformed comparison, an unknown value and a setting also given with --set', () => {
    const cases: [string[], string][] = [
      [['--compare', 'resolution=sum'], '--compare: expected NAME=VALUE,VALUE'],
      [['--compare', 'resolution=sum,prod'], '--set resolution: one of catalogue, sum, product (got "prod")'],
      [['--compare', 'resolution=sum,product', '--set', 'resolution=sum'], '--compare: resolution is also given with --set; give it once'],
    ];
    for (const [args, message] of cases) {
      const run = botlab('matrix', ...FORCES, '--game', 'maschinen-krieger', '--games', '2', ...args);
      expect([run.status, run.stderr.trim()]).toEqual([2, expect.stringContaining(message)]);
    }
  });
});
