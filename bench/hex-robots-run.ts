// `npm run bench:hex-robots`: the 3-inch hex robots figures alone (BENCH_SKIRMISHES shortens a run).
import { availableParallelism } from 'node:os';
import { benchHexRobots } from './hex-robots.bench.js';
import { tuneCompiler } from '../src/sim/compiler-flags.js';

tuneCompiler(); // BOTLAB_V8_INLINING, read as the command line reads it

const SKIRMISHES = Number(process.env['BENCH_SKIRMISHES'] ?? 100_000);
const cores = availableParallelism();
const figures = await benchHexRobots(SKIRMISHES, [1, ...(cores > 1 ? [cores] : [])]);
console.log(`node ${process.version}, ${cores} cores`);
console.log(`hex-robots skirmishes (bundled teams, every pair both seatings, hills map, mean ${figures.meanTurns} turns): ${figures.skirmishesPerSecondPerThread.toLocaleString('en')} skirmishes/s per thread (median of rounds ${figures.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${figures.gcEventsPerThousand} GC events per thousand skirmishes`);
for (const step of figures.scaling) console.log(`  ${step.threads} thread(s) through the runner: ${step.skirmishesPerSecond.toLocaleString('en')} skirmishes/s`);
console.log(JSON.stringify({ hexRobots: figures }));
