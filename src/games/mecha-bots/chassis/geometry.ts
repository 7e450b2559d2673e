// cold: the chassis card as numbers, built from the catalogue's chassis entry (chassis.yaml: each
// location a 7-hex flower around its centre, the bot facing a hexside; reconstructed, spec 6.6). The
// rulebook says only that a chassis is 7 locations of 7 hexes, the central one holding the brain
// (mecha-bots-mad-scientist.txt L48-53). Conventions are src/hex/hex.ts's: axial coordinates,
// flat-topped hexes, direction 0 north and then clockwise. In the bot's frame, sector k is hexside
// (facing + k): 0 ahead, then clockwise. Along every hex axis the 49 cells fall into 9 columns of
// 2, 5, 7, 7, 7, 7, 7, 5, 2 (checked by geometry.test.ts for the catalogue's cards), numbered from
// the attacker's left as it faces the bot.
import { bearingSixths, centreX, centreY, neighbourQ, neighbourR } from '../../../hex/hex.js';

/** Location ids in the catalogue's order: the outer ones clockwise from Forward, then the central one (L51). */
export { LOCATION_IDS, type LocationId } from '../catalogue/catalogue-schema.js';
export const CENTRAL = 6;
export const LOCATIONS = 7;
export const CELLS_PER_LOCATION = 7;
export const CELL_COUNT = LOCATIONS * CELLS_PER_LOCATION;
/** The brain: position 0 (the flower's centre) of the central location (L53). */
export const BRAIN = CENTRAL * CELLS_PER_LOCATION;
export const COLUMNS = 9;
export const SECTORS = 6;

export interface Cell {
  readonly index: number;
  readonly q: number;
  readonly r: number;
  readonly location: number;
  /** 0 the flower's centre, 1..6 its ring clockwise from the bot's front (sector 0, 1, ...). */
  readonly position: number;
}

export interface ChassisGeometry {
  /** Every cell, location by location (LOCATION_IDS order): cell index = location * 7 + position. */
  readonly cells: readonly Cell[];
  /** columns[from][k]: the cells of column k + 1 for an attack from sector `from`, in the order the damage meets them. */
  readonly columns: readonly (readonly (readonly number[])[])[];
  /** The sector each location looks out over (the one nearest its flower's bearing); the central location -1. */
  readonly locationSector: readonly number[];
  /** Bearing of each outer flower's centre in the bot's frame, in sixths of a turn clockwise from ahead. */
  readonly flowerBearing: readonly number[];
  readonly byCoordinates: ReadonlyMap<string, number>;
}

/** The nearest sector to a bearing in sixths (a bearing on a sector edge takes the clockwise one). */
export function sectorOfBearing(sixths: number): number {
  return Math.floor(sixths + 0.5 + 1e-9) % SECTORS;
}

/** The chassis of flowers around `centres` (LOCATION_IDS order) for a bot facing hexside `facing`. */
export function chassisGeometry(centres: readonly (readonly [number, number])[], facing: number): ChassisGeometry {
  const cells: Cell[] = centres.flatMap(([cq, cr], location) => Array.from({ length: CELLS_PER_LOCATION }, (_, position): Cell => ({
    index: location * CELLS_PER_LOCATION + position,
    q: position === 0 ? cq : neighbourQ(cq, facing + position - 1),
    r: position === 0 ? cr : neighbourR(cr, facing + position - 1),
    location,
    position,
  })));
  const byCoordinates = new Map(cells.map((cell) => [`${cell.q},${cell.r}`, cell.index]));
  const columns = Array.from({ length: SECTORS }, (_, from) => {
    const direction = (facing + from) % SECTORS;
    const dq = neighbourQ(0, direction);
    const dr = neighbourR(0, direction);
    const toward = { x: centreX(dq), y: centreY(dq, dr) }; // from the bot toward the attacker (y south)
    const left = { x: -toward.y, y: toward.x }; // the attacker faces -toward; its left, on screen axes
    // Cells on one line along the axis share the cube coordinate the direction leaves unchanged.
    const lineOf = (cell: Cell) => (dr === 0 ? cell.r : dq === 0 ? cell.q : -cell.q - cell.r);
    const lines = new Map<number, Cell[]>();
    for (const cell of cells) lines.set(lineOf(cell), [...(lines.get(lineOf(cell)) ?? []), cell]);
    const x = (cell: Cell) => centreX(cell.q);
    const y = (cell: Cell) => centreY(cell.q, cell.r);
    const side = (cell: Cell) => x(cell) * left.x + y(cell) * left.y;
    const depth = (cell: Cell) => x(cell) * toward.x + y(cell) * toward.y;
    return [...lines.values()]
      .sort((a, b) => side(b[0] as Cell) - side(a[0] as Cell))
      .map((line) => [...line].sort((a, b) => depth(b) - depth(a)).map((cell) => cell.index));
  });
  const flowerBearing = centres.map(([q, r], location) => (location === CENTRAL ? 0 : (bearingSixths(0, 0, q, r) - facing + SECTORS) % SECTORS));
  return {
    cells, columns, byCoordinates, flowerBearing,
    locationSector: flowerBearing.map((bearing, location) => (location === CENTRAL ? -1 : sectorOfBearing(bearing))),
  };
}

/** The cell at axial (q, r), or -1 off the chassis. */
export function cellAt(geometry: ChassisGeometry, q: number, r: number): number {
  return geometry.byCoordinates.get(`${q},${r}`) ?? -1;
}

/** The cells sharing a side with a cell. */
export function neighbours(geometry: ChassisGeometry, index: number): number[] {
  const cell = geometry.cells[index];
  if (cell === undefined) return [];
  return Array.from({ length: SECTORS }, (_, d) => cellAt(geometry, neighbourQ(cell.q, d), neighbourR(cell.r, d))).filter((other) => other >= 0);
}

/** 1 for an outer location (L51: any but the central one). */
export function isOuter(location: number): boolean {
  return location !== CENTRAL;
}

/**
 * The sectors a weapon or sensor covers, from the locations its counters occupy (L76-78, L84-88):
 * central only, all six (360 degrees); otherwise 60 degrees per location, the sectors nearest the
 * mean bearing of its outer locations' flowers (reconstructed: the text gives the width, not the
 * placement). As a bit mask over sectors 0..5.
 */
export function arcSectors(geometry: ChassisGeometry, locations: readonly number[]): number {
  const distinct = [...new Set(locations)];
  const outer = distinct.filter(isOuter);
  if (outer.length === 0) return (1 << SECTORS) - 1;
  const width = Math.min(SECTORS, distinct.length);
  const angle = (location: number) => ((geometry.flowerBearing[location] ?? 0) * Math.PI) / 3;
  let mean = (Math.atan2(outer.reduce((sum, l) => sum + Math.sin(angle(l)), 0), outer.reduce((sum, l) => sum + Math.cos(angle(l)), 0)) * 3) / Math.PI;
  if (mean < 0) mean += SECTORS;
  const gap = (sector: number) => {
    const d = Math.abs(sector - mean) % SECTORS;
    return d > SECTORS / 2 ? SECTORS - d : d;
  };
  const nearest = Array.from({ length: SECTORS }, (_, sector) => sector).sort((a, b) => gap(a) - gap(b) || a - b);
  return nearest.slice(0, width).reduce((mask, sector) => mask | (1 << sector), 0);
}
