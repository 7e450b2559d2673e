// cold: what a chassis' counters make (mecha-bots-mad-scientist.txt L35-137): its weapons and
// sensors (a location's counters of one object are one device, L74, L84, and connectors join two
// locations' into one: a connector takes no cell, it joins two cells across a location border,
// L40; catalogue components.*.contiguous, occupiesCell, needed), each location's armour (L90-96), speed and mode of transport (L106-115), the
// locations that turn it (wiki status page), boilers and what they power (L64-68), the seat
// (L127-137), remote control (L119-125); and every placement rule the layout breaks.
import { COMPONENT_IDS, type ComponentId } from '../catalogue/catalogue-schema.js';
import { arcSectors, BRAIN, CELL_COUNT, isOuter, LOCATIONS, neighbours, type ChassisGeometry } from './geometry.js';

/** The counter kinds a cell can hold: the catalogue's components, in its order (the kernel's kind codes). */
export const KINDS = COMPONENT_IDS;
export type Kind = ComponentId;

/** Counters a boiler must power: weapons, sensors and mobility (L68); connectors join, they do not draw power (inferred). */
export const POWERED: ReadonlySet<Kind> = new Set(['weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range', 'mobility-speed', 'mobility-terrain']);
/** Counters one boiler powers (L68 "one boiler counter is required for every four", B1: ceil). */
export const POWER_PER_BOILER = 4;

/** Counter kinds that join cells rather than fill them (L40): listed as connectors, never in a cell. */
export const CONNECTOR_KINDS: ReadonlySet<Kind> = new Set(['weapon-connector', 'sensor-connector', 'armour-connector']);

/** A connector: the two cells it joins (L40 "join 2 spaces"). */
export type Link = readonly [number, number];

export const LAYOUT_RULES = {
  brain: 'the brain is the central hex and cannot be moved or changed (L53)',
  boilerContiguous: 'every boiler is placed next to another boiler (L66)',
  boilerCapacity: 'one boiler for every four weapon, sensor or mobility counters (L68); name the ones left unpowered',
  armourOneLocation: 'armour may not cover more than one location: each location has its own (L96)',
  seatOuter: 'the seat goes in an outer location (L131)',
  oneSeat: 'a bot has one seat (L129: a size 1 counter)',
  size: `a chassis holds at most ${CELL_COUNT - 1} counters besides the brain (L48-53)`,
  unpowered: 'only weapon, sensor and mobility counters draw power (L68)',
  connectorCell: 'a connector joins two cells; it takes none (L40): list it under connectors',
  connectorJoins: 'a connector joins two touching cells holding counters of one weapon, sensor or armour (L40, L74, L84, L94)',
  connectorAcross: 'weapon and sensor connectors join counters that cross locations (L40)',
} as const;

/** A weapon or sensor: its cells, the locations they occupy and its arc (L76-78, L84-88). */
export interface Device {
  readonly cells: readonly number[];
  readonly locations: readonly number[];
  /** Sectors it covers, a bit mask over 0..5 in the bot's frame. */
  readonly arc: number;
}

export interface Layout {
  /** The counter in each cell, or undefined where it is empty. */
  readonly kinds: readonly (Kind | undefined)[];
  readonly weapons: readonly Device[];
  readonly sensors: readonly Device[];
  readonly boilers: number;
  readonly powered: number;
  /** Cells named unpowered: present, but inert. */
  readonly unpowered: ReadonlySet<number>;
  readonly seat: number;
  /** Counters besides the brain. */
  readonly components: number;
}

export interface LayoutProblem {
  readonly cell: number;
  readonly message: string;
  readonly rule: string;
}

const family = (kind: Kind | undefined) => (kind === undefined ? '' : kind.startsWith('weapon') ? 'weapon' : kind.startsWith('sensor') ? 'sensor' : kind.startsWith('armour') ? 'armour' : kind);

/**
 * One family's devices: every location's counters of that family are one device, and each
 * connector between two locations merges theirs (L40, L74, L84).
 */
function groups(geometry: ChassisGeometry, kinds: readonly (Kind | undefined)[], name: 'weapon' | 'sensor', links: readonly Link[]): number[][] {
  const CELLS = geometry.cells;
  const parent = Array.from({ length: LOCATIONS }, (_, location) => location);
  const root = (location: number): number => (parent[location] === location ? location : root(parent[location] ?? location));
  for (const [a, b] of links) {
    if (family(kinds[a]) !== name || family(kinds[b]) !== name) continue;
    parent[root(CELLS[a]?.location ?? 0)] = root(CELLS[b]?.location ?? 0);
  }
  const byRoot = new Map<number, number[]>();
  for (const cell of CELLS) {
    if (family(kinds[cell.index]) !== name) continue;
    const key = root(cell.location);
    byRoot.set(key, [...(byRoot.get(key) ?? []), cell.index]);
  }
  return [...byRoot.values()];
}

const device = (geometry: ChassisGeometry) => (cells: readonly number[]): Device => {
  const locations = [...new Set(cells.map((cell) => geometry.cells[cell]?.location ?? 0))].sort((a, b) => a - b);
  return { cells, locations, arc: arcSectors(geometry, locations) };
};

export function analyseLayout(geometry: ChassisGeometry, kinds: readonly (Kind | undefined)[], unpowered: ReadonlySet<number> = new Set(), links: readonly Link[] = []): { layout: Layout; problems: LayoutProblem[] } {
  const CELLS = geometry.cells;
  const problems: LayoutProblem[] = [];
  const report = (cell: number, message: string, rule: string) => problems.push({ cell, message, rule });
  if (kinds[BRAIN] !== 'brain') report(BRAIN, `holds ${kinds[BRAIN] ?? 'nothing'}, not the brain`, LAYOUT_RULES.brain);
  kinds.forEach((kind, cell) => {
    if (kind === 'brain' && cell !== BRAIN) report(cell, 'a second brain', LAYOUT_RULES.brain);
  });
  const boilers = kinds.flatMap((kind, cell) => (kind === 'boiler' ? [cell] : []));
  for (const boiler of boilers) {
    if (boilers.length > 1 && !neighbours(geometry, boiler).some((next) => kinds[next] === 'boiler')) report(boiler, 'a boiler with no boiler next to it', LAYOUT_RULES.boilerContiguous);
  }
  const poweredCells = kinds.flatMap((kind, cell) => (kind !== undefined && POWERED.has(kind) ? [cell] : []));
  for (const cell of unpowered) if (!poweredCells.includes(cell)) report(cell, `is named unpowered but holds ${kinds[cell] ?? 'nothing'}`, LAYOUT_RULES.unpowered);
  const drawing = poweredCells.filter((cell) => !unpowered.has(cell)).length;
  if (drawing > boilers.length * POWER_PER_BOILER) {
    report(poweredCells[0] ?? BRAIN, `${drawing} powered counters need ${Math.ceil(drawing / POWER_PER_BOILER)} boilers, and there are ${boilers.length}`, LAYOUT_RULES.boilerCapacity);
  }
  kinds.forEach((kind, cell) => {
    if (kind !== undefined && CONNECTOR_KINDS.has(kind)) report(cell, `holds a ${kind}`, LAYOUT_RULES.connectorCell);
  });
  for (const [a, b] of links) {
    const [fa, fb] = [family(kinds[a]), family(kinds[b])];
    const across = CELLS[a]?.location !== CELLS[b]?.location;
    if (!neighbours(geometry, a).includes(b) || fa !== fb || !['weapon', 'sensor', 'armour'].includes(fa)) {
      report(a, `a connector to ${b < 0 ? 'nowhere' : `a cell holding ${kinds[b] ?? 'nothing'}`} from one holding ${kinds[a] ?? 'nothing'}${neighbours(geometry, a).includes(b) ? '' : ', not touching'}`, LAYOUT_RULES.connectorJoins);
    } else if (fa === 'armour' && across) report(a, 'an armour connector joins the armour of 2 locations', LAYOUT_RULES.armourOneLocation);
    else if (fa !== 'armour' && !across) report(a, `a ${fa} connector inside one location`, LAYOUT_RULES.connectorAcross);
  }
  const seats = kinds.flatMap((kind, cell) => (kind === 'seat' ? [cell] : []));
  for (const seat of seats) if (!isOuter(CELLS[seat]?.location ?? 0)) report(seat, 'a seat in the central location', LAYOUT_RULES.seatOuter);
  if (seats.length > 1) report(seats[1] ?? 0, `${seats.length} seats`, LAYOUT_RULES.oneSeat);
  const components = kinds.filter((kind) => kind !== undefined && kind !== 'brain').length;
  if (components > CELL_COUNT - 1) report(BRAIN, `${components} counters`, LAYOUT_RULES.size);
  return {
    layout: {
      kinds,
      weapons: groups(geometry, kinds, 'weapon', links).map(device(geometry)),
      sensors: groups(geometry, kinds, 'sensor', links).map(device(geometry)),
      boilers: boilers.length,
      powered: poweredCells.length,
      unpowered,
      seat: seats[0] ?? -1,
      components,
    },
    problems,
  };
}

/** Working counters of a kind in a location (armour's Protection and Resistance, L90-96). */
export function countIn(kinds: readonly (Kind | undefined)[], location: number, kind: Kind): number {
  let count = 0;
  for (let cell = location * 7; cell < location * 7 + 7; cell++) if (kinds[cell] === kind) count++;
  return count;
}

/** Locations holding any mobility counter (each improves turning: wiki status). */
export function mobilityLocations(kinds: readonly (Kind | undefined)[]): number {
  let count = 0;
  for (let location = 0; location < LOCATIONS; location++) {
    if (countIn(kinds, location, 'mobility-speed') + countIn(kinds, location, 'mobility-terrain') > 0) count++;
  }
  return count;
}
