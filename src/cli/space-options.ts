// cold: the options games add to `space` and `search` (their SearchRules), offered on the command
// line as the union over the registry, and the chosen game's design space.
import type { Argv } from 'yargs';
import type { DesignSpace, SearchRules } from '../kernel/design-space.js';
import type { AnyRuleset, SimRuleset } from '../kernel/ruleset.js';
import { UsageError } from './errors.js';
import { withOptionsOfGames } from './options.js';

export function withSpaceOptions<T>(yargs: Argv<T>): Argv<T> {
  return withOptionsOfGames(yargs, (rules) => (rules as SimRuleset<unknown>).search?.options);
}

export function searchRulesOf(rules: AnyRuleset, command: string): SearchRules<unknown, unknown> {
  const search = (rules as SimRuleset<unknown>).search;
  if (search === undefined) throw new UsageError(`${command}: ${rules.id} has no design space to explore`);
  return search;
}

/** The chosen game's space for the options given; a usage error names the option. */
export function designSpace(rules: AnyRuleset, catalogue: unknown, args: Readonly<Record<string, unknown>>, command: string): DesignSpace<unknown> {
  const search = searchRulesOf(rules, command);
  const given = Object.fromEntries(search.options.map((option) => [option.name, args[option.name]]));
  const space = search.space(catalogue, given);
  if (typeof space === 'string') throw new UsageError(space);
  return space;
}
