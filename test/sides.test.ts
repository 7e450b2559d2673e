// `--side NAME=FILE` and Kriegbot's `--green`/`--yellow` aliases as a playtester runs them: both
// forms play the same games and write the same CSV files, with Kriegbot's column names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, scratchDir } from './support/cli.js';

const TEAMS = 'designs/kriegbot/teams';

/** The CSV files a run wrote, by name. */
function run(files: readonly string[], ...args: string[]): Record<string, string> {
  const out = scratchDir();
  const result = botlab(...args, '--threads', '0', '--out', out);
  expect([result.status, result.stderr]).toEqual([0, '']);
  return Object.fromEntries(files.map((file) => [file, readFileSync(join(out, file), 'utf8')]));
}

describe('teams by side', () => {
  it('--side green=A --side yellow=B writes the same CSV files as --green A --yellow B', () => {
    const files = ['scenario.csv', 'sides.csv'];
    const common = ['scenario', 'showdown', '--games', '40', '--seed', '3'];
    const aliases = run(files, ...common, '--green', `${TEAMS}/green-lone-pilot.yaml`, '--yellow', `${TEAMS}/yellow-lone-pilot.yaml`);
    const generic = run(files, ...common, '--side', `green=./${TEAMS}/green-lone-pilot.yaml`, '--side', `yellow=${TEAMS}/yellow-lone-pilot.yaml`);
    expect(generic).toEqual(aliases);
    expect(aliases['scenario.csv']?.split('\n')[0]).toBe('scenario,map,green,yellow,policies_green,policies_yellow,games,outcome,count,share,ci_low,ci_high');
    expect(aliases['scenario.csv']).toContain('Green lone pilot,Yellow lone pilot');
  });

  it('--side-policy green=P writes the same campaign CSV files as --green-policy P', () => {
    const files = ['campaign.csv', 'gangs.csv', 'missions.csv'];
    const aliases = run(files, 'campaign', '--games', '3', '--seed', '2', '--green-policy', 'brawler');
    expect(run(files, 'campaign', '--games', '3', '--seed', '2', '--side-policy', 'green=brawler')).toEqual(aliases);
    expect(aliases['gangs.csv']).toMatch(/green gang,brawler/);
  });

  it.each([
    [['scenario', 'showdown', '--side', 'purple=x.yaml'], /^--side purple=x\.yaml: kriegbot has no side "purple"; its sides are green, yellow$/],
    [['scenario', 'showdown', '--side', 'gren=x.yaml'], /^--side gren=x\.yaml: kriegbot has no side "gren" \(did you mean "green"\?\); its sides are green, yellow$/],
    [['referee', 'showdown', '--side', 'purple=x.yaml'], /^--side purple=x\.yaml: kriegbot has no side "purple"/],
    [['campaign', '--side-policy', 'purple=brawler'], /^--side-policy purple=brawler: kriegbot has no side "purple"; its sides are green, yellow$/],
    [['scenario', 'showdown', '--side', 'green'], /^--side: NAME=FILE \(got "green"\)$/],
    [['scenario', '20', '--side', `green=${TEAMS}/green-strike.yaml`], /^--green: 20 is a campaign/],
  ])('bad side %j: one line naming the valid sides, exit 2', (args, message) => {
    const result = botlab(...args);
    expect(result.status).toBe(2);
    expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(result.stderr.trimEnd()).toMatch(message);
  });
});
