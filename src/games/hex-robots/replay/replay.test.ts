// A replayed skirmish tells the simulation's story: its shots, hits and kills add up to the run's
// metrics, and every logged roll agrees with the rule it was rolled for (L9, L30, L31-38).
import { describe, expect, it } from 'vitest';
import { resolveSettings } from '../../../kernel/settings.js';
import { battleGame } from '../../../cli/battle-game.js';
import { DEFAULT_BLOCK_GAMES, simulate } from '../../../sim/simulate.js';
import { createRunner } from '../../../sim/runner.js';
import { OUTCOME_FIELDS } from '../../../sim/task.js';
import { compileTeams } from '../compile/compile.js';
import { hexRobots } from '../index.js';
import { HEX_ROBOTS_METRICS } from '../skirmish/metrics.js';
import { bundledHexRobots, bundledTeamFile } from '../test-support/bundled.js';
import { replaySkirmish } from './replay.js';

const compiled = compileTeams(bundledHexRobots(), [bundledTeamFile('mixed.yaml'), bundledTeamFile('brawlers.yaml')], () => undefined as never);
const settings = resolveSettings(hexRobots.battle.settings, 30, {}, 'hex-robots');
if (typeof settings === 'string') throw new Error(settings);
const PER_SEATING = 8;
const SEED = 21;
/** Games 0..7 sit Mixed squad first; games 250..257 (the block's second seating) sit Brawlers first. */
const games = [...Array(PER_SEATING).keys()].flatMap((k) => [k, DEFAULT_BLOCK_GAMES + k]);
const replays = games.map((game) => ({ game, replay: replaySkirmish(compiled, 0, 1, battleGame(compiled, 0, 1, SEED, game, 30), settings) }));

/** Events of kind `event` by the robots of the seat Mixed squad (team a) sat in, or of the other. */
function count(event: string, ofA: boolean, where: (e: Record<string, unknown>) => boolean = () => true): number {
  return replays.reduce((sum, { game, replay }) => {
    const seatOfA = game < DEFAULT_BLOCK_GAMES ? 'first' : 'second';
    const lettersOfA = new Set((replay.events[0]?.['units'] as { id: string; side: string }[]).filter((u) => (u.side === seatOfA) === ofA).map((u) => u.id));
    return sum + replay.events.filter((e) => e['event'] === event && lettersOfA.has(String(e['robot'])) && where(e)).length;
  }, 0);
}

describe('hex-robots replay', () => {
  it('adds up to the simulation\'s shots, hits and melee attacks, seat by seat', async () => {
    const result = await simulate(hexRobots, compiled, [{ a: 0, b: 1 }], { seed: SEED, stop: { games: 2 * PER_SEATING, maxGames: 2 * PER_SEATING }, settings }, createRunner(0));
    const sums = result.matchups[0]?.outcomes ?? new Float64Array(0);
    const metric = (name: string) => sums[OUTCOME_FIELDS + HEX_ROBOTS_METRICS.indexOf(name as never) - 2];
    const hit = (e: Record<string, unknown>) => e['hit'] === true;
    expect(count('shot', true)).toBe(metric('shots_a'));
    expect(count('shot', false)).toBe(metric('shots_b'));
    expect(count('melee', true)).toBe(metric('melees_a'));
    expect(count('melee', false)).toBe(metric('melees_b'));
    expect(count('shot', true, hit) + count('melee', true, hit)).toBe(metric('hits_a'));
    expect(count('shot', false, hit) + count('melee', false, hit)).toBe(metric('hits_b'));
    expect(count('shot', true) + count('shot', false)).toBeGreaterThan(20);
  });

  it('logs dice that agree with each roll\'s rule', () => {
    const events = replays.flatMap(({ replay }) => replay.events);
    const shots = events.filter((e) => e['event'] === 'shot');
    for (const shot of shots) {
      const dice = shot['dice'] as number[];
      expect(dice).toHaveLength(2);
      // L9: the shot hits when 2d6 scores at least the number needed.
      expect(shot['hit']).toBe((dice[0] ?? 0) + (dice[1] ?? 0) >= Number(shot['needed']));
      // L7: no shot at an adjacent robot.
      expect(Number(shot['range'])).toBeGreaterThan(1);
    }
    for (const melee of events.filter((e) => e['event'] === 'melee')) {
      const [attacker, defender] = [melee['attacker'], melee['defender']] as { dice: number[]; bonus: number; total: number }[];
      // L28-30: both roll 2d6 plus bonuses; a hit needs the attacker higher.
      expect(melee['hit']).toBe((attacker?.total ?? 0) > (defender?.total ?? 0));
    }
    const effects = events.filter((e) => e['event'] === 'effect');
    for (const effect of effects) {
      // L31-38: one die plus the modifier, read on rows 1-6.
      expect(effect['row']).toBe(Math.min(6, Math.max(1, Number(effect['die']) + Number(effect['modifier']))));
      expect(effect['destroyed']).toBe(effect['row'] === 6);
    }
    expect(effects.length).toBe(events.filter((e) => (e['event'] === 'shot' || e['event'] === 'melee') && e['hit'] === true).length);
  });

  it('draws the map at the start and after each side\'s turn', () => {
    for (const { replay } of replays) {
      const turns = replay.events.filter((e) => e['event'] === 'turn').length;
      expect(replay.frames).toHaveLength(1 + turns);
      expect(replay.svg.startsWith('<svg')).toBe(true);
      const end = replay.events.at(-1);
      expect(end?.['event']).toBe('end');
    }
  });
});
