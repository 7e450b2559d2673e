// `npm run bench:profile -- duel|showdown|skirmish [N]`: where a battle's instructions go, exactly.
// Runs the kernel loop under valgrind's callgrind twice (the warm-up alone, then N battles more,
// default 20,000 duels or 4,000 of the others) with V8's perf map on, and prints for each compiled
// JavaScript function the instructions it executes itself per battle (what V8 inlined into it
// included), the difference of the two runs over N. A sampling profiler's shares wander by a few
// percent and cannot give instructions a call; these repeat. Needs valgrind; a few minutes.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { costByFunction, perfMap, selfCostByAddress } from './callgrind.js';
import type { LoopKind } from './kernel-loop.js'; // the type only: importing kernel-loop.js would run its loop here
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

const [kindArg, countArg] = process.argv.slice(2);
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
if (!hasValgrind()) {
  console.log('valgrind is not installed (Debian package valgrind): no instruction profile');
} else {
  const folder = mkdtempSync(join(tmpdir(), 'botlab-profile-'));
  try {
    const base = profile(kind, 0, folder);
    const full = profile(kind, battles, folder);
    const rows = [...full].map(([name, instructions]) => ({ name: shortName(name), perBattle: (instructions - (base.get(name) ?? 0)) / battles }));
    const total = rows.reduce((sum, row) => sum + row.perBattle, 0);
    rows.sort((a, b) => b.perBattle - a.perBattle);
    console.log(`instructions per ${kind} in compiled JavaScript, by function (itself and what was inlined into it), over ${battles.toLocaleString('en')} battles: ${Math.round(total).toLocaleString('en')}`);
    for (const row of rows.slice(0, SHOWN)) console.log(`${Math.round(row.perBattle).toLocaleString('en').padStart(9)} ${((100 * row.perBattle) / total).toFixed(1).padStart(5)}%  ${row.name}`);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
