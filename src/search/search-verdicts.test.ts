import { describe, expect, it } from 'vitest';
import { partStatus, partsOf, searchVerdicts, type RankedDesign, type SearchFinding } from './search-verdicts.js';

const design = (key: string, parts: string[], score: number): RankedDesign => ({ key, label: key, parts, score, low: score - 0.02, high: score + 0.02, games: 1000 });

/** A finding: the designs best first, the first `tied` of them tied with the best. */
const finding = (designs: RankedDesign[], tied: number): SearchFinding => ({ ranked: designs, tied: new Set(designs.slice(0, tied).map((one) => one.key)) });

const BASELINE = finding([
  design('a', ['pilot', 'steel', 'gun'], 0.9),
  design('b', ['pilot', 'steel', 'laser'], 0.89),
  design('c', ['pilot', 'mesh', 'gun'], 0.88),
  design('d', ['pilot', 'mesh', 'laser'], 0.6),
], 3);

describe('search verdicts (issue 22)', () => {
  it('the best holds while it stays tied with the variant\'s best, flips when it falls out, and is undecided when never raced', () => {
    const stillTied = finding([design('b', ['pilot', 'steel', 'laser'], 0.91), design('a', ['pilot', 'steel', 'gun'], 0.9)], 2);
    const fallsOut = finding([design('c', ['pilot', 'mesh', 'gun'], 0.95), design('a', ['pilot', 'steel', 'gun'], 0.7)], 1);
    const absent = finding([design('c', ['pilot', 'mesh', 'gun'], 0.95)], 1);
    const [best] = searchVerdicts(BASELINE, [{ name: 'tied', finding: stillTied }, { name: 'out', finding: fallsOut }, { name: 'absent', finding: absent }]);
    expect(best?.kind).toBe('best');
    expect(best?.baseline).toMatchObject({ pick: 'a', value: 0.9 });
    expect(best?.variants.map((variant) => [variant.variant, variant.pick, variant.status])).toEqual([['tied', 'b', 'holds'], ['out', 'c', 'flips'], ['absent', 'c', 'undecided']]);
    expect(best?.variants[1]?.value).toBe(0.7); // the baseline best's score under the variant
    expect(best?.variants[2]?.value).toBeNaN();
  });

  it('a part most of the tied designs carry is a verdict; one every design carries, or a minority, is not', () => {
    const verdicts = searchVerdicts(BASELINE, []);
    // pilot: all designs raced carry it (says nothing); steel and gun: 2 of 3 tied; mesh and laser: 1 of 3
    expect(verdicts.filter((verdict) => verdict.kind === 'part').map((verdict) => [verdict.baseline.pick, verdict.baseline.value])).toEqual([['gun', 2 / 3], ['steel', 2 / 3]]);
  });

  it('a part holds under a variant while most tied designs carry it, flips when none does, is undecided in between', () => {
    const variant = finding([design('x', ['pilot', 'mesh', 'gun'], 0.9), design('y', ['pilot', 'mesh', 'laser'], 0.9), design('z', ['pilot', 'steel', 'gun'], 0.9)], 3);
    const parts = searchVerdicts(BASELINE, [{ name: 'v', finding: variant }]).filter((verdict) => verdict.kind === 'part');
    expect(parts.map((verdict) => [verdict.baseline.pick, verdict.variants[0]?.status, verdict.variants[0]?.value])).toEqual([['gun', 'holds', 2 / 3], ['steel', 'undecided', 1 / 3]]);
    expect([partStatus(0.51), partStatus(0.5), partStatus(0.01), partStatus(0)]).toEqual(['holds', 'undecided', 'undecided', 'flips']);
  });

  it('names a value by itself when it fits several columns, with its column when only one', () => {
    const rows = [{ slot1: 'pilot', slot2: 'gun', skin: 'steel' }, { slot1: 'gun', slot2: 'pilot', skin: 'steel' }];
    const parts = partsOf(rows, ['slot1', 'slot2', 'skin']);
    expect(parts(rows[0] ?? {})).toEqual(['pilot', 'gun', 'skin steel']);
    expect(parts(rows[1] ?? {})).toEqual(['gun', 'pilot', 'skin steel']);
  });
});
