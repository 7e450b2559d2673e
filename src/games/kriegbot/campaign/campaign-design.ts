// cold: how a campaign gang designs its robots for a mission from what it has left (L719-723).
// The chassis and power cores are dealt at random; the gang's living pilots go in first (Honor,
// L719); weapons are drafted in turn, best first, so each robot gets a fair share; systems and
// skins are drawn at random from the stock (robot-draft.ts). A gang that has lost its cards
// fights with what it has.
import type { Rng } from '../../../rng/rng.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Design } from '../design/design.js';
import type { Gang, Item } from './campaign-stock.js';
import { designOf, draftRobot, fitSystemsAndSkin, fitWeapon, type Chassis } from './robot-draft.js';

export interface MissionTeam {
  readonly designs: readonly Design[];
  /** The stock items each robot carries (its skin included). */
  readonly carried: readonly (readonly Item[])[];
  /** The pilot card of each robot, or null for an AI robot. */
  readonly pilots: readonly (string | null)[];
}

/**
 * The gang's robots for one mission, one per chassis. Takes the cards it fits out of the gang's
 * stock (the mission's settlement puts back what comes home).
 */
export function designGang(catalogue: KriegbotCatalogue, gang: Gang, chassis: readonly Chassis[], policy: string, value: (card: string) => number, rng: Rng): MissionTeam {
  const robots = chassis.map((c, k) => {
    const name = `${gang.colour} gang ${k + 1} (${catalogue.templates.get(c.template)?.name ?? c.template})`;
    return draftRobot(catalogue, name, c, policy, gang.pilots[k] ?? null); // Honor: every robot a pilot can fly is piloted (L719)
  });
  // Weapons: a snake draft, best first.
  const rounds = Math.max(0, ...robots.map((robot) => robot.weaponSlots.length));
  for (let round = 0; round < rounds; round++) {
    for (const robot of round % 2 === 0 ? robots : [...robots].reverse()) fitWeapon(catalogue, robot, gang.stock, value);
  }
  for (const robot of robots) fitSystemsAndSkin(catalogue, robot, gang.stock, rng);
  return { designs: robots.map(designOf), carried: robots.map((robot) => robot.carried), pilots: robots.map((robot) => robot.pilot) };
}
