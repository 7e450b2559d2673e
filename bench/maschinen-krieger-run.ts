// `npm run bench:maschinen-krieger`: the Ma.K engagement figures alone (BENCH_MK_GAMES shortens a run).
import { benchEngagements } from './maschinen-krieger.bench.js';
import { tuneCompiler } from '../src/sim/compiler-flags.js';

tuneCompiler(); // BOTLAB_V8_INLINING, read as the command line reads it

const GAMES = Number(process.env['BENCH_MK_GAMES'] ?? 100_000);
console.log(`node ${process.version}`);
const figures = await benchEngagements(GAMES);
console.log(`Maschinen Krieger, the bundled forces' 12 ordered pairs on the standard lane (mean ${figures.meanTurns} turns): ${figures.engagementsPerSecondPerThread.toLocaleString('en')} engagements/s per thread (median of rounds ${figures.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${figures.gcEventsPerThousand} GC events per thousand engagements`);
for (const step of figures.scaling) console.log(`  through the runner, ${step.threads} thread(s): ${step.engagementsPerSecond.toLocaleString('en')} engagements/s (efficiency ${step.efficiency})`);
console.log(JSON.stringify({ maschinenKrieger: figures }));
