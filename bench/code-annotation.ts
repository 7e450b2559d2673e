// cold: one compiled JavaScript function's machine code, each instruction with the times it ran a
// battle. Reads V8's --print-opt-code listing (the code objects of one function, each a line an
// instruction: address, offset, bytes, instruction) against callgrind's count at each address
// (callgrind.ts selfCostByAddress). Used by instruction-profile.ts --code: where a function's own
// instructions go (a map check, a call's argument pushes, a bounds check, a loop's body), which the
// per-function profile cannot say.

/** One code object of the function: its instructions with their count a battle, and the sum. */
export interface AnnotatedCode {
  readonly perBattle: number;
  readonly lines: readonly string[];
}

const INSTRUCTION = /^(0x[0-9a-f]+)\s+[0-9a-f]+\s+[0-9a-f]+\s+(.*)$/;

/**
 * Every code object named `name` in the listing, its instructions each with the times it ran over
 * `battles`, most costly first. `battles` is every battle the process played (warm-up included):
 * an address's count is the whole run's.
 */
export function annotateCode(listing: string, name: string, costs: ReadonlyMap<number, number>, battles: number): AnnotatedCode[] {
  const objects: AnnotatedCode[] = [];
  let current: string | undefined;
  let lines: string[] | undefined;
  let sum = 0;
  for (const line of listing.split('\n')) {
    if (line.startsWith('name = ')) current = line.slice('name = '.length).trim();
    else if (line.startsWith('Instructions (size') && current === name) {
      lines = [];
      sum = 0;
    } else if (lines !== undefined && line.trim() === '') {
      objects.push({ perBattle: sum, lines });
      lines = undefined;
    } else if (lines !== undefined) {
      const match = INSTRUCTION.exec(line);
      if (match === null) continue;
      const perBattle = (costs.get(Number.parseInt(match[1]!, 16)) ?? 0) / battles;
      sum += perBattle;
      lines.push(`${perBattle.toFixed(1).padStart(8)}  ${match[2]!}`);
    }
  }
  return objects.sort((a, b) => b.perBattle - a.perBattle);
}
