// cold: loads and cross-checks the hex-robots catalogue (designs/hex-robots/catalogue/*.yaml).
import { catalogueEntries, type Origin } from '../../../catalogue/catalogue-entries.js';
import { ValidationError } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { checkCatalogue } from './catalogue-checks.js';
import {
  catalogueFileSchema,
  type ActionCosts, type Activation, type EffectModifiers, type EffectRow, type Item, type MapRules, type MeleeBonuses,
  type Movement, type Policy, type RangeRules, type RobotFrame, type ShootingModifiers, type TeamRules, type Victory,
} from './catalogue-schema.js';


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
  const { one, section, origins } = catalogueEntries(files, catalogueFileSchema, SHAPE_RULE, REQUIRED);
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
