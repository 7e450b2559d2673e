// Searching policies at tables (C3): the policy space counts as policies.yaml says, every
// neighbour differs in one value, and a candidate equal to its opponents scores exactly 1/n: it
// sits in every seat on the same dice, so it wins exactly one rotation of each game that has a
// winner (common random numbers, seat rotation).
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../../kernel/settings.js';
import { Rng } from '../../../rng/rng.js';
import { createRunner } from '../../../sim/runner.js';
import { createTableEvaluator } from '../../../search/table-evaluate.js';
import { junkyardBots } from '../index.js';
import { bundledJunkyard, bundledPolicyFile } from '../test-support/bundled.js';
import { junkyardSearch } from './search-rules.js';

describe('junkyard-bots policy search', () => {
  const catalogue = bundledJunkyard();
  const space = junkyardSearch.space(catalogue, {});
  if (typeof space === 'string') throw new Error(space);

  it('counts the space and walks it one value at a time', () => {
    expect(space.count().total).toBe(170_061_120n);
    const policy = space.random(new Rng(4, 4));
    const neighbours = space.neighbours(policy);
    // 5 weights x 2 other values, plus the other values of each parameter: 10 + 2+3+3+2+4+2+2+2+2+2+1+1 = 36.
    expect(neighbours).toHaveLength(36);
    for (const next of neighbours) {
      const changed = space.columns.filter((column) => space.row(next)[column] !== space.row(policy)[column]);
      expect(changed).toHaveLength(1);
    }
    expect(junkyardBots.checkDocument(space.toFile(policy), catalogue, () => undefined as never).problems).toEqual([]);
  });

  it('scores a candidate at a table of its own copies exactly 1/n, for n = 3 and 4', async () => {
    const balanced = bundledPolicyFile('balanced.yaml');
    const settings = resolveSettings(junkyardBots.battle.settings, 200, {}, 'junkyard-bots');
    if (typeof settings === 'string') throw new Error(settings);
    for (const players of [3, 4]) {
      const evaluator = createTableEvaluator<string>({
        rules: junkyardBots as never, catalogue, field: [{ file: balanced, weight: 1 }], key: (d) => d, toFile: () => balanced,
        seed: 5, settings, runner: createRunner(0), players,
      });
      const [estimate] = await evaluator.evaluate(['same'], 120);
      expect(estimate?.games).toBe(120);
      expect(estimate?.score).toBeCloseTo(1 / players, 12);
    }
  });
});
