// cold: a team's estimate from its robots' estimates against the opposing team: the mean of its
// robots' scores, each robot evaluated once per round however many teams share it.
import type { Estimate } from './estimate.js';
import type { Evaluator } from './evaluate.js';

const Z95 = 1.959963984540054;

export function teamEvaluator<D>(robots: Evaluator<D>, teamSize: number, robotKey: (robot: D) => string, teamKey: (team: readonly D[]) => string): Evaluator<readonly D[]> {
  return {
    // A team costs its robots' battles: budgets count them all.
    opponents: robots.opponents * teamSize,
    battles: () => robots.battles(),
    async evaluate(teams, games) {
      const distinct = new Map<string, D>();
      for (const team of teams) for (const robot of team) distinct.set(robotKey(robot), robot);
      // Each robot plays `games` more per opponent; a team of n robots costs n times one candidate.
      const estimates = new Map((await robots.evaluate([...distinct.values()], games)).map((e) => [e.key, e]));
      return teams.map((team): Estimate => {
        const parts = team.map((robot) => estimates.get(robotKey(robot)));
        const score = parts.reduce((sum, e) => sum + (e?.score ?? 0), 0) / team.length;
        const variance = parts.reduce((sum, e) => sum + (((e?.high ?? 0) - (e?.low ?? 0)) / (2 * Z95)) ** 2, 0) / (team.length * team.length);
        const half = Z95 * Math.sqrt(variance);
        return { key: teamKey(team), score, low: Math.max(0, score - half), high: Math.min(1, score + half), games: parts.reduce((sum, e) => sum + (e?.games ?? 0), 0) };
      });
    },
  };
}
