// hot: the one random source. sfc32 (small fast counting generator, 128-bit state) kept in
// int32 fields so V8 stores them unboxed; nothing is allocated after construction.
// Never use Math.random: it cannot be seeded and allocates a number per call.

/** One step of a hash over 32-bit words (the kernels' direct-mapped tables): h with `word` folded in. */
export function foldWord(h: number, word: number): number {
  const m = Math.imul(h ^ word, 0x85ebca77);
  return m ^ (m >>> 13);
}

/** Where a hash over words (foldWord) starts. */
export const HASH_START = 0x2545f491;

/** Mixes a 32-bit value (SplitMix32 finaliser): seeds that differ in one bit give unrelated states. */
export function mix32(value: number): number {
  let z = (value + 0x9e3779b9) | 0;
  z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
  z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
  return (z ^ (z >>> 15)) | 0;
}

export class Rng {
  private a = 0;
  private b = 0;
  private c = 0;
  private d = 0;

  constructor(seed: number, stream = 0) {
    this.reseed(seed, stream);
  }

  /** Restarts the generator on the stream (seed, stream): the same pair always gives the same numbers. */
  reseed(seed: number, stream: number): void {
    const key = mix32(mix32(seed | 0) ^ stream);
    this.a = mix32(key);
    this.b = mix32(key ^ 0x5bd1e995);
    this.c = mix32(key ^ 0x1b873593);
    this.d = 1;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A uniform 32-bit value as a signed int32. */
  next(): number {
    const a = this.a;
    const b = this.b;
    const c = this.c;
    const d = this.d;
    const t = (((a + b) | 0) + d) | 0;
    this.d = (d + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t;
  }

  /** Uniform integer in [0, n) for 0 < n <= 2^32 (multiply-high; bias below 2^-32 n). */
  int(n: number): number {
    return Math.floor((this.next() >>> 0) * n * 2.3283064365386963e-10);
  }

  /**
   * One roll of a die with `sides` faces numbered 1..sides (2 <= sides <= 2^32), exactly uniform by
   * rejection: draws above the largest multiple of `sides` are thrown away. For every game's dice;
   * Kriegbot keeps face(), so its streams stay as they were.
   */
  die(sides: number): number {
    const limit = 4294967296 - (4294967296 % sides);
    let x = this.next() >>> 0;
    while (x >= limit) x = this.next() >>> 0;
    return (x % sides) + 1;
  }

  /** One face of a Kriegbot die, 0-5 (L47), exactly uniform by rejection. */
  face(): number {
    let x = this.next() >>> 3;
    while (x >= 536870910) x = this.next() >>> 3;
    return x % 6;
  }

  /** Copies the state into `into` (a, b, c, d), for a kernel that steps it there (faceOfState) and hands it back (loadState). */
  saveState(into: Int32Array): void {
    into[0] = this.a;
    into[1] = this.b;
    into[2] = this.c;
    into[3] = this.d;
  }

  /** Takes the state back from `from` (saveState): the stream goes on where the kernel left it. */
  loadState(from: Int32Array): void {
    this.a = from[0]!;
    this.b = from[1]!;
    this.c = from[2]!;
    this.d = from[3]!;
  }
}

/**
 * Rng.face() on a state held in an Int32Array (Rng.saveState): the same faces in the same order.
 * For the specialised line duel (build/specialise-duel.mjs), whose state array is a constant: its
 * reads and writes need no map check and no tagging, where the Rng's fields need both at each face.
 * The step (Rng.next) is written out here, not called: a call to a function of this module from a
 * kernel that inlines faceOfState costs a check that the binding is still that function, at every face.
 */
export function faceOfState(st: Int32Array): number {
  for (;;) {
    const a = st[0]!;
    const b = st[1]!;
    const c = st[2]!;
    const d = st[3]!;
    const t = (((a + b) | 0) + d) | 0;
    st[3] = (d + 1) | 0;
    st[0] = b ^ (b >>> 9);
    st[1] = (c + (c << 3)) | 0;
    st[2] = (((c << 21) | (c >>> 11)) + t) | 0;
    const x = t >>> 3;
    if (x < 536870910) return x % 6; // else thrown away, as face() does
  }
}
