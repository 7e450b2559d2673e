// `botlab referee` and `botlab replay --check` as a playtester runs them: a clean game passes,
// a tampered log is caught with the rule's line, and bad input is one line and exit 2.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, ROBOTS, scratchDir } from './support/cli.js';

describe('botlab referee', () => {
  it('plays and checks the first games of a scenario, of the campaign and of a duel: no violations, exit 0', () => {
    const scenario = botlab('referee', 'showdown', '--games', '3', '--seed', '4');
    expect([scenario.status, scenario.stderr]).toEqual([0, '']);
    expect(scenario.stdout).toMatch(/^refereed 3 games \([\d,]+ events\): no violations$/m);
    const campaign = botlab('referee', '20', '--games', '1', '--seed', '4');
    expect([campaign.status, campaign.stderr]).toEqual([0, '']);
    expect(campaign.stdout).toMatch(/^refereed \d+ games \([\d,]+ events\): no violations$/m);
    const duel = botlab('referee', '--duel', join(ROBOTS, 'robotank-bulwark.yaml'), join(ROBOTS, 'hoverbot-saucer.yaml'), '--games', '2');
    expect([duel.status, duel.stderr]).toEqual([0, '']);
    expect(duel.stdout).toMatch(/^refereed 2 games \([\d,]+ events\): no violations$/m);
  });

  it('checks a log botlab replay wrote, and names the event and the rule when the log was tampered with', () => {
    const out = scratchDir();
    const replay = botlab('replay', 'showdown', '--index', '0', '--seed', '4', '--out', out, '--check');
    expect([replay.status, replay.stderr]).toEqual([0, '']);
    expect(replay.stdout).toMatch(/^refereed 1 game \([\d,]+ events\): no violations$/m);
    const log = join(out, 'replay-0.jsonl');
    expect(botlab('referee', '--log', log).status).toBe(0);

    // One more die on the first attack than its range band rolls.
    const lines = readFileSync(log, 'utf8').trim().split('\n');
    const first = lines.findIndex((line) => (JSON.parse(line) as { event: string }).event === 'attack');
    expect(first).toBeGreaterThan(0);
    const attack = JSON.parse(lines[first] ?? '') as { faces: number[]; total: number };
    lines[first] = JSON.stringify({ ...attack, faces: [...attack.faces, 1], total: attack.total + 1 });
    const tampered = join(out, 'tampered.jsonl');
    writeFileSync(tampered, lines.join('\n') + '\n');
    const caught = botlab('referee', '--log', tampered);
    expect(caught.status).toBe(2);
    expect(caught.stdout).toContain(`tampered.jsonl: turn 1, event ${first}:`);
    expect(caught.stdout).toMatch(/faces .* from \d+ dice \[rule: .*\(L\d+\)\]/);
    expect(caught.stderr).toMatch(/^refereed 1 game \([\d,]+ events\): \d+ violations? in 1 game$/m);
  });

  it.each([
    [['referee'], /^referee: name one scenario, or --duel A B, or --log FILE\.\./],
    [['referee', 'showdown', '--log', 'x.jsonl'], /^referee: name one scenario, or --duel A B, or --log FILE\.\./],
    [['referee', '--log', 'designs/kriegbot/none.jsonl'], /none\.jsonl: no such file/],
    [['referee', '--log', 'designs/kriegbot/maps/default.yaml'], /default\.yaml:1: not a JSON line/],
    [['referee', '--duel', join(ROBOTS, 'robotank-bulwark.yaml')], /^--duel: two design files \(got 1\)/],
    [['referee', 'showdown', '--games', '0'], /^--games: must be a whole number/],
  ])('bad input %j: one line naming the problem, exit 2', (args, message) => {
    const run = botlab(...args);
    expect(run.status).toBe(2);
    expect(run.stderr.trim().split('\n')[0]).toMatch(message);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  });
});
