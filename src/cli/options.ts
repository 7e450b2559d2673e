// cold: options shared by several commands.
import type { Argv } from 'yargs';
import { findRuleset, GAME_IDS } from '../games/index.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { UsageError } from './errors.js';

export interface GameOptions {
  readonly game: string;
  readonly catalogue: string | undefined;
  readonly errata?: string | undefined;
}

export function withGameOptions<T>(yargs: Argv<T>): Argv<T & GameOptions> {
  return yargs
    .option('game', { type: 'string', default: 'kriegbot', describe: `rule system (${GAME_IDS.join(', ')})` })
    .option('catalogue', { type: 'string', describe: 'catalogue folder to use instead of designs/<game>/catalogue', normalize: true })
    .option('errata', { type: 'string', describe: 'a YAML patch over the catalogue (an erratum to try), validated like the catalogue', normalize: true }) as Argv<T & GameOptions>;
}

export function rulesetFor(options: GameOptions): AnyRuleset {
  const rules = findRuleset(options.game);
  if (rules === undefined) throw new UsageError(`--game: unknown game "${options.game}" (known: ${GAME_IDS.join(', ')})`);
  return rules;
}
