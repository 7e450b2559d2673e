// The fuzzing campaign: generates cases (each reproducible from the seed and its index), plays them
// on worker processes in parallel, each case under a time limit (a worker that overruns is killed
// and the case counted as a hang), checks the properties, re-runs a sample of the cases and every
// failing one as a real `botlab` process to confirm the in-process result, and saves each failing
// case (its files and command line) for reproduction.
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { writeCaseFiles } from './case-files.js';
import { caseArbitrary, soundCommands } from './cases.js';
import { ROOT } from './corpus.js';
import { violations } from './properties.js';
import type { CaseResult, FuzzCase, WorkerCase } from './protocol.js';

export interface CampaignOptions {
  readonly cases: number;
  readonly seed: number;
  readonly workers: number;
  readonly timeLimitMs: number;
  /** Re-run one case in this many as a real process (0: only failing ones). */
  readonly realEvery: number;
  /** Where failing cases are saved. */
  readonly failures: string;
  readonly progress: (line: string) => void;
  /** Play these generated cases alone (no sound commands): to look again at failing ones. */
  readonly only?: readonly number[];
}

export interface Failure {
  /** The generated case's index, or sound-N for the Nth sound command. */
  readonly index: string;
  readonly kind: string;
  readonly args: readonly string[];
  readonly problems: readonly string[];
  readonly stderr: string;
}

export interface CampaignSummary {
  readonly cases: number;
  readonly sound: number;
  readonly seconds: number;
  readonly exits: Readonly<Record<string, number>>;
  readonly kinds: Readonly<Record<string, number>>;
  readonly violations: Readonly<Record<string, number>>;
  readonly hangs: number;
  readonly realChecked: number;
  readonly realDisagreed: number;
  readonly failures: readonly Failure[];
}

const CLI = join(import.meta.dirname, '..', 'src', 'cli', 'main.js');
const WORKER = join(import.meta.dirname, 'worker.js');
/** Cases a worker process plays before a fresh one replaces it (bounds what a leak could pile up). */
const CASES_PER_WORKER = 250;

/** Case `index` of the campaign `seed`: the same case on any machine, whatever the worker count. */
export function generateCase(seed: number, index: number, arbitrary = caseArbitrary()): FuzzCase {
  return fc.sample(arbitrary, { seed: (seed * 1_000_003 + index) | 0, numRuns: 1 })[0] as FuzzCase;
}

class Worker {
  private child: ChildProcess | undefined;
  private played = 0;
  private readonly scratch: string;
  private readonly timeLimitMs: number;

  constructor(timeLimitMs: number) {
    this.timeLimitMs = timeLimitMs;
    this.scratch = mkdtempSync(join(tmpdir(), 'botlab-fuzz-'));
  }

  private async start(): Promise<ChildProcess> {
    const child = fork(WORKER, [this.scratch], { cwd: ROOT, stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
    await new Promise<void>((ready, failed) => {
      child.once('message', () => ready());
      child.once('exit', (code) => failed(new Error(`fuzz worker exited (${String(code)}) before it was ready`)));
    });
    child.removeAllListeners('exit');
    this.played = 0;
    return child;
  }

  /** The case's result, or undefined when it overran the time limit or killed the worker. */
  async play(job: WorkerCase): Promise<CaseResult | { readonly died: string }> {
    if (this.child === undefined || this.played >= CASES_PER_WORKER) {
      this.child?.kill('SIGKILL');
      this.child = await this.start();
    }
    const child = this.child;
    this.played++;
    return new Promise((settle) => {
      const timer = setTimeout(() => finish({ died: `hang: no answer in ${this.timeLimitMs / 1000} s` }), this.timeLimitMs);
      const onMessage = (result: CaseResult): void => finish(result);
      const onExit = (code: number | null, signal: string | null): void => finish({ died: `worker died (exit ${String(code)}, ${String(signal)})` });
      const finish = (result: CaseResult | { readonly died: string }): void => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        if ('died' in result) {
          child.kill('SIGKILL');
          this.child = undefined;
        }
        settle(result);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(job);
    });
  }

  close(): void {
    this.child?.kill('SIGKILL');
    rmSync(this.scratch, { recursive: true, force: true });
  }
}

/** The case as a real process: its exit code and first stderr line, with the case folder as `{dir}`. */
async function realRun(input: FuzzCase, timeLimitMs: number): Promise<{ readonly code: number | null; readonly first: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'botlab-fuzz-real-'));
  writeCaseFiles(dir, input.files);
  const child = spawn(process.execPath, [CLI, ...input.args.map((arg) => arg.replaceAll('{dir}', dir))], { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => { stderr += chunk; });
  const timer = setTimeout(() => child.kill('SIGKILL'), timeLimitMs);
  const code = await new Promise<number | null>((done) => child.once('close', (exit) => done(exit)));
  clearTimeout(timer);
  rmSync(dir, { recursive: true, force: true });
  return { code, first: (stderr.replaceAll(dir, '{dir}').split('\n')[0] ?? '').trimEnd() };
}

const bump = (counts: Record<string, number>, key: string): void => { counts[key] = (counts[key] ?? 0) + 1; };

export async function runCampaign(options: CampaignOptions): Promise<CampaignSummary> {
  const started = Date.now();
  const arbitrary = caseArbitrary();
  // the sound commands first: each must succeed, or the generated ones built on it test nothing
  const sound: FuzzCase[] = options.only !== undefined ? [] : soundCommands().map((args) => ({ kind: 'sound command', files: {}, args, filesOnly: false }));
  const generated = options.only ?? Array.from({ length: options.cases }, (_, index) => index);
  const total = sound.length + generated.length;
  const exits: Record<string, number> = {};
  const kinds: Record<string, number> = {};
  const broken: Record<string, number> = {};
  const failures: Failure[] = [];
  let hangs = 0;
  let realChecked = 0;
  let realDisagreed = 0;
  let next = 0;
  let done = 0;

  const record = (index: string, input: FuzzCase, problems: string[], stderr: string): void => {
    for (const problem of problems) bump(broken, problem);
    failures.push({ index, kind: input.kind, args: input.args, problems, stderr: stderr.slice(0, 2000) });
    const folder = join(options.failures, String(index));
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    writeCaseFiles(folder, input.files);
    writeFileSync(join(folder, 'case.json'), `${JSON.stringify({ seed: options.seed, index, kind: input.kind, args: input.args, problems, stderr }, null, 2)}\n`);
    options.progress(`FAIL case ${index} (${input.kind}): ${problems.join(', ')}: botlab ${input.args.join(' ')}\n  ${stderr.split('\n').slice(0, 3).join('\n  ')}`);
  };

  const lane = async (worker: Worker): Promise<void> => {
    for (;;) {
      const index = next++;
      if (index >= total) return;
      const input = index < sound.length ? sound[index] as FuzzCase : generateCase(options.seed, generated[index - sound.length] as number, arbitrary);
      const label = index < sound.length ? `sound-${index}` : String(generated[index - sound.length]);
      bump(kinds, input.kind.replace(/,.*/, ''));
      const result = await worker.play({ id: index, files: input.files, args: input.args });
      if ('died' in result) {
        if (result.died.startsWith('hang')) hangs++;
        bump(exits, result.died.startsWith('hang') ? 'hang' : 'worker died');
        record(label, input, [result.died], '');
      } else {
        bump(exits, String(result.code));
        const problems = violations(input, result);
        if (index < sound.length && result.code !== 0) problems.push('sound command refused');
        const real = problems.length > 0 || (options.realEvery > 0 && index % options.realEvery === 0) ? await realRun(input, options.timeLimitMs) : undefined;
        if (real !== undefined) {
          realChecked++;
          const first = (result.stderr.split('\n')[0] ?? '').trimEnd();
          if (real.code !== result.code || (real.code === 2 && real.first !== first)) {
            realDisagreed++;
            problems.push(`a real process differs (exit ${String(real.code)}: ${real.first})`);
          }
        }
        if (problems.length > 0) record(label, input, problems, result.escaped === undefined ? result.stderr : `${result.stderr}\n${result.escaped}`);
      }
      done++;
      if (done % 500 === 0) options.progress(`fuzz: ${done.toLocaleString('en')} of ${total.toLocaleString('en')} cases, ${failures.length} failing, ${((Date.now() - started) / 1000).toFixed(0)} s`);
    }
  };

  const workers = Array.from({ length: Math.max(1, options.workers) }, () => new Worker(options.timeLimitMs));
  try {
    await Promise.all(workers.map(lane));
  } finally {
    for (const worker of workers) worker.close();
  }
  return { cases: generated.length, sound: sound.length, seconds: (Date.now() - started) / 1000, exits, kinds, violations: broken, hangs, realChecked, realDisagreed, failures };
}
