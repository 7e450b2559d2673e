// cold: `botlab sensitivity --search`: one search under the baseline rules, then one under each
// variant of the reconstructed rules (the same seed, sample and field), each variant's final race
// also racing the baseline's tied designs; then whether the baseline's best stays among the
// variant's tied designs, and whether the parts most of them carry still are (search/search-verdicts.ts).
import type { SimRuleset } from '../kernel/ruleset.js';
import { partsOf, searchVerdicts, type RankedDesign, type SearchFinding } from '../search/search-verdicts.js';
import type { Verdict } from '../sim/sensitivity.js';
import { UsageError } from './errors.js';
import type { Judged, SensitivityArgs } from './sensitivity-games.js';
import { loadCatalogue, type LoadedCatalogue } from './load.js';
import type { RunSettings } from './run-options.js';
import { playSearch, searchSetup, type SearchArgs, type SearchPlayed } from './search-play.js';

/** A search's budget when `--budget` does not set the total (search's own default). */
export const SEARCH_BUDGET = 600_000;

export interface SearchSensitivity {
  readonly verdicts: Verdict[];
  readonly battles: number;
  readonly loaded: LoadedCatalogue<unknown>;
  readonly policies: readonly string[];
  /** The space searched, and the budget of each search. */
  readonly what: string;
  readonly perSearch: number;
}

export async function searchSensitivity(args: Omit<SearchArgs, 'budget' | 'mode' | 'scenario' | 'map'>, rules: SimRuleset<unknown>, variants: readonly { readonly name: string; readonly file: string }[], settings: RunSettings, budget: number | undefined): Promise<SearchSensitivity> {
  const searches = 1 + variants.length;
  const perSearch = budget === undefined ? SEARCH_BUDGET : Math.floor(budget / searches);
  if (budget !== undefined && perSearch < 1_000) throw new UsageError(`--budget: ${budget} battles leave ${perSearch} to each of ${searches} searches (the baseline's and ${variants.length} variants'); a search needs at least 1,000`);
  const searchArgs: SearchArgs = { ...args, budget: perSearch, mode: 'duel', scenario: '', map: undefined };
  // every variant is loaded and its space checked before any game is played
  const baseline = loadCatalogue<unknown>(rules, args.catalogue);
  const patched = variants.map((variant) => ({ ...variant, loaded: loadCatalogue<unknown>(rules, args.catalogue, variant.file) }));
  for (const loaded of [baseline, ...patched.map((variant) => variant.loaded)]) searchSetup(searchArgs, rules, loaded, settings);
  const base = await playSearch(searchArgs, rules, baseline, settings, { sweeps: false, progressLabel: 'baseline' });
  const keep = base.tied.map((estimate) => base.result.candidates.get(estimate.key)).filter((design) => design !== undefined);
  let battles = base.battles;
  const played: { name: string; played: SearchPlayed }[] = [];
  for (const variant of patched) {
    const one = await playSearch(searchArgs, rules, variant.loaded, settings, { sweeps: false, keep, progressLabel: variant.name });
    battles += one.battles;
    played.push({ name: variant.name, played: one });
  }
  const rowsOf = (search: SearchPlayed) => search.result.ranking.map((estimate) => {
    const design = search.result.candidates.get(estimate.key);
    return { estimate, row: design === undefined ? {} : search.space.row(design) };
  });
  const everyRow = [base, ...played.map((one) => one.played)].flatMap((search) => rowsOf(search).map(({ row }) => row));
  const parts = partsOf(everyRow, base.space.columns);
  const finding = (search: SearchPlayed): SearchFinding => ({
    ranked: rowsOf(search).map(({ estimate, row }): RankedDesign => ({
      key: estimate.key, label: search.space.columns.map((column) => row[column] ?? '').filter((value) => value !== '').join(' '), parts: parts(row),
      score: estimate.score, low: estimate.low, high: estimate.high, games: estimate.games,
    })),
    tied: new Set(search.tied.map((estimate) => estimate.key)),
  });
  return {
    verdicts: searchVerdicts(finding(base), played.map((one) => ({ name: one.name, finding: finding(one.played) }))),
    battles, loaded: baseline, policies: [...base.space.policies], what: base.space.title, perSearch,
  };
}

/** A search under the baseline and each variant: its best design and the parts its best designs carry. */
export async function judgeSearch(args: SensitivityArgs, rules: SimRuleset<unknown>, variants: readonly { readonly name: string; readonly file: string }[], settings: RunSettings): Promise<Judged> {
  for (const [given, option] of [[(args.designs?.length ?? 0) > 0, 'designs'], [args.players !== undefined, '--players'], [args.scenario !== undefined, '--scenario']] as const) {
    if (given) throw new UsageError(`--search: searches the game's design space against its field; ${option} goes without --search`);
  }
  const found = await searchSensitivity(args, rules, variants, settings, args.budget);
  return {
    verdicts: found.verdicts, battles: found.battles, command: 'sensitivity --search', hash: found.loaded.hash, catalogue: found.loaded.catalogue, files: found.loaded.files,
    policies: found.policies, played: variants.map((variant) => variant.name), skipped: [], race: { battlesPerSearch: found.perSearch, space: found.what, candidates: args.candidates, field: args.field ?? null },
    subject: `a search of ${found.what} under each (${found.perSearch.toLocaleString('en')} battles a search)`, what: 'its verdicts (the best design, the parts most of the best carry)', none: '',
  };
}

