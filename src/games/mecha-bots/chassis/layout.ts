// cold: what a chassis' counters make (mecha-bots-mad-scientist.txt L35-137): its weapons and
// sensors (counters joined into one object; across locations only through a connector, L9-11,
// L74, L84), each location's armour (L90-96), speed and mode of transport (L106-115), the
// locations that turn it (wiki status page), boilers and what they power (L64-68), the seat
// (L127-137), remote control (L119-125); and every placement rule the layout breaks.
import { arcSectors, BRAIN, CELLS, CELL_COUNT, isOuter, LOCATIONS, neighbours } from './geometry.js';

export const KINDS = [
  'boiler', 'weapon-damage', 'weapon-range', 'weapon-connector', 'sensor-accuracy', 'sensor-range', 'sensor-connector',
  'armour-protection', 'armour-resistance', 'armour-connector', 'mobility-speed', 'mobility-terrain', 'remote-control', 'seat', 'brain',
] as const;
export type Kind = (typeof KINDS)[number];

/** Counters a boiler must power: weapons, sensors and mobility (L68); connectors join, they do not draw power (inferred). */
export const POWERED: ReadonlySet<Kind> = new Set(['weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range', 'mobility-speed', 'mobility-terrain']);
/** Counters one boiler powers (L68 "one boiler counter is required for every four", B1: ceil). */
export const POWER_PER_BOILER = 4;

export const LAYOUT_RULES = {
  brain: 'the brain is the central hex and cannot be moved or changed (L53)',
  boilerContiguous: 'every boiler is placed next to another boiler (L66)',
  boilerCapacity: 'one boiler for every four weapon, sensor or mobility counters (L68); name the ones left unpowered',
  armourOneLocation: 'armour may not cover more than one location: each location has its own (L96)',
  seatOuter: 'the seat goes in an outer location (L131)',
  oneSeat: 'a bot has one seat (L129: a size 1 counter)',
  size: `a chassis holds at most ${CELL_COUNT - 1} counters besides the brain (L48-53)`,
  unpowered: 'only weapon, sensor and mobility counters draw power (L68)',
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
 * Groups of one family's cells: neighbours within a location join; across locations only when one
 * of the two is that family's connector (L9-11: connectors join counters that cross locations).
 */
function groups(kinds: readonly (Kind | undefined)[], name: 'weapon' | 'sensor' | 'armour'): number[][] {
  const seen = new Set<number>();
  const out: number[][] = [];
  for (const start of CELLS) {
    if (family(kinds[start.index]) !== name || seen.has(start.index)) continue;
    const group: number[] = [];
    const queue = [start.index];
    seen.add(start.index);
    while (queue.length > 0) {
      const cell = queue.pop() as number;
      group.push(cell);
      for (const next of neighbours(cell)) {
        if (seen.has(next) || family(kinds[next]) !== name) continue;
        const across = CELLS[next]?.location !== CELLS[cell]?.location;
        if (across && kinds[next] !== `${name}-connector` && kinds[cell] !== `${name}-connector`) continue;
        seen.add(next);
        queue.push(next);
      }
    }
    out.push(group.sort((a, b) => a - b));
  }
  return out;
}

const device = (cells: readonly number[]): Device => {
  const locations = [...new Set(cells.map((cell) => CELLS[cell]?.location ?? 0))].sort((a, b) => a - b);
  return { cells, locations, arc: arcSectors(locations) };
};

export function analyseLayout(kinds: readonly (Kind | undefined)[], unpowered: ReadonlySet<number> = new Set()): { layout: Layout; problems: LayoutProblem[] } {
  const problems: LayoutProblem[] = [];
  const report = (cell: number, message: string, rule: string) => problems.push({ cell, message, rule });
  if (kinds[BRAIN] !== 'brain') report(BRAIN, `holds ${kinds[BRAIN] ?? 'nothing'}, not the brain`, LAYOUT_RULES.brain);
  kinds.forEach((kind, cell) => {
    if (kind === 'brain' && cell !== BRAIN) report(cell, 'a second brain', LAYOUT_RULES.brain);
  });
  const boilers = kinds.flatMap((kind, cell) => (kind === 'boiler' ? [cell] : []));
  for (const boiler of boilers) {
    if (boilers.length > 1 && !neighbours(boiler).some((next) => kinds[next] === 'boiler')) report(boiler, 'a boiler with no boiler next to it', LAYOUT_RULES.boilerContiguous);
  }
  const poweredCells = kinds.flatMap((kind, cell) => (kind !== undefined && POWERED.has(kind) ? [cell] : []));
  for (const cell of unpowered) if (!poweredCells.includes(cell)) report(cell, `is named unpowered but holds ${kinds[cell] ?? 'nothing'}`, LAYOUT_RULES.unpowered);
  const drawing = poweredCells.filter((cell) => !unpowered.has(cell)).length;
  if (drawing > boilers.length * POWER_PER_BOILER) {
    report(poweredCells[0] ?? BRAIN, `${drawing} powered counters need ${Math.ceil(drawing / POWER_PER_BOILER)} boilers, and there are ${boilers.length}`, LAYOUT_RULES.boilerCapacity);
  }
  for (const group of groups(kinds, 'armour')) {
    const locations = new Set(group.map((cell) => CELLS[cell]?.location));
    if (locations.size > 1) report(group.find((cell) => kinds[cell] === 'armour-connector') ?? group[0] ?? 0, `joins the armour of ${locations.size} locations`, LAYOUT_RULES.armourOneLocation);
  }
  const seats = kinds.flatMap((kind, cell) => (kind === 'seat' ? [cell] : []));
  for (const seat of seats) if (!isOuter(CELLS[seat]?.location ?? 0)) report(seat, 'a seat in the central location', LAYOUT_RULES.seatOuter);
  if (seats.length > 1) report(seats[1] ?? 0, `${seats.length} seats`, LAYOUT_RULES.oneSeat);
  const components = kinds.filter((kind) => kind !== undefined && kind !== 'brain').length;
  if (components > CELL_COUNT - 1) report(BRAIN, `${components} counters`, LAYOUT_RULES.size);
  return {
    layout: {
      kinds,
      weapons: groups(kinds, 'weapon').map(device),
      sensors: groups(kinds, 'sensor').map(device),
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
