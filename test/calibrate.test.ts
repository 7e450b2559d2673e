// `botlab calibrate` as a user runs it: calibrate.csv with a cost per unit type and fit, the
// reference at its given cost, and one-line errors for what cannot be calibrated.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, scratchDir } from './support/cli.js';

describe('botlab calibrate', () => {
  it('writes calibrate.csv: each unit type alone and in pairs, and pooled, the reference at its cost', () => {
    const out = scratchDir();
    const run = botlab('calibrate', '--game', 'maschinen-krieger', '--units', 'afs,pka,gustav', '--games', '60', '--reference-cost', '20', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const [header, ...lines] = readFileSync(join(out, 'calibrate.csv'), 'utf8').trim().split('\n');
    expect(header).toBe('fit,unit,name,games,wins,draws,losses,win_share,strength,strength_low,strength_high,cost,cost_low,cost_high');
    expect(lines.map((line) => line.split(',').slice(0, 2).join(' ')).sort()).toEqual(
      ['alone afs', 'alone gustav', 'alone pka', 'pooled afs', 'pooled gustav', 'pooled pka', 'stacks of 2 afs', 'stacks of 2 gustav', 'stacks of 2 pka'],
    );
    for (const line of lines.filter((row) => row.split(',')[1] === 'afs')) expect(line.split(',').slice(8, 14)).toEqual(['0', '0', '0', '20', '20', '20']);
    expect(readFileSync(join(out, 'winrate.csv'), 'utf8').split('\n')[0]).toContain('win_rate');
    expect(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')).command).toBe('calibrate');
  });

  it('refuses, in one line and exit 2, an unknown unit, an air unit, a size out of range and a game without unit types', () => {
    const cases: [string[], string][] = [
      [['--units', 'afs,pak'], '--units: no unit "pak" in the catalogue (did you mean "pka"?)'],
      [['--units', 'afs,falke'], '--units: falke is an air unit; the lane engine has no Air Commitment phase (L172 [4.0] 1)'],
      [['--sizes', '1,9'], '--sizes: stack sizes run from 1 to 4 (got 9)'],
      [['--units', 'afs'], '--units: a calibration needs at least two unit types'],
      [['--reference', 'pka', '--units', 'afs,gustav'], '--reference: "pka" is not among the unit types played (afs, gustav)'],
    ];
    for (const [args, message] of cases) {
      const run = botlab('calibrate', '--game', 'maschinen-krieger', '--games', '2', ...args);
      expect([run.status, run.stderr.trim().split('\n')[0]]).toEqual([2, expect.stringContaining(message)]);
    }
    const kriegbot = botlab('calibrate', '--game', 'kriegbot');
    expect([kriegbot.status, kriegbot.stderr.trim()]).toEqual([2, '--game: kriegbot has no unit-cost calibration (its designs are not built from unit types)']);
  });
});
