// `npm run bench:mecha-bots`: the Mecha Bots figures alone - arena duels, then city games at tables
// of 2 and 4 (BENCH_MB_DUELS and BENCH_MB_GAMES shorten a run).
import { benchArena, benchCity } from './mecha-bots.bench.js';
import { tuneCompiler } from '../src/sim/compiler-flags.js';

tuneCompiler(); // BOTLAB_V8_INLINING, read as the command line reads it

const DUELS = Number(process.env['BENCH_MB_DUELS'] ?? 50_000);
const GAMES = Number(process.env['BENCH_MB_GAMES'] ?? 5_000);
console.log(`node ${process.version}`);
const figures = await benchArena(DUELS);
console.log(`Mecha Bots arena, every ordered pair of the bundled bots (mean ${figures.meanTurns} turns, ${figures.stallRate} stalled at the cap): ${figures.duelsPerSecondPerThread.toLocaleString('en')} duels/s per thread (median of rounds ${figures.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${figures.gcEventsPerThousand} GC events per thousand duels`);
const city = [];
for (const players of [2, 4]) {
  const result = await benchCity(GAMES, players);
  city.push(result);
  console.log(`Mecha Bots city, ${players} players (bundled bots, seats rotating, mean ${result.meanTurns} turns, ${result.stallRate} stalled at the cap): ${result.gamesPerSecondPerThread.toLocaleString('en')} games/s per thread (median of rounds ${result.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${result.gcEventsPerThousand} GC events per thousand games`);
}
console.log(JSON.stringify({ mechaBots: figures, mechaBotsCity: city }));
