// The referee over real games: every logged game the simulator plays is legal. At least 200
// games across all twenty scenarios (the campaign's missions for the twentieth) and the line duel.
import { describe, expect, it } from 'vitest';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { campaignGames, duelGames, scenarioGames, scenarioNames, type LoggedGame } from '../../../test-support/logged-games.js';
import { refereeGame } from './referee.js';
import { formatViolation } from './rules.js';

const violations = (games: readonly LoggedGame[]): string[] => games.flatMap((game) => refereeGame(game.events, bundledKriegbot(), game.name).map(formatViolation));

describe('the referee finds every logged game legal', () => {
  it('10 games of each bundled scenario (1-19, Bombs Away in both forms)', () => {
    const names = scenarioNames();
    expect(names).toHaveLength(20);
    const games = names.flatMap((name) => scenarioGames(name, 10, 11));
    expect(games).toHaveLength(200);
    expect(violations(games)).toEqual([]);
  }, 120_000);

  it('every mission of 4 Apocalypse Campaigns (scenario 20)', () => {
    const games = campaignGames(4, 11);
    expect(games.length).toBeGreaterThanOrEqual(8);
    expect(violations(games)).toEqual([]);
  }, 120_000);

  it('line duels: each ordered pair of the bundled robots', () => {
    const games = duelGames(1, 11);
    expect(games).toHaveLength(42);
    expect(violations(games)).toEqual([]);
  }, 120_000);

  it('counts events as it goes: the logs are complete enough to check (moves with their steps, attacks with their dice)', () => {
    const [game] = scenarioGames('01-showdown', 1, 11);
    const events = game?.events ?? [];
    expect(events.filter((event) => event['event'] === 'move').every((move) => Array.isArray(move['path']))).toBe(true);
    expect(events.filter((event) => event['event'] === 'attack').every((attack) => Array.isArray(attack['faces']) && typeof attack['silhouette'] === 'number' && typeof attack['card'] === 'string')).toBe(true);
  });
});
