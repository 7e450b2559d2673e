import { describe, expect, it } from 'vitest';
import type { PickRate } from './pick-rates.js';
import { favourite, flagVerdicts, leader, matchupVerdicts, tableVerdicts, verdictStatus, type Standing } from './sensitivity.js';
import type { WinRateRow } from './summarise.js';

const row = (a: string, b: string, winRate: number, low: number, high: number): WinRateRow => ({
  a, b, policyA: '', policyB: '', games: 100, aWins: 0, bWins: 0, draws: 0, stalls: 0, winRate, low, high, meanTurns: 0,
});
/** Both rows of a matchup, as winRateRows gives them (a's side, then b's). */
const both = (a: string, b: string, winRate: number, low: number, high: number) => [row(a, b, winRate, low, high), row(b, a, 1 - winRate, 1 - high, 1 - low)];
const standing = (table: string, entrant: string, share: number, low: number, high: number): Standing => ({ table, entrant, share, low, high });

describe('sensitivity verdicts', () => {
  it('a favourite is the design whose interval lies wholly above one half', () => {
    expect(favourite({ a: 'A', b: 'B', low: 0.55, high: 0.7 })).toBe('A');
    expect(favourite({ a: 'A', b: 'B', low: 0.3, high: 0.45 })).toBe('B');
    expect(favourite({ a: 'A', b: 'B', low: 0.45, high: 0.56 })).toBe('');
  });

  it('a verdict holds, flips, is left undecided, or was never settled', () => {
    expect(verdictStatus('A', 'A')).toBe('holds');
    expect(verdictStatus('A', 'B')).toBe('flips');
    expect(verdictStatus('A', '')).toBe('undecided');
    expect(verdictStatus('', 'A')).toBe('unsettled');
  });

  it('turns each matchup so its baseline favourite reads first and judges it under each variant', () => {
    const baseline = [...both('A', 'B', 0.3, 0.25, 0.35), ...both('A', 'C', 0.7, 0.65, 0.75)];
    const variant = [...both('A', 'B', 0.6, 0.55, 0.65), ...both('A', 'C', 0.72, 0.67, 0.77)];
    const verdicts = matchupVerdicts(baseline, [{ name: 'v', rows: variant }]);
    expect(verdicts.map((verdict) => [verdict.subject, verdict.baseline.pick, verdict.variants[0]?.pick, verdict.variants[0]?.status])).toEqual([['B v A', 'B', 'A', 'flips'], ['A v C', 'A', 'A', 'holds']]);
    expect(verdicts[0]?.variants[0]?.value).toBeCloseTo(0.4); // B's share under the variant
  });

  it('a table\'s leader is the entrant whose interval clears every other\'s; it holds, flips or is left undecided', () => {
    const table = (x: [number, number, number], y: [number, number, number], z: [number, number, number]) => [standing('X v Y v Z', 'X', ...x), standing('X v Y v Z', 'Y', ...y), standing('X v Y v Z', 'Z', ...z)];
    expect(leader(table([0.5, 0.45, 0.55], [0.3, 0.25, 0.35], [0.2, 0.15, 0.25]))).toBe('X');
    expect(leader(table([0.45, 0.4, 0.5], [0.4, 0.35, 0.45], [0.15, 0.1, 0.2]))).toBe(''); // X and Y overlap
    const baseline = table([0.5, 0.45, 0.55], [0.3, 0.25, 0.35], [0.2, 0.15, 0.25]);
    const verdicts = tableVerdicts(baseline, [
      { name: 'same', standings: table([0.52, 0.47, 0.57], [0.3, 0.25, 0.35], [0.18, 0.13, 0.23]) },
      { name: 'other', standings: table([0.2, 0.15, 0.25], [0.55, 0.5, 0.6], [0.25, 0.2, 0.3]) },
      { name: 'close', standings: table([0.42, 0.37, 0.47], [0.4, 0.35, 0.45], [0.18, 0.13, 0.23]) },
    ]);
    expect(verdicts).toHaveLength(1);
    expect(verdicts[0]?.baseline.pick).toBe('X');
    expect(verdicts[0]?.variants.map((variant) => [variant.variant, variant.pick, variant.value, variant.status])).toEqual([
      ['same', 'X', 0.52, 'holds'], ['other', 'Y', 0.2, 'flips'], ['close', '', 0.42, 'undecided'],
    ]);
  });

  it('a part\'s nerf or buff flag holds when the variant gives it the same flag, flips otherwise; one flagged only under a variant is listed unsettled', () => {
    const rate = (card: string, pickRate: number, flag: PickRate['flag']): PickRate => ({ card, kind: 'card', pickRate, designs: 1, flag });
    const baseline = [rate('gun', 0.95, 'nerf candidate'), rate('skin', 0, 'buff candidate'), rate('claw', 0.5, ''), rate('pilot', 0.05, ''), rate('spare', 0, 'untested')];
    const variant = [rate('gun', 0.7, ''), rate('skin', 0, 'buff candidate'), rate('claw', 0.92, 'nerf candidate'), rate('pilot', 0.05, ''), rate('spare', 0, 'untested')];
    const verdicts = flagVerdicts(baseline, [{ name: 'v', rates: variant }]);
    expect(verdicts.map((verdict) => [verdict.subject, verdict.baseline.pick, verdict.variants[0]?.pick, verdict.variants[0]?.status])).toEqual([
      ['gun', 'nerf candidate', '', 'flips'], ['skin', 'buff candidate', 'buff candidate', 'holds'], ['claw', '', 'nerf candidate', 'unsettled'],
    ]);
    expect(verdicts[0]?.variants[0]?.value).toBe(0.7);
    expect(verdicts.every((verdict) => verdict.kind === 'flag' && Number.isNaN(verdict.baseline.low))).toBe(true);
  });
});
