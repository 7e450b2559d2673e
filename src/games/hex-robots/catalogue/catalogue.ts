// cold: loads and cross-checks the hex-robots catalogue (designs/hex-robots/catalogue/*.yaml).
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { checkCatalogue } from './catalogue-checks.js';
import {
  catalogueFileSchema,
  type ActionCosts, type Activation, type EffectModifiers, type EffectRow, type Item, type MapRules, type MeleeBonuses,
  type Movement, type Policy, type RangeRules, type RobotFrame, type ShootingModifiers, type TeamRules, type Victory,
} from './catalogue-schema.js';

/** Where an entry was defined, so later messages can point at it. */
export interface Origin {
  readonly file: string;
  readonly path: string;
}

export interface HexRobotsCatalogue {
  /** shooting.range: range limits and the base to-hit table (L7, L10-19). */
  readonly range: RangeRules;
  /** shooting.modifiers (L20-27). */
  readonly shootingModifiers: ShootingModifiers;
  /** melee.bonuses (reconstructed, L28-29). */
  readonly meleeBonuses: MeleeBonuses;
  /** effects: the effect table by id, one row per roll 1..6 (L32-38). */
  readonly effects: ReadonlyMap<string, EffectRow>;
  /** effectRoll.modifiers (reconstructed, L31). */
  readonly effectModifiers: EffectModifiers;
  readonly activation: Activation;
  readonly costs: ActionCosts;
  readonly movement: Movement;
  /** robot.standard: hands, item copies, model height. */
  readonly robot: RobotFrame;
  readonly items: ReadonlyMap<string, Item>;
  readonly team: TeamRules;
  readonly victory: Victory;
  readonly map: MapRules;
  readonly policies: ReadonlyMap<string, Policy>;
  /** `section.id` → where it was defined. */
  readonly origins: ReadonlyMap<string, Origin>;
}

export const SHAPE_RULE = 'catalogue file format (designs/hex-robots/README.md)';

/** Entries every catalogue must define once, as `section.id`. */
const REQUIRED = [
  'shooting.range', 'shooting.modifiers', 'melee.bonuses', 'effectRoll.modifiers', 'turn.activation', 'turn.costs',
  'turn.movement', 'robot.standard', 'game.team', 'game.victory', 'game.map',
] as const;

export function loadCatalogue(files: readonly SourceFile[]): HexRobotsCatalogue {
  const problems: Problem[] = [];
  const entries = new Map<string, { readonly sources: Record<string, string> }>();
  const origins = new Map<string, Origin>();

  for (const file of files) {
    const parsed = catalogueFileSchema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...zodProblems(file.path, [], parsed.error, SHAPE_RULE));
      continue;
    }
    for (const [section, byId] of Object.entries(parsed.data)) {
      for (const [id, entry] of Object.entries(byId ?? {}) as [string, { sources: Record<string, string> } | undefined][]) {
        if (entry === undefined) continue;
        const path = `${section}.${id}`;
        const earlier = origins.get(path);
        if (earlier !== undefined) {
          problems.push({ file: file.path, path, message: `is defined twice (also in ${earlier.file})`, rule: 'ids are unique' });
          continue;
        }
        entries.set(path, entry);
        origins.set(path, { file: file.path, path });
        const { sources, ...data } = entry;
        problems.push(...checkSources(file.path, path, data, sources));
      }
    }
  }

  // A file that failed its shape defined nothing; its entries are not missing, they are wrong.
  const shapeFailed = problems.some((problem) => problem.rule === SHAPE_RULE);
  for (const path of REQUIRED) {
    if (!shapeFailed && !entries.has(path)) problems.push({ file: '(catalogue)', path, message: 'is defined in no catalogue file', rule: SHAPE_RULE });
  }
  if (problems.length > 0) throw new ValidationError(problems);

  const one = <T>(path: (typeof REQUIRED)[number]) => entries.get(path) as T;
  const section = <T>(name: string) => new Map([...entries].filter(([path]) => path.startsWith(`${name}.`)).map(([path, entry]) => [path.slice(name.length + 1), entry as T]));
  const catalogue: HexRobotsCatalogue = {
    range: one('shooting.range'),
    shootingModifiers: one('shooting.modifiers'),
    meleeBonuses: one('melee.bonuses'),
    effects: section<EffectRow>('effects'),
    effectModifiers: one('effectRoll.modifiers'),
    activation: one('turn.activation'),
    costs: one('turn.costs'),
    movement: one('turn.movement'),
    robot: one('robot.standard'),
    items: section<Item>('items'),
    team: one('game.team'),
    victory: one('game.victory'),
    map: one('game.map'),
    policies: section<Policy>('policies'),
    origins,
  };
  const crossProblems = checkCatalogue(catalogue);
  if (crossProblems.length > 0) throw new ValidationError(crossProblems);
  return catalogue;
}
