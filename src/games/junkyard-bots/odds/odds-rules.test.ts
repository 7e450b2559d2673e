// `botlab odds --game junkyard-bots` from the bundled catalogue: the starters' numbers of spec 3.8
// (pool, throw, teleport), and one line naming a bad option.
import { describe, expect, it } from 'vitest';
import { bundledJunkyard } from '../test-support/bundled.js';
import { junkyardOdds } from './odds-rules.js';

function rowsOf(given: Record<string, unknown>) {
  const answer = junkyardOdds.odds(bundledJunkyard(), given);
  if (typeof answer === 'string') throw new Error(answer);
  return answer.table.rows;
}

describe('junkyard-bots odds hook', () => {
  it('gives the starters\' eye + claw reaching 1, 2, 4 (0.9722, 0.7407, 0.0527), their throw (E 2.234) and three medium energy teleporting (0.0800)', () => {
    const rows = rowsOf({});
    const p = (what: string, outcome: string) => Number(rows.find((row) => row['what'] === what && row['outcome'] === outcome)?.['probability']);
    expect([p('pool total', 'at least 1'), p('pool total', 'at least 2'), p('pool total', 'at least 4')].map((x) => Math.round(x * 1e4) / 1e4)).toEqual([0.9722, 0.7407, 0.0527]);
    expect(Math.round(p('throw', 'mean damage') * 1000) / 1000).toBe(2.234);
    expect(Math.round(p('throw', 'damage 2') * 1e4) / 1e4).toBe(0.2996);
    expect(Math.round(p('teleport', 'at least 10 (pictures rolled again)') * 1e4) / 1e4).toBe(0.08);
  });

  it('names an unknown die with a suggestion, and a bad threshold', () => {
    expect(junkyardOdds.odds(bundledJunkyard(), { pool: 'claw/gren/S' })).toMatch(/^--pool: no die "claw\/gren\/S" \(did you mean "claw\/green\/S"\?\)/);
    expect(junkyardOdds.odds(bundledJunkyard(), { vs: '2,x' })).toMatch(/^--vs: whole totals/);
  });
});
