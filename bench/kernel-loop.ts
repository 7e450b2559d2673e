// cold: plays a fixed number of battles in one process and exits, for the instruction counter
// (instructions.ts), which runs this script under cachegrind. `node kernel-loop.js duel|showdown|skirmish N`
// plays the same warm-up as the timed benches, then N battles more; the printed checksum (outcomes
// and turns) shows that two builds played the same battles.
import { duelField } from './duel-field.js';
import { kernelHarness } from './kernel-harness.js';
import { showdownTwoOnTwo } from './scenario.bench.js';
import { skirmishField } from './hex-robots.bench.js';
import { tuneCompiler } from '../src/sim/compiler-flags.js';
import { WARM_UP, type LoopKind } from './warm-up.js';

tuneCompiler(); // BOTLAB_V8_INLINING, read as the command line reads it


function loop(kind: LoopKind, extra: number): number {
  if (kind === 'skirmish') return skirmishLoop(extra);
  const duel = kind === 'duel' ? duelField() : undefined;
  const { battle, tables, scratch, metrics, rng } = kernelHarness(duel?.compiled ?? showdownTwoOnTwo());
  let checksum = 0;
  for (let i = 0; i < WARM_UP[kind] + extra; i++) {
    const p = duel === undefined ? 0 : (i % duel.matchups) * 2;
    const a = duel === undefined ? i & 1 : (duel.pairs[p] ?? 0);
    const b = duel === undefined ? 1 - (i & 1) : (duel.pairs[p + 1] ?? 1);
    checksum = (checksum * 31 + battle.fight(tables, a, b, rng, scratch, metrics) * 64 + (metrics[0] ?? 0)) % 1_000_000_007;
  }
  return checksum;
}

/** The hex-robots skirmishes of the timed bench (every pair of the bundled teams, both seatings). */
function skirmishLoop(extra: number): number {
  const { metrics, fight } = skirmishField();
  let checksum = 0;
  for (let i = 0; i < WARM_UP.skirmish + extra; i++) checksum = (checksum * 31 + fight(i) * 64 + (metrics[0] ?? 0)) % 1_000_000_007;
  return checksum;
}

const [kind, count] = process.argv.slice(2);
if (kind === 'duel' || kind === 'showdown' || kind === 'skirmish') console.log(loop(kind, Number(count ?? 0)));
