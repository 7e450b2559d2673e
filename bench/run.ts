// `npm run bench`: prints the figures as text and as one JSON line (copied into bench/README.md).
import { availableParallelism } from 'node:os';
import { benchAttacks, benchRng } from './attack.bench.js';

const ATTACKS = Number(process.env['BENCH_ATTACKS'] ?? 10_000_000);

const rngDraws = await benchRng(50_000_000);
const attacks = await benchAttacks(ATTACKS);
console.log(`node ${process.version}, ${availableParallelism()} cores; one thread`);
console.log(`raw RNG: ${(rngDraws / 1e6).toFixed(0)} M draws/s`);
for (const figure of attacks) {
  console.log(`${figure.case}: ${(figure.attacksPerSecond / 1e6).toFixed(2)} M attacks/s, ${figure.gcEvents} GC events in ${figure.attacks / 1e6} M attacks (hit rate ${figure.hitRate.toFixed(3)})`);
}
console.log(JSON.stringify({ bench: 'attack', node: process.version, rngDrawsPerSecond: rngDraws, attacks }));
