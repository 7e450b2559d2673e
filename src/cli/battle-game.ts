// Which random stream and seating game K of `botlab duel A B` (or of that pair in a matrix) used:
// the run plays blocks of DEFAULT_BLOCK_GAMES games keyed by the two designs, first with A in the
// first seat on the block's stream, then with the seats swapped on that seating's own stream
// (sim/run-block.ts, rng/stream.ts seatingStream).
import type { CompiledSet, ReplayRequest } from '../kernel/ruleset.js';
import { seatingStream, streamId } from '../rng/stream.js';
import { DEFAULT_BLOCK_GAMES } from '../sim/simulate.js';

/** The request that replays game `game` between designs a and b of a compiled set. */
export function battleGame(compiled: CompiledSet, a: number, b: number, seed: number, game: number, turnCap: number): ReplayRequest {
  const keys = [compiled.designs[a]?.key ?? '', compiled.designs[b]?.key ?? ''].sort();
  const block = Math.floor(game / (2 * DEFAULT_BLOCK_GAMES));
  const within = game % (2 * DEFAULT_BLOCK_GAMES);
  const seating = within < DEFAULT_BLOCK_GAMES ? 0 : 1;
  return { seed, stream: seatingStream(streamId(...keys, block), seating), seating, index: within % DEFAULT_BLOCK_GAMES, turnCap };
}
