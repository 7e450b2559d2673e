// Junkyard Bots throughput: games per second on one thread at tables of 2 and 4 of the bundled
// policies (every policy in turn, seats rotating), GC events per thousand games, and the mean
// game length. Run alone: `npm run bench:junkyard` (BENCH_JUNKYARD_GAMES shortens a run).
import { junkyardBots } from '../src/games/junkyard-bots/index.js';
import { benchTableGames, type TableFigures } from './table-games.js';

export function benchJunkyard(games: number, players: number): Promise<TableFigures> {
  return benchTableGames(junkyardBots, 'policies', games, players, 200);
}
