// cold: Kriegbot's battle wiring for the simulator: compile design files, make a worker's
// scratch, and the hot fight (duel.ts).
import { createHash } from 'node:crypto';
import { ValidationError, type Problem } from '../../catalogue/problem.js';
import type { SourceFile } from '../../catalogue/source-file.js';
import { canonicalJson } from '../../catalogue/canonical-json.js';
import { zodProblems } from '../../catalogue/zod-problems.js';
import type { Battle, BattleSettings, CompiledSet, ResolveFile } from '../../kernel/ruleset.js';
import type { Schemas, Tables } from '../../kernel/table.js';
import type { Rng } from '../../rng/rng.js';
import type { KriegbotCatalogue } from './catalogue.js';
import { compileRobots, specOfDesign } from './compile.js';
import { designSchema, isTeamData, type Design } from './design.js';
import { checkDesign } from './design-rules.js';
import { DUEL_METRICS, fight } from './duel.js';
import { createState, TALLY_BANDS, TALLY_SILHOUETTES, type KriegbotState } from './state.js';
import { kriegbotSchemas, type KriegbotTables } from './tables.js';

export const kriegbotBattle: Battle = {
  schemas: kriegbotSchemas,
  metrics: DUEL_METRICS,
  tally: { bands: TALLY_BANDS, silhouettes: TALLY_SILHOUETTES, fields: ['attacks', 'hits', 'damage', 'damage_sq', 'disables', 'disables_sq', 'paints'] },
  createScratch(_tables: Tables<Schemas>, settings: BattleSettings, tally: Float64Array): KriegbotState {
    const state = createState();
    state.startRange = settings.startRange;
    state.turnCap = settings.turnCap;
    state.tally = tally;
    return state;
  },
  fight: fight as (tables: Tables<Schemas>, a: number, b: number, rng: Rng, scratch: unknown, metrics: Float64Array) => number,
};

const BAND_NAMES: Readonly<Record<number, string>> = { 3: 'short', 2: 'medium', 1: 'long' }; // L53

export function compileDesigns(catalogue: KriegbotCatalogue, files: readonly SourceFile[], _resolve: ResolveFile): CompiledSet {
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
    const bands = range.map(([upTo, dice], band) => ({
      name: BAND_NAMES[dice] ?? `${dice}D6`,
      dice,
      ranges: `${band === 0 ? 1 : (range[band - 1]?.[0] ?? 0) + 1}-${upTo}`,
    }));
    return { card, function: fn?.name ?? '', design: owner(k), bands };
  });
  return {
    buffer: compiled.buffer,
    rows: compiled.rows,
    designs: designs.map((design) => ({ name: design.name, template: design.template, policy: design.policy, key: designKey(design) })),
    attacks,
  };
}

/** A content key: the same design always gets the same random streams, wherever it is listed. */
function designKey(design: Design): string {
  return createHash('sha256').update(canonicalJson(design)).digest('hex').slice(0, 16);
}
