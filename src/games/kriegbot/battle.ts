// cold: Kriegbot's battle wiring for the simulator: compile design files, make a worker's
// scratch, and the hot fight (duel.ts).
import { createHash } from 'node:crypto';
import { ValidationError, type Problem } from '../../catalogue/problem.js';
import type { SourceFile } from '../../catalogue/source-file.js';
import { canonicalJson } from '../../catalogue/canonical-json.js';
import { zodProblems } from '../../catalogue/zod-problems.js';
import type { Battle, BattleSettings, CompiledSet, ResolveFile } from '../../kernel/ruleset.js';
import { settingValue } from '../../kernel/settings.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import type { KriegbotCatalogue } from './catalogue/catalogue.js';
import { compileRobots, specOfDesign, type RowNames } from './compile/compile.js';
import { designSchema, isTeamData, type Design } from './design/design.js';
import { checkDesign } from './design/design-rules.js';
import { fight as plainFight } from './duel/duel.js';
import { duelKernel, type DuelFight } from './duel/specialised.js';
import { createMapScratch } from './map/map-scratch.js';
import { ScenarioGame } from './scenario/scenario-game.js';
import { playScenario, SCENARIO_METRICS } from './scenario/scenario.js';
import { createState, tallyInto, OVERCHARGED_BANDS, TALLY_BANDS, TALLY_SILHOUETTES, type KriegbotState } from './resolve/state.js';
import { kriegbotSchemas, type KriegbotTables } from './compile/tables.js';

/** A worker's scratch: the battle state, and the scenario's when the tables hold a scenario. */
interface KriegbotScratch {
  readonly state: KriegbotState;
  readonly game: ScenarioGame | undefined;
  /** The line duel for these tables and this state (duel/specialised.ts). */
  readonly fight: DuelFight;
  /** The run's settings, set on the state before each battle: a specialised duel's state is shared by scratches of the same tables. */
  readonly startRange: number;
  readonly turnCap: number;
  readonly tally: Float64Array;
}

export const kriegbotBattle: Battle = {
  schemas: kriegbotSchemas,
  settings: [{ name: 'startRange', default: 10, min: 1, max: 100, describe: 'hexes between the two robots when a line duel starts' }],
  // The duel writes the first two (DUEL_METRICS); a scenario all of them.
  metrics: SCENARIO_METRICS,
  sidedPairs: 3,
  tally: {
    title: 'What one attack does, by card, target template, range band and target silhouette',
    dims: [{ name: 'band', size: TALLY_BANDS, columns: ['band', 'ranges', 'dice'] }, { name: 'silhouette', size: TALLY_SILHOUETTES, columns: ['silhouette'] }],
    fields: ['attacks', 'hits', 'damage', 'damage_sq', 'disables', 'disables_sq', 'paints', 'hit_chance'],
    labels: ['card', 'function'],
    per: 'attacks',
    measures: [
      // hit_rate_exact: the mean exact chance of the dice each attack rolled (after a strafe, point
      // defense, bonuses) against the silhouette it met; the dice column is the band's, before them.
      { name: 'hit_rate', column: 'hit_rate', kind: 'rate', count: 'hits', exact: 'hit_chance' },
      { name: 'damage', column: 'damage_per_attack', kind: 'mean', sum: 'damage', sumsq: 'damage_sq' },
      { name: 'disable', column: 'disable_per_attack', kind: 'mean', sum: 'disables', sumsq: 'disables_sq' },
      { name: 'paint', column: 'paint_per_attack', kind: 'rate', count: 'paints' },
    ],
  },
  createScratch(tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): KriegbotScratch {
    const t = tables as KriegbotTables;
    const game = t.scenario.victory.length > 0 ? new ScenarioGame(createMapScratch(t)) : undefined;
    const { state, fight } = game === undefined ? duelKernel(t) : { state: createState(), fight: plainFight };
    return { state, game, fight, startRange: settingValue(settings, 'startRange'), turnCap: settings.turnCap, tally };
  },
  fight(tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array): number {
    const { state, game, fight, startRange, turnCap, tally } = scratch as KriegbotScratch;
    const t = tables as KriegbotTables;
    state.startRange = startRange;
    state.turnCap = turnCap;
    tallyInto(state, tally);
    if (game !== undefined) return playScenario(t, game, state, a, b, rng, metrics);
    return fight(t, a, b, rng, state, metrics);
  },
};

const BAND_NAMES: Readonly<Record<number, string>> = { 3: 'short', 2: 'medium', 1: 'long' }; // L53

export function compileDesigns(catalogue: KriegbotCatalogue, files: readonly SourceFile[], _resolve: ResolveFile): CompiledSet & { readonly rowNames: RowNames } {
  const problems: Problem[] = [];
  const designs: Design[] = [];
  for (const file of files) {
    if (isTeamData(file.data)) {
      problems.push({ file: file.path, path: '', message: 'is a team; duels and matrices take design files', rule: 'duels are between designs' });
      continue;
    }
    const parsed = designSchema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...zodProblems(file.path, [], parsed.error, 'design file format (designs/kriegbot/README.md)'));
      continue;
    }
    problems.push(...checkDesign(parsed.data, catalogue, file.path, ''));
    designs.push(parsed.data);
  }
  if (problems.length > 0) throw new ValidationError(problems);

  const compiled = compileRobots(designs.map((design) => specOfDesign(design, catalogue)), catalogue);
  const t: KriegbotTables = compiled.tables;
  const owner = (row: number): number => {
    for (let r = 0; r < compiled.rows.robot; r++) {
      const first = t.robot.firstAttack[r] ?? 0;
      if (row >= first && row < first + (t.robot.attackCount[r] ?? 0)) {
        const original = [...Array(designs.length).keys()].find((d) => t.robot.phoenix[d] === r);
        return r < designs.length ? r : (original ?? -1);
      }
    }
    return -1;
  };
  const attacks = Array.from({ length: compiled.rows.attack }, (_, k) => {
    const card = compiled.cardIds[t.attack.card[k] ?? -1] ?? '';
    const fn = catalogue.cards.get(card)?.functions[t.attack.fn[k] ?? 0];
    const range = fn?.attack?.range ?? [];
    const plain = range.map(([upTo, dice], band) => ({
      name: BAND_NAMES[dice] ?? `${dice}D6`,
      dice,
      ranges: `${band === 0 ? 1 : (range[band - 1]?.[0] ?? 0) + 1}-${upTo}`,
    }));
    // Tally bands OVERCHARGED_BANDS.. are the same bands overcharged: one more die (L550).
    const filler = { name: '', dice: 0, ranges: '' };
    const bands = [...plain, ...Array(Math.max(0, OVERCHARGED_BANDS - plain.length)).fill(filler), ...plain.map((band) => ({ ...band, name: `${band.name} overcharged`, dice: band.dice + 1 }))];
    return { labels: { card, function: fn?.name ?? '' }, design: owner(k), cells: [bands.map((band) => ({ band: band.name, ranges: band.ranges, dice: band.dice }))] };
  });
  return {
    rowNames: compiled.rowNames, // for the event log (duel-replay.ts)
    buffer: compiled.buffer,
    rows: compiled.rows,
    designs: designs.map((design) => ({ name: design.name, kind: design.template, policy: design.policy, key: designKey(design) })),
    attacks,
  };
}

/** A content key: the same design always gets the same random streams, wherever it is listed. */
function designKey(design: Design): string {
  return createHash('sha256').update(canonicalJson(design)).digest('hex').slice(0, 16);
}
