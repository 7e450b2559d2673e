// cold: the shape of Kriegbot design and team files (designs/kriegbot/robots, teams).
import { z } from 'zod';

const name = z.string().min(1);

/** One robot: a template with a card in every slot (L113-117) and the policy that drives it. */
export const designSchema = z.strictObject({
  name,
  template: name,
  policy: name,
  /** Playing with the expansion: power cores and expansion cards are allowed (L115, L489). */
  expansion: z.boolean().optional(),
  weapons: z.record(z.string(), name),
  systems: z.record(z.string(), name),
  skin: name,
  core: name.optional(),
});
export type Design = z.infer<typeof designSchema>;

/** A team of one to three robots drawn from one colour's cards (L353, L357). */
export const teamSchema = z.strictObject({
  name,
  colour: z.enum(['green', 'yellow']),
  expansion: z.boolean().optional(),
  /** Each robot is a design file path (relative to the team file) or a design written inline. */
  robots: z.array(z.union([name, z.unknown()])), // one to three (team-rules.ts); none only for a side of infantry (Human Wave, L615)
  /** A side of infantry only, with no robots (Human Wave, L615). */
  infantryOnly: z.boolean().optional(),
});
export type Team = z.infer<typeof teamSchema>;

/** A file is a team when it lists robots, otherwise a design. */
export function isTeamData(data: unknown): boolean {
  return data !== null && typeof data === 'object' && 'robots' in data;
}

/** The cards a design holds: weapons, systems, skin and core. */
export function cardsOf(design: Pick<Design, 'weapons' | 'systems' | 'skin' | 'core'>): string[] {
  return [...Object.values(design.weapons), ...Object.values(design.systems), design.skin, ...(design.core === undefined ? [] : [design.core])];
}
