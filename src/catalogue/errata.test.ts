import { describe, expect, it } from 'vitest';
import { applyErrata, merge } from './errata.js';
import { ValidationError } from './problem.js';

const files = () => [
  { path: 'weapons.yaml', data: { cards: { railgun: { name: 'Railgun', range: [[4, 3]], sources: { name: 'stated L15', range: 'reconstructed - a long gun' } } } } },
  { path: 'templates.yaml', data: { templates: { robocar: { speed: [6, 4, 2], sources: { speed: 'reconstructed - vulnerable drive' } } } } },
];

function problems(patch: unknown): string[] {
  try {
    applyErrata(files(), { path: 'erratum.yaml', data: patch });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.problems.map((p) => `${p.path}: ${p.message}`);
    throw error;
  }
}

describe('errata', () => {
  it('merges objects field by field and replaces lists', () => {
    expect(merge({ a: 1, b: { c: 2, d: [1, 2] } }, { b: { d: [3] } })).toEqual({ a: 1, b: { c: 2, d: [3] } });
  });

  it('patches the entry in whichever file defines it, with its new source', () => {
    const patched = applyErrata(files(), { path: 'e.yaml', data: { templates: { robocar: { speed: [6, 5, 3], sources: { speed: 'reconstructed - erratum: sturdier drive' } } } } });
    expect((patched[1]?.data as { templates: { robocar: { speed: number[]; sources: Record<string, string> } } }).templates.robocar).toEqual({
      speed: [6, 5, 3], sources: { speed: 'reconstructed - erratum: sturdier drive' },
    });
    expect(patched[0]?.data).toEqual(files()[0]?.data);
  });

  it('requires a source for every changed value', () => {
    expect(problems({ cards: { railgun: { range: [[5, 3]] } } })).toEqual(['cards.railgun.range[0][0]: is changed by the erratum but has no new source: add sources.range[0][0]']);
  });

  it('names entries that do not exist, with a suggestion', () => {
    expect(problems({ cards: { railgn: { name: 'x' } } })).toEqual(['cards.railgn: names no catalogue entry (did you mean "railgun"?)']);
  });

  it('refuses a patch that is not sections of entries', () => {
    expect(problems(['railgun'])).toEqual([': must map sections (cards, templates, ...) to entries to change']);
    expect(problems({ cards: 'railgun' })).toEqual(['cards: must map ids to the fields to change']);
  });
});
