// cold: reading valgrind's callgrind output (--dump-instr=yes) against V8's perf map
// (node --perf-basic-prof), to count the instructions each compiled JavaScript function executes
// itself (with what V8 inlined into it), exactly. Used by instruction-profile.ts.

/** Instructions executed at each instruction address, the function's own (a call's cost line is its callee's, so it is left out). */
export function selfCostByAddress(text: string): Map<number, number> {
  const costs = new Map<number, number>();
  let positions = 1;
  let address = 0;
  let callLine = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('positions:')) positions = line.slice('positions:'.length).trim().split(/\s+/).length;
    if (line.startsWith('calls=')) {
      callLine = true; // the next cost line is the call's inclusive cost
      continue;
    }
    const first = line[0];
    if (first !== '0' && first !== '+' && first !== '-' && first !== '*') continue;
    const fields = line.split(' ');
    const at = fields[0]!;
    if (at.startsWith('0x')) address = Number.parseInt(at, 16);
    else if (first === '+') address += Number.parseInt(at.slice(1), 10);
    else if (first === '-') address -= Number.parseInt(at.slice(1), 10);
    if (callLine) {
      callLine = false;
      continue;
    }
    if (fields.length <= positions) continue; // no cost given: none
    costs.set(address, (costs.get(address) ?? 0) + Number(fields[positions]));
  }
  return costs;
}

interface CodeRange {
  readonly start: number;
  readonly end: number;
  readonly name: string;
}

/** The code ranges of V8's perf map (`/tmp/perf-PID.map`: start, size and name in hex, a line each), sorted. */
export function perfMap(text: string): CodeRange[] {
  const ranges: CodeRange[] = [];
  for (const line of text.split('\n')) {
    const match = /^([0-9a-f]+) ([0-9a-f]+) (.*)$/.exec(line.trim());
    if (match === null) continue;
    const start = Number.parseInt(match[1]!, 16);
    ranges.push({ start, end: start + Number.parseInt(match[2]!, 16), name: match[3]! });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

function rangeAt(ranges: readonly CodeRange[], address: number): CodeRange | undefined {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const range = ranges[middle]!;
    if (address < range.start) high = middle - 1;
    else if (address >= range.end) low = middle + 1;
    else return range;
  }
  return undefined;
}

/**
 * Instructions per named piece of generated code (a JavaScript function at one tier, or a V8
 * builtin), summed over every piece of that name. Addresses outside the map (V8 itself, Node,
 * libc) are left out.
 */
export function costByFunction(costs: ReadonlyMap<number, number>, ranges: readonly CodeRange[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const [address, instructions] of costs) {
    const range = rangeAt(ranges, address);
    if (range === undefined) continue;
    byName.set(range.name, (byName.get(range.name) ?? 0) + instructions);
  }
  return byName;
}
