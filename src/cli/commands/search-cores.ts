// cold: after an expansion search, which power core suits each leading loadout best: every core
// on each of the leaders, raced on the same streams as the search (issue 7, L538: a team is dealt
// three cores at random, so a designer wants to know how much the choice matters).
import type { Design } from '../../games/kriegbot/design/design.js';
import type { KriegbotCatalogue } from '../../games/kriegbot/catalogue/catalogue.js';
import { columns, type ReportTable } from '../../report/table.js';
import type { Evaluator } from '../../search/evaluate.js';

export const CORE_LEADERS = 5;

export function powerCores(catalogue: KriegbotCatalogue): string[] {
  return [...catalogue.cards].filter(([, card]) => card.kind === 'core').map(([id]) => id);
}

/** Plays `games` more battles of each leader with each core against each opponent of the field. */
export async function coreChoiceTable(catalogue: KriegbotCatalogue, evaluator: Evaluator<Design>, leaders: readonly Design[], games: number): Promise<ReportTable> {
  const cores = powerCores(catalogue);
  const variants = leaders.slice(0, CORE_LEADERS).flatMap((design, index) => cores.map((core) => ({ rank: index + 1, core, design: { ...design, core } })));
  const estimates = await evaluator.evaluate(variants.map((variant) => variant.design), games);
  const bestScore = new Map<number, number>();
  variants.forEach((variant, i) => bestScore.set(variant.rank, Math.max(bestScore.get(variant.rank) ?? 0, estimates[i]?.score ?? 0)));
  const round = (x: number) => Math.round(x * 1e6) / 1e6;
  return {
    title: 'Each power core on the leading loadouts (rank as in top.csv)',
    columns: columns('rank', 'core', 'score', 'ci_low', 'ci_high', 'games', 'best_core'),
    rows: variants.map((variant, i) => {
      const estimate = estimates[i];
      return {
        rank: variant.rank, core: variant.core, score: round(estimate?.score ?? 0), ci_low: round(estimate?.low ?? 0), ci_high: round(estimate?.high ?? 0),
        games: estimate?.games ?? 0, best_core: (estimate?.score ?? -1) === bestScore.get(variant.rank) ? 'yes' : '',
      };
    }),
  };
}
