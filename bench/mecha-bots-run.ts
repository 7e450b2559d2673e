// `npm run bench:mecha-bots`: the Mecha Bots arena figures alone (BENCH_MB_DUELS shortens a run).
import { benchArena } from './mecha-bots.bench.js';

const DUELS = Number(process.env['BENCH_MB_DUELS'] ?? 50_000);
console.log(`node ${process.version}`);
const figures = await benchArena(DUELS);
console.log(`Mecha Bots arena, every ordered pair of the bundled bots (mean ${figures.meanTurns} turns, ${figures.stallRate} stalled at the cap): ${figures.duelsPerSecondPerThread.toLocaleString('en')} duels/s per thread (median of rounds ${figures.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${figures.gcEventsPerThousand} GC events per thousand duels`);
console.log(JSON.stringify({ mechaBots: figures }));
