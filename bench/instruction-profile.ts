// `npm run bench:profile -- duel|showdown|skirmish [N]`: where a battle's instructions go, exactly.
// Runs the kernel loop under valgrind's callgrind twice (the warm-up alone, then N battles more,
// default 20,000 duels or 4,000 of the others) with V8's perf map on, and prints for each compiled
// JavaScript function the instructions it executes itself per battle (what V8 inlined into it
// included), the difference of the two runs over N. A sampling profiler's shares wander by a few
// percent and cannot give instructions a call; these repeat. Needs valgrind; a few minutes.
// `-- duel 20000 --code attackOnce` prints that function's machine code instead, each instruction
// with the times it ran a battle (code-annotation.ts): what in it costs (a map check, a call, a loop).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { annotateCode } from './code-annotation.js';
import { costByFunction, perfMap, selfCostByAddress } from './callgrind.js';
import { WARM_UP, type LoopKind } from './warm-up.js';
import { hasValgrind, loopUnderValgrind } from './valgrind-run.js';

const SHOWN = 40;

/** Instructions per compiled function of `node kernel-loop.js kind extra`, under callgrind. */
function profile(kind: LoopKind, extra: number, folder: string): Map<string, number> {
  const out = join(folder, `callgrind.${extra}`);
  // in the temporary folder: the perf map also leaves a V8 log in the working folder
  const run = loopUnderValgrind(['--tool=callgrind', '--dump-instr=yes', `--callgrind-out-file=${out}`], ['--perf-basic-prof'], kind, extra, folder);
  const map = `/tmp/perf-${run.pid}.map`; // valgrind runs node in its own process
  try {
    return costByFunction(selfCostByAddress(readFileSync(out, 'utf8')), perfMap(readFileSync(map, 'utf8')));
  } finally {
    rmSync(map, { force: true });
  }
}

function shortName(name: string): string {
  return name.replace(/file:\/\/\/\S*?dist-bench\//, '');
}

/** `node kernel-loop.js kind battles` under callgrind with V8 listing function `name`'s optimised code: that code, annotated. */
function annotate(kind: LoopKind, battles: number, name: string, folder: string): void {
  const out = join(folder, 'callgrind.code');
  const run = loopUnderValgrind(['--tool=callgrind', '--dump-instr=yes', `--callgrind-out-file=${out}`], ['--print-opt-code', `--print-opt-code-filter=${name}`, '--code-comments'], kind, battles, folder);
  const played = WARM_UP[kind] + battles;
  const objects = annotateCode(run.stdout, name, selfCostByAddress(readFileSync(out, 'utf8')), played);
  if (objects.length === 0) {
    console.log(`V8 optimised no function named ${name} in this run (bench:profile without --code lists those it did)`);
    return;
  }
  objects.forEach((code, i) => {
    console.log(`${name}, code object ${i + 1} of ${objects.length}: ${Math.round(code.perBattle).toLocaleString('en')} instructions a battle (the whole run's count over its ${played.toLocaleString('en')} battles, warm-up included); each instruction with the times it ran a battle`);
    for (const line of code.lines) console.log(line);
  });
}

const args = process.argv.slice(2);
const codeAt = args.indexOf('--code');
const codeName = codeAt >= 0 ? args[codeAt + 1] : undefined;
if (codeAt >= 0 && (codeName === undefined || codeName.startsWith('--'))) {
  console.error('bench:profile: --code takes the name of a function, as the profile lists it (attackOnce, takeAttacks$1)');
  process.exit(2);
}
const [kindArg, countArg] = codeAt >= 0 ? args.filter((_, i) => i !== codeAt && i !== codeAt + 1) : args;
const KINDS: readonly string[] = ['duel', 'showdown', 'skirmish'] satisfies LoopKind[];
const kind = (kindArg ?? 'duel') as LoopKind;
if (!KINDS.includes(kind)) {
  console.error(`bench:profile: the kind is duel, showdown or skirmish, not ${kind}`);
  process.exit(2);
}
const battles = Number(countArg ?? (kind === 'duel' ? 20_000 : 4_000));
if (!Number.isInteger(battles) || battles <= 0) {
  console.error(`bench:profile: the number of battles is a whole number above 0, not ${countArg}`);
  process.exit(2);
}
/** Runs `work` with a temporary folder for what valgrind and V8 leave behind, removed after. */
function inTemporaryFolder(work: (folder: string) => void): void {
  const folder = mkdtempSync(join(tmpdir(), 'botlab-profile-'));
  try {
    work(folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (!hasValgrind()) {
  console.log('valgrind is not installed (Debian package valgrind): no instruction profile');
} else if (codeName !== undefined) {
  inTemporaryFolder((folder) => annotate(kind, battles, codeName, folder));
} else {
  inTemporaryFolder((folder) => {
    const base = profile(kind, 0, folder);
    const full = profile(kind, battles, folder);
    const rows = [...full].map(([name, instructions]) => ({ name: shortName(name), perBattle: (instructions - (base.get(name) ?? 0)) / battles }));
    const total = rows.reduce((sum, row) => sum + row.perBattle, 0);
    rows.sort((a, b) => b.perBattle - a.perBattle);
    console.log(`instructions per ${kind} in compiled JavaScript, by function (itself and what was inlined into it), over ${battles.toLocaleString('en')} battles: ${Math.round(total).toLocaleString('en')}`);
    for (const row of rows.slice(0, SHOWN)) console.log(`${Math.round(row.perBattle).toLocaleString('en').padStart(9)} ${((100 * row.perBattle) / total).toFixed(1).padStart(5)}%  ${row.name}`);
  });
}
