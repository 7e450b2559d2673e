// `npm run bench:junkyard`: the Junkyard Bots figures alone (BENCH_JUNKYARD_GAMES shortens a run).
import { benchJunkyard } from './junkyard.bench.js';
import { tuneCompiler } from '../src/sim/compiler-flags.js';

tuneCompiler(); // BOTLAB_V8_INLINING, read as the command line reads it

const GAMES = Number(process.env['BENCH_JUNKYARD_GAMES'] ?? 20_000);
console.log(`node ${process.version}`);
const all = [];
for (const players of [2, 4]) {
  const figures = await benchJunkyard(GAMES, players);
  all.push(figures);
  console.log(`Junkyard Bots, ${players} players (bundled policies, seats rotating, mean ${figures.meanTurns} turns, ${figures.stallRate} stalled at the cap): ${figures.gamesPerSecondPerThread.toLocaleString('en')} games/s per thread (median of rounds ${figures.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${figures.gcEventsPerThousand} GC events per thousand games`);
}
console.log(JSON.stringify({ junkyard: all }));
