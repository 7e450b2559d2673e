// `npm run fuzz`: the long fuzzing campaign (issue 21). Options: --cases N (default 10000), --seed S
// (default 1), --workers W (default: one per core), --time-limit SECONDS a case (default 60),
// --real-every K (re-run one case in K as a real process; default 50), --only I,J (those cases alone), --show I (print case I).
// Prints the counts and the time; exits 1 if any case broke a property. Failing cases are saved in
// fuzz-failures/<index>/ with their files and command line.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { generateCase, runCampaign } from './campaign.js';
import { ROOT } from './corpus.js';

const { values } = parseArgs({
  options: {
    'cases': { type: 'string', default: '10000' },
    'seed': { type: 'string', default: '1' },
    'workers': { type: 'string', default: String(availableParallelism()) },
    'time-limit': { type: 'string', default: '60' },
    'real-every': { type: 'string', default: '50' },
    'only': { type: 'string' },
    'show': { type: 'string' },
    'json': { type: 'boolean', default: false },
  },
});

const seed = Number(values.seed);
if (values.show !== undefined) {
  console.log(JSON.stringify(generateCase(seed, Number(values.show)), null, 2));
  process.exit(0);
}

const summary = await runCampaign({
  cases: Number(values.cases),
  seed,
  workers: Number(values.workers),
  timeLimitMs: Number(values['time-limit']) * 1000,
  realEvery: Number(values['real-every']),
  failures: join(ROOT, 'fuzz-failures'),
  progress: (line) => console.error(line),
  ...(values.only === undefined ? {} : { only: values.only.split(',').map(Number) }),
});

const list = (counts: Readonly<Record<string, number>>): string => Object.entries(counts).sort((a, b) => b[1] - a[1]).map(([key, count]) => `${key} ${count.toLocaleString('en')}`).join(', ') || 'none';
const count = (name: string): number => summary.violations[name] ?? 0;
console.log(`fuzz: ${summary.cases.toLocaleString('en')} generated inputs (seed ${seed}) and ${summary.sound} sound commands in ${summary.seconds.toFixed(0)} s (${(summary.cases / summary.seconds).toFixed(1)} a second)`);
console.log(`  by kind: ${list(summary.kinds)}`);
console.log(`  exit codes: ${list(summary.exits)}`);
console.log(`  ${count('stack trace')} stack traces, ${summary.hangs} hangs, ${count('partial output')} partial outputs, ${count('temporary file left')} temporary files left, ` +
  `${count('problem line without a file name')} problem lines without a file name, ${count('refused in silence')} silent refusals`);
console.log(`  real processes: ${summary.realChecked} cases re-run, ${summary.realDisagreed} disagreeing`);
console.log(`  ${summary.failures.length} failing cases${summary.failures.length > 0 ? ' (saved in fuzz-failures/)' : ''}: ${list(summary.violations)}`);
if (values.json) console.log(JSON.stringify({ ...summary, failures: summary.failures.map((failure) => ({ index: failure.index, kind: failure.kind, problems: failure.problems })) }));
process.exitCode = summary.failures.length > 0 ? 1 : 0;
