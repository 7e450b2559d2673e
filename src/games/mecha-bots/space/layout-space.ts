// cold: Mecha Bots' design space for `botlab space` and `search` (spec 6.4): chassis layouts of a
// given number of counters (`--components N`, the brain not counted). A design is a location-level
// vector - per location, how many of each counter kind - plus an arena policy; a deterministic fill
// rule turns it into cells: the boilers on the central location's ring, side by side (so they touch,
// L66), as many as the powered counters need (L68, B1); in every location armour on the cells
// farthest from the brain first, then mobility, then weapons, then sensors. No connectors: each
// location's weapon and sensor counters are one device looking out over that location's sector
// (the central location's all round). After the fill, a design may swap cells inside a location
// (spec 6.4: "a final local search swaps cells"): that moves a counter within its location, so it
// keeps its arc but changes which hit columns reach it. Every candidate is a legal chassis
// (checked on the way).
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import type { DesignSpace } from '../../../kernel/design-space.js';
import type { Rng } from '../../../rng/rng.js';
import { analyseLayout, type Kind } from '../chassis/layout.js';
import { BRAIN, CELLS_PER_LOCATION, CELL_COUNT, CENTRAL, LOCATION_IDS, LOCATIONS, type ChassisGeometry } from '../chassis/geometry.js';
import { ACTIVE_CARDS, ATTACK_CARDS, PASSIVE_CARDS } from '../city/program-cards.js';

/** The kinds a searched layout places (no seat or remote control: the arena does not use them), in fill order. */
export const SEARCH_KINDS = ['armour-protection', 'armour-resistance', 'mobility-speed', 'mobility-terrain', 'weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range'] as const;
type SearchKind = (typeof SEARCH_KINDS)[number];
const POWERED_KINDS: ReadonlySet<string> = new Set(['mobility-speed', 'mobility-terrain', 'weapon-damage', 'weapon-range', 'sensor-accuracy', 'sensor-range']);
const KEEP = ['range', 1] as const;
const FACE = ['weapons', 'armour'] as const;

export interface LayoutDesign {
  /** counts[location][k]: counters of SEARCH_KINDS[k] in that location. */
  readonly counts: readonly (readonly number[])[];
  readonly keepAt: 'range' | 1;
  readonly face: 'weapons' | 'armour';
  /** Cell swaps applied after the fill rule, in order: pairs of cells of one location (never the brain or a boiler). */
  readonly swaps?: readonly (readonly [number, number])[];
  /** City searches only (tables of 3-4): the program cards, the parking and the trading policy. */
  readonly attack?: (typeof ATTACK_CARDS)[number];
  readonly active?: (typeof ACTIVE_CARDS)[number];
  readonly passive?: (typeof PASSIVE_CARDS)[number];
  readonly park?: 'hunt' | 'shop';
  readonly trade?: 'extort' | 'loop';
}

const PARKS = ['hunt', 'shop'] as const;
const TRADES = ['extort', 'loop'] as const;
/** The city policy fields a city search varies, with their choices (the first the default). */
export const CITY_CHOICES = { attack: ATTACK_CARDS, active: ACTIVE_CARDS, passive: PASSIVE_CARDS, park: PARKS, trade: TRADES } as const;
type CityField = keyof typeof CITY_CHOICES;
export const CITY_FIELDS = Object.keys(CITY_CHOICES) as CityField[];

/** A cell as the design file writes it: LOCATION.POSITION. */
export function cellName(cell: number): string {
  return `${LOCATION_IDS[Math.floor(cell / CELLS_PER_LOCATION)] ?? '?'}.${cell % CELLS_PER_LOCATION}`;
}

const boilersFor = (design: LayoutDesign, perBoiler: number) => {
  let powered = 0;
  design.counts.forEach((row) => row.forEach((count, k) => (powered += POWERED_KINDS.has(SEARCH_KINDS[k] ?? '') ? count : 0)));
  return Math.max(1, Math.ceil(powered / perBoiler));
};

/** Counters placed (boilers included). */
export function componentsOf(design: LayoutDesign, perBoiler: number): number {
  return design.counts.flat().reduce((sum, count) => sum + count, 0) + boilersFor(design, perBoiler);
}

/** The cells of a layout by the fill rule, or undefined if it does not fit. */
export function fill(geometry: ChassisGeometry, design: LayoutDesign, perBoiler: number): (Kind | undefined)[] | undefined {
  const kinds: (Kind | undefined)[] = new Array<Kind | undefined>(CELL_COUNT).fill(undefined);
  kinds[BRAIN] = 'brain';
  const boilers = boilersFor(design, perBoiler);
  if (boilers > CELLS_PER_LOCATION - 1) return undefined;
  for (let k = 1; k <= boilers; k++) kinds[CENTRAL * CELLS_PER_LOCATION + k] = 'boiler';
  const brain = geometry.cells[BRAIN];
  const distance = (cell: number) => {
    const at = geometry.cells[cell];
    if (at === undefined || brain === undefined) return 0;
    const dq = at.q - brain.q;
    const dr = at.r - brain.r;
    return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
  };
  for (let location = 0; location < LOCATIONS; location++) {
    const free = Array.from({ length: CELLS_PER_LOCATION }, (_, position) => location * CELLS_PER_LOCATION + position)
      .filter((cell) => kinds[cell] === undefined)
      .sort((a, b) => distance(b) - distance(a) || a - b);
    const wanted = SEARCH_KINDS.flatMap((kind, k) => Array.from({ length: design.counts[location]?.[k] ?? 0 }, () => kind));
    if (wanted.length > free.length) return undefined;
    wanted.forEach((kind, i) => (kinds[free[i] ?? 0] = kind));
  }
  for (const [a, b] of design.swaps ?? []) [kinds[a], kinds[b]] = [kinds[b], kinds[a]];
  return kinds;
}

/** The swaps a design may add: two cells of one location holding different things, neither the brain nor a boiler. */
function swapMoves(kinds: readonly (Kind | undefined)[]): [number, number][] {
  const moves: [number, number][] = [];
  const movable = (cell: number) => kinds[cell] !== 'brain' && kinds[cell] !== 'boiler';
  for (let location = 0; location < LOCATIONS; location++) {
    for (let i = 0; i < CELLS_PER_LOCATION; i++) for (let j = i + 1; j < CELLS_PER_LOCATION; j++) {
      const a = location * CELLS_PER_LOCATION + i;
      const b = location * CELLS_PER_LOCATION + j;
      if (movable(a) && movable(b) && kinds[a] !== kinds[b]) moves.push([a, b]);
    }
  }
  return moves;
}

function designName(design: LayoutDesign): string {
  return `layout ${createHash('sha256').update(canonicalJson(design)).digest('hex').slice(0, 8)}`;
}

/** The design as a chassis design file (chassis/design-file.ts). */
export function layoutFile(geometry: ChassisGeometry, design: LayoutDesign, perBoiler: number, name = designName(design)): { path: string; data: unknown } {
  const kinds = fill(geometry, design, perBoiler) ?? [];
  const cells = Object.fromEntries(LOCATION_IDS.map((id, location) => [id, Array.from({ length: CELLS_PER_LOCATION }, (_, position) => kinds[location * CELLS_PER_LOCATION + position] ?? null)]));
  const city = Object.fromEntries(CITY_FIELDS.flatMap((field) => (design[field] === undefined ? [] : [[field, design[field]]])));
  return { path: name, data: { name, cells, policy: { keepAt: design.keepAt, face: design.face, ...city } } };
}

/** What run.json records of the space, so `meta --from-search` can rebuild a layout's cells. */
export interface LayoutRecord {
  readonly components: number;
  /** The space varies the city policies too (tables of 3-4). */
  readonly city?: boolean;
  readonly perBoiler: number;
  readonly centres: readonly (readonly [number, number])[];
  readonly facing: number;
}

/** `city` 1 adds the city game's policies (program cards, parking, trading) to every design: for searches at tables of 3-4. */
export function layoutSpace(geometry: ChassisGeometry, components: number, perBoiler: number, record: LayoutRecord, city = false): DesignSpace<LayoutDesign> {
  const legal = (design: LayoutDesign) => {
    if (componentsOf(design, perBoiler) !== components) return false;
    const kinds = fill(geometry, design, perBoiler);
    return kinds !== undefined && analyseLayout(geometry, kinds).problems.length === 0;
  };
  const totals = (design: LayoutDesign) => SEARCH_KINDS.map((_, k) => design.counts.reduce((sum, row) => sum + (row[k] ?? 0), 0));
  return {
    title: `chassis layouts of ${components} counters`,
    folder: `search-${components}-counters`,
    count: () => ({
      total: -1n,
      lines: [`layouts of ${components} counters: per location a count of each of ${SEARCH_KINDS.length} kinds, boilers as needed (L68), cell swaps inside a location, two policies each for distance and facing; too many to count exactly, sampled by rejection`],
    }),
    random(rng: Rng): LayoutDesign {
      for (;;) {
        const counts = Array.from({ length: LOCATIONS }, () => new Array<number>(SEARCH_KINDS.length).fill(0));
        // Place counters one at a time until the boilers they need bring the total to `components`.
        let design: LayoutDesign = {
          counts, keepAt: KEEP[rng.int(KEEP.length)] ?? 'range', face: FACE[rng.int(FACE.length)] ?? 'weapons',
          ...(city ? Object.fromEntries(CITY_FIELDS.map((field) => [field, CITY_CHOICES[field][rng.int(CITY_CHOICES[field].length)]])) : {}),
        };
        while (componentsOf(design, perBoiler) < components) {
          const row = counts[rng.int(LOCATIONS)] as number[];
          const k = rng.int(SEARCH_KINDS.length);
          row[k] = (row[k] ?? 0) + 1;
          design = { ...design, counts };
        }
        if (legal(design)) return { ...design, counts: counts.map((row) => [...row]) };
      }
    },
    neighbours(design: LayoutDesign): LayoutDesign[] {
      const out: LayoutDesign[] = [];
      const copy = () => design.counts.map((row) => [...row]);
      for (let from = 0; from < LOCATIONS; from++) {
        for (let k = 0; k < SEARCH_KINDS.length; k++) {
          if ((design.counts[from]?.[k] ?? 0) === 0) continue;
          // move the counter to another location, or change its kind
          for (let to = 0; to < LOCATIONS; to++) {
            if (to === from) continue;
            const counts = copy();
            (counts[from] as number[])[k] = (counts[from]?.[k] ?? 0) - 1;
            (counts[to] as number[])[k] = (counts[to]?.[k] ?? 0) + 1;
            out.push({ ...design, counts });
          }
          for (let j = 0; j < SEARCH_KINDS.length; j++) {
            if (j === k) continue;
            const counts = copy();
            (counts[from] as number[])[k] = (counts[from]?.[k] ?? 0) - 1;
            (counts[from] as number[])[j] = (counts[from]?.[j] ?? 0) + 1;
            out.push({ ...design, counts });
          }
        }
      }
      out.push({ ...design, keepAt: design.keepAt === 'range' ? 1 : 'range' }, { ...design, face: design.face === 'weapons' ? 'armour' : 'weapons' });
      if (city) for (const field of CITY_FIELDS) for (const choice of CITY_CHOICES[field]) if (choice !== (design[field] ?? CITY_CHOICES[field][0])) out.push({ ...design, [field]: choice });
      const kinds = fill(geometry, design, perBoiler);
      if (kinds !== undefined) for (const swap of swapMoves(kinds)) out.push({ ...design, swaps: [...(design.swaps ?? []), swap] });
      return out.filter(legal);
    },
    key: (design) => canonicalJson(design),
    toFile: (design) => layoutFile(geometry, design, perBoiler),
    columns: [...SEARCH_KINDS.map((kind) => kind.replace('-', '_')), 'boilers', 'keep_at', 'face', ...(city ? CITY_FIELDS : []), 'layout', 'swaps'],
    row(design) {
      const total = totals(design);
      return {
        ...Object.fromEntries(SEARCH_KINDS.map((kind, k) => [kind.replace('-', '_'), String(total[k] ?? 0)])),
        boilers: String(boilersFor(design, perBoiler)),
        keep_at: String(design.keepAt),
        face: design.face,
        ...(city ? Object.fromEntries(CITY_FIELDS.map((field) => [field, design[field] ?? CITY_CHOICES[field][0]])) : {}),
        layout: LOCATION_IDS.map((id, location) => {
          const parts = SEARCH_KINDS.flatMap((kind, k) => ((design.counts[location]?.[k] ?? 0) > 0 ? [`${design.counts[location]?.[k]} ${short(kind)}`] : []));
          return parts.length === 0 ? '' : `${id}: ${parts.join(' ')}`;
        }).filter((text) => text !== '').join('; '),
        swaps: (design.swaps ?? []).map(([a, b]) => `${cellName(a)}/${cellName(b)}`).join(' '),
      };
    },
    recorded: { ...record, city },
    policies: ['keepAt range|1', 'face weapons|armour', ...(city ? CITY_FIELDS.map((field) => `${field} ${CITY_CHOICES[field].join('|')}`) : [])],
  };
}

function short(kind: SearchKind): string {
  return { 'armour-protection': 'P', 'armour-resistance': 'R', 'mobility-speed': 's', 'mobility-terrain': 't', 'weapon-damage': 'd', 'weapon-range': 'r', 'sensor-accuracy': 'a', 'sensor-range': 'sr' }[kind];
}
