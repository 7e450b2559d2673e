import { describe, expect, it } from 'vitest';
import { checkSources, covers, leaves, parseProvenance, sourceFor } from './provenance.js';

describe('parseProvenance', () => {
  it('reads a stated source with its lines', () => {
    expect(parseProvenance('stated L247 "2-damage weapons include Railgun"')).toEqual({
      kind: 'stated',
      lines: ['L247'],
      documents: [],
      note: 'L247 "2-damage weapons include Railgun"',
    });
  });

  it('reads a citation of another document (@id), alone or with lines, and keeps a rule number with its line', () => {
    expect(parseProvenance('stated @curufea-damage "armour absorbs its Protect count"')).toMatchObject({ kind: 'stated', lines: [], documents: ['curufea-damage'] });
    expect(parseProvenance('example L12, @wiki-combat - the worked example')).toMatchObject({ lines: ['L12'], documents: ['wiki-combat'] });
    expect(parseProvenance('stated L178 [5.1.2] "the attack target"')).toMatchObject({ lines: ['L178 [5.1.2]'] });
    expect(parseProvenance('inferred - mail@example.org is no citation, and this reasoning is long enough')).toMatchObject({ documents: [] });
    expect(parseProvenance('inferred @wiki')).toMatch(/must give its reasoning/);
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
    expect(parseProvenance('stated - the rulebook says so')).toMatch(/must cite a rulebook line such as L247, or a document the game declares such as @doc-id/);
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

  it('accepts a document the game declares and names one it does not', () => {
    const sources = { name: 'stated @wiki-combat "X"', speed: 'stated @other "two numbers"' };
    const problems = checkSources('f.yaml', 'cards.x', data, sources, ['wiki-combat']);
    expect(problems.map((problem) => [problem.path, problem.message])).toEqual([['cards.x.sources.speed', 'cites @other, which is no document this game declares (@wiki-combat)']]);
    expect(checkSources('f.yaml', 'cards.x', data, sources)[0]?.message).toMatch(/cites @wiki-combat, which is no document this game declares \(it declares none\)/);
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
