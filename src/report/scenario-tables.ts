// cold: scenario results as tables: how games end (each outcome's share with its 95% Wilson
// interval) and what each side did (win rate of decisive games, kills, damage, points per game).
// No timings, so two runs with one seed compare byte for byte.
import type { Battle, CompiledScenarioSet } from '../kernel/ruleset.js';
import type { MatchupResult } from '../sim/simulate.js';
import { Field, OUTCOME_FIELDS } from '../sim/task.js';
import { wilson } from '../stats/interval.js';
import { columns, type ReportTable } from './table.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** Sum of a named battle metric over the matchup, from design a's side. */
export function metricSum(battle: Battle, outcomes: Float64Array, name: string): number {
  const index = battle.metrics.indexOf(name);
  return index < 2 ? 0 : (outcomes[OUTCOME_FIELDS + index - 2] ?? 0);
}

/** The outcome table's two team columns, named by the sides the teams play (a game's own words, so its CSV headers read as its rulebook does); a and b when the sides are unnamed or alike. */
export function sideColumns(compiled: CompiledScenarioSet): readonly [string, string] {
  const [a, b] = compiled.sides;
  return a === undefined || b === undefined || a === b ? ['a', 'b'] : [a, b];
}

export function scenarioOutcomeTable(compiled: CompiledScenarioSet, battle: Battle, result: MatchupResult): ReportTable {
  const { outcomes } = result;
  const games = outcomes[Field.Battles] ?? 0;
  const stalls = outcomes[Field.Stalls] ?? 0;
  const third = metricSum(battle, outcomes, 'third_side_wins');
  const [first, second] = [compiled.designs[0], compiled.designs[1]];
  const [a, b] = sideColumns(compiled);
  const counts: [string, number][] = [
    [`${compiled.sides[0] ?? 'a'} wins`, outcomes[Field.AWins] ?? 0],
    [`${compiled.sides[1] ?? 'b'} wins`, outcomes[Field.BWins] ?? 0],
    ['draws', (outcomes[Field.Draws] ?? 0) - stalls - third],
    ['stalls', stalls],
  ];
  if (third > 0) counts.push(['third side wins', third]);
  return {
    title: `${compiled.title}: how the games ended (share of all games, 95% Wilson interval)`,
    columns: columns('scenario', 'map', a, b, `policies_${a}`, `policies_${b}`, 'games', 'outcome', 'count', 'share', 'ci_low', 'ci_high'),
    rows: counts.map(([outcome, count]) => {
      const interval = wilson(count, games);
      return {
        scenario: compiled.title, map: compiled.mapName, [a]: first?.name ?? '', [b]: second?.name ?? '',
        [`policies_${a}`]: first?.policy ?? '', [`policies_${b}`]: second?.policy ?? '', games, outcome, count,
        share: round(games === 0 ? 0 : count / games), ci_low: round(interval.low), ci_high: round(interval.high),
      };
    }),
  };
}

export function scenarioSideTable(compiled: CompiledScenarioSet, battle: Battle, result: MatchupResult): ReportTable {
  const { outcomes } = result;
  const games = outcomes[Field.Battles] ?? 0;
  const perGame = (value: number) => round(games === 0 ? 0 : value / games);
  const wins = [outcomes[Field.AWins] ?? 0, outcomes[Field.BWins] ?? 0];
  const decisive = (wins[0] ?? 0) + (wins[1] ?? 0);
  return {
    title: `${compiled.title}: each side's results (win_rate is the share of decisive games, with its 95% interval)`,
    columns: columns('scenario', 'side', 'team', 'policies', 'games', 'wins', 'win_rate', 'ci_low', 'ci_high', 'kills_per_game', 'damage_per_game', 'points_per_game', 'mean_turns'),
    rows: [0, 1].map((seat) => {
      const suffix = seat === 0 ? 'a' : 'b';
      const interval = wilson(wins[seat] ?? 0, decisive);
      return {
        scenario: compiled.title, side: compiled.sides[seat] ?? '', team: compiled.designs[seat]?.name ?? '', policies: compiled.designs[seat]?.policy ?? '',
        games, wins: wins[seat] ?? 0, win_rate: round(decisive === 0 ? 0.5 : (wins[seat] ?? 0) / decisive), ci_low: round(interval.low), ci_high: round(interval.high),
        kills_per_game: perGame(metricSum(battle, outcomes, `kills_${suffix}`)),
        damage_per_game: perGame(metricSum(battle, outcomes, `damage_${suffix}`)),
        points_per_game: perGame(metricSum(battle, outcomes, `points_${suffix}`)),
        mean_turns: perGame(outcomes[Field.Turns] ?? 0),
      };
    }),
  };
}
