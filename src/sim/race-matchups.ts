// cold: racing the matchups of a sensitivity run (issue 22). Every matchup is played under the
// baseline rules and under each variant; each (rules, matchup) cell plays in looks of doubling
// size (500, 1,000, 2,000... battles, the last look --games) and stops early once its favourite is
// settled: its share of the decisive games has an interval wholly on one side of one half. The
// early looks use a wider interval (Bonferroni: 95% split over the looks), so stopping early is no
// likelier to name the wrong favourite than playing every game; at the last look the ordinary 95%
// interval decides, as without racing. Looks are whole blocks, so a cell that plays every look has
// played exactly the blocks a run without racing plays: the same games, the same counts. A budget
// stops the race before a look that would pass it; cells still open then keep what they have.
import { probit } from 'simple-statistics';
import type { BattleSettings, CompiledSet, SimRuleset } from '../kernel/ruleset.js';
import { wilson } from '../stats/interval.js';
import type { Runner } from './runner.js';
import { DEFAULT_BLOCK_GAMES, simulate, type Matchup, type SimulationResult } from './simulate.js';
import { Field } from './task.js';

export interface RaceSet {
  readonly rules: SimRuleset<unknown>;
  readonly compiled: CompiledSet;
}

export interface RaceOptions {
  readonly seed: number;
  /** Battles a matchup plays at most (both seatings). */
  readonly games: number;
  /** Most battles in all, over every set; undefined for no cap. */
  readonly budget: number | undefined;
  /** False: every cell plays every look (no early stop). */
  readonly racing: boolean;
  readonly settings: (rules: SimRuleset<unknown>) => BattleSettings;
  readonly onProgress?: (battles: number, planned: number) => void;
}

export interface RaceOutcome {
  /** Per set, the matchups with their summed outcomes (no tally). */
  readonly results: readonly SimulationResult[];
  readonly battles: number;
  /** Looks played; cells stopped early; cells the budget left short of --games while still open. */
  readonly looks: number;
  readonly stoppedEarly: number;
  readonly cutByBudget: number;
}

/** The battles a matchup has played after each look: 500, 1,000, 2,000... in whole blocks, ending at `games`. */
export function lookSchedule(games: number, blockGames = DEFAULT_BLOCK_GAMES): number[] {
  const looks: number[] = [];
  for (let played = 2 * blockGames; played < games; played *= 2) looks.push(played);
  looks.push(games);
  return looks;
}

/** Whether a cell's favourite is settled at z: the interval of the first design's share of the decisive games lies wholly on one side of one half. */
export function settled(outcomes: Float64Array, z: number): boolean {
  const aWins = outcomes[Field.AWins] ?? 0;
  const decisive = aWins + (outcomes[Field.BWins] ?? 0);
  if (decisive === 0) return false;
  const interval = wilson(aWins, decisive, z);
  return interval.low > 0.5 || interval.high < 0.5;
}

export async function raceMatchups(sets: readonly RaceSet[], matchups: readonly Matchup[], options: RaceOptions, runner: Runner): Promise<RaceOutcome> {
  const looks = options.racing ? lookSchedule(options.games) : [options.games];
  // The early looks' z: 95% shared by the looks (simple-statistics' probit is good to about three decimals, plenty for a stopping line).
  const zEarly = probit(1 - 0.05 / (2 * looks.length));
  const cells = sets.map(() => matchups.map((matchup) => ({ ...matchup, outcomes: undefined as Float64Array | undefined, open: true, tally: new Float64Array(0) })));
  let battles = 0;
  let stoppedEarly = 0;
  let cutByBudget = 0;
  let before = 0;
  let played = 0;
  const planned = () => sets.length * matchups.length * options.games;
  for (const [look, target] of looks.entries()) {
    const step = target - before;
    const open = cells.flatMap((set) => set.filter((cell) => cell.open)).length;
    if (open === 0) break;
    if (options.budget !== undefined && battles + open * (step + (step % 2)) > options.budget) {
      cutByBudget = open;
      break;
    }
    for (const [s, set] of sets.entries()) {
      const mine = cells[s] ?? [];
      const openHere = mine.filter((cell) => cell.open);
      if (openHere.length === 0) continue;
      const result = await simulate(set.rules, set.compiled, openHere, {
        seed: options.seed, stop: { games: step, maxGames: step }, settings: options.settings(set.rules),
        firstBlock: Math.ceil(before / 2 / DEFAULT_BLOCK_GAMES), tally: false,
        onProgress: (done) => options.onProgress?.(battles + done, planned()),
      }, runner);
      battles += result.battles;
      result.matchups.forEach((matchup, i) => {
        const cell = openHere[i];
        if (cell === undefined) return;
        if (cell.outcomes === undefined) cell.outcomes = new Float64Array(matchup.outcomes.length);
        for (let k = 0; k < matchup.outcomes.length; k++) cell.outcomes[k] = (cell.outcomes[k] ?? 0) + (matchup.outcomes[k] ?? 0);
      });
    }
    played = look + 1;
    before = target;
    if (look === looks.length - 1) break;
    for (const set of cells) {
      for (const cell of set) {
        if (!cell.open || cell.outcomes === undefined || !settled(cell.outcomes, zEarly)) continue;
        cell.open = false;
        stoppedEarly++;
      }
    }
  }
  return {
    results: cells.map((set) => ({ matchups: set.map(({ a, b, outcomes, tally }) => ({ a, b, outcomes: outcomes ?? new Float64Array(0), tally })), battles })),
    battles, looks: played, stoppedEarly, cutByBudget,
  };
}
