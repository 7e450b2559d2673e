// `botlab odds --game maschinen-krieger` from the bundled catalogue: Fig. 3's attack target of 5
// hits on 10/36 in both resolutions (MK-E1, L186-187 [5.1.6]); the outcomes of each row add up to
// one; a laser spends itself on 3/36 of its rolls (MK-D1); a bad option is one line.
import { describe, expect, it } from 'vitest';
import { bundledMk } from '../test-support/bundled.js';
import { maschinenKriegerOdds } from './odds-rules.js';

describe('maschinen-krieger odds hook', () => {
  it('lists one attack\'s outcomes by attack target in both resolutions', () => {
    const answer = maschinenKriegerOdds.odds(bundledMk(), { 'attack-targets': '5', class: 'B', usage: 'laser' });
    if (typeof answer === 'string') throw new Error(answer);
    expect(answer.table.rows.map((row) => [row['resolution'], row['p_hit']])).toEqual([['sum', Math.round((10 / 36) * 1e6) / 1e6], ['product', Math.round((10 / 36) * 1e6) / 1e6]]);
    for (const row of answer.table.rows) {
      const total = ['miss', 'no_effect', 'm', 'a', 'd'].reduce((sum, key) => sum + Number(row[key]), 0);
      expect(total).toBeCloseTo(1, 5);
      expect(row['weapon_spent']).toBe(Math.round((3 / 36) * 1e6) / 1e6);
    }
  });

  it('names a bad class or weapon', () => {
    expect(maschinenKriegerOdds.odds(bundledMk(), { class: 'E' })).toMatch(/^--class: an Armor Endurance class, A, B, C, D/);
    expect(maschinenKriegerOdds.odds(bundledMk(), { usage: 'flamer' })).toMatch(/^--usage: one of laser, gun, mg, rocket, pf/);
  });
});
