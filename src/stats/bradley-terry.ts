// cold: Bradley-Terry strengths with intervals, and point costs from them. Meant for calibrating a
// wargame's unit costs: play every unit type against every other, fit one strength per type, and
// suggest costs that make any two forces' win odds match the ratio of their costs.
//
// Model: P(i beats j) = exp(s_i) / (exp(s_i) + exp(s_j)), strengths s on the natural-log scale, the
// reference entrant's strength fixed at 0 (only differences are identified). A draw counts as half a
// win for each side. Fitted by maximum likelihood: Newton-Raphson on the free strengths, starting at
// 0 and halving any step that would lower the log-likelihood. The log-likelihood is concave in s,
// so this converges whenever a finite maximum exists. Standard errors are the square roots of the
// diagonal of the inverse observed Fisher information of the free strengths (the reference has
// SE 0); the intervals are strength +- 1.96 SE.
//
// Prior: an entrant that won (or lost) every game has an infinite maximum-likelihood strength. So
// every pair that has any results always gets `prior` extra virtual games, all drawn (default 0.5
// games, that is a quarter win to each side). This is a small shrinkage towards equal strength,
// negligible against hundreds of games per pair, that keeps every strength finite and the fit
// deterministic. The strengths, standard errors and intervals are those of the likelihood with the
// virtual games; `logLikelihood` is that of the real results alone at the fitted strengths. With
// `prior: 0` the plain maximum-likelihood fit is returned, and an error is thrown when it is
// infinite. Entrants that no chain of games links to the reference cannot be compared at all: an
// error too.

const Z95 = 1.959963984540054;

/** Games between entrants `a` and `b` (indices): wins of each and draws. */
export interface PairResult {
  a: number;
  b: number;
  aWins: number;
  bWins: number;
  draws: number;
}

export interface BradleyTerryOptions {
  /** Entrant whose strength is fixed at 0 (default 0). */
  reference?: number;
  /** Newton steps at most (default 100). */
  maxIterations?: number;
  /** Converged when no strength moves by more than this in a step (default 1e-9). */
  tolerance?: number;
  /** Virtual drawn games added to every pair with results (default 0.5); see the header. */
  prior?: number;
}

export interface BradleyTerryFit {
  /** Natural-log strengths; the reference's is 0. */
  strength: number[];
  standardError: number[];
  /** strength - 1.96 SE */
  low: number[];
  /** strength + 1.96 SE */
  high: number[];
  /** Newton steps taken. */
  iterations: number;
  /** Log-likelihood of the real results (draws as half a win each, no virtual games) at the fit. */
  logLikelihood: number;
  converged: boolean;
}

/** log(1 / (1 + exp(-x))), without overflow for large |x|. */
function logSigmoid(x: number): number {
  return x > 0 ? -Math.log1p(Math.exp(-x)) : x - Math.log1p(Math.exp(x));
}

function sigmoid(x: number): number {
  return x >= 0 ? 1 / (1 + Math.exp(-x)) : Math.exp(x) / (1 + Math.exp(x));
}

/** Sum over ordered pairs of score[i][j] log P(i beats j). */
function logLikelihoodOf(strength: readonly number[], score: readonly (readonly number[])[]): number {
  let total = 0;
  for (let i = 0; i < strength.length; i++) {
    for (let j = 0; j < strength.length; j++) {
      const w = score[i]?.[j] ?? 0;
      if (w > 0) total += w * logSigmoid((strength[i] ?? 0) - (strength[j] ?? 0));
    }
  }
  return total;
}

/** Lower-triangular L with L L^T = matrix; throws when the matrix is not positive definite. */
function cholesky(matrix: readonly (readonly number[])[]): number[][] {
  const n = matrix.length;
  const lower = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    const row = lower[i] as number[];
    for (let j = 0; j <= i; j++) {
      const other = lower[j] as number[];
      let sum = matrix[i]?.[j] ?? 0;
      for (let k = 0; k < j; k++) sum -= (row[k] ?? 0) * (other[k] ?? 0);
      if (i === j) {
        if (!(sum > 0)) throw new Error('bradley-terry: information matrix is not positive definite');
        row[i] = Math.sqrt(sum);
      } else {
        row[j] = sum / (other[j] ?? 1);
      }
    }
  }
  return lower;
}

/** Solves L L^T x = rhs. */
function choleskySolve(lower: readonly (readonly number[])[], rhs: readonly number[]): number[] {
  const n = lower.length;
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = rhs[i] ?? 0;
    for (let k = 0; k < i; k++) sum -= (lower[i]?.[k] ?? 0) * (y[k] ?? 0);
    y[i] = sum / (lower[i]?.[i] ?? 1);
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] ?? 0;
    for (let k = i + 1; k < n; k++) sum -= (lower[k]?.[i] ?? 0) * (x[k] ?? 0);
    x[i] = sum / (lower[i]?.[i] ?? 1);
  }
  return x;
}

/** Entrants reachable from `start` along edges i -> j where edge(i, j). */
function reachable(n: number, start: number, edge: (i: number, j: number) => boolean): boolean[] {
  const seen = new Array<boolean>(n).fill(false);
  seen[start] = true;
  const stack = [start];
  while (stack.length > 0) {
    const i = stack.pop() as number;
    for (let j = 0; j < n; j++) {
      if (!seen[j] && edge(i, j)) {
        seen[j] = true;
        stack.push(j);
      }
    }
  }
  return seen;
}

function checkCount(value: number, what: string, index: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`bradley-terry: results[${index}].${what} must be a finite count >= 0, got ${value}`);
  }
}

/** Fits Bradley-Terry strengths to pairwise results; see the header for the model and the prior. */
export function fitBradleyTerry(entrants: number, results: readonly PairResult[], options: BradleyTerryOptions = {}): BradleyTerryFit {
  const reference = options.reference ?? 0;
  const maxIterations = options.maxIterations ?? 100;
  const tolerance = options.tolerance ?? 1e-9;
  const prior = options.prior ?? 0.5;
  if (!Number.isInteger(entrants) || entrants < 2) throw new Error(`bradley-terry: need at least 2 entrants, got ${entrants}`);
  if (!Number.isInteger(reference) || reference < 0 || reference >= entrants) {
    throw new Error(`bradley-terry: reference ${reference} is not an entrant index in 0..${entrants - 1}`);
  }
  if (!Number.isFinite(prior) || prior < 0) throw new Error(`bradley-terry: prior must be a finite number >= 0, got ${prior}`);
  if (!Number.isInteger(maxIterations) || maxIterations < 0) throw new Error(`bradley-terry: maxIterations must be an integer >= 0, got ${maxIterations}`);
  if (!(tolerance > 0)) throw new Error(`bradley-terry: tolerance must be > 0, got ${tolerance}`);

  // real[i][j]: real wins of i over j, draws counted half. score adds the virtual drawn games.
  const real = Array.from({ length: entrants }, () => new Array<number>(entrants).fill(0));
  results.forEach((result, index) => {
    for (const side of ['a', 'b'] as const) {
      const value = result[side];
      if (!Number.isInteger(value) || value < 0 || value >= entrants) {
        throw new Error(`bradley-terry: results[${index}].${side} = ${value} is not an entrant index in 0..${entrants - 1}`);
      }
    }
    if (result.a === result.b) throw new Error(`bradley-terry: results[${index}] pairs entrant ${result.a} with itself`);
    checkCount(result.aWins, 'aWins', index);
    checkCount(result.bWins, 'bWins', index);
    checkCount(result.draws, 'draws', index);
    const ab = real[result.a] as number[];
    const ba = real[result.b] as number[];
    ab[result.b] = (ab[result.b] ?? 0) + result.aWins + result.draws / 2;
    ba[result.a] = (ba[result.a] ?? 0) + result.bWins + result.draws / 2;
  });
  const score = real.map((row, i) => row.map((w, j) => (w + (real[j]?.[i] ?? 0) > 0 ? w + prior / 2 : 0)));
  const games = (i: number, j: number): number => (score[i]?.[j] ?? 0) + (score[j]?.[i] ?? 0);

  // A finite maximum exists exactly when every entrant can be reached from the reference along
  // "beat" edges and can reach it (Zermelo; Ford 1957). With prior > 0 every pair with games has
  // edges both ways, so only a missing chain of games can fail.
  const linked = reachable(entrants, reference, (i, j) => games(i, j) > 0);
  const unlinked = linked.flatMap((ok, i) => (ok ? [] : [i]));
  if (unlinked.length > 0) {
    throw new Error(`bradley-terry: entrant(s) ${unlinked.join(', ')} have no chain of games to the reference entrant ${reference}; their strengths cannot be compared`);
  }
  const beatenFromReference = reachable(entrants, reference, (i, j) => (score[i]?.[j] ?? 0) > 0);
  const beatsToReference = reachable(entrants, reference, (i, j) => (score[j]?.[i] ?? 0) > 0);
  const infinite = beatenFromReference.flatMap((ok, i) => (ok && beatsToReference[i] ? [] : [i]));
  if (infinite.length > 0) {
    throw new Error(`bradley-terry: with prior 0 the strengths of entrant(s) ${infinite.join(', ')} are infinite (they never lost, or never won, against the others); use prior > 0`);
  }

  const free = Array.from({ length: entrants }, (_, i) => i).filter((i) => i !== reference);
  const strength = new Array<number>(entrants).fill(0);

  /** Fisher information of the free strengths, and the gradient, at `strength`. */
  const informationAndGradient = (): { information: number[][]; gradient: number[] } => {
    const position = new Array<number>(entrants).fill(-1);
    free.forEach((entrant, k) => (position[entrant] = k));
    const information = free.map(() => new Array<number>(free.length).fill(0));
    const gradient = new Array<number>(free.length).fill(0);
    for (let i = 0; i < entrants; i++) {
      for (let j = i + 1; j < entrants; j++) {
        const n = games(i, j);
        if (n === 0) continue;
        const p = sigmoid((strength[i] ?? 0) - (strength[j] ?? 0));
        const weight = n * p * (1 - p);
        const residual = (score[i]?.[j] ?? 0) - n * p; // d logL / d s_i; the negative for s_j
        const pi = position[i] ?? -1;
        const pj = position[j] ?? -1;
        if (pi >= 0) {
          gradient[pi] = (gradient[pi] ?? 0) + residual;
          (information[pi] as number[])[pi] = (information[pi]?.[pi] ?? 0) + weight;
        }
        if (pj >= 0) {
          gradient[pj] = (gradient[pj] ?? 0) - residual;
          (information[pj] as number[])[pj] = (information[pj]?.[pj] ?? 0) + weight;
        }
        if (pi >= 0 && pj >= 0) {
          (information[pi] as number[])[pj] = (information[pi]?.[pj] ?? 0) - weight;
          (information[pj] as number[])[pi] = (information[pj]?.[pi] ?? 0) - weight;
        }
      }
    }
    return { information, gradient };
  };

  let iterations = 0;
  let converged = false;
  let current = logLikelihoodOf(strength, score);
  while (iterations < maxIterations) {
    const { information, gradient } = informationAndGradient();
    const step = choleskySolve(cholesky(information), gradient);
    // Halve the step until the log-likelihood does not fall (a full step nearly always succeeds).
    let scale = 1;
    let trial = strength.slice();
    let value = current;
    for (let halvings = 0; halvings < 60; halvings++) {
      trial = strength.slice();
      free.forEach((entrant, k) => (trial[entrant] = (strength[entrant] ?? 0) + scale * (step[k] ?? 0)));
      value = logLikelihoodOf(trial, score);
      if (value >= current - 1e-12 * Math.abs(current)) break;
      scale /= 2;
    }
    const largestMove = Math.max(0, ...step.map((d) => Math.abs(scale * d)));
    trial.forEach((s, i) => (strength[i] = s));
    current = value;
    iterations++;
    if (largestMove < tolerance) {
      converged = true;
      break;
    }
  }

  const { information } = informationAndGradient();
  const lower = cholesky(information);
  const standardError = new Array<number>(entrants).fill(0);
  free.forEach((entrant, k) => {
    const unit = free.map((_, m) => (m === k ? 1 : 0));
    standardError[entrant] = Math.sqrt(choleskySolve(lower, unit)[k] ?? 0);
  });
  return {
    strength,
    standardError,
    low: strength.map((s, i) => s - Z95 * (standardError[i] ?? 0)),
    high: strength.map((s, i) => s + Z95 * (standardError[i] ?? 0)),
    iterations,
    logLikelihood: logLikelihoodOf(strength, real),
    converged,
  };
}

/**
 * A point cost per entrant proportional to exp(strength), scaled so the reference entrant costs
 * exactly `referenceCost`, the others rounded to the nearest 0.5 (so one far weaker than the
 * reference can round to 0). Why exp(s): under Bradley-Terry the win odds of i over j are
 * exp(s_i - s_j) = exp(s_i) / exp(s_j), so with costs proportional to exp(s) the odds between two
 * entrants equal the ratio of their costs: one costing twice as much should be a 2:1 favourite,
 * the usual reading of a point-buy system.
 */
export function suggestedCosts(strength: readonly number[], options: { reference: number; referenceCost: number }): number[] {
  const { reference, referenceCost } = options;
  const base = strength[reference];
  if (!Number.isInteger(reference) || base === undefined) {
    throw new Error(`bradley-terry: reference ${reference} is not an index into ${strength.length} strengths`);
  }
  if (!Number.isFinite(referenceCost) || referenceCost <= 0) throw new Error(`bradley-terry: referenceCost must be > 0, got ${referenceCost}`);
  strength.forEach((s, i) => {
    if (!Number.isFinite(s)) throw new Error(`bradley-terry: strength[${i}] = ${s} is not finite`);
  });
  return strength.map((s, i) => (i === reference ? referenceCost : Math.round(2 * referenceCost * Math.exp(s - base)) / 2));
}
