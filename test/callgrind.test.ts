// The instruction profile's reading of callgrind output and V8's perf map (bench/callgrind.ts).
import { describe, expect, it } from 'vitest';
import { costByFunction, perfMap, selfCostByAddress } from '../bench/callgrind.js';

// Two functions; f calls g once (the line after calls= is g's inclusive cost, not f's own).
const CALLGRIND = `# callgrind format
positions: instr line
events: Ir

ob=(1) ???
fl=(1) ???
fn=(1) 0x0000000000001000
0x1000 0 5
+4 0 3
cfn=(2) 0x0000000000002000
calls=1 0x2000 0
+2 0 100
* 0 2
fn=(2)
0x2000 0 60
-16 0 1
`;

describe('instruction profile from callgrind (bench/callgrind.ts)', () => {
  it("counts each address its own instructions, not a call's inclusive cost", () => {
    const costs = selfCostByAddress(CALLGRIND);
    expect([...costs].sort((a, b) => a[0] - b[0])).toEqual([[0x1000, 5], [0x1004, 3], [0x1006, 2], [0x1ff0, 1], [0x2000, 60]]);
  });

  it('sums them by the function of the perf map that holds each address, and leaves out what none holds', () => {
    const ranges = perfMap('2000 20 JS:*g file:///x/dist-bench/src/g.js:1:1\n1000 8 JS:*f file:///x/dist-bench/src/f.js:1:1\n1ff0 4 JS:*f file:///x/dist-bench/src/f.js:1:1\n');
    const byName = costByFunction(selfCostByAddress(CALLGRIND), ranges);
    expect(Object.fromEntries(byName)).toEqual({ 'JS:*f file:///x/dist-bench/src/f.js:1:1': 5 + 3 + 2 + 1, 'JS:*g file:///x/dist-bench/src/g.js:1:1': 60 });
  });
});
