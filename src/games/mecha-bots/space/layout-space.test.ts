// The layout space (spec 6.4): random layouts and their neighbours have exactly the counters asked
// for and are legal chassis (each design file validates), the fill rule puts armour farthest from
// the brain, and a layout comes back whole from its top.csv row (meta --from-search).
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { readDesign } from '../chassis/design-file.js';
import { bundledMb } from '../test-support/bundled.js';
import { mechaBotsSearch } from './search-rules.js';
import type { LayoutDesign } from './layout-space.js';

const catalogue = bundledMb();
const G = geometryOf(catalogue);

describe('chassis layouts of N counters', () => {
  it.each([8, 20, 30])('%i counters: random layouts and their neighbours are legal and count right', (components) => {
    const space = mechaBotsSearch.space(catalogue, { components });
    if (typeof space === 'string') throw new Error(space);
    const rng = new Rng(5, components);
    for (let i = 0; i < 30; i++) {
      const design = space.random(rng);
      const file = space.toFile(design);
      const read = readDesign(file, G);
      expect(read.problems).toEqual([]);
      expect(read.design?.layout.components).toBe(components);
      for (const next of space.neighbours(design).slice(0, 20)) expect(readDesign(space.toFile(next), G).design?.layout.components).toBe(components);
    }
  });

  it('fills armour on the cells farthest from the brain first', () => {
    const space = mechaBotsSearch.space(catalogue, { components: 8 });
    if (typeof space === 'string') throw new Error(space);
    const counts = Array.from({ length: 7 }, () => [0, 0, 0, 0, 0, 0, 0, 0]);
    (counts[0] as number[])[0] = 1; // one Protection counter in Forward
    (counts[0] as number[])[4] = 1; // one damage counter in Forward
    (counts[6] as number[])[2] = 2; // two speed counters round the brain, beside its one boiler
    const design: LayoutDesign = { counts, keepAt: 'range', face: 'weapons' };
    const cells = (space.toFile(design).data as { cells: Record<string, (string | null)[]> }).cells;
    expect(cells['central']).toBeDefined();
    const forward = cells['forward'] ?? [];
    const protection = forward.indexOf('armour-protection');
    const damage = forward.indexOf('weapon-damage');
    expect([protection >= 0, damage >= 0, cells['central']?.filter((kind) => kind === 'boiler').length]).toEqual([true, true, 1]);
    const distance = (position: number) => {
      const cell = G.cells[position];
      return cell === undefined ? 0 : (Math.abs(cell.q) + Math.abs(cell.r) + Math.abs(cell.q + cell.r)) / 2;
    };
    expect(distance(protection)).toBeGreaterThanOrEqual(distance(damage));
  });

  it('comes back whole from its top.csv row and run.json record', () => {
    const space = mechaBotsSearch.space(catalogue, { components: 20 });
    if (typeof space === 'string') throw new Error(space);
    const design = space.random(new Rng(9, 9));
    const rebuilt = mechaBotsSearch.rebuild({ ...space.row(design), rank: '' }, space.recorded) as { cells: unknown; policy: unknown };
    const original = space.toFile(design).data as { cells: unknown; policy: unknown };
    expect([rebuilt.cells, rebuilt.policy]).toEqual([original.cells, original.policy]);
  });
});

describe('cell swaps after the fill rule (spec 6.4)', () => {
  const space = mechaBotsSearch.space(catalogue, { components: 20 });
  if (typeof space === 'string') throw new Error(space);
  const cellsOf = (design: LayoutDesign) => (space.toFile(design).data as { cells: Record<string, (string | null)[]> }).cells;

  it('a swap neighbour moves a counter inside its location: the same counts by location, other cells, never the brain or a boiler', () => {
    const design = space.random(new Rng(6, 6));
    const swapped = space.neighbours(design).filter((next) => (next.swaps?.length ?? 0) === 1);
    expect(swapped.length).toBeGreaterThan(10);
    const sorted = (cells: Record<string, (string | null)[]>) => Object.fromEntries(Object.entries(cells).map(([id, kinds]) => [id, kinds.map((kind) => kind ?? '-').sort()]));
    for (const next of swapped) {
      expect(next.counts).toEqual(design.counts);
      expect(cellsOf(next)).not.toEqual(cellsOf(design));
      expect(sorted(cellsOf(next))).toEqual(sorted(cellsOf(design)));
      expect(cellsOf(next)['central']?.[0]).toBe('brain');
      expect(cellsOf(next)['central']?.filter((kind) => kind === 'boiler')).toEqual(cellsOf(design)['central']?.filter((kind) => kind === 'boiler'));
    }
  });

  it('swaps survive the trip through top.csv (the swaps column, LOCATION.POSITION pairs: forward-left.2/back.3)', () => {
    const design = space.random(new Rng(7, 7));
    // a swap in a hyphenated location, then another
    const first = space.neighbours(design).find((next) => (next.swaps?.length ?? 0) === 1 && space.row(next)['swaps']?.startsWith('forward-'));
    const twice = first === undefined ? undefined : space.neighbours(first).find((next) => (next.swaps?.length ?? 0) === 2);
    if (twice === undefined) throw new Error('no swap neighbour');
    const row = space.row(twice);
    expect(row['swaps']).toMatch(/^[a-z-]+\.\d\/[a-z-]+\.\d [a-z-]+\.\d\/[a-z-]+\.\d$/);
    const rebuilt = mechaBotsSearch.rebuild({ ...row, rank: '' }, space.recorded) as { cells: unknown };
    expect(rebuilt.cells).toEqual(cellsOf(twice));
  });
});

describe('city searches (--city-policies)', () => {
  it('vary the program cards, parking and trading, write them to the design file and back, and leave arena searches as they were', () => {
    const city = mechaBotsSearch.space(catalogue, { components: 20, 'city-policies': true });
    const arena = mechaBotsSearch.space(catalogue, { components: 20 });
    if (typeof city === 'string' || typeof arena === 'string') throw new Error('space');
    expect(city.columns).toContain('attack');
    expect(arena.columns).not.toContain('attack');
    const design = city.random(new Rng(4, 4));
    expect(['pursue', 'flee', 'killer', 'shoot']).toContain(design.attack);
    expect(city.neighbours(design).filter((next) => next.attack !== design.attack)).toHaveLength(3);
    expect(city.neighbours(design).filter((next) => next.passive !== design.passive)).toHaveLength(2);
    const file = city.toFile(design).data as { policy: Record<string, unknown> };
    expect([file.policy['attack'], file.policy['active'], file.policy['passive'], file.policy['park'], file.policy['trade']]).toEqual([design.attack, design.active, design.passive, design.park, design.trade]);
    const rebuilt = mechaBotsSearch.rebuild({ ...city.row(design), rank: '' }, city.recorded) as { policy: unknown };
    expect(rebuilt.policy).toEqual(file.policy);
    expect(Object.keys(arena.random(new Rng(4, 4)))).toEqual(['counts', 'keepAt', 'face']);
  });
});
