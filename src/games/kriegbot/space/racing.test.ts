import { describe, expect, it } from 'vitest';
import { kriegbot } from '../index.js';
import { loadoutSpace } from './space.js';
import type { Design } from '../design/design.js';
import { readDataFile, BUNDLED_DESIGNS } from '../../../cli/load.js';
import { createRunner } from '../../../sim/runner.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { syntheticEvaluator } from '../../../test-support/synthetic-evaluator.js';
import { createEvaluator } from '../../../search/evaluate.js';
import { race } from '../../../search/racing.js';

const syntheticScores = (truth: Record<string, number>) => syntheticEvaluator<string>((k) => truth[k] ?? 0, (k) => k);

describe('racing by successive halving', () => {
  it('keeps the leader, halves the field each round and drops the clearly worse', async () => {
    const truth = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`c${i}`, 0.3 + i * 0.02]));
    const result = await race(Object.keys(truth), (k) => k, syntheticScores(truth), { firstGames: 50, budget: 1_000_000 });
    expect(result.ranking[0]?.key).toBe('c15');
    expect(result.survivors).toBe(2); // c14 stays as a tie: its interval still reaches c15's
    // Rounds of 16, 8, 4, 2 candidates, at 50, 100, 200, 400 battles each.
    expect(result.battles).toBe(16 * 50 + 8 * 100 + 4 * 200 + 2 * 400);
  });

  it('stops within the budget and reports the tied survivors', async () => {
    const truth = { a: 0.5, b: 0.5, c: 0.1 };
    const result = await race(Object.keys(truth), (k) => k, syntheticScores(truth), { firstGames: 100, budget: 1_000 });
    expect(result.battles).toBeLessThanOrEqual(1_000);
    expect(result.ranking.map((e) => e.key).slice(0, 2).sort()).toEqual(['a', 'b']);
  });

  it('on a space small enough to play out, picks a loadout exhaustive evaluation ranks first (or ties with it), with at most a fifth of the battles', async () => {
    // 20 Robotank loadouts: every ordered pair of five weapons, the rest fixed.
    const catalogue = bundledKriegbot();
    const base = ['railgun', 'flail', 'grenade-launcher', 'chainsaw', 'tesla-gun', 'incendiary-munitions', 'targeting-laser', 'nano-glue', 'chaff', 'hotshot-pilot', 'super-steel-skin'];
    const small = { ...catalogue, pools: { ...catalogue.pools, green: { base, expansion: [] } } };
    const space = loadoutSpace(small, { template: 'robotank', colour: 'green', expansion: false, policies: ['balanced'] });
    const fixed = { hull: 'incendiary-munitions', 'dorsal-turret': 'targeting-laser', sponson: 'nano-glue', magazine: 'chaff' };
    const candidates = [...space.enumerate()].filter((d) => Object.entries(fixed).every(([slot, card]) => d.systems[slot] === card));
    expect(candidates).toHaveLength(20);
    const field = ['robocar-interceptor.yaml', 'rocketbot-striker.yaml'].map((name) => ({ file: readDataFile(`${BUNDLED_DESIGNS}/kriegbot/robots/${name}`), weight: 1 }));
    const runner = createRunner(0);
    const evaluator = () => createEvaluator<Design>({ rules: kriegbot, catalogue: small, field, key: space.key, toFile: (d) => ({ path: d.name, data: d }), seed: 11, settings: { turnCap: 30, values: { startRange: 10 } }, runner });

    const exhaustive = evaluator();
    const all = (await exhaustive.evaluate(candidates, 1_000)).sort((a, b) => b.score - a.score);
    const raced = await race(candidates, space.key, evaluator(), { firstGames: 100, budget: 8_000 });

    // The exhaustive run's leaders: the loadouts whose interval reaches the best one's. They are
    // few (a weapon pair and its swap play almost alike), and racing must pick one of them.
    const best = all[0];
    const leaders = all.filter((e) => e.high >= (best?.low ?? 1)).map((e) => e.key);
    expect(leaders.length).toBeLessThanOrEqual(3);
    expect(leaders).toContain(raced.ranking[0]?.key);
    expect(raced.battles).toBeLessThanOrEqual(exhaustive.battles() / 5);
  }, 60_000);
});
