// `npm run bench:instructions`: machine instructions per duel and per Showdown game, counted by
// valgrind's cachegrind. On a host whose speed wanders by a quarter, a count that repeats to
// within half a percent tells whether a kernel change made it do less work, where timed runs cannot.
// Each kind runs twice under cachegrind, with only the warm-up and with N battles more; the
// difference over N is the count per battle (start-up, compiling and warm-up cancel out).
// Needs valgrind (Debian package `valgrind`); about eight minutes. BENCH_INSTRUCTION_DUELS,
// BENCH_INSTRUCTION_GAMES and BENCH_INSTRUCTION_SKIRMISHES change N (0 skips that kind).
import type { LoopKind } from './warm-up.js';
import { inliningChoice } from '../src/sim/compiler-flags.js';
import { hasValgrind, loopUnderValgrind } from './valgrind-run.js';

interface Counted {
  readonly instructions: number;
  readonly checksum: string;
}

/** Instructions executed by `node kernel-loop.js kind extra`. */
function count(kind: LoopKind, extra: number): Counted {
  const run = loopUnderValgrind(['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null'], [], kind, extra);
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr)?.[1];
  if (refs === undefined) throw new Error(`cachegrind on ${kind} gave no count: ${run.stderr.split('\n').slice(-5).join(' ')}`);
  return { instructions: Number(refs.replaceAll(',', '')), checksum: run.stdout.trim() };
}

function perBattle(kind: LoopKind, battles: number) {
  const base = count(kind, 0);
  const full = count(kind, battles);
  return { kind, battles, instructionsPerBattle: Math.round((full.instructions - base.instructions) / battles), checksum: full.checksum };
}

if (!hasValgrind()) {
  console.log('valgrind is not installed (Debian package valgrind): no instruction counts');
} else {
  const duelCount = Number(process.env['BENCH_INSTRUCTION_DUELS'] ?? 20_000);
  // 8,000 Showdown games: at 2,000 four counts of one build spread over 14% (bench/README.md)
  const gameCount = Number(process.env['BENCH_INSTRUCTION_GAMES'] ?? 8_000);
  const duels = duelCount > 0 ? perBattle('duel', duelCount) : undefined; // 0 skips a kind
  const games = gameCount > 0 ? perBattle('showdown', gameCount) : undefined;
  const skirmishCount = Number(process.env['BENCH_INSTRUCTION_SKIRMISHES'] ?? 2_000);
  const skirmishes = skirmishCount > 0 ? perBattle('skirmish', skirmishCount) : undefined;
  const inlining = inliningChoice(); // kernel-loop.js sets it as the command line does
  console.log(`V8 inlining budget: ${inlining}`);
  if (duels !== undefined) console.log(`instructions per duel (21 bundled matchups): ${duels.instructionsPerBattle.toLocaleString('en')} (checksum ${duels.checksum})`);
  if (games !== undefined) console.log(`instructions per Showdown 2v2 game: ${games.instructionsPerBattle.toLocaleString('en')} (checksum ${games.checksum})`);
  if (skirmishes !== undefined) console.log(`instructions per hex-robots skirmish (bundled teams, hills map): ${skirmishes.instructionsPerBattle.toLocaleString('en')} (checksum ${skirmishes.checksum})`);
  console.log(JSON.stringify({ bench: 'botlab-instructions', node: process.version, inlining, duels, showdown: games, skirmishes }));
}
