// botlab sensitivity (issue 22): a toy variant where one verdict must flip and another must hold.
// The variant cuts the flamethrower to one die at one hex. Hornet carries one and, with it, beats
// Striker; without its reach it loses: that favourite must flip. Bulwark against Striker involves
// no flamethrower, and a design's random streams come from its own content, so under the variant
// the same games are played to the same ends: that favourite must hold, with the same numbers.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    const favourites = rows.filter((one) => one['verdict'] === 'favourite');
    expect(grid.data.values).toHaveLength(2 * favourites.length);
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
    expect(run.stdout).toMatch(/^1 variants, [\d,]+ battles, seed 1: showdown, its own two sides/m);
    expect(botlab('sensitivity', '--scenario', 'showdown', A_DESIGN, '--variants', 'all').stderr).toMatch(/--scenario: plays the scenario's own teams/);
  });

  it('racing stops settled matchups early: a matchup that plays every look plays the games a run without racing plays; --budget caps the total', () => {
    const dir = scratchDir();
    const designs = ['helibot-hornet', 'rocketbot-striker', 'robotank-bulwark', 'robocar-interceptor'].map((name) => join(ROBOTS, `${name}.yaml`));
    const variant = join(ROOT, 'designs/kriegbot/catalogue/variants/speed-tracks-steeper.yaml');
    const raced = botlab('sensitivity', ...designs, '--variants', variant, '--games', '2000', '--out', join(dir, 'raced'));
    const full = botlab('sensitivity', ...designs, '--variants', variant, '--games', '2000', '--no-racing', '--out', join(dir, 'full'));
    expect(raced.status, raced.stderr).toBe(0);
    expect(full.status, full.stderr).toBe(0);
    // the favourites (the parts' flags come from metagames of what each run played, and have no games of their own)
    const racedRows = csvRows(join(dir, 'raced', 'sensitivity.csv')).filter((row) => row['verdict'] === 'favourite');
    const fullRows = new Map(csvRows(join(dir, 'full', 'sensitivity.csv')).filter((row) => row['verdict'] === 'favourite').map((row) => [row['subject'], row]));
    const race = JSON.parse(readFileSync(join(dir, 'raced', 'run.json'), 'utf8')).race as { stoppedEarly: number; looks: number };
    expect(race.looks).toBe(3); // 500, 1,000, 2,000
    expect(race.stoppedEarly).toBeGreaterThan(0);
    let early = 0;
    for (const row of racedRows) {
      const whole = fullRows.get(row['subject']);
      expect(whole?.['games']).toBe('2000');
      if (row['games'] === '2000') expect([row['value'], row['low'], row['high'], row['pick']]).toEqual([whole?.['value'], whole?.['low'], whole?.['high'], whole?.['pick']]);
      else {
        early++;
        // stopped early only with a favourite, and the full run names the same one
        expect(row['pick']).not.toBe('');
        expect(row['pick']).toBe(whole?.['pick']);
      }
    }
    expect(early).toBeGreaterThan(0);
    const capped = botlab('sensitivity', ...designs, '--variants', variant, '--games', '2000', '--budget', '10000', '--out', join(dir, 'capped'));
    expect(capped.status, capped.stderr).toBe(0);
    const manifest = JSON.parse(readFileSync(join(dir, 'capped', 'run.json'), 'utf8')) as { games: number; race: { cutByBudget: number } };
    expect(manifest.games).toBeLessThanOrEqual(10_000);
    expect(manifest.race.cutByBudget).toBeGreaterThan(0);
    expect(capped.stdout).toMatch(/cut short by --budget/);
  });

  it('--search: judges the best design and the parts most of the best designs carry, under each variant', () => {
    const out = join(scratchDir(), 'out');
    const variant = join(ROOT, 'designs/kriegbot/catalogue/variants/super-steel-skin-weaker.yaml');
    const run = botlab('sensitivity', '--search', '--template', 'robotank', '--candidates', '40', '--budget', '80000', '--variants', variant, '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const rows = csvRows(join(out, 'sensitivity.csv'));
    const best = rows.find((row) => row['verdict'] === 'best');
    expect(best?.['subject']).toBe('the best design');
    expect(run.stdout).toMatch(/a search of Robotank loadouts from the green base cards under each/);
    expect(['holds', 'flips', 'undecided']).toContain(best?.['status']);
    expect(best?.['baseline_pick']).toMatch(/^(balanced|brawler|sniper|kiter)\b/);
    const parts = rows.filter((row) => row['verdict'] === 'part');
    expect(parts.length).toBeGreaterThan(0);
    for (const part of parts) {
      expect(Number(part['baseline'])).toBeGreaterThan(0.5);
      expect(part['baseline_low']).toBe(''); // a share of designs has no interval
      expect(part['status']).toBe(Number(part['value']) > 0.5 ? 'holds' : Number(part['value']) === 0 ? 'flips' : 'undecided');
    }
    const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as { games: number; race: { battlesPerSearch: number } };
    expect(manifest.race.battlesPerSearch).toBe(40_000);
    expect(manifest.games).toBeLessThanOrEqual(80_000);
    expect(botlab('sensitivity', '--search', ROBOTS, '--variants', variant).stderr).toMatch(/--search: .*designs goes without --search/);
  });

  it('skips a variant under which the designs break the rules, and says why', () => {
    const out = join(scratchDir(), 'out');
    const run = botlab('sensitivity', '--game', 'mecha-bots', '--variants', join(ROOT, 'designs/mecha-bots/catalogue/variants/forward-mirrored.yaml'), join(ROOT, 'designs/mecha-bots/catalogue/variants/hit-die-2d6.yaml'), '--games', '100', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^skipped forward-mirrored: the designs break its rules: designs\/mecha-bots\/bots\/sample\.yaml:\d+:\d+: cells\.forward/m);
    const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as { variants: string[]; skipped: { variant: string }[] };
    expect(manifest.variants).toEqual(['hit-die-2d6']);
    expect(manifest.skipped.map((skip) => skip.variant)).toEqual(['forward-mirrored']);
    expect(new Set(csvRows(join(out, 'sensitivity.csv')).map((row) => row['variant']))).toEqual(new Set(['hit-die-2d6']));
  });

  it('--screen: ranks the listed values by how far they move the matchups; a value no design uses moves nothing', () => {
    const catalogue = scratchDir();
    for (const name of readdirSync(join(ROOT, 'designs/kriegbot/catalogue')).filter((file) => file.endsWith('.yaml'))) copyFileSync(join(ROOT, 'designs/kriegbot/catalogue', name), join(catalogue, name));
    mkdirSync(join(catalogue, 'screening'));
    writeFileSync(join(catalogue, 'screening', 'values.yaml'), [
      'values:',
      '  - at: cards.heavy-machine-gun.functions[0].attack.arc',
      '    try: [front-120]',
      '    why: none of these robots carries one',
      '  - at: cards.super-steel-skin.functions[0].effect.against',
      '    try: [[GUN, MISSILE]]',
      '    why: the skin turns missiles too',
    ].join('\n'));
    const designs = ['helibot-hornet', 'spiderbot-weaver', 'robotank-bulwark'].map((name) => join(ROBOTS, `${name}.yaml`));
    const out = join(scratchDir(), 'out');
    const run = botlab('sensitivity', '--screen', ...designs, '--catalogue', catalogue, '--games', '600', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const rows = csvRows(join(out, 'screening.csv'));
    expect(rows.map((row) => [row['rank'], row['value'], row['alternative']])).toEqual([
      ['1', 'cards.super-steel-skin.functions[0].effect.against', '["GUN","MISSILE"]'],
      ['2', 'cards.heavy-machine-gun.functions[0].attack.arc', 'front-120'],
    ]);
    // the Hornet's rockets and flames stop at Weaver's skin: that favourite flips
    expect(Number(rows[0]?.['largest_down'])).toBeLessThan(-0.3);
    expect(rows[0]?.['largest_down_matchup']).toBe('Hornet v Weaver');
    expect(Number(rows[0]?.['flips'])).toBeGreaterThan(0);
    // common random numbers: a value no design uses changes no game
    expect([rows[1]?.['mean_abs_change'], rows[1]?.['largest_down'], rows[1]?.['largest_up'], rows[1]?.['flips']]).toEqual(['0', '0', '0', '0']);
    const verdicts = csvRows(join(out, 'sensitivity.csv'));
    expect(verdicts.find((row) => row['subject'] === 'Hornet v Weaver' && (row['variant'] ?? '').startsWith('cards.super-steel-skin'))?.['status']).toBe('flips');
    const tornado = JSON.parse(readFileSync(join(out, 'screening-tornado.vl.json'), 'utf8')) as { data: { values: { value: string }[] } };
    expect(tornado.data.values.map((bar) => bar.value)).toEqual(['cards.super-steel-skin.functions[0].effect.against', 'cards.heavy-machine-gun.functions[0].attack.arc']);
    // a stated value may not be screened: the list's file, entry and rule are named
    writeFileSync(join(catalogue, 'screening', 'values.yaml'), 'values:\n  - at: templates.rocketbot.name\n    try: [Missilebot]\n    why: a stated name for the test\n');
    const refused = botlab('sensitivity', '--screen', ...designs, '--catalogue', catalogue, '--games', '10', '--out', join(scratchDir(), 'no'));
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(/screening\/values\.yaml:2:\d+: values\[0\]\.at: is stated by the rules/);
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
