import { describe, expect, it } from 'vitest';
import { checkSources, covers, leaves, parseProvenance, sourceFor } from './provenance.js';

describe('parseProvenance', () => {
  it('reads a stated source with its lines', () => {
    expect(parseProvenance('stated L247 "2-damage weapons include Railgun"')).toEqual({
      kind: 'stated',
      lines: ['L247'],
      note: 'L247 "2-damage weapons include Railgun"',
    });
  });

  it('reads line ranges and several lines, and drops the separator', () => {
    const parsed = parseProvenance('example L216-219, L341 - the range diagram');
    expect(parsed).toMatchObject({ kind: 'example', lines: ['L216-219', 'L341'] });
  });

  it('accepts a reasoned reconstruction without lines', () => {
    expect(parseProvenance('reconstructed - a forward nozzle, 60 degrees')).toMatchObject({ kind: 'reconstructed', lines: [] });
  });

  it('rejects an unknown kind', () => {
    expect(parseProvenance('guessed - because')).toMatch(/must start with one of stated, example, inferred, reconstructed/);
  });

  it('rejects a stated source without a rulebook line', () => {
    expect(parseProvenance('stated - the rulebook says so')).toMatch(/must cite a rulebook line/);
  });

  it('rejects an inference without reasoning', () => {
    expect(parseProvenance('inferred L12')).toMatch(/must give its reasoning/);
  });
});

describe('leaves and covers', () => {
  it('lists every scalar with its path, empty containers included', () => {
    const paths = leaves({ a: 1, b: { c: [2, 3] }, d: [], e: {} }).map((leaf) => leaf.path);
    expect(paths).toEqual(['a', 'b.c[0]', 'b.c[1]', 'd', 'e']);
  });

  it('treats a key as covering itself and its descendants only', () => {
    expect(covers('slots', 'slots.drive.bleed')).toBe(true);
    expect(covers('speed', 'speed[0]')).toBe(true);
    expect(covers('slots.drive', 'slots.driver')).toBe(false);
  });

  it('picks the most specific source', () => {
    const sources = { speed: 'reconstructed - because', 'speed[0]': 'example L233' };
    expect(sourceFor(sources, 'speed[0]')?.key).toBe('speed[0]');
    expect(sourceFor(sources, 'speed[1]')?.key).toBe('speed');
  });
});

describe('checkSources', () => {
  const data = { name: 'X', speed: [1, 2] };

  it('passes when every value is covered', () => {
    expect(checkSources('f.yaml', 'cards.x', data, { name: 'stated L1', speed: 'reconstructed - two numbers' })).toEqual([]);
  });

  it('names each uncovered value', () => {
    const problems = checkSources('f.yaml', 'cards.x', data, { name: 'stated L1', 'speed[0]': 'stated L2' });
    expect(problems).toEqual([expect.objectContaining({ file: 'f.yaml', path: 'cards.x.speed[1]', message: 'has no entry in sources' })]);
  });

  it('names a source entry for a field that does not exist', () => {
    const problems = checkSources('f.yaml', 'cards.x', data, { name: 'stated L1', speed: 'stated L2', sped: 'stated L3' });
    expect(problems).toEqual([expect.objectContaining({ path: 'cards.x.sources.sped', message: 'names no field of this entry' })]);
  });

  it('names a malformed source entry', () => {
    const problems = checkSources('f.yaml', 'cards.x', data, { name: 'stated L1', speed: 'stated without a line' });
    expect(problems[0]).toMatchObject({ path: 'cards.x.sources.speed' });
  });
});
