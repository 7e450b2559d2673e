// The movement decision on the map skips ends that cannot beat the best so far (bestEnd in
// scenario-move.ts: the hex's score plus the most a facing can add there). Skipping must never
// change a choice: every bundled scenario plays the same games, event for event, with every end
// scored.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { scenarioNames } from '../../../test-support/logged-games.js';
import { playScenario } from './scenario.js';
import { logInto } from '../log/event-log.js';

function play(name: string, pruneEnds: number): { outcomes: number[]; logs: Int32Array[] } {
  const { t, s, g } = scenarioBench(name);
  g.pruneEnds = pruneEnds;
  logInto(s.log, new Int32Array(1_000_000));
  const rng = new Rng(11, 1);
  const metrics = new Float64Array(16);
  const outcomes: number[] = [];
  const logs: Int32Array[] = [];
  for (let game = 0; game < 6; game++) {
    outcomes.push(playScenario(t, g, s, game % 2, 1 - (game % 2), rng, metrics));
    logs.push(s.log.data.slice(0, s.log.length));
  }
  return { outcomes, logs };
}

describe('movement end pruning', () => {
  it('plays every bundled scenario as scoring every end does', () => {
    let events = 0;
    for (const name of scenarioNames()) {
      const pruned = play(name, 1);
      const full = play(name, 0);
      expect(pruned.outcomes, name).toEqual(full.outcomes);
      pruned.logs.forEach((log, game) => {
        expect(log.length, `${name} game ${game}`).toBe(full.logs[game]!.length);
        expect(Buffer.from(log.buffer).equals(Buffer.from(full.logs[game]!.buffer)), `${name} game ${game}`).toBe(true);
        events += log.length;
      });
    }
    expect(events).toBeGreaterThan(10_000); // the games were logged
  });
});
