// cold: options shared by several commands.
import type { Argv } from 'yargs';
import { findRuleset, GAME_IDS, rulesets } from '../games/index.js';
import type { GameOption } from '../kernel/design-space.js';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { UsageError } from './errors.js';
import { normalizePath } from './repeated-options.js';

export interface GameOptions {
  readonly game: string;
  readonly catalogue: string | undefined;
  readonly errata?: string | undefined;
}

export function withGameOptions<T>(yargs: Argv<T>): Argv<T & GameOptions> {
  return yargs
    .option('game', { type: 'string', default: GAME_IDS[0], describe: `rule system (${GAME_IDS.join(', ')})` })
    .option('catalogue', { type: 'string', describe: 'catalogue folder to use instead of designs/<game>/catalogue', coerce: normalizePath })
    .option('errata', { type: 'string', describe: 'a YAML patch over the catalogue (an erratum to try), validated like the catalogue', coerce: normalizePath }) as Argv<T & GameOptions>;
}

export function rulesetFor(options: GameOptions): AnyRuleset {
  const rules = findRuleset(options.game);
  if (rules === undefined) throw new UsageError(`--game: unknown game "${options.game}" (known: ${GAME_IDS.join(', ')})`);
  return rules;
}

/** Every game's examples for a command, each said to be the game's. */
export function withGameExamples<T>(yargs: Argv<T>, command: string): Argv<T> {
  let out = yargs;
  for (const rules of Object.values(rulesets) as AnyRuleset[]) {
    for (const [line, what] of rules.examples?.[command] ?? []) out = out.example(line.includes('--game') || rules.id === GAME_IDS[0] ? line : `${line} --game ${rules.id}`, `${rules.title.split(' (')[0]}: ${what}`);
  }
  return out;
}

/** The options games add to one command (`pick` finds them in a game), offered as their union over the registry, each once. */
export function withOptionsOfGames<T>(yargs: Argv<T>, pick: (rules: AnyRuleset) => readonly GameOption[] | undefined): Argv<T> {
  const seen = new Set<string>();
  let out = yargs;
  for (const rules of Object.values(rulesets) as AnyRuleset[]) {
    for (const option of pick(rules) ?? []) {
      if (seen.has(option.name)) continue;
      seen.add(option.name);
      out = out.option(option.name, { type: option.type === 'file' ? 'string' : option.type, ...(option.type === 'file' ? { coerce: normalizePath } : {}), describe: option.describe, ...(option.default === undefined ? {} : { default: option.default }) });
    }
  }
  return out;
}
