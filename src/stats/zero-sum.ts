// cold: optimal mixed strategies of a two-player zero-sum matrix game, by linear programming.
//
// For payoffs B > 0 to the row player, the column player's problem is: maximise sum(y) subject to
// B y <= 1, y >= 0; then q = y / sum(y) is the column player's optimal strategy and 1 / sum(y) the
// game's value. Solved with the simplex method (Bland's rule, so it cannot cycle). For a symmetric
// game (payoffs a[i][j] = -a[j][i], as win rate minus one half), q is optimal for both players.

/** The column player's optimal mixed strategy and the game's value to the row player. */
export function solveZeroSum(payoff: readonly (readonly number[])[]): { strategy: number[]; value: number } {
  const rows = payoff.length;
  const cols = payoff[0]?.length ?? 0;
  let lowest = Infinity;
  for (const row of payoff) for (const entry of row) lowest = Math.min(lowest, entry);
  const shift = 1 - lowest; // makes every payoff at least 1
  // Tableau: rows constraints with slack columns, last row the objective (negated).
  const width = cols + rows + 1;
  const tableau = Array.from({ length: rows + 1 }, () => new Array<number>(width).fill(0));
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) (tableau[i] as number[])[j] = (payoff[i]?.[j] ?? 0) + shift;
    (tableau[i] as number[])[cols + i] = 1;
    (tableau[i] as number[])[width - 1] = 1;
  }
  for (let j = 0; j < cols; j++) (tableau[rows] as number[])[j] = -1;
  const basis = Array.from({ length: rows }, (_, i) => cols + i);
  const EPS = 1e-12;
  for (let iteration = 0; iteration < 10_000; iteration++) {
    let entering = -1;
    for (let j = 0; j < width - 1; j++) if ((tableau[rows]?.[j] ?? 0) < -EPS) { entering = j; break; }
    if (entering < 0) break;
    let leaving = -1;
    let best = Infinity;
    for (let i = 0; i < rows; i++) {
      const a = tableau[i]?.[entering] ?? 0;
      if (a <= EPS) continue;
      const ratio = (tableau[i]?.[width - 1] ?? 0) / a;
      if (ratio < best - EPS || (Math.abs(ratio - best) <= EPS && (basis[i] ?? 0) < (basis[leaving] ?? Infinity))) {
        best = ratio;
        leaving = i;
      }
    }
    if (leaving < 0) throw new Error('zero-sum: unbounded (cannot happen for positive payoffs)');
    const pivotRow = tableau[leaving] as number[];
    const pivot = pivotRow[entering] ?? 1;
    for (let j = 0; j < width; j++) pivotRow[j] = (pivotRow[j] ?? 0) / pivot;
    for (let i = 0; i <= rows; i++) {
      if (i === leaving) continue;
      const row = tableau[i] as number[];
      const factor = row[entering] ?? 0;
      if (factor === 0) continue;
      for (let j = 0; j < width; j++) row[j] = (row[j] ?? 0) - factor * (pivotRow[j] ?? 0);
    }
    basis[leaving] = entering;
  }
  const y = new Array<number>(cols).fill(0);
  basis.forEach((variable, i) => {
    if (variable < cols) y[variable] = tableau[i]?.[width - 1] ?? 0;
  });
  const total = y.reduce((sum, v) => sum + v, 0);
  return { strategy: y.map((v) => v / total), value: 1 / total - shift };
}
