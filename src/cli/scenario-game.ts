// Which compiled scenario and random stream game K of a `botlab scenario` run used: a dealt
// scenario plays deal K / 2 in seating K % 2; any other plays blocks of DEFAULT_BLOCK_GAMES
// games on one stream, first with the first side on top, then with the seats swapped.
import type { SourceFile } from '../catalogue/source-file.js';
import type { CompiledScenarioSet, ReplayRequest, SimRuleset } from '../kernel/ruleset.js';
import { battleGame } from './battle-game.js';
import { dealsRobots, prepareDeals, type PreparedDeals } from './dealt.js';
import { UsageError } from './errors.js';
import { prepareScenario, sideTeams, type PreparedScenario, type ScenarioArgs } from './scenario-files.js';
import { seatingStream } from '../rng/stream.js';

/** A scenario ready to replay any game of a run. */
export interface ScenarioRun {
  readonly rules: SimRuleset<unknown>;
  readonly prepared: PreparedScenario | PreparedDeals;
  readonly deals: PreparedDeals | undefined;
  /** The compiled scenario and the request that replays game `game` of the run. */
  game(game: number): { readonly compiled: CompiledScenarioSet; readonly request: ReplayRequest };
}

export function scenarioRun(options: ScenarioArgs, rules: SimRuleset<unknown>, file: SourceFile, seed: number, turnCap: number): ScenarioRun {
  const deals = dealsRobots(rules, file, Object.keys(sideTeams(options, rules)).length > 0) ? prepareDeals(options, rules, file, seed, turnCap) : undefined;
  const prepared = deals ?? prepareScenario(options, file);
  return {
    rules,
    prepared,
    deals,
    game: (game) => {
      const base = { seed, stream: 0, seating: game % 2, index: 0, turnCap };
      if (deals !== undefined) {
        const deal = rules.dealt?.compileDeal(deals.prepared, seed, Math.floor(game / 2));
        if (deal === undefined) throw new UsageError(`--game: ${rules.id} cannot deal`);
        return { compiled: deal.compiled, request: { ...base, stream: seatingStream(deal.stream, base.seating) } };
      }
      const { compiled } = prepared;
      return { compiled, request: battleGame(compiled, 0, 1, seed, game, turnCap) };
    },
  };
}
