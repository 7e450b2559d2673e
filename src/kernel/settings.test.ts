import { describe, expect, it } from 'vitest';
import { resolveSettings, settingsKey, settingValue } from './settings.js';

const specs = [
  { name: 'startRange', default: 10, min: 1, max: 100, describe: 'start range' },
  { name: 'teamSize', default: 4, min: 2, max: 6, describe: 'robots a side' },
];

describe('game settings (--set name=value)', () => {
  it('takes each declared default unless the run gives a value', () => {
    const settings = resolveSettings(specs, 30, { teamSize: 3 }, 'toy');
    expect(settings).toEqual({ turnCap: 30, values: { startRange: 10, teamSize: 3 } });
    if (typeof settings !== 'string') expect(settingValue(settings, 'startRange')).toBe(10);
  });

  it('names an undeclared setting and lists the ones the game has', () => {
    expect(resolveSettings(specs, 30, { range: 3 }, 'toy')).toBe('--set range: toy has no setting "range" (its settings: startRange, teamSize)');
    expect(resolveSettings([], 30, { range: 3 }, 'toy')).toBe('--set range: toy has no setting "range" (it declares none)');
  });

  it('refuses a value out of the declared range or not whole', () => {
    expect(resolveSettings(specs, 30, { teamSize: 7 }, 'toy')).toBe('--set teamSize: must be a whole number from 2 to 6 (got 7)');
    expect(resolveSettings(specs, 30, { teamSize: 2.5 }, 'toy')).toMatch(/whole number/);
  });

  it('keys the values in a stable order (the worker cache and the manifest)', () => {
    expect(settingsKey({ turnCap: 30, values: { teamSize: 4, startRange: 10 } })).toBe('startRange=10,teamSize=4');
  });
});
