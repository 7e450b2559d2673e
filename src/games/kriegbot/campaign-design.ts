// cold: how a campaign gang designs its robots for a mission from what it has left (L721-723).
// The chassis and power cores are dealt at random; the gang's living pilots go in first (Honor,
// L719); weapons are drafted in turn, best first, so each robot gets a fair share; systems and
// skins are drawn at random from the stock. A slot stays empty when the stock has nothing left
// that fits: a gang that has lost its cards fights with what it has.
import type { Rng } from '../../rng/rng.js';
import type { KriegbotCatalogue } from './catalogue.js';
import type { Design } from './design.js';
import type { Gang, Item } from './campaign-stock.js';
import { weaponOdds } from './odds.js';

export interface Chassis {
  readonly template: string;
  readonly core: string;
}

export interface MissionTeam {
  readonly designs: readonly Design[];
  /** The stock items each robot carries (its skin included), in the design's slot order. */
  readonly carried: readonly (readonly Item[])[];
  /** The pilot card of each robot, or null for an AI robot. */
  readonly pilots: readonly (string | null)[];
}

/** Range over which a weapon's worth is averaged: the map's fighting distances. */
const VALUE_RANGES = 12;
/** The reference target for weapon worth: a moving Robocar, the middle of the templates' silhouettes. */
const VALUE_TARGET = 'robocar';

/**
 * What each card is worth to the designer: 1, plus for a weapon its mean expected damage (and half
 * its disables) per attack at ranges 1-12 against a moving Robocar, overcharged if `overcharged`.
 */
export function cardValues(catalogue: KriegbotCatalogue, overcharged: boolean): (card: string) => number {
  const values = new Map<string, number>();
  for (const [id, card] of catalogue.cards) {
    if (card.kind !== 'weapon') continue;
    const best = new Float64Array(VALUE_RANGES + 1);
    for (const row of weaponOdds(catalogue, id, VALUE_TARGET)) {
      if (row.targetState !== 'moving' || row.range < 1 || row.range > VALUE_RANGES || (row.overcharged && !overcharged)) continue;
      best[row.range] = Math.max(best[row.range] ?? 0, row.damage + row.disable / 2);
    }
    values.set(id, 1 + best.reduce((sum, x) => sum + x, 0) / VALUE_RANGES);
  }
  return (card) => values.get(card) ?? 1;
}

/**
 * The gang's robots for one mission, one per chassis. Takes the cards it fits out of the gang's
 * stock (the mission's settlement puts back what comes home).
 */
export function designGang(catalogue: KriegbotCatalogue, gang: Gang, chassis: readonly Chassis[], policy: string, value: (card: string) => number, rng: Rng): MissionTeam {
  const kindOf = (item: Item) => catalogue.cards.get(item.card)?.kind;
  const robots = chassis.map((c, k) => {
    const slots = Object.entries(catalogue.templates.get(c.template)?.slots ?? {});
    return {
      chassis: c,
      weaponSlots: slots.filter(([, slot]) => slot.kind === 'weapon').map(([name]) => name),
      systemSlots: slots.filter(([, slot]) => slot.kind === 'system').map(([name, slot]) => ({ name, pylon: slot.pylon !== undefined, cockpit: slot.cockpit === true })),
      weapons: {} as Record<string, string>,
      systems: {} as Record<string, string>,
      carried: [] as Item[],
      pilot: gang.pilots[k] ?? null, // Honor: every robot a pilot can fly is piloted (L719)
      skin: '',
    };
  });
  const take = (item: Item) => gang.stock.splice(gang.stock.indexOf(item), 1);
  const holds = (robot: (typeof robots)[number], card: string) => robot.carried.some((item) => item.card === card);

  for (const robot of robots) {
    if (robot.pilot === null) continue;
    // The pilot sits in the cockpit (L633), else in a slot that is no pylon.
    const seat = robot.systemSlots.find((slot) => slot.cockpit) ?? robot.systemSlots.find((slot) => !slot.pylon) ?? robot.systemSlots[0];
    if (seat !== undefined) robot.systems[seat.name] = robot.pilot;
    else robot.pilot = null;
  }
  // Weapons: a snake draft, best first (no robot holds two of the same item, L677).
  const rounds = Math.max(0, ...robots.map((robot) => robot.weaponSlots.length));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? robots : [...robots].reverse();
    for (const robot of order) {
      const slot = robot.weaponSlots[round];
      if (slot === undefined) continue;
      const choice = gang.stock.filter((item) => kindOf(item) === 'weapon' && !holds(robot, item.card)).sort((x, y) => value(y.card) - value(x.card))[0];
      if (choice === undefined) continue;
      take(choice);
      robot.weapons[slot] = choice.card;
      robot.carried.push(choice);
    }
  }
  // Systems and skins at random from what is left; pylon-arc systems only in pylons (L125).
  for (const robot of robots) {
    for (const slot of robot.systemSlots) {
      if (robot.systems[slot.name] !== undefined) continue;
      const fits = gang.stock.filter((item) => {
        const card = catalogue.cards.get(item.card);
        return card?.kind === 'system' && !card.pilot && (slot.pylon || !card.pylonArc) && !holds(robot, item.card);
      });
      const choice = fits[rng.int(fits.length)];
      if (choice === undefined) continue;
      take(choice);
      robot.systems[slot.name] = choice.card;
      robot.carried.push(choice);
    }
    const skins = gang.stock.filter((item) => kindOf(item) === 'skin');
    const skin = skins[rng.int(skins.length)];
    if (skin !== undefined) {
      take(skin);
      robot.skin = skin.card;
      robot.carried.push(skin);
    }
  }
  return {
    designs: robots.map((robot, k) => ({
      name: `${gang.colour} gang ${k + 1} (${catalogue.templates.get(robot.chassis.template)?.name ?? robot.chassis.template})`,
      template: robot.chassis.template,
      policy,
      expansion: true,
      weapons: robot.weapons,
      systems: robot.systems,
      skin: robot.skin,
      core: robot.chassis.core,
    })),
    carried: robots.map((robot) => robot.carried),
    pilots: robots.map((robot) => robot.pilot),
  };
}
