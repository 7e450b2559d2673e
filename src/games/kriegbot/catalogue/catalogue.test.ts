// Bad catalogue data: each mistake is reported with its file, field path and rule.
import { describe, expect, it } from 'vitest';
import { formatProblem, ValidationError } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { loadCatalogue } from './catalogue.js';

const card = (extra: object = {}) => ({
  name: 'Test Gun',
  kind: 'weapon',
  set: 'base',
  hitsToDestroy: 2,
  functions: [{ name: 'Shoot', action: 'attack', electric: false, poweredUp: false, attack: { medium: 'GUN', affects: 'robot', arc: 'front-60', range: [[3, 3]], hit: 'damage-1', attacks: 1 } }],
  sources: { name: 'reconstructed - a test card', kind: 'reconstructed - a test card', set: 'reconstructed - a test card', hitsToDestroy: 'inferred L274 - two damage destroys', functions: 'reconstructed - a test card' },
  ...extra,
});

/** The bundled catalogue's files are not needed: a pools file and the cards under test suffice. */
const pools = (ids: string[]): SourceFile => ({
  path: 'pools.yaml',
  data: { pools: { green: { base: ids, expansion: [] }, yellow: { base: ids, expansion: [] } }, poolSources: { green: 'reconstructed - test pools', yellow: 'reconstructed - test pools' } },
});

function problems(files: SourceFile[]): string[] {
  try {
    loadCatalogue(files);
  } catch (error) {
    if (error instanceof ValidationError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

describe('loading the catalogue', () => {
  it('loads the bundled catalogue', () => {
    expect(bundledKriegbot().cards.size).toBe(62);
  });

  it('requires a source for every value', () => {
    const { hitsToDestroy, ...sources } = card().sources;
    expect(hitsToDestroy).toBeDefined();
    expect(problems([{ path: 'cards.yaml', data: { cards: { 'test-gun': card({ sources }) } } }, pools(['test-gun'])])).toContainEqual(
      'cards.yaml: cards.test-gun.hitsToDestroy: has no entry in sources [rule: every catalogue value carries its provenance]',
    );
  });

  it('rejects values outside the schema, naming the field', () => {
    const bad = card({ hitsToDestroy: 3 });
    expect(problems([{ path: 'cards.yaml', data: { cards: { 'test-gun': bad } } }, pools(['test-gun'])])[0]).toMatch(/^cards\.yaml: cards\.test-gun\.hitsToDestroy: /);
  });

  it('rejects an unknown medium with the allowed ones', () => {
    const bad = card();
    (bad.functions[0]!.attack as { medium: string }).medium = 'LASER';
    expect(problems([{ path: 'cards.yaml', data: { cards: { 'test-gun': bad } } }, pools(['test-gun'])])[0]).toMatch(/cards\.test-gun\.functions\[0\]\.attack\.medium: .*"GUN"/);
  });

  it('rejects range bands out of order', () => {
    const bad = card();
    (bad.functions[0]!.attack as { range: number[][] }).range = [[6, 2], [3, 3]];
    expect(problems([{ path: 'cards.yaml', data: { cards: { 'test-gun': bad } } }, pools(['test-gun'])])[0]).toMatch(/attack\.range: range bands must be listed in increasing range/);
  });

  it('rejects the same id in two files', () => {
    const files = [{ path: 'a.yaml', data: { cards: { 'test-gun': card() } } }, { path: 'b.yaml', data: { cards: { 'test-gun': card() } } }, pools(['test-gun'])];
    expect(problems(files)).toContainEqual('b.yaml: cards.test-gun: is defined twice (also in a.yaml) [rule: ids are unique]');
  });

  it('checks pool sizes and members (L37)', () => {
    const found = problems([{ path: 'cards.yaml', data: { cards: { 'test-gun': card() } } }, pools(['test-gun', 'test-gum'])]);
    expect(found).toContainEqual('pools.yaml: pools.green.base[1]: names no card "test-gum" [rule: pools list catalogue cards]');
    expect(found).toContainEqual('pools.yaml: pools.green.base: has 2 cards, not 46 [rule: 46 design cards per colour (L37)]');
  });

  it('requires the pools', () => {
    expect(problems([{ path: 'cards.yaml', data: { cards: { 'test-gun': card() } } }])).toContainEqual(
      '(catalogue): pools: no catalogue file defines the green and yellow pools [rule: card pools (L37, L357)]',
    );
  });
});
