// botlab sensitivity (issue 22): a toy variant where one verdict must flip and another must hold.
// The variant cuts the flamethrower to one die at one hex. Hornet carries one and, with it, beats
// Striker; without its reach it loses: that favourite must flip. Bulwark against Striker involves
// no flamethrower, and a design's random streams come from its own content, so under the variant
// the same games are played to the same ends: that favourite must hold, with the same numbers.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, csvRows, ROBOTS, ROOT, scratchDir } from './support/cli.js';

const A_DESIGN = join(ROBOTS, 'robotank-bulwark.yaml');

const NO_FLAME = `cards:
  flamethrower:
    functions:
      - { name: Flamethrower, action: attack, electric: false, poweredUp: false, attack: { medium: GUN, affects: target, arc: front-60, range: [[1, 1]], hit: burst, attacks: 1, fire: true } }
      - { name: Smokescreen, action: defense, electric: false, poweredUp: false, effect: { type: smokescreen, silhouette: 2 } }
    sources:
      functions[0].attack.range: reconstructed - test variant - a flamethrower that reaches one hex with one die
`;

describe('botlab sensitivity', () => {
  it('a favourite that rests on the changed card flips; one that does not holds with the same numbers', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'no-flame.yaml'), NO_FLAME);
    const designs = ['helibot-hornet', 'rocketbot-striker', 'robotank-bulwark'].map((name) => join(ROBOTS, `${name}.yaml`));
    const out = join(dir, 'out');
    const run = botlab('sensitivity', ...designs, '--variants', join(dir, 'no-flame.yaml'), '--games', '600', '--seed', '1', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const rows = csvRows(join(out, 'sensitivity.csv'));
    const bySubject = new Map(rows.map((row) => [row['subject'], row]));
    const flipped = bySubject.get('Hornet v Striker');
    expect(flipped?.['status']).toBe('flips');
    expect(Number(flipped?.['baseline_low'])).toBeGreaterThan(0.5);
    expect(Number(flipped?.['high'])).toBeLessThan(0.5);
    const held = bySubject.get('Bulwark v Striker');
    expect(held?.['status']).toBe('holds');
    expect(held?.['summary']).toBe('robust');
    expect(held?.['value']).toBe(held?.['baseline']);
    // robust verdicts come first
    expect(rows[0]?.['summary']).toBe('robust');
    expect(run.stdout).toMatch(/favourites: \d+ hold under every variant, 0 are left undecided by some, 1 flip under some/);
    expect(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')).variants).toEqual(['no-flame']);
    // the report's grid: a cell a verdict for the baseline and for each variant, the status written in it
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toContain('Which verdicts survive what we do not know?');
    const grid = JSON.parse(readFileSync(join(out, 'sensitivity-grid.vl.json'), 'utf8')) as { data: { values: { variant: string; status: string; label: string }[] } };
    expect(grid.data.values).toHaveLength(2 * rows.length);
    expect(grid.data.values.filter((cell) => cell.status === 'flips').map((cell) => cell.label)).toEqual([`x ${Number(flipped?.['value']).toFixed(2)}`]);
  });

  it('--players 3: judges each table\'s leader; a variant that restates the rules plays the same games to the same ends', () => {
    const dir = scratchDir();
    // the same part list as the catalogue's, with a new source: no rule changes, so no game may
    writeFileSync(join(dir, 'same.yaml'), 'robot:\n  partLimit:\n    counted: [body, eye, mouth, claw, mover, pipe]\n    sources:\n      counted: reconstructed L53 - test variant - the same list\n');
    const designs = ['balanced', 'warrior', 'teleporter'].map((name) => `designs/junkyard-bots/policies/${name}.yaml`);
    const out = join(dir, 'out');
    const run = botlab('sensitivity', '--game', 'junkyard-bots', ...designs, '--players', '3', '--variants', join(dir, 'same.yaml'), join(ROOT, 'designs/junkyard-bots/catalogue/variants/medium-starters.yaml'), '--games', '300', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const rows = csvRows(join(out, 'sensitivity.csv'));
    expect(rows.map((row) => [row['verdict'], row['subject'], row['variant']])).toEqual([
      ['leader', 'Balanced v Warrior v Teleporter', 'same'], ['leader', 'Balanced v Warrior v Teleporter', 'medium-starters'],
    ]);
    const same = rows[0];
    expect(same?.['value']).toBe(same?.['baseline']);
    expect(same?.['pick']).toBe(same?.['baseline_pick']);
    expect(same?.['status']).toBe(same?.['baseline_pick'] === '' ? 'unsettled' : 'holds');
  });

  it('--scenario: judges the side a scenario favours, with its own teams, under each variant', () => {
    const out = join(scratchDir(), 'out');
    const run = botlab('sensitivity', '--scenario', 'showdown', '--variants', join(ROOT, 'designs/kriegbot/catalogue/variants/speed-tracks-steeper.yaml'), '--games', '200', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const [row, ...rest] = csvRows(join(out, 'sensitivity.csv'));
    expect(rest).toEqual([]);
    expect([row?.['verdict'], row?.['subject'], row?.['variant']]).toEqual(['side', 'Green strike group v Yellow raiders', 'speed-tracks-steeper']);
    expect(row?.['baseline_pick']).toBe('Green strike group');
    expect(run.stdout).toMatch(/^showdown, its own two sides, 1 variants/m);
    expect(botlab('sensitivity', '--scenario', 'showdown', A_DESIGN, '--variants', 'all').stderr).toMatch(/--scenario: plays the scenario's own teams/);
  });

  it('refuses --errata beside --variants, and `all` for a catalogue with no variants folder', () => {
    const catalogue = scratchDir();
    for (const name of readdirSync(join(ROOT, 'designs/kriegbot/catalogue')).filter((file) => file.endsWith('.yaml'))) copyFileSync(join(ROOT, 'designs/kriegbot/catalogue', name), join(catalogue, name));
    const run = botlab('sensitivity', '--variants', 'all', '--catalogue', catalogue, '--games', '10', '--out', scratchDir());
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/--variants all: no variants in .*variants$/m);
    const both = botlab('sensitivity', '--variants', 'all', '--errata', 'x.yaml', '--game', 'junkyard-bots', '--out', scratchDir());
    expect(both.status).toBe(2);
    expect(both.stderr).toMatch(/--errata: sensitivity tries each --variants file/);
  });
});
