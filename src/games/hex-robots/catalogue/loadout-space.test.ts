// The design space: 7 loadouts under the hands rule (R-hands), 210 teams of four (R-team).
import { describe, expect, it } from 'vitest';
import { bundledHexRobots } from '../test-support/bundled.js';
import { checkTeam } from './team-file.js';
import { legalLoadouts, loadoutKey, teamCount, teamKey, teamLoadouts } from './loadout-space.js';

const catalogue = bundledHexRobots();

describe('the loadout space', () => {
  it('lists the 7 legal loadouts: {}, {G}, {S}, {M}, {G,S}, {G,M}, {S,M}', () => {
    expect(legalLoadouts(catalogue).map(loadoutKey)).toEqual(['empty', 'gun', 'shield', 'melee-weapon', 'gun+shield', 'gun+melee-weapon', 'shield+melee-weapon']);
  });

  it('counts 210 teams of four, each a different multiset, C(10, 4)', () => {
    const teams = teamLoadouts(legalLoadouts(catalogue), catalogue.team.robots);
    expect(teams.length).toBe(210);
    expect(teamCount(7, 4)).toBe(210);
    expect(new Set(teams.map(teamKey)).size).toBe(210);
  });

  it('gives equal keys to one team in any order', () => {
    expect(teamKey([['gun'], [], ['gun', 'shield']])).toBe(teamKey([['gun', 'shield'], ['gun'], []]));
  });

  it('lists only teams the team-file rules accept', () => {
    for (const team of teamLoadouts(legalLoadouts(catalogue), 4)) {
      expect(checkTeam({ name: 't', policy: 'balanced', robots: team.map((items) => ({ items: [...items] })) }, catalogue, 't.yaml')).toEqual([]);
    }
  });

  it('follows the catalogue: three hands give 8 loadouts', () => {
    const roomy = { ...catalogue, robot: { ...catalogue.robot, hands: 3 } };
    expect(legalLoadouts(roomy).length).toBe(8);
    expect(teamLoadouts(legalLoadouts(roomy), 4).length).toBe(teamCount(8, 4));
  });
});
