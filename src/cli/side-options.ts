// cold: what the command line gives each side of a scenario (a team file) or of a campaign (a
// policy). The CLI names no game's sides: `--side NAME=FILE` takes any side a game declares
// (SimRuleset.sides), and each declared name is also an option of its own (`--NAME FILE`,
// `--NAME-policy POLICY`) so a game's players keep the short form its rulebook suggests.
import { normalize } from 'node:path';
import type { Argv } from 'yargs';
import { didYouMean } from '../catalogue/did-you-mean.js';
import { rulesets } from '../games/index.js';
import type { AnyRuleset, SimRuleset } from '../kernel/ruleset.js';
import { UsageError } from './errors.js';

/** One thing given per side: its generic option, the suffix of its per-side aliases, and what the value is. */
export interface SideValue {
  readonly option: string;
  readonly suffix: string;
  readonly value: string;
  /** Help for one side's alias; with 'NAME', for the generic option. */
  readonly describe: (side: string) => string;
  /** A file path: normalised here for both forms (as yargs's `normalize` would, which throws on a repeated option). */
  readonly path: boolean;
}

export const SIDE_TEAM: SideValue = { option: 'side', suffix: '', value: 'FILE', describe: (side) => `team file for the ${side} side (default: the scenario's own)`, path: true };
export const SIDE_POLICY: SideValue = { option: 'side-policy', suffix: '-policy', value: 'POLICY', describe: (side) => `the policy the ${side} side's gang plays (default: the campaign file's)`, path: false };

/** The NAME=VALUE options, given once a side (yargs keys, both spellings), and so exempt from the once-only check. */
export const REPEATABLE_SIDE_OPTIONS: readonly string[] = [SIDE_TEAM, SIDE_POLICY].flatMap((what) => [what.option, what.option.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())]);

/** Every side name a registered game declares, each once, in registry order. */
export function declaredSides(): string[] {
  return [...new Set((Object.values(rulesets) as AnyRuleset[]).flatMap((rules) => (rules as SimRuleset<unknown>).sides ?? []))];
}

/** Adds `--<option> NAME=VALUE` (repeatable) and an alias `--<side><suffix> VALUE` for each side in `sides`. */
export function withSideOptions<T>(yargs: Argv<T>, what: SideValue, sides: readonly string[] = declaredSides()): Argv<T> {
  // Not `array: true`: an array option would swallow a positional written after it.
  let out = yargs.option(what.option, { type: 'string', describe: `NAME=${what.value}, repeatable: ${what.describe('NAME')} (sides: ${sides.join(', ')})` }) as Argv<T>;
  for (const side of sides) out = out.option(`${side}${what.suffix}`, { type: 'string', describe: `${what.describe(side)}; the same as --${what.option} ${side}=${what.value}` }) as Argv<T>;
  return out;
}

/**
 * The values given per side, by side name, from `--<option> NAME=VALUE` and the aliases
 * (`aliases` is every alias name the command registered). A side the game lacks, a value
 * given twice, or a malformed NAME=VALUE is a usage error.
 */
export function valuesBySide(args: object, rules: AnyRuleset, what: SideValue, aliases: readonly string[] = declaredSides()): Record<string, string> {
  const read = args as Readonly<Record<string, unknown>>;
  const sides = (rules as SimRuleset<unknown>).sides ?? [];
  const given: { readonly side: string; readonly value: string; readonly option: string }[] = [];
  for (const text of strings(read[what.option])) {
    const at = text.indexOf('=');
    if (at <= 0 || at === text.length - 1) throw new UsageError(`--${what.option}: NAME=${what.value} (got "${text}")`);
    given.push({ side: text.slice(0, at), value: text.slice(at + 1), option: `--${what.option} ${text}` });
  }
  for (const side of aliases) for (const value of strings(read[`${side}${what.suffix}`])) given.push({ side, value, option: `--${side}${what.suffix}` });
  const values: Record<string, string> = {};
  for (const { side, value, option } of given) {
    if (!sides.includes(side)) {
      const known = sides.length === 0 ? 'the game names no sides' : `its sides are ${sides.join(', ')}`;
      throw new UsageError(`${option}: ${rules.id} has no side "${side}"${didYouMean(side, sides)}; ${known}`);
    }
    if (Object.hasOwn(values, side)) throw new UsageError(`${option}: the ${side} side is given twice`);
    values[side] = what.path ? normalize(value) : value;
  }
  return values;
}

/** yargs gives a repeated option as an array. */
function strings(value: unknown): string[] {
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).map(String);
}
