import { describe, expect, it } from 'vitest';
import { closest, didYouMean, editDistance } from './did-you-mean.js';

describe('did you mean', () => {
  it('measures edit distance', () => {
    expect(editDistance('railgun', 'railgun')).toBe(0);
    expect(editDistance('raligun', 'railgun')).toBe(2);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('suggests the closest name for a typo', () => {
    expect(closest('gatling-gn', ['gatling-gun', 'railgun', 'flail'])).toBe('gatling-gun');
    expect(didYouMean('robotnak', ['robotank', 'robocar'])).toBe(' (did you mean "robotank"?)');
  });

  it('suggests a name that contains the one typed', () => {
    expect(closest('gatling', ['gatling-gun', 'railgun'])).toBe('gatling-gun');
  });

  it('suggests nothing for an unrelated name', () => {
    expect(didYouMean('teleporter', ['railgun', 'flail'])).toBe('');
  });
});
