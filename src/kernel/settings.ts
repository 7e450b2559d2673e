// cold: the settings a game declares (a line duel's start range, a skirmish's team size) and the
// values a run gives them: each from the game's declaration, overridden by `--set name=value`.
import type { BattleSettings, SettingSpec } from './ruleset.js';

/**
 * The settings of a run: every declared setting at its default unless `given` names it. Returns
 * a message naming the setting and the rule broken when a name is unknown or a value out of range.
 */
export function resolveSettings(specs: readonly SettingSpec[], turnCap: number, given: Readonly<Record<string, number | string>>, game: string): BattleSettings | string {
  const values: Record<string, number> = {};
  for (const spec of specs) values[spec.name] = spec.default;
  for (const [name, value] of Object.entries(given)) {
    const spec = specs.find((candidate) => candidate.name === name);
    if (spec === undefined) {
      const known = specs.map((candidate) => candidate.name);
      return `--set ${name}: ${game} has no setting "${name}" (${known.length === 0 ? 'it declares none' : `its settings: ${known.join(', ')}`})`;
    }
    if (typeof value === 'string') {
      const index = spec.values?.indexOf(value) ?? -1;
      if (index < 0) return `--set ${name}: ${spec.values === undefined ? 'must be a whole number' : `one of ${spec.values.join(', ')}`} (got "${value}")`;
      values[name] = index;
      continue;
    }
    if (!Number.isInteger(value) || value < spec.min || value > spec.max) {
      return `--set ${name}: must be a whole number from ${spec.min} to ${spec.max} (got ${value})`;
    }
    values[name] = value;
  }
  return { turnCap, values };
}

/** One setting's value; a game reads only settings it declares, so a missing one is a bug. */
export function settingValue(settings: BattleSettings, name: string): number {
  const value = settings.values[name];
  if (value === undefined) throw new Error(`setting ${name} is not declared`);
  return value;
}

/** A stable text of the values, for cache keys and manifests. */
export function settingsKey(settings: BattleSettings): string {
  return Object.keys(settings.values).sort().map((name) => `${name}=${settings.values[name]}`).join(',');
}
