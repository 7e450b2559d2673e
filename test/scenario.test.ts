// `botlab scenario` and `botlab replay` as a playtester runs them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, scratchDir } from './support/cli.js';

describe('botlab scenario', () => {
  it('gives identical CSV files with 1 and 2 threads for one seed, and records the run', () => {
    const [one, two] = [scratchDir(), scratchDir()];
    const a = botlab('scenario', 'capture-the-flag', '--games', '600', '--seed', '9', '--threads', '1', '--out', one);
    const b = botlab('scenario', '4', '--games', '600', '--seed', '9', '--threads', '2', '--out', two);
    expect([a.status, b.status, a.stderr, b.stderr]).toEqual([0, 0, '', '']);
    for (const file of ['scenario.csv', 'sides.csv']) expect(readFileSync(join(one, file), 'utf8')).toBe(readFileSync(join(two, file), 'utf8'));
    const csv = readFileSync(join(one, 'scenario.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('scenario,map,green,yellow,policies_green,policies_yellow,games,outcome,count,share,ci_low,ci_high');
    const counts = csv.slice(1).map((line) => Number(line.split(',')[8]));
    expect(counts.reduce((x, y) => x + y, 0)).toBe(600);
    const run = JSON.parse(readFileSync(join(one, 'run.json'), 'utf8')) as Record<string, unknown>;
    expect([run['seed'], run['games'], run['command']]).toEqual([9, 600, 'scenario capture-the-flag']);
    expect(run['inputs']).toEqual(expect.arrayContaining([expect.stringMatching(/04-capture-the-flag\.yaml$/), expect.stringMatching(/default\.yaml$/)]));
  });

  it.each([
    [['scenario', 'nope'], /^scenario "nope": no such file or bundled scenario/],
    [['scenario', 'honcho', '--yellow', 'designs/kriegbot/teams/green-strike.yaml'], /green-strike\.yaml:4:1: robots: has 3 robots; the yellow side takes 1 \[rule: The Honcho \(scenario 3\)/],
    [['scenario', 'showdown', '--map', 'designs/kriegbot/maps/none.yaml'], /none\.yaml: no such file/],
    [['scenario', 'showdown', '--games', '0'], /^--games: must be a whole number/],
    [['replay', 'showdown', '--index', '-1'], /^--index: a game number from 0/],
  ])('bad input %j: one line naming the problem, exit 2', (args, message) => {
    const run = botlab(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')[0]).toMatch(message);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('a scenario that deals its robots (Musical Chairs, L677)', () => {
  it('deals afresh for every two games, gives identical CSV files on the main thread and on 2 threads, and replays each game as it was played', () => {
    const [one, two] = [scratchDir(), scratchDir()];
    const a = botlab('scenario', 'musical-chairs', '--games', '4', '--seed', '5', '--threads', '0', '--out', one);
    const b = botlab('scenario', '17', '--games', '4', '--seed', '5', '--threads', '2', '--out', two);
    expect([a.status, b.status, a.stderr, b.stderr]).toEqual([0, 0, '', '']);
    expect(a.stdout).toMatch(/4 games, robots dealt afresh for every two games/);
    for (const file of ['scenario.csv', 'sides.csv']) expect(readFileSync(join(one, file), 'utf8')).toBe(readFileSync(join(two, file), 'utf8'));
    const counts = Object.fromEntries(readFileSync(join(one, 'scenario.csv'), 'utf8').trim().split('\n').slice(1).map((line) => [line.split(',')[7], Number(line.split(',')[8])]));
    const winners = Array.from({ length: 4 }, (_, k) => /^winner: (\w+)/m.exec(botlab('replay', 'musical-chairs', '--index', String(k), '--seed', '5', '--out', one).stdout)?.[1]);
    expect({ green: winners.filter((w) => w === 'green').length, yellow: winners.filter((w) => w === 'yellow').length, nobody: winners.filter((w) => w === 'nobody').length })
      .toEqual({ green: counts['green wins'], yellow: counts['yellow wins'], nobody: (counts['draws'] ?? 0) + (counts['stalls'] ?? 0) });
  });

  it('plays the given teams instead when a team is given', () => {
    const run = botlab('scenario', 'musical-chairs', '--games', '4', '--threads', '0', '--green', 'designs/kriegbot/teams/green-chairs.yaml', '--out', scratchDir());
    expect(run.status).toBe(0);
    expect(run.stdout).not.toMatch(/dealt/);
  });
});

describe('botlab campaign', () => {
  it('plays the Apocalypse Campaign with identical CSV files on the main thread and on 2 threads, and records the run', () => {
    const [one, two] = [scratchDir(), scratchDir()];
    const a = botlab('campaign', '--games', '8', '--seed', '3', '--threads', '0', '--out', one);
    const b = botlab('scenario', '20', '--games', '8', '--seed', '3', '--threads', '2', '--out', two);
    expect([a.status, b.status, a.stderr, b.stderr]).toEqual([0, 0, '', '']);
    expect(a.stdout).toMatch(/^Apocalypse Campaign: 8 campaigns, seed 3/);
    for (const file of ['campaign.csv', 'gangs.csv', 'missions.csv', 'cards.csv']) expect(readFileSync(join(one, file), 'utf8')).toBe(readFileSync(join(two, file), 'utf8'));
    const csv = readFileSync(join(one, 'campaign.csv'), 'utf8').trim().split('\n');
    expect(csv[0]).toBe('campaign,policies,campaigns,outcome,count,share,ci_low,ci_high,mean_missions');
    expect(csv.slice(1).map((line) => line.split(',')[3])).toEqual(['green-gang', 'yellow-gang', 'both-wiped-out', 'unfinished']);
    expect(csv.slice(1).reduce((sum, line) => sum + Number(line.split(',')[4]), 0)).toBe(8);
    const missions = readFileSync(join(one, 'missions.csv'), 'utf8').trim().split('\n');
    const all = missions.at(-1)?.split(',') ?? [];
    const cards = readFileSync(join(one, 'cards.csv'), 'utf8').trim().split('\n').slice(1).map((line) => line.split(','));
    expect(cards.reduce((sum, row) => sum + Number(row[3]), 0)).toBeCloseTo(Number(all[2]) * Number(all[9]), 3); // lost cards = missions x items lost a mission
    const run = JSON.parse(readFileSync(join(one, 'run.json'), 'utf8')) as Record<string, unknown>;
    expect([run['seed'], run['campaigns'], run['games'], run['policies']]).toEqual([3, 8, Number(missions.at(-1)?.split(',')[2]), ['balanced']]);
    expect(run['inputs']).toEqual(expect.arrayContaining([expect.stringMatching(/20-apocalypse-campaign\.yaml$/), expect.stringMatching(/18-bombs-away\.yaml$/)]));
  });

  it('plays each gang\'s robots by the policy given for it, and reports it', () => {
    const out = scratchDir();
    const run = botlab('campaign', '--games', '4', '--threads', '0', '--green-policy', 'brawler', '--out', out);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const gangs = readFileSync(join(out, 'gangs.csv'), 'utf8').trim().split('\n').map((line) => line.split(','));
    expect(gangs.map((row) => row.slice(1, 3))).toEqual([['gang', 'policy'], ['green gang', 'brawler'], ['yellow gang', 'balanced']]);
    expect((JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as Record<string, unknown>)['policies']).toEqual(['balanced', 'brawler']);
  });

  it.each([
    [['campaign', '--yellow-policy', 'brawlr'], /^--yellow-policy: unknown policy "brawlr" \(did you mean "brawler"\?\)/],
    [['scenario', '20', '--green', 'designs/kriegbot/teams/green-strike.yaml'], /^--green: 20 is a campaign/],
    [['scenario', '20', '--ci', '0.05'], /^--ci: a campaign run plays a fixed number/],
    [['campaign', 'showdown'], /01-showdown\.yaml: not a campaign/],
    [['campaign', '--games', '0'], /^--games: must be a whole number/],
  ])('bad input %j: one line naming the problem, exit 2', (args, message) => {
    const run = botlab(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')[0]).toMatch(message);
  });
});

describe('--mode scenario', () => {
  const robots = (name: string) => `designs/kriegbot/robots/${name}.yaml`;

  it('matrix plays each pair in a one-on-one Showdown on the map and says so in run.json', () => {
    const out = scratchDir();
    const run = botlab('matrix', robots('robotank-bulwark'), robots('robocar-interceptor'), '--mode', 'scenario', '--map', 'open-field', '--games', '200', '--out', out);
    expect([run.status, run.stderr]).toEqual([0, '']);
    const rows = readFileSync(join(out, 'winrate.csv'), 'utf8').trim().split('\n');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatch(/^Bulwark,Interceptor,brawler,balanced,200,/);
    const manifest = JSON.parse(readFileSync(join(out, 'run.json'), 'utf8')) as Record<string, unknown>;
    expect(manifest['command']).toBe('matrix --mode scenario --scenario showdown');
    expect(manifest['inputs']).toEqual(expect.arrayContaining([expect.stringMatching(/open-field\.yaml$/)]));
  });

  it('team scores whole teams by the scenario and writes a team botlab validate accepts', () => {
    const out = scratchDir();
    const run = botlab('team', '--templates', 'robotank,helibot', '--pool', 'green', '--mode', 'scenario', '--budget', '2000', '--candidates', '4', '--out', out);
    expect([run.status, run.stderr]).toEqual([0, '']);
    expect(run.stdout).toMatch(/teams from the green pool in showdown against .*yellow-raiders\.yaml/);
    expect(botlab('validate', join(out, 'best-team.yaml')).status).toBe(0);
  });

  it('refuses a scenario that gives one side special rules', () => {
    const run = botlab('matrix', robots('robotank-bulwark'), robots('robocar-interceptor'), '--mode', 'scenario', '--scenario', 'honcho');
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/03-the-honcho\.yaml:19:1: honcho: gives one side special rules, so it cannot score designs or teams against each other/);
  });
});

describe('botlab replay', () => {
  it('draws the map after every turn and writes the events as JSONL, ending with the winner', () => {
    const out = scratchDir();
    const run = botlab('replay', 'showdown', '--index', '3', '--out', out);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/after turn 1\n {2}0 {2}/);
    const events = readFileSync(join(out, 'replay-3.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.filter((e) => e['event'] === 'place').length).toBeGreaterThanOrEqual(5);
    expect(events.some((e) => e['event'] === 'attack' && typeof e['card'] === 'string' && Array.isArray(e['faces']))).toBe(true);
    expect(events[0]?.['event']).toBe('game'); // the header: scenario, map and units
    const last = events.at(-1);
    expect(last?.['event']).toBe('win');
    expect(run.stdout).toContain(`winner: ${String(last?.['winner'])}`);
    const svg = readFileSync(join(out, 'replay-3.svg'), 'utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    const turns = Math.max(...events.map((e) => Number(e['turn'])));
    expect(svg.match(/after turn \d+/g)).toHaveLength(turns); // one small map per turn played
  });
});
