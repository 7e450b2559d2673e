// The engine's own tally against the exact odds: in whole skirmishes, shots hit as often as
// P(2d6 >= to-hit) says (L9-27) and melee attacks as often as the opposed roll with their net
// bonus says (L28-30), within 4 standard errors at every cell with enough attacks.
import { describe, expect, it } from 'vitest';
import { resolveBeside } from '../../../cli/load.js';
import { createRunner } from '../../../sim/runner.js';
import { allPairs, simulate } from '../../../sim/simulate.js';
import { damageRows } from '../../../sim/summarise.js';
import { hexRobots } from '../index.js';
import { twoDiceAtLeast } from '../odds/hit-odds.js';
import { meleeOdds } from '../odds/melee-odds.js';
import { bundledHexRobots, bundledTeamFile } from '../test-support/bundled.js';

describe('the skirmish tally agrees with the exact odds (4 standard errors)', () => {
  it('shots by to-hit and melee attacks by net bonus, seed 3, every bundled team', async () => {
    const teams = ['brawlers.yaml', 'gunline.yaml', 'mixed.yaml', 'one-handed.yaml', 'skirmishers.yaml'].map(bundledTeamFile);
    const compiled = hexRobots.compileDesigns(bundledHexRobots(), teams, resolveBeside);
    const result = await simulate(hexRobots, compiled, allPairs(teams.length), { seed: 3, stop: { games: 400, maxGames: 400 }, settings: { turnCap: 30, values: { mapSeed: 4 } } }, createRunner(0));
    const melee = new Map(meleeOdds(-8, 7).map((row) => [row.net, row.win]));
    let checked = 0;
    for (const row of damageRows(compiled, hexRobots.battle, result)) {
      const needed = String(row.columns['needed']);
      const exact = row.columns['attack'] === 'shot' ? (needed.startsWith('13') ? 0 : twoDiceAtLeast(Number.parseInt(needed, 10))) : (melee.get(Number(needed)) ?? NaN);
      if (row.attacks < 100) continue;
      const se = Math.sqrt((exact * (1 - exact)) / row.attacks);
      expect(Math.abs((row.measures['hit_rate']?.mean ?? 0) - exact), `${row.columns['attack']} ${needed} ${row.columns['target']}`).toBeLessThanOrEqual(4 * se + 1e-12);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  }, 60_000);
});
