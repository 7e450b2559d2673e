// The simulator as a user runs it: same numbers at any thread count, fair mirror matches,
// damage per attack that agrees with the exact odds, and one-line errors for bad input.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { hitProbability } from '../src/dice/exact.js';
import { weaponOdds } from '../src/games/kriegbot/odds/odds.js';
import { bundledKriegbot } from '../src/test-support/bundled.js';
import { botlab, csvRows, ROBOTS, scratchDir } from './support/cli.js';

describe('determinism', () => {
  it('the same seed gives identical winrate.csv and damage.csv with 1 and 2 threads (and inline)', () => {
    const outs = [0, 1, 2].map((threads) => {
      const out = scratchDir();
      const run = botlab('matrix', join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'helibot-hornet.yaml'), join(ROBOTS, 'rocketbot-striker.yaml'), '--games', '700', '--seed', '99', '--threads', String(threads), '--out', out);
      expect(run.status, run.stderr).toBe(0);
      return out;
    });
    for (const name of ['winrate.csv', 'damage.csv']) {
      const first = readFileSync(join(outs[0]!, name), 'utf8');
      expect(first.length).toBeGreaterThan(100);
      for (const out of outs.slice(1)) expect(readFileSync(join(out, name), 'utf8')).toBe(first);
    }
    const manifest = JSON.parse(readFileSync(join(outs[2]!, 'run.json'), 'utf8'));
    expect(manifest).toMatchObject({ command: 'matrix', seed: 99, games: 3 * 700, threads: 2, policies: ['balanced', 'brawler'] });
    expect(readFileSync(join(outs[2]!, 'winrate.csv'), 'utf8')).not.toMatch(/elapsed|host|ms/i);
  });

  it('a different seed gives different numbers', () => {
    const [a, b] = ['1', '2'].map((seed) => {
      const out = scratchDir();
      botlab('duel', join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'helibot-hornet.yaml'), '--games', '400', '--seed', seed, '--threads', '0', '--out', out);
      return readFileSync(join(out, 'duel.csv'), 'utf8');
    });
    expect(a).not.toBe(b);
  });
});

describe('a mirror match', () => {
  it('has a win-rate interval containing 50%', () => {
    const out = scratchDir();
    const design = join(ROBOTS, 'robocar-interceptor.yaml');
    const run = botlab('duel', design, design, '--games', '1000', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const [row] = csvRows(join(out, 'duel.csv'));
    expect(Number(row?.['ci_low'])).toBeLessThanOrEqual(0.5);
    expect(Number(row?.['ci_high'])).toBeGreaterThanOrEqual(0.5);
    expect(Number(row?.['a_wins']) + Number(row?.['b_wins']) + Number(row?.['draws'])).toBe(1000);
  });
});

describe('damage.csv against the exact odds', () => {
  it('damage per attack of a one-damage weapon agrees with botlab odds --weapon within 4 standard errors', () => {
    // A plain Grenade Launcher: no dice bonuses on the attacker, no cancelling skin on the target.
    const dir = scratchDir();
    const attacker = { name: 'Lobber', template: 'robotank', policy: 'balanced', weapons: { primary: 'grenade-launcher', secondary: 'flail' }, systems: { hull: 'nano-glue', 'dorsal-turret': 'holo-blur', sponson: 'reverse-gear', magazine: 'civilian-pilot' }, skin: 'chameleon-skin' };
    const target = { ...parse(readFileSync(join(ROBOTS, 'robocar-interceptor.yaml'), 'utf8')), skin: 'silvered-skin' };
    writeFileSync(join(dir, 'lobber.yaml'), JSON.stringify(attacker));
    writeFileSync(join(dir, 'target.yaml'), JSON.stringify(target));
    const run = botlab('duel', join(dir, 'lobber.yaml'), join(dir, 'target.yaml'), '--games', '6000', '--threads', '2', '--out', dir);
    expect(run.status, run.stderr).toBe(0);
    const odds = weaponOdds(bundledKriegbot(), 'grenade-launcher', 'robocar');
    const rows = csvRows(join(dir, 'damage.csv')).filter((row) => row['card'] === 'grenade-launcher' && Number(row['attacks']) >= 300);
    expect(rows.length).toBeGreaterThan(0);
    let matched = 0;
    for (const row of rows) {
      const dice = Number(row['dice']);
      const silhouette = Number(row['silhouette']);
      const exact = odds.find((o) => o.dice === dice && o.silhouette === silhouette)?.damage ?? hitProbability(dice, silhouette);
      if (odds.some((o) => o.dice === dice && o.silhouette === silhouette)) matched++;
      const mean = Number(row['damage_per_attack']);
      const standardError = (Number(row['damage_high']) - Number(row['damage_low'])) / (2 * 1.959964);
      expect(Math.abs(mean - exact), `${row['band']} band, silhouette ${silhouette}`).toBeLessThanOrEqual(4 * standardError + 1e-6);
    }
    expect(matched).toBeGreaterThan(0);
  });
});

describe('damage.csv for overcharged attacks', () => {
  it('an expansion robot overcharges its electric attack, and damage per overcharged attack agrees with botlab odds --weapon (L550)', () => {
    const dir = scratchDir();
    const attacker = { name: 'Zapper', template: 'robocar', policy: 'balanced', expansion: true, weapons: { primary: 'electrolaser', secondary: 'flail' }, systems: { chassis: 'nano-glue', cupola: 'reverse-gear', cockpit: 'civilian-pilot' }, skin: 'chameleon-skin', core: 'fuel-cell' };
    const target = { ...parse(readFileSync(join(ROBOTS, 'robocar-interceptor.yaml'), 'utf8')), skin: 'silvered-skin' };
    writeFileSync(join(dir, 'zapper.yaml'), JSON.stringify(attacker));
    writeFileSync(join(dir, 'target.yaml'), JSON.stringify(target));
    const run = botlab('duel', join(dir, 'zapper.yaml'), join(dir, 'target.yaml'), '--games', '4000', '--threads', '2', '--out', dir);
    expect(run.status, run.stderr).toBe(0);
    const odds = weaponOdds(bundledKriegbot(), 'electrolaser', 'robocar').filter((o) => o.overcharged);
    const rows = csvRows(join(dir, 'damage.csv')).filter((row) => row['card'] === 'electrolaser' && String(row['band']).endsWith(' overcharged') && Number(row['attacks']) >= 300);
    expect(rows.length).toBeGreaterThan(0);
    let matched = 0;
    for (const row of rows) {
      const dice = Number(row['dice']);
      const silhouette = Number(row['silhouette']);
      // A one-damage weapon: one marker per hit, so silhouettes odds does not list (a damaged
      // drive's) are checked against the exact hit chance of the overcharged dice.
      const listed = odds.find((o) => o.dice === dice && o.silhouette === silhouette);
      if (listed !== undefined) matched++;
      const exact = listed?.damage ?? hitProbability(dice, silhouette);
      const standardError = (Number(row['damage_high']) - Number(row['damage_low'])) / (2 * 1.959964);
      expect(Math.abs(Number(row['damage_per_attack']) - exact), `${row['band']} band, silhouette ${silhouette}`).toBeLessThanOrEqual(4 * standardError + 1e-6);
    }
    expect(matched).toBeGreaterThan(0);
  });
});

describe('bad input', () => {
  const design = join(ROBOTS, 'robotank-bulwark.yaml');
  it.each([
    [['duel', design, 'designs/kriegbot/robots/none.yaml'], /^designs\/kriegbot\/robots\/none\.yaml: no such file$/],
    [['duel', design, design, '--games', '0'], /^--games: must be a whole number from 1 to 100000000 \(got 0\)$/],
    [['duel', design, design, '--threads', '-1'], /^--threads: must be a whole number from 0 to \d+ \(got -1\)$/],
    [['duel', design, design, '--ci', '2'], /^--ci: must be a half-width between 0 and 0\.5/],
    [['matrix', 'designs/kriegbot/teams'], /\.yaml: is a team; duels and matrices take design files/],
  ])('%j', (args, message) => {
    const run = botlab(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')[0]).toMatch(message);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });

  it('an invalid design or an unknown policy: exit 2 naming the file and field', () => {
    const dir = scratchDir();
    const bad = readFileSync(design, 'utf8').replace('policy: brawler', 'policy: berserker');
    writeFileSync(join(dir, 'bad.yaml'), bad);
    const run = botlab('duel', join(dir, 'bad.yaml'), design);
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/bad\.yaml:\d+:1: policy: unknown policy "berserker"/);
  });
});
