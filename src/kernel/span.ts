// cold: a span of whole numbers as a game option writes it ("2..9", or "5" for one), for the
// options games add to a command (design-space.ts GameOption).

/** "a..b" or "n" as [from, to] with from <= to, or undefined when the text is not one. */
export function parseSpan(text: string): [number, number] | undefined {
  const match = /^\s*(-?\d+)\s*(?:\.\.\s*(-?\d+)\s*)?$/.exec(text);
  if (match === null) return undefined;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return from <= to ? [from, to] : undefined;
}
