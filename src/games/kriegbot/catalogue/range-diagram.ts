// cold: reading a range diagram outside the compiled tables (odds tables, profiles).

/** Attack dice at a range: the first band whose limit reaches it (L212); 0 beyond the diagram. */
export function diceAtRange(range: readonly (readonly [number, number])[], distance: number): number {
  for (const [upTo, dice] of range) if (distance <= upTo) return dice;
  return 0;
}

/** The longest range with any dice. */
export function maximumRange(range: readonly (readonly [number, number])[]): number {
  let longest = 0;
  for (const [upTo, dice] of range) if (dice > 0) longest = upTo;
  return longest;
}
