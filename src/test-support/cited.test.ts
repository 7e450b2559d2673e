import { describe, expect, it } from 'vitest';
import { cites } from './cited.js';

const source = (...lines: string[]) => ({ kind: 'stated' as const, lines, documents: [], note: '' });

describe('cites', () => {
  it('matches a line, a range and a short range', () => {
    expect(cites(source('L247'), 'L247')).toBe(true);
    expect(cites(source('L216-219'), 'L218')).toBe(true);
    expect(cites(source('L257-61'), 'L259')).toBe(true);
    expect(cites(source('L216-219'), 'L220')).toBe(false);
    expect(cites(undefined, 'L1')).toBe(false);
    expect(cites(source('L178 [5.1.2]'), 'L178')).toBe(true); // a rule number after the line
  });
});
