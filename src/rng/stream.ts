// cold: stream ids and seeds. A stream id names one independent sequence of random numbers
// (say, one block of one matchup), so results never depend on which worker drew them.
import seedrandom from 'seedrandom';
import { mix32 } from './rng.js';

/** A stream id from any parts (names, indices): order matters, and equal parts give equal ids. */
export function streamId(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5 | 0;
  for (const part of parts) {
    const text = typeof part === 'number' ? `#${part}` : part;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    h = mix32(h ^ 0x2f);
  }
  return h >>> 0;
}

/**
 * The stream of one seating (or one rotation of a table) of a block: seating 0 plays on the block's
 * own stream, every other on a stream of its own. Replaying one stream with the seats swapped
 * (common random numbers) made the swapped games near copies in symmetric games: 98.5% of
 * Kriegbot's and 95% of Mecha Bots' bundled duels ended as their swapped twin did, against 74% and
 * 69% for independent games, so the second half added almost nothing while the intervals counted
 * it in full (bench/README.md, "Independent seatings").
 */
export function seatingStream(stream: number, seating: number): number {
  return seating === 0 ? stream : mix32(mix32(stream ^ 0x5ea71) + seating) >>> 0; // numbers only: runs once a block inside workers
}

/** A numeric seed from what the user typed: integers are taken as they are, other text is hashed. */
export function parseSeed(text: string): number {
  if (/^-?\d+$/.test(text.trim())) return Number(text.trim()) >>> 0;
  return seedrandom(text).int32() >>> 0;
}
