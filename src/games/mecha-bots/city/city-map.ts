// cold: a city board generated from a seed (city.yaml, reconstructed: neither source prints the
// city map): cobbled streets every `streetEvery` rows and columns, the blocks between them filled
// with the chart's terrain by weight, shops and banks on block hexes beside a street, and a lab
// (home base) in each corner, one per player. The same seed gives the same board.
import { createHeightGrid, type HeightGrid } from '../../../hex/height-grid.js';
import { Rng } from '../../../rng/rng.js';
import type { MechaBotsTables } from '../compile/tables.js';

export interface CityMap {
  readonly grid: HeightGrid;
  readonly shops: Int32Array;
  readonly banks: Int32Array;
  /** The labs, one per seat: corners in the order top-left, bottom-right, top-right, bottom-left. */
  readonly labs: Int32Array;
}

/** A random stream of its own for the board, apart from the games' streams. */
const MAP_STREAM = 0x6d6170;

export function generateCity(t: MechaBotsTables, seed: number): CityMap {
  const c = t.city;
  const width = c.width[0] ?? 13;
  const height = c.height[0] ?? 13;
  const every = c.streetEvery[0] ?? 4;
  const grid = createHeightGrid(width, height);
  const rng = new Rng(seed, MAP_STREAM);
  let totalWeight = 0;
  for (let k = 0; k < t.block.weight.length; k++) totalWeight += t.block.weight[k] ?? 0;
  const street = (cell: number) => {
    const column = cell % width;
    const row = (cell - column) / width;
    return column % every === 0 || row % every === 0;
  };
  for (let cell = 0; cell < width * height; cell++) {
    if (street(cell) || totalWeight === 0) {
      grid.terrain[cell] = c.street[0] ?? 0;
      continue;
    }
    let pick = rng.int(totalWeight);
    let k = 0;
    while (pick >= (t.block.weight[k] ?? 0)) pick -= t.block.weight[k++] ?? 0;
    grid.terrain[cell] = t.block.terrain[k] ?? 0;
  }
  const labs = Int32Array.of(0, width * height - 1, width - 1, (height - 1) * width);
  for (const lab of labs) grid.terrain[lab] = c.lab[0] ?? 0;
  // Shops and banks go on block hexes beside a street (the first found from a random start).
  const beside = (cell: number) => {
    const column = cell % width;
    return !street(cell) && !labs.includes(cell) && (street(cell - 1) && column > 0 || street(cell + 1) && column < width - 1 || street(cell - width) || street(cell + width));
  };
  const place = (count: number, terrain: number) => {
    const cells = new Int32Array(count);
    for (let k = 0; k < count; k++) {
      let cell = rng.int(width * height);
      for (let tries = 0; tries < width * height && (!beside(cell) || grid.terrain[cell] === c.shop[0] || grid.terrain[cell] === c.bank[0]); tries++) cell = (cell + 7) % (width * height);
      grid.terrain[cell] = terrain;
      cells[k] = cell;
    }
    return cells;
  };
  const shops = place(c.shops[0] ?? 1, c.shop[0] ?? 0);
  const banks = place(c.banks[0] ?? 1, c.bank[0] ?? 0);
  return { grid, shops, banks, labs };
}

/** The board as text: one letter a hex (row by row, odd columns half a row down as printed). */
export function cityText(map: CityMap, letters: readonly string[]): string {
  const { width, height, terrain } = map.grid;
  const rows: string[] = [];
  for (let row = 0; row < height; row++) {
    let line = '';
    for (let column = 0; column < width; column++) line += `${letters[terrain[row * width + column] ?? 0] ?? '?'} `;
    rows.push(line.trimEnd());
  }
  return rows.join('\n');
}
