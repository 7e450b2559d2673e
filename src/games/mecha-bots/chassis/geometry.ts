// cold: the chassis drawn as numbers (spec 6.3, 6.6). The rulebook's chassis card is an image we do
// not have; it says only that a chassis is 7 locations of 7 hexes, the central one holding the
// brain (mecha-bots-mad-scientist.txt L48-53). Reconstructed here: a flower of seven 7-hex flowers
// in axial coordinates, the outer flower centres at (2,1), (3,-2), (1,-3), (-2,-1), (-3,2), (-1,3),
// each about 19 degrees off a hex direction. The bot faces direction 0 (east, 0 degrees); Forward
// is the flower nearest that facing, then clockwise Forward Right, Backward Right, Back, Backward
// Left, Forward Left (the order L51 lists them in, read clockwise). Along every hex axis the 49
// cells fall into 9 columns of 2, 5, 7, 7, 7, 7, 7, 5, 2 cells; the brain sits in the middle of the
// fifth. Angles are counter-clockwise in the plane with y up.

/** Location ids in clockwise order from the front, then the central one (L51). */
export const LOCATION_IDS = ['forward', 'forward-right', 'backward-right', 'back', 'backward-left', 'forward-left', 'central'] as const;
export type LocationId = (typeof LOCATION_IDS)[number];
export const CENTRAL = 6;
export const LOCATIONS = 7;
export const CELLS_PER_LOCATION = 7;
export const CELL_COUNT = LOCATIONS * CELLS_PER_LOCATION;
/** The brain: position 0 (the flower's centre) of the central location (L53). */
export const BRAIN = CENTRAL * CELLS_PER_LOCATION;
export const COLUMNS = 9;
export const SECTORS = 6;

/** Axial hex directions by sector, counter-clockwise from east (0, 60, ..., 300 degrees). */
export const DIRECTIONS: readonly (readonly [number, number])[] = [[1, 0], [1, -1], [0, -1], [-1, 0], [-1, 1], [0, 1]];
/** A flower's positions 1..6, clockwise from the front: the direction sector of each (0 is position 0, the centre). */
const RING_SECTORS = [0, 5, 4, 3, 2, 1] as const;
/** Flower centres by location index (LOCATION_IDS order). */
const CENTRES: readonly (readonly [number, number])[] = [[2, 1], [-1, 3], [-3, 2], [-2, -1], [1, -3], [3, -2], [0, 0]];

export interface Cell {
  readonly index: number;
  readonly q: number;
  readonly r: number;
  readonly location: number;
  /** 0 the flower's centre, 1..6 its ring clockwise from the front. */
  readonly position: number;
  /** Centre of the hex in the plane (unit hex size, y up). */
  readonly x: number;
  readonly y: number;
}

function plane(q: number, r: number): { x: number; y: number } {
  return { x: Math.sqrt(3) * (q + r / 2), y: -1.5 * r };
}

/** Every cell, location by location (LOCATION_IDS order), each flower's centre first: cell index = location * 7 + position. */
export const CELLS: readonly Cell[] = CENTRES.flatMap(([cq, cr], location) => Array.from({ length: CELLS_PER_LOCATION }, (_, position): Cell => {
  const [dq, dr] = position === 0 ? [0, 0] : (DIRECTIONS[RING_SECTORS[position - 1] ?? 0] ?? [0, 0]);
  const q = cq + dq;
  const r = cr + dr;
  return { index: location * CELLS_PER_LOCATION + position, q, r, location, position, ...plane(q, r) };
}));

const byCoordinates = new Map(CELLS.map((cell) => [`${cell.q},${cell.r}`, cell.index]));

/** The cell at axial (q, r), or -1 off the chassis. */
export function cellAt(q: number, r: number): number {
  return byCoordinates.get(`${q},${r}`) ?? -1;
}

/** The cells sharing a side with a cell. */
export function neighbours(index: number): number[] {
  const cell = CELLS[index];
  if (cell === undefined) return [];
  return DIRECTIONS.map(([dq, dr]) => cellAt(cell.q + dq, cell.r + dr)).filter((other) => other >= 0);
}

/** 1 for an outer location (L51: any but the central one). */
export function isOuter(location: number): boolean {
  return location !== CENTRAL;
}

/** The direction sector an outer location looks out over (the hex direction nearest its flower): Forward 0, Forward Right 5, ... */
export function locationSector(location: number): number {
  return (SECTORS - location) % SECTORS;
}

/**
 * The cells of column `column` (1..9, numbered from the attacker's left) of an attack arriving from
 * sector `from` (the attacker's bearing from the bot, in the bot's frame), in the order the damage
 * meets them: from the side it enters to the far side (spec 6.3 step 3).
 */
export function columnCells(from: number, column: number): readonly number[] {
  return COLUMN_TABLE[from]?.[column - 1] ?? [];
}

const COLUMN_TABLE: readonly (readonly (readonly number[])[])[] = Array.from({ length: SECTORS }, (_, from) => {
  const [dq, dr] = DIRECTIONS[from] ?? [1, 0];
  const toward = plane(dq, dr); // from the bot toward the attacker
  const left = { x: toward.y, y: -toward.x }; // the attacker faces -toward; its left is that turned 90 degrees counter-clockwise
  // Cells on one line along the axis share the cube coordinate the direction leaves unchanged.
  const lineOf = (cell: Cell) => (dr === 0 ? cell.r : dq === 0 ? cell.q : -cell.q - cell.r);
  const lines = new Map<number, Cell[]>();
  for (const cell of CELLS) lines.set(lineOf(cell), [...(lines.get(lineOf(cell)) ?? []), cell]);
  const side = (cell: Cell) => cell.x * left.x + cell.y * left.y;
  const depth = (cell: Cell) => cell.x * toward.x + cell.y * toward.y;
  return [...lines.values()]
    .sort((a, b) => side(b[0] as Cell) - side(a[0] as Cell))
    .map((line) => [...line].sort((a, b) => depth(b) - depth(a)).map((cell) => cell.index));
});

/** Angle in degrees of an outer location's flower centre from the chassis centre. */
function flowerAngle(location: number): number {
  const [q, r] = CENTRES[location] ?? [0, 0];
  const { x, y } = plane(q, r);
  return (Math.atan2(y, x) * 180) / Math.PI;
}

const angleGap = (a: number, b: number) => {
  const d = Math.abs((((a - b) % 360) + 540) % 360 - 180);
  return d;
};

/**
 * The sectors a weapon or sensor covers, from the locations its counters occupy (L76-78, L84-88):
 * central only, all six (360 degrees); otherwise 60 degrees per location, the sectors nearest the
 * mean bearing of its outer locations' flowers (reconstructed: the text gives the width, not the
 * placement). As a bit mask over sectors 0..5.
 */
export function arcSectors(locations: readonly number[]): number {
  const distinct = [...new Set(locations)];
  const outer = distinct.filter(isOuter);
  if (outer.length === 0) return (1 << SECTORS) - 1;
  const width = Math.min(SECTORS, distinct.length);
  const mean = (Math.atan2(
    outer.reduce((sum, location) => sum + Math.sin((flowerAngle(location) * Math.PI) / 180), 0),
    outer.reduce((sum, location) => sum + Math.cos((flowerAngle(location) * Math.PI) / 180), 0),
  ) * 180) / Math.PI;
  const nearest = Array.from({ length: SECTORS }, (_, sector) => sector).sort((a, b) => angleGap(a * 60, mean) - angleGap(b * 60, mean) || a - b);
  return nearest.slice(0, width).reduce((mask, sector) => mask | (1 << sector), 0);
}

/** The sector (0..5, counter-clockwise from east) of the bearing from axial (q0, r0) to (q1, r1); a bearing on a sector edge takes the sector counter-clockwise of it. */
export function bearingSector(q0: number, r0: number, q1: number, r1: number): number {
  const from = plane(q0, r0);
  const to = plane(q1, r1);
  const angle = (Math.atan2(to.y - from.y, to.x - from.x) * 180) / Math.PI;
  return Math.floor((((angle + 30) % 360) + 360) % 360 / 60 + 1e-9) % SECTORS;
}
