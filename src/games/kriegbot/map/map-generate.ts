// cold: seeded random maps: scattered woods and hills, sometimes a river with a bridge, one
// building and TV tower per side; always valid, the same for the same seed.
import { Rng } from '../../../rng/rng.js';
import type { MapFile } from './map.js';

export function generateMap(seed: number, width = 15, height = 21): MapFile {
  const rng = new Rng(seed, 0x3a9);
  const grid = Array.from({ length: height }, () => new Array<string>(width).fill('.'));
  const splash = (symbol: string, count: number, size: number) => {
    for (let i = 0; i < count; i++) {
      let q = rng.int(width);
      let r = 2 + rng.int(height - 4);
      for (let j = 0; j < size; j++) {
        const row = grid[r];
        if (row !== undefined && row[q] === '.') row[q] = symbol;
        q = Math.min(width - 1, Math.max(0, q + rng.int(3) - 1));
        r = Math.min(height - 3, Math.max(2, r + rng.int(3) - 1));
      }
    }
  };
  const river = rng.int(2) === 0;
  const middle = Math.floor(height / 2);
  if (river) grid[middle] = new Array<string>(width).fill('~');
  const bridge = rng.int(width);
  if (river) (grid[middle] as string[])[bridge] = '=';
  splash('W', 4, 6);
  splash('H', 3, 5);
  const top: [number, number] = [1 + rng.int(width - 2), 1];
  const bottom: [number, number] = [1 + rng.int(width - 2), height - 2];
  for (const [q, r] of [top, bottom]) (grid[r] as string[])[q] = 'B';
  return {
    name: `Generated map ${seed}`,
    width,
    height,
    edges: { top: 'green', bottom: 'yellow' },
    terrain: grid.map((row) => row.join('')),
    structures: [
      { type: 'tv-tower', at: top, side: 'green' },
      { type: 'tv-tower', at: bottom, side: 'yellow' },
      ...(river ? [{ type: 'bridge' as const, at: [bridge, middle] as [number, number] }] : []),
    ],
    centre: [Math.floor(width / 2), middle],
    sources: {
      name: `reconstructed - generated from seed ${seed}`,
      width: 'reconstructed - the default map size unless asked otherwise',
      height: 'reconstructed - the default map size unless asked otherwise',
      edges: 'stated L359 "each team is randomly assigned a map edge (top or bottom)"',
      terrain: `reconstructed - random woods and hills${river ? ', a river with a bridge (L321)' : ''}, seed ${seed}`,
      structures: 'reconstructed L318 - a TV tower on each side',
      centre: 'reconstructed L593 - the middle hex',
    },
  };
}
