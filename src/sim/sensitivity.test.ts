import { describe, expect, it } from 'vitest';
import { favourite, matchupVerdicts, verdictStatus } from './sensitivity.js';
import type { WinRateRow } from './summarise.js';

const row = (a: string, b: string, winRate: number, low: number, high: number): WinRateRow => ({
  a, b, policyA: '', policyB: '', games: 100, aWins: 0, bWins: 0, draws: 0, stalls: 0, winRate, low, high, meanTurns: 0,
});
/** Both rows of a matchup, as winRateRows gives them (a's side, then b's). */
const both = (a: string, b: string, winRate: number, low: number, high: number) => [row(a, b, winRate, low, high), row(b, a, 1 - winRate, 1 - high, 1 - low)];

describe('sensitivity verdicts', () => {
  it('a favourite is the design whose interval lies wholly above one half', () => {
    expect(favourite({ low: 0.55, high: 0.7 })).toBe('first');
    expect(favourite({ low: 0.3, high: 0.45 })).toBe('second');
    expect(favourite({ low: 0.45, high: 0.56 })).toBe('neither');
  });

  it('a verdict holds, flips, is left undecided, or was never settled', () => {
    expect(verdictStatus('first', 'first')).toBe('holds');
    expect(verdictStatus('first', 'second')).toBe('flips');
    expect(verdictStatus('second', 'neither')).toBe('undecided');
    expect(verdictStatus('neither', 'first')).toBe('unsettled');
  });

  it('turns each matchup so its baseline favourite reads first and judges it under each variant', () => {
    const baseline = [...both('A', 'B', 0.3, 0.25, 0.35), ...both('A', 'C', 0.7, 0.65, 0.75)];
    const variant = [...both('A', 'B', 0.6, 0.55, 0.65), ...both('A', 'C', 0.72, 0.67, 0.77)];
    const verdicts = matchupVerdicts(baseline, [{ name: 'v', rows: variant }]);
    expect(verdicts.map((verdict) => [verdict.matchup, verdict.variants[0]?.status])).toEqual([['B v A', 'flips'], ['A v C', 'holds']]);
  });
});
