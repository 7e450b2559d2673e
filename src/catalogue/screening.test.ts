import { describe, expect, it } from 'vitest';
import { applyErrata } from './errata.js';
import { ValidationError } from './problem.js';
import { parseValuePath, readScreening, screeningErratum } from './screening.js';

const CATALOGUE = [{
  path: 'cards.yaml',
  data: {
    cards: {
      skin: {
        name: 'Skin',
        functions: [{ effect: { against: ['GUN'], amount: 2 } }],
        sources: { name: 'stated L1 "Skin"', 'functions[0].effect.against': 'reconstructed - the face is lost, so a guess', 'functions[0].effect.amount': 'stated L2 "two"' },
      },
    },
  },
}];

const list = (values: unknown[]) => [{ path: 'screening/values.yaml', data: { values } }];
const problems = (values: unknown[]): string[] => {
  try {
    readScreening(list(values), CATALOGUE);
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.problems.map((problem) => `${problem.path}: ${problem.message}`);
  }
};

describe('screening lists (issue 22)', () => {
  it('reads section.id.field paths', () => {
    expect(parseValuePath('cards.skin.functions[0].effect.against')).toEqual({ section: 'cards', id: 'skin', field: ['functions', 0, 'effect', 'against'] });
    expect(parseValuePath('cards.skin')).toBeUndefined();
  });

  it('accepts a reconstructed value with alternatives of its kind, and makes an erratum changing that one value', () => {
    const [value] = readScreening(list([{ at: 'cards.skin.functions[0].effect.against', try: [['GUN', 'MISSILE']], why: 'a hard skin may turn missiles too' }]), CATALOGUE);
    expect(value?.current).toEqual(['GUN']);
    const erratum = screeningErratum(value!, ['GUN', 'MISSILE'], CATALOGUE);
    const [patched] = applyErrata(CATALOGUE, erratum);
    const skin = (patched?.data as { cards: { skin: { functions: { effect: { against: string[]; amount: number } }[]; sources: Record<string, string> } } }).cards.skin;
    expect(skin.functions[0]?.effect).toEqual({ against: ['GUN', 'MISSILE'], amount: 2 });
    expect(skin.sources['functions[0].effect.against']).toBe('reconstructed - screening: a hard skin may turn missiles too');
    expect(skin.sources['name']).toBe('stated L1 "Skin"');
    // the catalogue given is untouched
    expect(CATALOGUE[0]?.data.cards.skin.functions[0]?.effect.against).toEqual(['GUN']);
  });

  it('refuses a stated value, a missing entry or field, an alternative of another kind or equal to the value', () => {
    expect(problems([{ at: 'cards.skin.functions[0].effect.amount', try: [3], why: 'try another size' }])).toEqual([
      'values[0].at: is stated by the rules: screening tries other values only for what the catalogue reconstructed or inferred',
    ]);
    expect(problems([{ at: 'cards.hide.functions', try: [[]], why: 'no such card' }])).toEqual(['values[0].at: names no catalogue entry cards.hide']);
    expect(problems([{ at: 'cards.skin.functions[1].effect', try: [{}], why: 'no such function' }])).toEqual(['values[0].at: the entry cards.skin has no field functions[1].effect']);
    expect(problems([{ at: 'cards.skin.functions[0].effect.against', try: ['GUN', ['GUN']], why: 'one of each fault' }])).toEqual([
      'values[0].try[0]: must be a list like the value it replaces (got a string)',
      'values[0].try[1]: is the value the catalogue holds already',
    ]);
    expect(problems([{ at: 'cards.skin.functions[0].effect.against', try: [], why: 'nothing to try' }])[0]).toMatch(/^values\[0\]\.try/);
  });
});
