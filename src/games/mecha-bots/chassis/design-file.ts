// cold: a Mecha Bots chassis design file (designs/mecha-bots/bots/*.yaml): the counter in each cell
// of the seven locations (each a list of up to 7: the flower's centre, then its ring clockwise from
// the front; `~` for an empty cell; the central location starts with the brain), the powered counters
// the boilers leave unpowered, and the start kit it was built from. Each broken placement rule is
// one problem naming the file, the cell's path and the rule with its line. Connectors take no cell:
// each is listed with the two cells it joins (L40).
import { z } from 'zod';
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { CELLS_PER_LOCATION, CELL_COUNT, LOCATION_IDS, type ChassisGeometry } from './geometry.js';
import { ACTIVE_CARDS, ATTACK_CARDS, PASSIVE_CARDS } from '../city/program-cards.js';
import { analyseLayout, KINDS, type Kind, type Layout, type Link } from './layout.js';

export const DESIGN_RULES = {
  shape: 'chassis file format (designs/mecha-bots/README.md)',
  kind: 'a cell holds a component counter (L60-137) or `-` for empty',
  cell: 'a cell is LOCATION.POSITION, such as forward.3 (positions 0-6)',
} as const;

/** An empty cell: `~` (YAML's null) or '-'. */
const EMPTY_CELL = '-';
const location = z.array(z.string().nullable()).max(CELLS_PER_LOCATION, `a location has ${CELLS_PER_LOCATION} cells`).optional();
const designSchema = z.strictObject({
  name: z.string().trim().min(1, 'must be a non-empty string'),
  description: z.string().optional(),
  /** The start kit it grew from (L10, or the wiki's): informational. */
  start: z.enum(['seed', 'wiki']).optional(),
  cells: z.strictObject(Object.fromEntries(LOCATION_IDS.map((id) => [id, location])) as Record<(typeof LOCATION_IDS)[number], typeof location>),
  /** Powered counters left without a boiler (B1: the owner picks them), as LOCATION.POSITION. */
  unpowered: z.array(z.string()).default([]),
  /** Connectors, each the two cells it joins across a location border (L40), as LOCATION.POSITION. */
  connectors: z.array(z.tuple([z.string(), z.string()])).default([]),
  /** How it fights in the arena (spec 6.4, direct control): the distance it keeps, and what it turns toward the enemy. */
  policy: z.strictObject({
    keepAt: z.union([z.literal('range'), z.number().int().min(1).max(20)]).default('range'),
    face: z.enum(['weapons', 'armour']).default('weapons'),
    /** City: which missing counters the Mad Scientist buys first (the design's cell order, or a family first). */
    buy: z.enum(['design', 'weapons', 'armour', 'mobility']).default('design'),
    /** City: the bot hunts the nearest enemy bot, or waits by the shop its Mad Scientist heads for (cheaper prices, L157-159) until an enemy comes near. */
    park: z.enum(['hunt', 'shop']).default('hunt'),
    /**
     * City: the bot's three program cards (@curufea-program; priority attack, active, passive). Attack:
     * shoot the nearest bot in reach (and otherwise act by the active card), pursue the nearest sensed
     * bot, flee it while shooting, or kill - go for the nearest sensed enemy Mad Scientist. The active
     * (a bot sensed) and passive (nothing sensed) lists are not in the sources: reconstructed cards.
     */
    attack: z.enum(ATTACK_CARDS).default('pursue'),
    /** City, reconstructed active cards: close on the sensed bot, back away from it, or hold the hex and face it. */
    active: z.enum(ACTIVE_CARDS).default('approach'),
    /** City, reconstructed passive cards: go to the target hex its Mad Scientist placed, follow its Mad Scientist, or stand and turn 60 degrees a turn. */
    passive: z.enum(PASSIVE_CARDS).default('target'),
    /** City: how the Mad Scientist gets money - extort from banks, or also trade (buy at the shop by its bot for less than it sells back, L197-220). */
    trade: z.enum(['extort', 'loop']).default('extort'),
    /** City: the Mad Scientist rides in its bot's seat once the bot is built (L127-137) - no shopping, shot only through the seat - or never. */
    ride: z.enum(['never', 'when-built']).default('never'),
  }).default({ keepAt: 'range', face: 'weapons', buy: 'design', park: 'hunt', attack: 'pursue', active: 'approach', passive: 'target', trade: 'extort', ride: 'never' }),
});

export type ArenaPolicy = z.infer<typeof designSchema>['policy'];

export interface ChassisDesign {
  readonly name: string;
  readonly layout: Layout;
  readonly policy: ArenaPolicy;
}

/** The path of a cell in a design file. */
export function cellPath(cell: number): string {
  return `cells.${LOCATION_IDS[Math.floor(cell / CELLS_PER_LOCATION)] ?? '?'}[${cell % CELLS_PER_LOCATION}]`;
}

export function readDesign(file: SourceFile, geometry: ChassisGeometry): { readonly design: ChassisDesign | undefined; readonly problems: readonly Problem[] } {
  const parsed = designSchema.safeParse(file.data);
  if (!parsed.success) return { design: undefined, problems: zodProblems(file.path, [], parsed.error, DESIGN_RULES.shape) };
  const problems: Problem[] = [];
  const kinds: (Kind | undefined)[] = new Array<Kind | undefined>(CELL_COUNT).fill(undefined);
  LOCATION_IDS.forEach((id, locationIndex) => {
    (parsed.data.cells[id] ?? []).forEach((text, position) => {
      if (text === null || text === EMPTY_CELL) return;
      if (!(KINDS as readonly string[]).includes(text)) {
        problems.push({ file: file.path, path: `cells.${id}[${position}]`, message: `unknown counter "${text}"${didYouMean(text, KINDS)} (known: ${KINDS.join(', ')}, or - for empty)`, rule: DESIGN_RULES.kind });
        return;
      }
      kinds[locationIndex * CELLS_PER_LOCATION + position] = text as Kind;
    });
  });
  const cellOf = (text: string, path: string): number | undefined => {
    const [id, position] = text.split('.');
    const locationIndex = LOCATION_IDS.indexOf(id as (typeof LOCATION_IDS)[number]);
    const at = Number(position);
    if (locationIndex >= 0 && Number.isInteger(at) && at >= 0 && at < CELLS_PER_LOCATION) return locationIndex * CELLS_PER_LOCATION + at;
    problems.push({ file: file.path, path, message: `"${text}" is not a cell`, rule: DESIGN_RULES.cell });
    return undefined;
  };
  const unpowered = new Set<number>();
  parsed.data.unpowered.forEach((text, index) => {
    const cell = cellOf(text, `unpowered[${index}]`);
    if (cell !== undefined) unpowered.add(cell);
  });
  const links: Link[] = [];
  parsed.data.connectors.forEach(([first, second], index) => {
    const a = cellOf(first, `connectors[${index}][0]`);
    const b = cellOf(second, `connectors[${index}][1]`);
    if (a !== undefined && b !== undefined) links.push([a, b]);
  });
  if (problems.length > 0) return { design: undefined, problems };
  const analysed = analyseLayout(geometry, kinds, unpowered, links);
  for (const problem of analysed.problems) problems.push({ file: file.path, path: cellPath(problem.cell), message: problem.message, rule: problem.rule });
  if (problems.length > 0) return { design: undefined, problems };
  return { design: { name: parsed.data.name, layout: analysed.layout, policy: parsed.data.policy }, problems };
}
