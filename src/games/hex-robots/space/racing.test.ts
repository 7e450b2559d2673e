// Racing over the 210 teams of four against the bundled teams, compared with evaluating every team
// exhaustively on the same streams: racing must pick a team the exhaustive run ranks first or
// cannot tell from the first, with at most a fifth of its battles.
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import type { DesignSpace } from '../../../kernel/design-space.js';
import { createEvaluator } from '../../../search/evaluate.js';
import { race } from '../../../search/racing.js';
import { createRunner } from '../../../sim/runner.js';
import { hexRobots } from '../index.js';
import { bundledHexRobots } from '../test-support/bundled.js';
import { hexRobotsSearch } from './search-rules.js';

describe('search over hex-robots teams', () => {
  it('racing finds the exhaustive best of the 210 balanced teams (or one tied with it) with at most a fifth of the battles', async () => {
    const catalogue = bundledHexRobots();
    const space = hexRobotsSearch.space(catalogue, { policy: 'balanced' }) as DesignSpace<unknown>;
    const candidates = [...(space.enumerate?.() ?? [])];
    expect(candidates).toHaveLength(210);
    const field = hexRobotsSearch.defaultField({}).map((path) => ({ file: readDataFile(`${BUNDLED_DESIGNS}/hex-robots/${path}`), weight: 1 }));
    const runner = createRunner(0);
    const evaluator = () => createEvaluator<unknown>({ rules: hexRobots, catalogue, field, key: (d) => space.key(d), toFile: (d) => space.toFile(d), seed: 5, settings: { turnCap: 30, values: { mapSeed: 4 } }, runner });

    const exhaustive = evaluator();
    const all = (await exhaustive.evaluate(candidates, 200)).sort((a, b) => b.score - a.score);
    const raced = await race(candidates, (d) => space.key(d), evaluator(), { firstGames: 20, budget: exhaustive.battles() / 5 });

    const best = all[0];
    const leaders = all.filter((e) => e.high >= (best?.low ?? 1)).map((e) => e.key);
    expect(leaders.length).toBeLessThan(210 / 4); // the exhaustive run does tell teams apart
    expect(leaders).toContain(raced.ranking[0]?.key);
    expect(raced.battles).toBeLessThanOrEqual(exhaustive.battles() / 5);
  }, 180_000);
});
