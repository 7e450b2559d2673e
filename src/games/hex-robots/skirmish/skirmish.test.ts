// The skirmish engine on the rules it is built from: activation (HX-D8: L5, L33-34), stun markers
// (L39) and whole battles, with scripted dice where dice matter.
import { describe, expect, it } from 'vitest';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { resolveBeside } from '../../../cli/load.js';
import { compileTeams } from '../compile/compile.js';
import { hexRobotsSchemas, type HexRobotsTables } from '../compile/tables.js';
import { applyEffect } from '../resolve/status-effects.js';
import { bundledHexRobots, bundledNumbers, bundledTeamFile } from '../test-support/bundled.js';
import { HEX_ROBOTS_METRICS, Metric } from './metrics.js';
import { field, playTurn, skirmish } from './skirmish.js';
import { createSkirmishState, MAX_PER_SIDE } from './state.js';

function setUp(a: string, b: string, mapSeed = 0, catalogue = bundledHexRobots()) {
  const compiled = compileTeams(catalogue, [bundledTeamFile(a), bundledTeamFile(b)], resolveBeside);
  const t = viewTables(hexRobotsSchemas, compiled.rows as never, compiled.buffer) as HexRobotsTables;
  const s = createSkirmishState(t, mapSeed, 30, new Float64Array(2 * 2 * 16 * 4));
  const metrics = new Float64Array(HEX_ROBOTS_METRICS.length);
  s.occupied.fill(0);
  field(t, s, 0, 0);
  field(t, s, 1, 1);
  return { t, s, metrics };
}

const cellsOf = (s: ReturnType<typeof setUp>['s'], side: number) => Array.from({ length: 4 }, (_, i) => s.cell[side * MAX_PER_SIDE + i]);

describe('activation (HX-D8: L5, L33-34)', () => {
  it('a turn activates at most two different robots (L5 "activate two", H4)', () => {
    const { t, s, metrics } = setUp('brawlers.yaml', 'gunline.yaml');
    const before = cellsOf(s, 0);
    playTurn(t, s, new Rng(1, 0), 0, metrics);
    const moved = cellsOf(s, 0).filter((cell, i) => cell !== before[i]).length;
    expect(moved).toBe(2); // brawlers far from the enemy all want to close in: exactly two may
  });

  it('each activation spends at most 4 AP: a robot moves at most 4 hexes on the open field (move 1 AP a hex, reconstructed)', () => {
    const { t, s, metrics } = setUp('brawlers.yaml', 'gunline.yaml');
    const before = cellsOf(s, 0);
    playTurn(t, s, new Rng(1, 0), 0, metrics);
    cellsOf(s, 0).forEach((cell, i) => expect(s.distance[(before[i] ?? 0) * s.cells + (cell ?? 0)]).toBeLessThanOrEqual(bundledNumbers().turn[1] ?? 4));
  });

  it('the catalogue sets the step cost (turn.costs.movePerHex): brawlers keep 2 of 4 AP for melee, so they close 2 hexes at 1 AP a hex, 1 at 2 AP', () => {
    const bundled = bundledHexRobots();
    const farthest = (movePerHex: number) => {
      const { t, s, metrics } = setUp('brawlers.yaml', 'gunline.yaml', 0, { ...bundled, costs: { ...bundled.costs, movePerHex } });
      const before = cellsOf(s, 0);
      playTurn(t, s, new Rng(1, 0), 0, metrics);
      return Math.max(...cellsOf(s, 0).map((cell, i) => Number(s.distance[(before[i] ?? 0) * s.cells + (cell ?? 0)])));
    };
    expect(farthest(1)).toBe(2);
    expect(farthest(2)).toBe(1);
  });

  it('the catalogue sets a robot\'s height (robot.standard.heightLevels): taller robots see over more of a hilly map', () => {
    const bundled = bundledHexRobots();
    const hidden = (levels: number) => {
      const { s } = setUp('brawlers.yaml', 'gunline.yaml', 7, { ...bundled, robot: { ...bundled.robot, heightLevels: levels } });
      return s.sight.reduce((sum, quarters) => sum + quarters, 0);
    };
    expect(hidden(4)).toBeLessThan(hidden(2));
    expect(hidden(1)).toBeGreaterThan(hidden(2));
  });

  it('after effect 1 the robot may use only 1 AP in its next turn (L33): it moves one hex, then the limit expires (L33-34)', () => {
    const { t, s, metrics } = setUp('brawlers.yaml', 'gunline.yaml');
    for (let i = 0; i < 4; i++) applyEffect(s.status, i, 1, bundledNumbers().effects);
    const before = cellsOf(s, 0);
    playTurn(t, s, new Rng(1, 0), 0, metrics);
    const steps = cellsOf(s, 0).map((cell, i) => s.distance[(before[i] ?? 0) * s.cells + (cell ?? 0)]);
    expect(Math.max(...steps.map(Number))).toBe(1);
    expect(Array.from(s.status.apLimit.subarray(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it('a stunned robot is not activated in its next turn, and its one marker goes at the end of that turn (L35, L39)', () => {
    const { t, s, metrics } = setUp('brawlers.yaml', 'gunline.yaml');
    for (let i = 0; i < 4; i++) {
      applyEffect(s.status, i, 3, bundledNumbers().effects);
      applyEffect(s.status, i, 3, bundledNumbers().effects); // a second stun adds no marker (L39)
    }
    const before = cellsOf(s, 0);
    playTurn(t, s, new Rng(1, 0), 0, metrics);
    expect(cellsOf(s, 0)).toEqual(before);
    expect(Array.from(s.status.stun.subarray(0, 4))).toEqual([0, 0, 0, 0]);
    playTurn(t, s, new Rng(1, 0), 0, metrics);
    expect(cellsOf(s, 0).filter((cell, i) => cell !== before[i])).toHaveLength(2);
  });
});

describe('whole skirmishes', () => {
  it('play to an outcome with the turn and stall metrics set, the same on the same stream', () => {
    const { t, s, metrics } = setUp('mixed.yaml', 'brawlers.yaml', 4);
    const outcomes = [1, 2].map(() => {
      const rng = new Rng(7, 3);
      const results = Array.from({ length: 50 }, () => skirmish(t, s, 0, 1, rng, metrics));
      return results.join('');
    });
    expect(outcomes[0]).toBe(outcomes[1]);
    expect(metrics[Metric.Turns]).toBeGreaterThan(0);
  });

  it('a team that cannot hurt anyone never wins: every die a miss means stalls only', () => {
    const { t, s, metrics } = setUp('mixed.yaml', 'brawlers.yaml', 0);
    // 1s on every die: shots need 5+ (L11) and melee ties or loses (H2), so no hit lands.
    const ones = new ScriptedRng(Array.from({ length: 20_000 }, () => 1));
    expect(skirmish(t, s, 0, 1, ones, metrics)).toBe(2); // Outcome.Draw
    expect(metrics[Metric.Stall]).toBe(1);
    expect((metrics[Metric.Kills] ?? 0) + (metrics[Metric.Kills + 1] ?? 0)).toBe(0);
  });
});
