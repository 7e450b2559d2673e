import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatLocated, pathSegments, rememberPositions } from './source-positions.js';

const TEXT = 'name: Team\nrobots:\n  - a.yaml\n  - { design: b.yaml, hex: 4 }\nweights: { x: 1 }\n';

function remember(file: string, text: string): void {
  const lines = new LineCounter();
  rememberPositions(file, parseDocument(text, { lineCounter: lines }), lines);
}

describe('source positions', () => {
  it('reads a field path back into segments', () => {
    expect(pathSegments('robots[1].hex')).toEqual(['robots', 1, 'hex']);
    expect(pathSegments('')).toEqual([]);
  });

  it('puts line and column at the field\'s key, a list item, the map lacking a field, or an unknown key', () => {
    remember('t.yaml', TEXT);
    const at = (path: string, segments?: (string | number)[]) => formatLocated({ file: 't.yaml', path, message: 'm', ...(segments === undefined ? {} : { at: segments }) });
    expect(at('name')).toBe('t.yaml:1:1: name: m');
    expect(at('robots[0]')).toBe('t.yaml:3:5: robots[0]: m');
    expect(at('robots[1].hex')).toBe('t.yaml:4:23: robots[1].hex: m');
    expect(at('robots[1].policy')).toBe('t.yaml:4:5: robots[1].policy: m'); // missing: the map that lacks it
    expect(at('weights', ['weights', 'x'])).toBe('t.yaml:5:12: weights: m');
    expect(at('')).toBe('t.yaml: m'); // the whole file has no one place
    expect(formatLocated({ file: 'other.yaml', path: 'name', message: 'm' })).toBe('other.yaml: name: m'); // not parsed here
  });
});
