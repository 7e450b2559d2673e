// cold: Kriegbot scenarios as data files (designs/kriegbot/scenarios/*.yaml): the map, the
// bundled teams, who may be on each side, the victory condition, and the switches for the
// special rules the scenario engine implements (L351-479). Validated like designs.
import { z } from 'zod';
import type { Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';

export const SIDES = ['green', 'yellow'] as const;
export type Side = (typeof SIDES)[number];
const side = z.enum(SIDES);

/** Victory conditions (scenario-victory.ts). */
export const VICTORIES = ['first-kill', 'kill-the-human', 'capture-the-flag', 'crypto', 'cyborgs', 'street-gangs', 'escape', 'last-standing', 'mission-control', 'last-unit', 'bunkers', 'rescue', 'points', 'most-robots', 'dishes'] as const;

const sideRules = z.strictObject({
  /** Robots on the side: [fewest, most]. */
  robots: z.tuple([z.number().int().min(0), z.number().int().max(3)]),
  /** Pilots: any, none (all AI robots), one (exactly one piloted robot), all. */
  pilots: z.enum(['any', 'none', 'one', 'all']),
  /** Templates the side must use, if the scenario assigns them. */
  templates: z.array(z.string()).optional(),
  /** Cards some robot on the side must carry. */
  cards: z.array(z.string()).optional(),
});

/** Infantry a side starts with: boarded on its robots, on foot or motorized on its edge, and inbound (footsoldiers in orbit who para-drop by insertion reentry, L528, L689). */
const force = z.strictObject({ boarded: z.number().int().min(0).max(9), foot: z.number().int().min(0).max(9), motorized: z.number().int().min(0).max(9), inbound: z.number().int().min(0).max(9).optional() });

const scenarioSchema = z.strictObject({
  name: z.string().min(1),
  number: z.number().int().min(1).max(20),
  /** The map file, relative to the scenario file. */
  map: z.string().min(1),
  /** The bundled teams, relative to the scenario file; the command line may replace them. */
  teams: z.strictObject({ green: z.string().min(1), yellow: z.string().min(1), police: z.string().min(1).optional() }),
  sides: z.strictObject({ green: sideRules, yellow: sideRules }),
  victory: z.enum(VICTORIES),
  /** Who may exit the map: robots off their own edge (L361), or nobody. */
  flee: z.enum(['own-edge', 'none']),
  /** Sides whose robots are Fragile (L365). */
  fragile: z.array(side),
  /** Bombardment (L363) for a side, while its TV tower (or landing craft) stands. */
  bombardment: z.strictObject({ side, until: z.enum(['never', 'tower-destroyed']) }).nullable(),
  /** A flag marker placed beside the gas station (L393). */
  flag: z.boolean(),
  /** Destroyed robots leave crypto markers (L407-409). */
  crypto: z.boolean(),
  /** The side whose lone pilot is a honcho (L383). */
  honcho: side.nullable(),
  /** The side whose TV tower is an alien landing craft armed with this weapon (L429-431). */
  landingCraft: z.strictObject({ side, weapon: z.string().min(1) }).nullable(),
  /** The side whose Targeting Laser hits hack the target (L439-445). */
  hacker: z.strictObject({ side, card: z.string().min(1) }).nullable(),
  /** One robot, drawn at random, is a human mole (L417-423). */
  mole: z.boolean(),
  /** Street-legal weapons and the police (L455-469). */
  streetLegal: z.strictObject({ media: z.array(z.string()), cards: z.array(z.string()) }).nullable(),
  /** A side whose robots get extra dice and ram less hard (L477). */
  monster: z.strictObject({ side, dice: z.number().int().min(0), media: z.array(z.string()), cards: z.array(z.string()), ramReduction: z.number().int().min(0) }).nullable(),
  // Expansion scenarios (L592-700); each may be left out.
  /** An indestructible building in the map's centre hex: Mission Control or the Tesla Tower (L593, L701). */
  centre: z.strictObject({ name: z.string().min(1) }).nullable().optional(),
  /** More building hexes, [column, row] (the players' building tiles, L701). */
  buildings: z.array(z.tuple([z.number().int(), z.number().int()])).optional(),
  /** A robot may power up only within this many hexes of the centre (L705). */
  powerUpWithin: z.number().int().min(0).nullable().optional(),
  /** Every electric attack is overcharged at no energy cost (L681, L707, L723). */
  freeOvercharge: z.boolean().optional(),
  /** Power cores start this many energy steps below their maximum (L703). */
  coreStepsDown: z.number().int().min(0).optional(),
  /** Infantry a side starts with (L595): footsoldiers boarded on its robots, and footsoldiers and motorized infantry on its edge. */
  infantry: z.strictObject({ green: force, yellow: force }).optional(),
  /** Air support for a side while its TV tower stands: an epicentre a turn from this card; the tower counts as wearing this skin (L691-693). */
  barrage: z.strictObject({ side, card: z.string().min(1), towerSkin: z.string().min(1) }).optional(),
  /** Weapons of Mass Destruction (L641-653): the side's WMD bunkers (a footsoldier in each, wearing `bunkerSkin`), and the suicide nuke (`nuke`, a card) every one of its pilots and infantry carries. */
  wmd: z.strictObject({ side, bunkers: z.array(z.tuple([z.number().int(), z.number().int()])).min(1).max(8), bunkerSkin: z.string().min(1), nuke: z.string().min(1) }).optional(),
  /** Downed Pilot (L655-667): the side's pilot and decoys, as footsoldiers within `within` hexes of the enemy edge. */
  downedPilot: z.strictObject({ side, tents: z.number().int().min(1).max(9), within: z.number().int().min(1) }).optional(),
  /** Human Wave (L611-625): the side scores a point for every building, structure or infantry destroyed; a tie at `tie`, a win at `win`. */
  victoryPoints: z.strictObject({ side, tie: z.number().int().min(1), win: z.number().int().min(1) }).optional(),
  /** The side's killed infantry come back by para-drop, planting a target hex on their next move (L617). */
  reinforcements: z.strictObject({ side }).optional(),
  /** Aftermath (L629-639): a squad of derelicts (one or two team files, up to six robots) on the hexes `radius` straight out from the centre, and `pilots` pilots a side to para-drop onto them. */
  aftermath: z.strictObject({ derelicts: z.array(z.string().min(1)).min(1).max(2), radius: z.number().int().min(1), pilots: z.number().int().min(1).max(6) }).optional(),
  /** Musical Chairs (L669-683): every robot for itself, each starting with an energy dish; it powers up only with `powerUpWith`, may leave off any edge with `exitWith`, and wins with `winWith` at the end. */
  musicalChairs: z.strictObject({ powerUpWith: z.number().int().min(1), exitWith: z.number().int().min(1), winWith: z.number().int().min(1) }).optional(),
  /** Robots dealt at random for every game (scenario-deal.ts): `piles`, every side robot a random chassis, core and pile of cards (Musical Chairs, L677); `derelicts`, the derelicts' slots covered with random cards (Aftermath, L633). */
  deal: z.enum(['piles', 'derelicts']).optional(),
  /** A side whose robots start off the map and come in by insertion reentry, one disk a turn (L528, L605-607). */
  insertion: z.strictObject({ side }).optional(),
  sources: z.record(z.string(), z.string()),
});
export type ScenarioFile = z.infer<typeof scenarioSchema>;

const RULE = 'scenario file format (designs/kriegbot/README.md)';

/** True for data that looks like a scenario (it has a victory condition). */
export function isScenarioData(data: unknown): boolean {
  return data !== null && typeof data === 'object' && 'victory' in data;
}

/** Problems with a scenario file's shape and sources (cards and files are checked when it is compiled). */
export function checkScenarioFile(file: string, data: unknown): Problem[] {
  const parsed = scenarioSchema.safeParse(data);
  if (!parsed.success) return zodProblems(file, [], parsed.error, RULE);
  const { sources, ...values } = parsed.data;
  return checkSources(file, 'scenario', values, sources).map((p) => ({ ...p, path: p.path.replace(/^scenario\./, '') }));
}

export function parseScenario(data: unknown): ScenarioFile {
  return scenarioSchema.parse(data);
}
