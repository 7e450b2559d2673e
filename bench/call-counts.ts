// cold: `npm run bench:calls -- [N]`: how often each function of the specialised line duel runs a
// duel, inlined by V8 or not. Where bench:profile says what a function costs, this says how often
// it is entered, which tells a cheap function called often from a dear one called rarely.
// A copy of the built bench (dist-bench) in a temporary folder, its duel-specialised.js with a
// counter at the top of every function, plays kernel-loop.js's warm-up and N duels more (default
// 20,000), then only the warm-up; the difference over N is the count a duel. The copy leaves the
// build untouched; the counters change the code, so this counts calls, never instructions.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const distBench = fileURLToPath(new URL('..', import.meta.url));
const root = join(distBench, '..');
const SPECIALISED = join('src', 'games', 'kriegbot', 'duel', 'duel-specialised.js');

/** The generated duel with `globalThis.__botlabCalls[name]++` at the top of every function, and the table printed at exit. */
function withCounters(code: string): string {
  let functions = 0;
  const counted = code.replace(/^(\s*function ([\w$]+)\([^)]*\) \{)$/gm, (line, _head: string, name: string) => {
    functions++;
    return `${line} __botlabCalls[${JSON.stringify(name)}] = (__botlabCalls[${JSON.stringify(name)}] ?? 0) + 1;`;
  });
  if (functions === 0) throw new Error('bench:calls: no function found in duel-specialised.js (npm run build:bench writes it)');
  const table = 'const __botlabCalls = (globalThis.__botlabCalls ??= {});\nprocess.on("exit", () => console.error(JSON.stringify(__botlabCalls)));\n';
  const lines = counted.split('\n');
  const firstNonImport = lines.findIndex((line) => !line.startsWith('import ') && !line.startsWith('//') && line.trim() !== '');
  lines.splice(firstNonImport, 0, table);
  return lines.join('\n');
}

function countsOf(folder: string, duels: number): Map<string, number> {
  const run = spawnSync(process.execPath, [join(folder, 'dist-bench', 'bench', 'kernel-loop.js'), 'duel', String(duels)], { encoding: 'utf8', cwd: folder, maxBuffer: 1 << 24 });
  if (run.status !== 0) throw new Error(`bench:calls: the kernel loop failed: ${run.stderr.split('\n').slice(-5).join(' ')}`);
  const last = run.stderr.trim().split('\n').at(-1) ?? '{}';
  return new Map(Object.entries(JSON.parse(last) as Record<string, number>));
}

const duels = Number(process.argv[2] ?? 20_000);
if (!Number.isInteger(duels) || duels <= 0) {
  console.error(`bench:calls: N must be a whole number of duels above 0, not ${process.argv[2]}`);
  process.exit(2);
}
const folder = mkdtempSync(join(tmpdir(), 'botlab-calls-'));
try {
  cpSync(distBench, join(folder, 'dist-bench'), { recursive: true });
  cpSync(join(root, 'package.json'), join(folder, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(folder, 'node_modules'));
  symlinkSync(join(root, 'designs'), join(folder, 'designs'));
  const target = join(folder, 'dist-bench', SPECIALISED);
  writeFileSync(target, withCounters(readFileSync(target, 'utf8')));
  const full = countsOf(folder, duels);
  const base = countsOf(folder, 0);
  const rows = [...full].map(([name, calls]) => ({ name, perDuel: (calls - (base.get(name) ?? 0)) / duels })).filter((row) => row.perDuel > 0);
  rows.sort((a, b) => b.perDuel - a.perDuel);
  console.log(`calls a duel of each function of the specialised line duel (21 bundled matchups, ${duels.toLocaleString('en')} duels after the warm-up), inlined or not:`);
  for (const row of rows) console.log(`${row.perDuel.toFixed(1).padStart(9)}  ${row.name}`);
} finally {
  rmSync(folder, { recursive: true, force: true });
}
