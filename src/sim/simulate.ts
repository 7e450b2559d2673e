// cold: plays matchups in blocks until the stop rule is met, and merges the results.
//
// Every block's random stream depends only on (seed, the two designs' content keys, block
// index), never on which worker plays it or what else is in the run, so the numbers are the same
// at any thread count. Rounds decide whether to play more from finished blocks only.
import type { BattleSettings, CompiledSet, SimRuleset } from '../kernel/ruleset.js';
import { streamId } from '../rng/stream.js';
import { wilson } from '../stats/interval.js';
import type { Runner } from './runner.js';
import { Field, OUTCOME_FIELDS, type BlockTask } from './task.js';
import type { ResumeHooks } from './resume-hooks.js';

export interface Matchup {
  readonly a: number;
  readonly b: number;
}

export interface StopRule {
  /** Battles per matchup (both seatings together), or undefined to stop on the interval. */
  readonly games?: number;
  /** Stop when the 95% Wilson half-width of the win rate is at most this. */
  readonly ciHalfWidth?: number;
  /** With ciHalfWidth: never play more than this many battles per matchup. */
  readonly maxGames: number;
}

/** Fixed --games runs only may resume (ResumeHooks). */
export interface SimulationOptions extends ResumeHooks<SimulationSnapshot> {
  readonly seed: number;
  readonly stop: StopRule;
  readonly settings: BattleSettings;
  /** Battles per seating per block. */
  readonly blockGames?: number;
  readonly onProgress?: (played: number, planned: number) => void;
  /**
   * The names a matchup's random streams are drawn from. Default: the two designs' content keys,
   * sorted. Search passes only the opponent's key, so every candidate meets the same dice against
   * the same opponent (common random numbers).
   */
  readonly streamKey?: (matchup: Matchup) => readonly string[];
  /** Number the blocks from here (a later round of a search plays fresh blocks). */
  readonly firstBlock?: number;
  /** Keep the per-attack tally (damage.csv). Search turns it off: it needs only outcomes. */
  readonly tally?: boolean;
}

/**
 * Where a run stands after the blocks folded so far: each matchup's sums and blocks, in the order
 * matchups were given. Blocks fold in a fixed order, so a run restored from a snapshot plays the
 * rest and adds it in the same order: its results are byte for byte those of an unbroken run.
 */
export interface SimulationSnapshot {
  readonly battles: number;
  readonly matchups: readonly { readonly outcomes: Float64Array; readonly tally: Float64Array; readonly blocks: number }[];
}

export interface MatchupResult extends Matchup {
  /** OUTCOME_FIELDS counts from design a's side (task.ts Field), then the sums of the battle's further metrics. */
  readonly outcomes: Float64Array;
  /** The per-attack tally of this matchup's blocks (attack rows of a and of b). */
  readonly tally: Float64Array;
}

export interface SimulationResult {
  readonly matchups: readonly MatchupResult[];
  readonly battles: number;
}

/** Battles per seating per block unless a run says otherwise. */
export const DEFAULT_BLOCK_GAMES = 250;
let lastCompileId = 0;

/** A new id for a compiled buffer a run sends to the workers (they key their views and scratch on it). */
export function newCompileId(): number {
  return ++lastCompileId;
}

export async function simulate(rules: SimRuleset<unknown>, compiled: CompiledSet, matchups: readonly Matchup[], options: SimulationOptions, runner: Runner): Promise<SimulationResult> {
  const { tally: layout } = rules.battle;
  const tallyLength = options.tally === false ? 0 : compiled.attacks.length * layout.dims.reduce((cells, dim) => cells * dim.size, 1) * layout.fields.length;
  const blockGames = options.blockGames ?? DEFAULT_BLOCK_GAMES;
  const compileId = newCompileId();
  const metricSums = rules.battle.metrics.length - 2;
  const outcomeLength = OUTCOME_FIELDS + metricSums;
  const results = matchups.map((matchup) => ({ ...matchup, outcomes: new Float64Array(outcomeLength), tally: new Float64Array(tallyLength), blocks: options.firstBlock ?? 0 }));
  const keysOf = options.streamKey ?? ((m: Matchup) => [compiled.designs[m.a]?.key ?? '', compiled.designs[m.b]?.key ?? ''].sort());
  const target = options.stop.games ?? options.stop.maxGames;
  const planned = target * matchups.length;
  let battles = options.resume?.battles ?? 0;
  if (options.resume !== undefined) {
    if (options.stop.games === undefined || options.resume.matchups.length !== results.length) throw new Error('simulate: a snapshot resumes a run of the same matchups with a fixed number of games');
    options.resume.matchups.forEach((saved, i) => {
      const result = results[i];
      if (result === undefined || saved.outcomes.length !== result.outcomes.length || saved.tally.length !== result.tally.length) throw new Error('simulate: the snapshot does not fit this run');
      result.outcomes.set(saved.outcomes);
      result.tally.set(saved.tally);
      result.blocks = saved.blocks;
    });
  }
  const snapshot = (): SimulationSnapshot => ({ battles, matchups: results.map(({ outcomes, tally, blocks }) => ({ outcomes, tally, blocks })) });

  // With a fixed number of games every block is known in advance, so all go to the pool at once
  // (no worker waits at the end of a round); the interval rule plays in rounds.
  const fixed = options.stop.games !== undefined;
  const perSeating = Math.ceil(target / 2);
  for (;;) {
    const open = results.filter((result) => wantsMore(result.outcomes, options.stop));
    if (open.length === 0) break;
    // Where each open matchup stands as the round starts (folding moves it on while the round streams).
    const starts = open.map((result) => ({ result, block: result.blocks, played: (result.outcomes[Field.Battles] ?? 0) / 2 }));
    const owners: (typeof results)[number][] = []; // the matchup of each task submitted and not yet folded, in order
    function* tasks(): Generator<BlockTask> {
      for (const { result, block: first, played } of starts) {
        let block = first;
        for (let done = played; done < perSeating; block++) {
          const games = Math.max(1, Math.min(blockGames, perSeating - done));
          owners.push(result);
          yield {
            game: rules.id, rulesVersion: rules.version, compileId, buffer: compiled.buffer, rows: compiled.rows, settings: options.settings,
            a: result.a, b: result.b, seed: options.seed, stream: streamId(...keysOf(result), block), games, tallyLength, metricSums,
          };
          done += games;
          if (!fixed) break;
        }
      }
    }
    await runner.each(tasks(), (output) => {
      const result = owners.shift();
      if (result === undefined) return;
      for (let i = 0; i < outcomeLength; i++) result.outcomes[i] = (result.outcomes[i] ?? 0) + (output[i] ?? 0);
      for (let i = 0; i < tallyLength; i++) result.tally[i] = (result.tally[i] ?? 0) + (output[outcomeLength + i] ?? 0);
      result.blocks++;
      battles += output[Field.Battles] ?? 0;
      options.onFolded?.(snapshot);
    });
    options.onProgress?.(battles, Math.max(planned, battles));
    // a fixed run plays every block in its one round (and a shard, which folds nothing, must stop there too)
    if (fixed) break;
  }
  return { matchups: results.map(({ a, b, outcomes, tally }) => ({ a, b, outcomes, tally })), battles };
}

function wantsMore(outcomes: Float64Array, stop: StopRule): boolean {
  const played = outcomes[Field.Battles] ?? 0;
  if (stop.games !== undefined) return played < stop.games;
  if (played >= stop.maxGames) return false;
  if (played === 0 || stop.ciHalfWidth === undefined) return true;
  const decisive = (outcomes[Field.AWins] ?? 0) + (outcomes[Field.BWins] ?? 0);
  if (decisive === 0) return played < stop.maxGames;
  const interval = wilson(outcomes[Field.AWins] ?? 0, decisive);
  return (interval.high - interval.low) / 2 > stop.ciHalfWidth;
}

/** Every unordered pair of `count` designs, once each (both seatings are played within a matchup). */
export function allPairs(count: number): Matchup[] {
  const pairs: Matchup[] = [];
  for (let a = 0; a < count; a++) for (let b = a + 1; b < count; b++) pairs.push({ a, b });
  return pairs;
}
