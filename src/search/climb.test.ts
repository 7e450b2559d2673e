import { describe, expect, it } from 'vitest';
import { Rng } from '../rng/rng.js';
import { syntheticEvaluator } from '../test-support/synthetic-evaluator.js';
import { raceAndClimb } from './climb.js';

/** Integers 0-99 scored by closeness to 73. */
const landscape = () => syntheticEvaluator<number>((x) => 1 - Math.abs(x - 73) / 100, String);

describe('racing plus local search', () => {
  it('climbs from a sample that misses the best to the best', async () => {
    const neighbours = (x: number) => [x - 3, x - 2, x - 1, x + 1, x + 2, x + 3].filter((y) => y >= 0 && y < 100);
    const result = await raceAndClimb([10, 40, 90], String, neighbours, landscape(), { firstGames: 400, budget: 400_000, rng: new Rng(1, 1) });
    expect(result.ranking[0]?.key).toBe('73');
    expect(result.races).toBeGreaterThan(3);
    expect(result.battles).toBeLessThanOrEqual(400_000);
  });
});
