// The team space (R-team, R-hands): 210 multisets of four from the 7 legal loadouts per policy,
// every one a valid team file, back from top.csv unchanged, and neighbours one change away.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DesignSpace } from '../../../kernel/design-space.js';
import { Rng } from '../../../rng/rng.js';
import { checkDocument } from '../catalogue/check-document.js';
import { legalLoadouts, loadoutKey } from '../catalogue/loadout-space.js';
import type { Team } from '../catalogue/team-file.js';
import { bundledHexRobots, HEX_ROBOTS_DESIGNS } from '../test-support/bundled.js';
import { readDataFile } from '../../../cli/load.js';
import { hexRobotsSearch, type HexTeam } from './search-rules.js';

const catalogue = bundledHexRobots();
const policies = [...catalogue.policies.keys()];
const noFiles = () => ({ file: '(none)', path: '', message: 'no files here' });

function spaceOf(given: Record<string, unknown> = {}): DesignSpace<HexTeam> {
  const space = hexRobotsSearch.space(catalogue, given);
  if (typeof space === 'string') throw new Error(space);
  return space;
}

/** A team file's robots as a multiset of loadout names, and its policy. */
const fileKey = (team: Team) => `${team.policy}: ${team.robots.map((robot) => loadoutKey(robot.items)).sort().join(' / ')}`;

/** How many robots' loadouts must change to turn one team into the other (multiset difference). */
function loadoutChanges(a: HexTeam, b: HexTeam): number {
  const left = a.robots.map(loadoutKey);
  for (const name of b.robots.map(loadoutKey)) {
    const at = left.indexOf(name);
    if (at >= 0) left.splice(at, 1);
  }
  return left.length;
}

describe('the hex-robots team space', () => {
  it('counts 210 teams for one policy and 210 per policy when every policy varies', () => {
    const one = spaceOf({ policy: 'balanced' });
    expect(one.count().total).toBe(210n);
    expect(one.title).toBe('teams of 4 from the 7 legal loadouts (balanced policy)');
    expect(one.folder).toBe('search-teams');
    expect(one.policies).toEqual(['balanced']);
    expect(one.recorded).toEqual({ policies: ['balanced'], teamSize: 4 });
    expect(one.count().lines.map((line) => line.split(' (')[0])).toEqual(['loadouts 7', 'multisets 210', 'policies 1']);
    const all = spaceOf();
    expect(all.count().total).toBe(210n * BigInt(policies.length));
    expect(all.policies).toEqual(policies);
    expect(spaceOf({ policy: 'gunline, brawler' }).count().total).toBe(420n);
  });

  it('enumerates that many distinct keys, in a fixed order', () => {
    for (const space of [spaceOf({ policy: 'balanced' }), spaceOf()]) {
      const keys = [...(space.enumerate?.() ?? [])].map((team) => space.key(team));
      expect(BigInt(keys.length)).toBe(space.count().total);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...(space.enumerate?.() ?? [])].map((team) => space.key(team))).toEqual(keys);
    }
  });

  it('gives equal keys to one team in any order, and different keys to different policies', () => {
    const space = spaceOf();
    const robots = [['gun', 'shield'], [], ['gun'], ['gun', 'shield']];
    expect(space.key({ policy: 'balanced', robots })).toBe(space.key({ policy: 'balanced', robots: [...robots].reverse() }));
    expect(space.key({ policy: 'balanced', robots })).not.toBe(space.key({ policy: 'gunline', robots }));
    expect(space.key({ policy: 'balanced', robots })).not.toContain(',');
  });

  it('writes every team as a file the game accepts, with the columns of top.csv', () => {
    const space = spaceOf();
    expect(space.columns).toEqual(['policy', 'robot_1', 'robot_2', 'robot_3', 'robot_4']);
    for (const team of space.enumerate?.() ?? []) {
      const file = space.toFile(team);
      const check = checkDocument(file, catalogue, noFiles);
      expect(check.problems, space.key(team)).toEqual([]);
      expect(check.kind).toBe('team');
      expect((file.data as Team).robots.map((robot) => robot.name)).toEqual(['R1', 'R2', 'R3', 'R4']);
      expect(fileKey(file.data as Team)).toBe(space.key(team));
    }
    const row = space.row({ policy: 'gunline', robots: [[], ['gun'], ['gun', 'shield'], ['shield', 'melee-weapon']] });
    expect(row).toEqual({ policy: 'gunline', robot_1: 'empty', robot_2: 'gun', robot_3: 'gun+shield', robot_4: 'shield+melee-weapon' });
  });

  it('samples only legal teams, uniformly over the multisets', () => {
    const space = spaceOf({ policy: 'balanced' });
    const rng = new Rng(7, 1);
    const seen = new Map<string, number>();
    const draws = 21_000;
    for (let i = 0; i < draws; i++) {
      const team = space.random(rng);
      const key = space.key(team);
      if (!seen.has(key)) expect(checkDocument(space.toFile(team), catalogue, noFiles).problems, key).toEqual([]);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(210);
    // 100 expected per team; drawing robots one at a time would give a four-different team 24 times a four-alike one.
    for (const count of seen.values()) expect(count).toBeGreaterThan(50);
    for (const count of seen.values()) expect(count).toBeLessThan(160);
    const both = spaceOf();
    const policiesSeen = new Set(Array.from({ length: 200 }, () => both.random(rng).policy));
    expect([...policiesSeen].sort()).toEqual([...policies].sort());
  });

  it('walks to neighbours one change away: one robot\'s loadout, or the policy', () => {
    const space = spaceOf();
    const rng = new Rng(11, 2);
    for (let i = 0; i < 60; i++) {
      const team = space.random(rng);
      const neighbours = space.neighbours(team);
      const keys = neighbours.map((next) => space.key(next));
      expect(new Set(keys).size).toBe(keys.length);
      expect(keys).not.toContain(space.key(team));
      const distinct = new Set(team.robots.map(loadoutKey)).size;
      // Each distinct loadout can become any of the 6 others; the policy any of the others.
      expect(neighbours.length).toBe(distinct * 6 + policies.length - 1);
      for (const next of neighbours) {
        const changes = loadoutChanges(team, next) + (next.policy === team.policy ? 0 : 1);
        expect(changes, `${space.key(team)} -> ${space.key(next)}`).toBe(1);
        expect(checkDocument(space.toFile(next), catalogue, noFiles).problems).toEqual([]);
      }
    }
  });

  it('rebuilds a design from its top.csv row with the same key', () => {
    const space = spaceOf();
    for (const team of space.enumerate?.() ?? []) {
      const row = { rank: '3', score: '0.5', ...space.row(team), key: space.key(team) };
      const rebuilt = hexRobotsSearch.rebuild(row, space.recorded) as Team;
      expect(fileKey(rebuilt)).toBe(space.key(team));
      expect(checkDocument({ path: 'rebuilt', data: rebuilt }, catalogue, noFiles).problems).toEqual([]);
    }
    // run.json round trip: the record as JSON, a cell written "none".
    const recorded = JSON.parse(JSON.stringify(space.recorded)) as Record<string, unknown>;
    const rebuilt = hexRobotsSearch.rebuild({ rank: '1', policy: 'brawler', robot_1: 'none', robot_2: 'empty', robot_3: 'melee-weapon', robot_4: 'shield+melee-weapon' }, recorded) as Team;
    expect(rebuilt.robots.map((robot) => robot.items)).toEqual([[], [], ['melee-weapon'], ['shield', 'melee-weapon']]);
    expect(rebuilt.name).toMatch(/^#1 brawler: /);
  });

  it('refuses an unknown policy, naming the option and the known ones', () => {
    expect(hexRobotsSearch.space(catalogue, { policy: 'gunlin' })).toBe('--policy: unknown policy "gunlin" (did you mean "gunline"?) (known: balanced, gunline, brawler, skirmisher) (a team names a catalogue policy)');
    expect(hexRobotsSearch.space(catalogue, { policy: ' , ' })).toMatch(/^--policy: name a policy/);
    expect(hexRobotsSearch.options.map((option) => option.name)).toEqual(['policy']);
  });
});

describe('the hex-robots field and pick rates', () => {
  it('plays every bundled team by default, each a valid team', () => {
    const field = hexRobotsSearch.defaultField({});
    const bundled = readdirSync(join(HEX_ROBOTS_DESIGNS, 'teams')).filter((name) => name.endsWith('.yaml')).map((name) => `teams/${name}`);
    expect([...field].sort()).toEqual(bundled.sort());
    for (const path of field) expect(checkDocument(readDataFile(join(HEX_ROBOTS_DESIGNS, path)), catalogue, noFiles).problems, path).toEqual([]);
    expect(hexRobotsSearch.bundled).toBe('teams');
  });

  it('pools the 7 loadouts, and names a team\'s loadouts by the pool\'s names in any item order', () => {
    const pool = hexRobotsSearch.pool(catalogue, []);
    expect(pool).toEqual(legalLoadouts(catalogue).map((loadout) => ({ part: loadoutKey(loadout), kind: 'loadout' })));
    expect(pool).toHaveLength(7);
    const parts = hexRobotsSearch.partsOf({ name: 't', policy: 'balanced', robots: [{ items: ['shield', 'gun'] }, { items: [] }, { items: ['melee-weapon'] }, { items: ['gun', 'shield'] }] });
    const names = pool.map((entry) => entry.part);
    expect(names.filter((name) => parts.includes(name)).sort()).toEqual(['empty', 'gun+shield', 'melee-weapon']);
    const mixed = readDataFile(join(HEX_ROBOTS_DESIGNS, 'teams', 'mixed.yaml')).data;
    expect(names.filter((name) => hexRobotsSearch.partsOf(mixed).includes(name)).sort()).toEqual(['gun+melee-weapon', 'gun+shield', 'shield+melee-weapon']);
    expect(hexRobotsSearch.partsOf(null)).toEqual([]);
  });
});
