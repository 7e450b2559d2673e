// The built CLI, run as a user runs it: exit codes, one-line errors, files written.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { botlab, ROBOTS, ROOT, scratchDir } from './support/cli.js';

function scratch(files: Record<string, string>): string {
  const dir = scratchDir();
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

const twoPilots = readFileSync(join(ROBOTS, 'robotank-bulwark.yaml'), 'utf8').replace('magazine: targeting-computer', 'magazine: civilian-pilot');

/** No stack trace: no "    at f (file:line)" frames and no Error class names. */
function expectNoStack(text: string) {
  expect(text).not.toMatch(/^\s+at .+\(.+:\d+:\d+\)$/m);
  expect(text).not.toMatch(/\b(Validation|Usage|Type|Reference)Error\b/);
}

describe('botlab validate', () => {
  it('accepts every bundled design, team and map (exit 0)', () => {
    const run = botlab('validate', 'designs/kriegbot');
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/ok {2}designs\/kriegbot\/robots\/robotank-bulwark\.yaml {2}\(design "Bulwark"\)/);
    expect(run.stdout).toMatch(/ok {2}designs\/kriegbot\/teams\/green-strike\.yaml {2}\(team "Green strike group"\)/);
    expect(run.stdout).toMatch(/ok {2}designs\/kriegbot\/scenarios\/04-capture-the-flag\.yaml {2}\(scenario "Capture the Flag"\)/);
    const files = ['robots', 'scenario-robots', 'teams', 'maps', 'scenarios'].reduce((sum, folder) => sum + readdirSync(join(ROOT, 'designs', 'kriegbot', folder)).length, 0);
    expect(run.stdout).toMatch(/ok {2}designs\/kriegbot\/maps\/default\.yaml {2}\(map "Default map \(reconstructed\)"\)/);
    expect(run.stdout.trim().split('\n')).toHaveLength(files);
  });

  it('rejects a design with two pilots: exit 2, naming the file, the field and the rule', () => {
    const dir = scratch({ 'two-pilots.yaml': twoPilots });
    const run = botlab('validate', join(dir, 'two-pilots.yaml'));
    expect(run.status).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/two-pilots\.yaml:12:3: systems\.magazine: holds a second pilot \(combat-pilot in dorsal-turret, civilian-pilot in magazine\) \[rule: a pilot is optional, but no more than one may be taken \(L123\)\]$/);
    expect(lines[1]).toBe('1 of 1 files invalid');
    expectNoStack(run.stderr);
  });

  it('reports malformed YAML with its line (exit 2)', () => {
    const dir = scratch({ 'broken.yaml': 'name: Broken\nweapons: [railgun\n' });
    const run = botlab('validate', join(dir, 'broken.yaml'));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/broken\.yaml: is not valid YAML or JSON at line \d+, column \d+/);
    expectNoStack(run.stderr);
  });

  it('reports a missing file (exit 2)', () => {
    const run = botlab('validate', 'designs/kriegbot/robots/no-such-robot.yaml');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^designs\/kriegbot\/robots\/no-such-robot\.yaml: no such file$/m);
  });

  it('keeps checking after a bad file and counts them', () => {
    const dir = scratch({ 'a.yaml': twoPilots, 'b.yaml': readFileSync(join(ROBOTS, 'robocar-interceptor.yaml'), 'utf8') });
    const run = botlab('validate', dir);
    expect(run.status).toBe(2);
    expect(run.stdout).toMatch(/ok {2}.*b\.yaml/);
    expect(run.stderr).toMatch(/1 of 2 files invalid/);
  });

  it('refuses an unknown option or game (exit 2, no stack)', () => {
    const option = botlab('validate', '--pilots=2', 'designs/kriegbot');
    expect(option.status).toBe(2);
    expect(option.stderr).toMatch(/Unknown argument/);
    const game = botlab('validate', '--game', 'kriegbat', 'designs/kriegbot');
    expect(game.status).toBe(2);
    expect(game.stderr.trim()).toBe('--game: unknown game "kriegbat" (known: kriegbot, hex-robots, junkyard-bots, maschinen-krieger, mecha-bots)');
    expectNoStack(option.stderr + game.stderr);
  });

  it('reports an invalid catalogue by file and field (exit 2)', () => {
    const dir = scratch({ 'templates.yaml': 'templates:\n  tank:\n    name: Tank\n' });
    const run = botlab('validate', '--catalogue', dir, 'designs/kriegbot');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/templates\.yaml:2:3: templates\.tank\.order: .*\[rule: catalogue file format/);
    expectNoStack(run.stderr);
  });
});

describe('botlab cards', () => {
  it('lists the catalogue by provenance', () => {
    const run = botlab('cards');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^section\s+id\s+name\s+set\s+values\s+stated\s+example\s+inferred\s+reconstructed$/m);
    expect(run.stdout).toMatch(/^weapon\s+guided-missile\s+Guided Missile\s+base/m);
  });

  it('shows one card with the source of each value', () => {
    const run = botlab('cards', 'guided-missile');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/functions\[0\]\.attack\.range\[1\]\[0\]\s+8\s+stated\s+L216-219/);
  });

  it('writes every value with its provenance as CSV', () => {
    const run = botlab('cards', '--csv', '--section', 'template');
    expect(run.status).toBe(0);
    const [header, ...rows] = run.stdout.trim().split('\n');
    expect(header).toBe('section,id,name,set,field,value,provenance,rulebook_lines,note');
    expect(rows).toContainEqual(expect.stringMatching(/^template,robotank,Robotank,base,slots\.hull\.locations\[0\],0,stated,L257,/));
  });

  it('suggests a name for an unknown entry (exit 2)', () => {
    const run = botlab('cards', 'railgn');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('cards: no entry "railgn" (did you mean "railgun"?)');
  });
});

describe('botlab study', () => {
  it('writes the catalogue, the design checks and a manifest; CSVs repeat byte for byte', () => {
    const first = mkdtempSync(join(tmpdir(), 'botlab-study-'));
    const second = mkdtempSync(join(tmpdir(), 'botlab-study-'));
    expect(botlab('study', '--game', 'kriegbot', '--out', first).status).toBe(0);
    expect(botlab('study', '--game', 'kriegbot', '--out', second).status).toBe(0);
    for (const name of ['catalogue.csv', 'designs.csv']) {
      expect(readFileSync(join(first, 'kriegbot', name), 'utf8')).toBe(readFileSync(join(second, 'kriegbot', name), 'utf8'));
    }
    const manifest = JSON.parse(readFileSync(join(first, 'kriegbot', 'run.json'), 'utf8'));
    expect(manifest).toMatchObject({ tool: 'botlab', command: 'study', game: 'kriegbot', rulesVersion: 1, policies: ['balanced', 'brawler'] });
    expect(manifest.rulesHash).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(first, 'kriegbot', 'designs.csv'), 'utf8')).not.toMatch(/invalid/);
    expect(readdirSync(join(first, 'kriegbot')).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(first, 'kriegbot', 'catalogue.csv'))).toBe(true);
  });

  it('studies only the games named with --game, and names the known games for an unknown one', () => {
    const out = mkdtempSync(join(tmpdir(), 'botlab-study-'));
    expect(botlab('study', '--game', 'hex-robots', '--games', '20', '--out', out).status).toBe(0);
    expect(readdirSync(out)).toEqual(['hex-robots']);
    expect(readFileSync(join(out, 'hex-robots', 'winrate.csv'), 'utf8')).toMatch(/^a,b,/);
    const wrong = botlab('study', '--game', 'hexrobots');
    expect([wrong.status, wrong.stderr.trim()]).toEqual([2, '--game: unknown game "hexrobots" (known: kriegbot, hex-robots, junkyard-bots, maschinen-krieger, mecha-bots)']);
  });
});

describe('botlab matrix --players N', () => {
  it('plays every table of N designs in every seat and writes standings.csv; --set players=N says the same', () => {
    const designs = ['balanced', 'warrior', 'teleporter'].map((name) => `designs/junkyard-bots/policies/${name}.yaml`);
    const [first, second] = [scratchDir(), scratchDir()];
    expect(botlab('matrix', ...designs, '--game', 'junkyard-bots', '--players', '3', '--games', '60', '--out', first).status).toBe(0);
    expect(botlab('matrix', ...designs, '--game', 'junkyard-bots', '--set', 'players=3', '--games', '60', '--out', second).status).toBe(0);
    const standings = readFileSync(join(first, 'standings.csv'), 'utf8');
    expect(standings).toBe(readFileSync(join(second, 'standings.csv'), 'utf8'));
    const lines = standings.trim().split('\n');
    expect(lines[0]).toMatch(/^table,players,entrant,policy,games,wins,win_share,ci_low,ci_high,parity,win_share_seat_1,win_share_seat_2,win_share_seat_3,/);
    expect(lines).toHaveLength(4); // one table of three, a row per entrant
  });

  it('refuses a table size the game does not allow (exit 2, one line)', () => {
    const run = botlab('matrix', 'designs/hex-robots/teams', '--game', 'hex-robots', '--players', '3');
    expect([run.status, run.stderr.trim()]).toEqual([2, '--players: hex-robots is played by 2 (got 3)']);
  });
});

describe('botlab replay A B', () => {
  it('writes the event log and the maps of game K of a hex-robots duel', () => {
    const out = mkdtempSync(join(tmpdir(), 'botlab-replay-'));
    const run = botlab('replay', 'designs/hex-robots/teams/mixed.yaml', 'designs/hex-robots/teams/gunline.yaml', '--game', 'hex-robots', '--index', '251', '--set', 'mapSeed=0', '--out', out);
    expect([run.status, run.stderr]).toEqual([0, '']);
    // Game 251 is the second game of the block's second seating: Gunline moves first.
    expect(run.stdout).toMatch(/^Mixed squad v Gunline \(mapSeed 0\), game 251 \(seed 1, Gunline first, game 1 of its block/);
    const events = readFileSync(join(out, 'replay-251.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(events[0]).toMatchObject({ event: 'game', game: 'hex-robots', seating: 1, index: 1, mapSeed: 0, teams: ['Gunline', 'Mixed squad'] });
    expect(events.at(-1)).toMatchObject({ event: 'end' });
    expect(readFileSync(join(out, 'replay-251.svg'), 'utf8')).toMatch(/^<svg/);
  });

  it('asks for two design files in a game without scenarios (exit 2)', () => {
    const run = botlab('replay', 'designs/hex-robots/teams/mixed.yaml', '--game', 'hex-robots');
    expect([run.status, run.stderr.trim()]).toEqual([2, 'replay: hex-robots has no scenarios; name two design files to replay a game of their duel']);
  });
});

describe('--help', () => {
  it.each(['', 'study', 'validate', 'cards'])('is available on %s', (command) => {
    const run = botlab(...(command === '' ? [] : [command]), '--help');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Options:/);
  });
});

describe('botlab odds', () => {
  it('prints dice,target,p_hit for 1-6 dice and silhouettes 0-30, exact to 1e-12', async () => {
    const run = botlab('odds');
    expect(run.status).toBe(0);
    const [header, ...rows] = run.stdout.trim().split('\n');
    expect(header).toBe('dice,target,p_hit');
    expect(rows).toHaveLength(6 * 31);
    const { totalDistributionBelow } = await import('../src/dice/exact.js');
    for (const row of rows) {
      const [dice, target, p] = row.split(',').map(Number) as [number, number, number];
      const below = totalDistributionBelow(dice, target).reduce((a, b) => a + b, 0);
      expect(Math.abs(p - (1 - below)), row).toBeLessThan(1e-12);
    }
  });

  it('takes --max-dice and --max-target', () => {
    const run = botlab('odds', '--max-dice', '2', '--max-target', '3');
    const rows = run.stdout.trim().split('\n').slice(1).map((row) => row.split(',').map(Number));
    expect(rows.map(([dice, target]) => `${dice},${target}`)).toEqual(['1,0', '1,1', '1,2', '1,3', '2,0', '2,1', '2,2', '2,3']);
    // By hand: one die reaches 1 unless it shows 0 (5/6); two dice reach 1 unless both show 0 (35/36).
    expect(rows[1]?.[2]).toBeCloseTo(5 / 6, 15);
    expect(rows[5]?.[2]).toBeCloseTo(35 / 36, 15);
  });

  it('gives a weapon against a template, range by range, as a table or CSV', () => {
    const text = botlab('odds', '--weapon', 'guided-missile', '--target', 'robocar');
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^Guided Missile\s+3-8\s+2\s+no\s+moving\s+3\s+0\.8333/m);
    const csv = botlab('odds', '--weapon', 'guided-missile', '--target', 'robocar', '--csv');
    const [header, first] = csv.stdout.trim().split('\n');
    expect(header).toBe('weapon,function,target,range,dice,overcharged,target_state,silhouette,p_hit,damage,disable,paint,fire,damage_loc0,damage_loc1,damage_loc2,damage_loc3,damage_loc4,disable_loc0,disable_loc1,disable_loc2,disable_loc3,disable_loc4,note');
    expect(first).toMatch(/^guided-missile,Guided Missile,robocar,3,2,no,moving,3,0\.83333333333333\d*,/);
    expect(csv.stdout).toMatch(/^guided-missile,Guided Missile,robocar,3,2,no,stationary,3,0,0,0,0,0,(0,){10}not allowed: the target neither moved nor is painted \(L341\)$/m);
    expect(text.stdout).toMatch(/stationary\s+3\s+0\s+0\s+0\s+0\s+0\s+not allowed: the target neither moved nor is painted \(L341\)/);
  });

  it('explains bad input in one line (exit 2)', () => {
    for (const [args, message] of [
      [['odds', '--max-dice', '0'], '--max-dice: must be a whole number from 1 to 50 (got 0)'],
      [['odds', '--weapon', 'railgn', '--target', 'robocar'], '--weapon: no card "railgn" with an attack (did you mean "railgun"?)'],
      [['odds', '--weapon', 'railgun'], '--weapon needs --target (one of rocketbot, helibot, hoverbot, spiderbot, robotank, robocar)'],
      [['odds', '--weapon', 'railgun', '--target', 'robocr'], '--target: unknown template "robocr" (did you mean "robocar"?)'],
    ] as const) {
      const run = botlab(...args);
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr.trim()).toBe(message);
    }
  });
});

describe('botlab space', () => {
  it('counts a template\'s loadouts and prints legal samples', () => {
    const run = botlab('space', '--template', 'robotank', '--sample', '2', '--seed', '5');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^266,595,840 legal Robotank loadouts from the green base cards$/m);
    expect(run.stdout.match(/^# sample \d$/gm)).toHaveLength(2);
  });

  it('names an unknown template with a suggestion (exit 2)', () => {
    const run = botlab('space', '--template', 'robotnak');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('--template: unknown template "robotnak" (did you mean "robotank"?)');
  });
});

describe('botlab search', () => {
  it('races loadouts of a template against the default field and writes top.csv and sidegrades.csv', () => {
    const out = scratchDir();
    const run = botlab('search', '--template', 'spiderbot', '--candidates', '24', '--budget', '20000', '--threads', '0', '--seed', '3', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/legal Spiderbot loadouts from the green base cards; raced 24 random ones against 6 opponents/);
    const top = readFileSync(join(out, 'top.csv'), 'utf8').trim().split('\n');
    expect(top[0]).toBe('rank,score,ci_low,ci_high,games,tied_with_best,policy,secondary,primary,thorax,rear-pylon,cockpit,skin,key');
    expect(top.length).toBe(21);
    expect(top[1]).toMatch(/^1,[0-9.]+,[0-9.]+,[0-9.]+,\d+,yes,/);
    const sidegrades = readFileSync(join(out, 'sidegrades.csv'), 'utf8').trim().split('\n');
    expect(sidegrades.length).toBeGreaterThanOrEqual(2);
    const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8'));
    expect(manifest.search).toMatchObject({ template: 'spiderbot', candidates: 24 });
    expect(manifest.games).toBeLessThanOrEqual(20000);
    // the leader as a design file, which validates
    const best = botlab('validate', join(out, 'best.yaml'));
    expect(best.status, best.stderr).toBe(0);
  });

  it('with the expansion tries each power core on the leading loadouts within the same budget (cores.csv)', () => {
    const out = scratchDir();
    const run = botlab('search', '--template', 'robocar', '--expansion', '--candidates', '24', '--budget', '30000', '--threads', '0', '--seed', '3', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const rows = readFileSync(join(out, 'cores.csv'), 'utf8').trim().split('\n').map((line) => line.split(','));
    expect(rows[0]?.join(',')).toBe('rank,core,score,ci_low,ci_high,games,best_core');
    const body = rows.slice(1);
    expect(body).toHaveLength(5 * 6); // five leaders, six cores each (L538)
    for (let rank = 1; rank <= 5; rank++) {
      const mine = body.filter((row) => row[0] === String(rank));
      expect(new Set(mine.map((row) => row[1])).size).toBe(6);
      expect(mine.filter((row) => row[6] === 'yes').length).toBeGreaterThanOrEqual(1);
    }
    expect(JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')).games).toBeLessThanOrEqual(30000);
  });

  it('refuses a bad field file with the file and field (exit 2)', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'field.yaml'), 'field:\n  - design: x.yaml\n    weight: -1\n');
    const run = botlab('search', '--template', 'robotank', '--field', join(dir, 'field.yaml'));
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/field\.yaml:3:5: field\[0\]\.weight: /);
  });
});

describe('errata', () => {
  const erratum = [
    'cards:',
    '  super-steel-skin:',
    '    functions:',
    '      - name: Super-steel',
    '        action: after-roll',
    '        electric: false',
    '        poweredUp: false',
    '        effect: { type: cancel-damage, uses: sacrifice, against: [GUN] }',
    '    sources:',
    '      functions[0].effect.uses: reconstructed - erratum under test, used up like Electro-reactive (L329)',
    '',
  ].join('\n');

  it('--errata overlays the catalogue for any command, with the new source', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'erratum.yaml'), erratum);
    const run = botlab('cards', 'super-steel-skin', '--errata', join(dir, 'erratum.yaml'));
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/functions\[0\]\.effect\.uses\s+sacrifice\s+reconstructed\s+erratum under test/);
  });

  it('botlab diff writes the change per matchup and per card, flagging the significant ones', () => {
    const dir = scratchDir();
    writeFileSync(join(dir, 'erratum.yaml'), erratum);
    const run = botlab('diff', join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'robocar-interceptor.yaml'), '--errata', join(dir, 'erratum.yaml'), '--games', '2000', '--threads', '0', '--out', dir);
    expect(run.status, run.stderr).toBe(0);
    const rows = readFileSync(join(dir, 'errata-diff.csv'), 'utf8').trim().split('\n');
    expect(rows[0]).toBe('scope,subject,measure,games,baseline,patched,change,change_low,change_high,significant');
    expect(rows).toContainEqual(expect.stringMatching(/^matchup,Bulwark vs Interceptor,win_rate,2000,.*,yes$/));
    expect(rows).toContainEqual(expect.stringMatching(/^card,super-steel-skin,win_rate,4000,/));
    expect(rows).toContainEqual(expect.stringMatching(/^card,super-steel-skin,pick_rate,,/));
  });

  it('diff without --errata is a usage error (exit 2)', () => {
    const run = botlab('diff');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('diff: needs --errata FILE (a YAML patch over the catalogue)');
  });
});

describe('botlab meta', () => {
  it('writes the equilibrium with its robustness, and pick rates with buff and nerf flags', () => {
    const out = scratchDir();
    const run = botlab('meta', join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'helibot-hornet.yaml'), join(ROBOTS, 'rocketbot-striker.yaml'), '--games', '600', '--resamples', '50', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const meta = readFileSync(join(out, 'meta.csv'), 'utf8').trim().split('\n');
    expect(meta[0]).toBe('design,template,policy,equilibrium_weight,score_vs_mixture,ci_low,ci_high,support_frequency,mean_resampled_weight');
    const weights = meta.slice(1).map((line) => Number(line.split(',')[3]));
    expect(weights.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    const picks = readFileSync(join(out, 'pickrate.csv'), 'utf8').trim().split('\n');
    expect(picks).toHaveLength(47); // the 46 green base cards
    expect(picks.slice(1).some((line) => line.endsWith(',untested'))).toBe(true);
  });
});

describe('botlab team', () => {
  it('with the expansion gives each robot a different core from the three the team is dealt (L538)', () => {
    const out = scratchDir();
    const run = botlab('team', '--templates', 'robocar,helibot', '--pool', 'green', '--expansion', '--cores', 'fuel-cell,mhd-generator,nanowire-battery', '--budget', '8000', '--candidates', '8', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^power cores dealt \(L538\): fuel-cell, mhd-generator, nanowire-battery$/m);
    const team = parse(readFileSync(join(out, 'best-team.yaml'), 'utf8')) as { expansion: boolean; robots: { core: string }[] };
    expect(team.expansion).toBe(true);
    const cores = team.robots.map((robot) => robot.core);
    expect(new Set(cores).size).toBe(2);
    for (const core of cores) expect(['fuel-cell', 'mhd-generator', 'nanowire-battery']).toContain(core);
    expect(botlab('validate', join(out, 'best-team.yaml')).status).toBe(0);
    // cores.csv: the best team with each of the six ways to give its two robots two of the three cores.
    const shares = readFileSync(join(out, 'cores.csv'), 'utf8').trim().split('\n');
    expect(shares[0]).toBe('robocar,helibot,score,ci_low,ci_high,games,best');
    expect(shares).toHaveLength(7);
    expect(new Set(shares.slice(1).map((line) => line.split(',').slice(0, 2).join(',')))).toHaveProperty('size', 6);
    const chosen = shares.find((line) => line.endsWith(',yes'))?.split(',').slice(0, 2);
    expect(cores).toEqual(chosen); // best-team.yaml takes the best share
    expect(botlab('team', '--templates', 'robocar', '--expansion', '--cores', 'fuel-cell,fuel-cell,mhd-generator').stderr.trim()).toBe('--cores: three different power cores, comma-separated (each team is dealt three, L538)');
  });

  it('finds a team that draws each card at most once from the pool, and writes it as a valid team file', () => {
    const out = scratchDir();
    const run = botlab('team', '--templates', 'robocar,spiderbot', '--pool', 'yellow', '--candidates', '12', '--budget', '20000', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(out, 'teams.csv'), 'utf8').split('\n')[0]).toBe('rank,score,ci_low,ci_high,games,robocar,spiderbot');
    const check = botlab('validate', join(out, 'best-team.yaml'));
    expect(check.status, check.stderr).toBe(0);
  });

  it('refuses a template twice (L355), exit 2', () => {
    const run = botlab('team', '--templates', 'robocar,robocar');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('--templates: each template at most once (L355)');
  });
});

describe('botlab meta --from-search', () => {
  it('takes the best loadouts of a search as its designs', () => {
    const out = scratchDir();
    expect(botlab('search', '--template', 'rocketbot', '--candidates', '16', '--budget', '12000', '--threads', '0', '--out', out).status).toBe(0);
    const run = botlab('meta', '--from-search', out, '--top', '4', '--games', '300', '--resamples', '20', '--threads', '0', '--out', out);
    expect(run.status, run.stderr).toBe(0);
    const meta = readFileSync(join(out, 'meta.csv'), 'utf8').trim().split('\n');
    expect(meta).toHaveLength(5);
    expect(meta.slice(1).every((line) => /^rocketbot #\d,rocketbot,/.test(line))).toBe(true);
  });

  it('reads a Mecha Bots search, whose keys are quoted JSON, and refuses a top.csv that is not a table (exit 2)', () => {
    const out = scratchDir();
    expect(botlab('search', '--game', 'mecha-bots', '--components', '12', '--candidates', '8', '--budget', '6000', '--threads', '0', '--out', out).status).toBe(0);
    const folder = out;
    const metaOut = scratchDir();
    const run = botlab('meta', '--game', 'mecha-bots', '--from-search', folder, '--top', '3', '--games', '100', '--resamples', '20', '--threads', '0', '--out', metaOut);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(metaOut, 'meta.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(',')[0]).sort()).toEqual(['#1 searched layout', '#2 searched layout', '#3 searched layout']);
    const best = botlab('validate', '--game', 'mecha-bots', join(folder, 'best.yaml'));
    expect(best.status, best.stderr).toBe(0);
    writeFileSync(join(folder, 'top.csv'), 'rank,score\n1,"0.5\n');
    const bad = botlab('meta', '--game', 'mecha-bots', '--from-search', folder, '--threads', '0', '--out', metaOut);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^--from-search: .*top\.csv is not the table botlab search writes \(.+\)\n$/);
  });
});

describe('botlab map', () => {
  it('draws a map file, and generates valid maps from a seed', () => {
    const drawn = botlab('map', 'designs/kriegbot/maps/default.yaml');
    expect(drawn.status).toBe(0);
    expect(drawn.stdout).toMatch(/^ {2}9 {2}D ~ ~ ~ ~ ~ ~ = ~/m);
    const dir = scratchDir();
    const generated = botlab('map', '--generate', '42', '--yaml');
    expect(generated.status).toBe(0);
    writeFileSync(join(dir, 'generated.yaml'), generated.stdout);
    expect(botlab('validate', join(dir, 'generated.yaml')).status).toBe(0);
  });

  it('asks for a file or a seed (exit 2)', () => {
    const run = botlab('map');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('map: give a map file or --generate SEED');
  });
});

describe('game settings (--set)', () => {
  const pair = [join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'robocar-interceptor.yaml')];
  it('--range is --set startRange: the same duel', () => {
    const [one, two] = [scratchDir(), scratchDir()];
    expect(botlab('duel', ...pair, '--games', '40', '--threads', '0', '--set', 'startRange=4', '--out', one).status).toBe(0);
    expect(botlab('duel', ...pair, '--games', '40', '--threads', '0', '--range', '4', '--out', two).status).toBe(0);
    expect(readFileSync(join(one, 'duel.csv'), 'utf8')).toBe(readFileSync(join(two, 'duel.csv'), 'utf8'));
    expect(JSON.parse(readFileSync(join(one, 'run.json'), 'utf8')).settings.startRange).toBe(4);
  });
  it('a setting the game does not declare: exit 2, one line naming it and the ones it has', () => {
    const run = botlab('duel', ...pair, '--games', '10', '--set', 'teamSize=3');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toBe('--set teamSize: kriegbot has no setting "teamSize" (its settings: startRange)');
  });
});
