// cold: a Maschinen Krieger force file (designs/maschinen-krieger/forces/*.yaml), the design of this
// game: one side's units, each with an optional pilot and the lane hex it starts in. Each broken
// rule is one problem naming the file, the field path and the rule (with its line and rule
// number); misspelt names get a suggestion.
import { z } from 'zod';
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import type { MaschinenKriegerCatalogue } from './catalogue.js';
import type { Pilot, Unit } from './catalogue-schema.js';

/** The most units one force fields in an engagement (the engine's fixed state size). */
export const MAX_FORCE_UNITS = 8;

export const FORCE_RULES = {
  shape: 'force file format (designs/maschinen-krieger/README.md)',
  unit: 'a force fields catalogue units (the counters, L101 [2.2])',
  pilot: 'a pilot is a catalogue pilot (L330 [18.1.1])',
  pilotOnce: 'each pilot is assigned to one unit (L330 [18.1.3])',
  pilotInfantry: 'pilots crew vehicles and suits, not infantry squads (L330 [18.1.1], L302 [14.0])',
  air: 'air units fight in the Air Commitment phase (L172 [4.0] 1), which the lane engine leaves to a later slice (spec 4.1)',
  size: `a force has at most ${MAX_FORCE_UNITS} units (the lane engine's limit)`,
  ownHalf: 'a force starts in its own half of the lane (hex counted from its end)',
  stacking: 'no more than 4 stack points in a hex at the end of a phase (L228 [8.2])',
} as const;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a catalogue id such as "pka"');
/** How a force fights (spec 4.4, per force as policy); every field has a default. */
const policySchema = z.strictObject({
  /** Hold and fire once an enemy is this close (hexes), or at the longest range of a usable weapon (`max`). */
  engageAt: z.union([z.number().int().min(1).max(30), z.literal('max')]).default('max'),
  /** Stacked units attacking one target together (one defensive reply) or one by one (L188 [5.3.3], L196 [5.4.1-5.4.2]). */
  attacks: z.enum(['separate', 'simultaneous']).default('separate'),
  /** Advance into the enemy's hex and fight close quarters (L236-259 [9]) instead of holding at range. */
  closeQuarters: z.boolean().default(false),
  /** Stacked infantry add their attack powers for one attack (L304 [14.2.1]) or fire one by one. */
  infantry: z.enum(['combined', 'separate']).default('combined'),
}).default({ engageAt: 'max', attacks: 'separate', closeQuarters: false, infantry: 'combined' });
export type ForcePolicy = z.infer<typeof policySchema>;

const forceSchema = z.strictObject({
  name: z.string().trim().min(1, 'must be a non-empty string'),
  description: z.string().optional(),
  policy: policySchema,
  units: z.array(z.strictObject({
    unit: id,
    pilot: id.optional(),
    /** The lane hex the unit starts in, counted from its own side's end (0 = the end hex). */
    hex: z.number().int().min(0).max(99).default(0),
  })).min(1, 'a force has at least one unit'),
});

export interface ForceUnit {
  readonly id: string;
  readonly unit: Unit;
  readonly pilot: Pilot | undefined;
  readonly hex: number;
}

export interface Force {
  readonly name: string;
  readonly description: string | undefined;
  readonly units: readonly ForceUnit[];
  readonly policy: ForcePolicy;
}

/** A force file read and checked: the force if it is valid, and every problem. */
export function readForce(file: SourceFile, catalogue: MaschinenKriegerCatalogue): { readonly force: Force | undefined; readonly problems: readonly Problem[] } {
  const parsed = forceSchema.safeParse(file.data);
  if (!parsed.success) return { force: undefined, problems: zodProblems(file.path, [], parsed.error, FORCE_RULES.shape) };
  const problems: Problem[] = [];
  const report = (path: string, message: string, rule: string) => problems.push({ file: file.path, path, message, rule });
  const unitIds = [...catalogue.units.keys()];
  const pilotIds = [...catalogue.pilots.keys()];
  const pilotAt = new Map<string, number>();
  const stackAt = new Map<number, number>();
  const units: ForceUnit[] = [];
  parsed.data.units.forEach((entry, index) => {
    const path = `units[${index}]`;
    const unit = catalogue.units.get(entry.unit);
    if (unit === undefined) {
      report(`${path}.unit`, `unknown unit "${entry.unit}"${didYouMean(entry.unit, unitIds)} (known: ${unitIds.join(', ')})`, FORCE_RULES.unit);
      return;
    }
    let pilot: Pilot | undefined;
    if (entry.pilot !== undefined) {
      pilot = catalogue.pilots.get(entry.pilot);
      const earlier = pilotAt.get(entry.pilot);
      if (pilot === undefined) report(`${path}.pilot`, `unknown pilot "${entry.pilot}"${didYouMean(entry.pilot, pilotIds)} (known: ${pilotIds.join(', ')})`, FORCE_RULES.pilot);
      else if (earlier !== undefined) report(`${path}.pilot`, `${entry.pilot} already crews units[${earlier}]`, FORCE_RULES.pilotOnce);
      else if (unit.infantry) report(`${path}.pilot`, `${entry.pilot} is put in an infantry squad (${unit.name})`, FORCE_RULES.pilotInfantry);
      pilotAt.set(entry.pilot, pilotAt.get(entry.pilot) ?? index);
    }
    if (unit.type === 'III') report(`${path}.unit`, `${unit.name} is an air unit`, FORCE_RULES.air);
    const lane = catalogue.lanes.get('standard');
    const half = lane === undefined ? 99 : Math.floor(lane.hexes.length / 2);
    if (entry.hex >= half) report(`${path}.hex`, `hex ${entry.hex} is past the middle of the ${lane?.hexes.length ?? 0}-hex standard lane (0 to ${half - 1})`, FORCE_RULES.ownHalf);
    if (unit.type !== 'III') stackAt.set(entry.hex, (stackAt.get(entry.hex) ?? 0) + catalogue.game.stackPoints[unit.type]);
    units.push({ id: entry.unit, unit, pilot, hex: entry.hex });
  });
  if (parsed.data.units.length > MAX_FORCE_UNITS) report('units', `${parsed.data.units.length} units`, FORCE_RULES.size);
  for (const [hex, points] of [...stackAt].sort(([a], [b]) => a - b)) {
    if (points > catalogue.game.stackLimit) {
      const first = parsed.data.units.findIndex((entry) => entry.hex === hex);
      report(`units[${first}].hex`, `hex ${hex} holds ${points} stack points (limit ${catalogue.game.stackLimit})`, FORCE_RULES.stacking);
    }
  }
  if (problems.length > 0) return { force: undefined, problems };
  return { force: { name: parsed.data.name, description: parsed.data.description, units, policy: parsed.data.policy }, problems };
}
