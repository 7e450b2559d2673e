// cold: after an expansion team search, how the dealt power cores are best shared out: every way
// of giving the best team's robots different cores from the three dealt (L538), raced on the same
// streams as the search, so a team can see which robot should take which core and how much it
// matters.
import type { Design } from '../design/design.js';
import { columns, type ReportTable } from '../../../report/table.js';
import type { Evaluator } from '../../../search/evaluate.js';

/** Every way to give `robots` robots different cores out of `cores`, in a fixed order. */
export function coreAssignments(cores: readonly string[], robots: number): string[][] {
  if (robots === 0) return [[]];
  return cores.flatMap((core) => coreAssignments(cores.filter((other) => other !== core), robots - 1).map((rest) => [core, ...rest]));
}

/** Plays `games` more battles of the best team with each assignment of the dealt cores; returns the table and the team with the best assignment. */
export async function teamCoreTable(evaluator: Evaluator<readonly Design[]>, best: readonly Design[], assignments: readonly (readonly string[])[], games: number, templates: readonly string[]): Promise<{ table: ReportTable; team: readonly Design[] }> {
  const variants = assignments.map((assignment) => best.map((design, i) => ({ ...design, core: assignment[i] ?? design.core })));
  const estimates = await evaluator.evaluate(variants, games);
  const top = Math.max(...estimates.map((estimate) => estimate.score));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  const table: ReportTable = {
    title: 'The best team with each way of sharing out the dealt power cores',
    columns: columns(...templates, 'score', 'ci_low', 'ci_high', 'games', 'best'),
    rows: assignments.map((assignment, i) => {
      const estimate = estimates[i];
      const row: Record<string, string | number> = { score: round(estimate?.score ?? 0), ci_low: round(estimate?.low ?? 0), ci_high: round(estimate?.high ?? 0), games: estimate?.games ?? 0, best: estimate?.score === top ? 'yes' : '' };
      templates.forEach((template, t) => (row[template] = assignment[t] ?? ''));
      return row;
    }),
  };
  return { table, team: variants[estimates.findIndex((estimate) => estimate.score === top)] ?? best };
}
