// cold: how the AI designer fits cards from a pile onto a dealt chassis (campaigns, L721-723, and
// the scenarios that deal robots at random, L633, L677). Weapons go best first by what they are
// worth (their exact expected damage); systems and skins are drawn at random from what fits; a
// pylon-arc system only in a pylon (L125); never two of one card on a robot (L677). A slot stays
// empty when the pile has nothing left that fits it.
import type { Rng } from '../../../rng/rng.js';
import { shuffled } from '../../../rng/shuffled.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Item } from './campaign-stock.js';
import type { Design } from '../design/design.js';
import { weaponOdds } from '../odds/odds.js';

export interface Chassis {
  readonly template: string;
  readonly core: string;
}

export interface RobotDraft {
  readonly name: string;
  readonly chassis: Chassis;
  readonly policy: string;
  readonly weaponSlots: readonly string[];
  readonly systemSlots: readonly { readonly name: string; readonly pylon: boolean; readonly cockpit: boolean }[];
  readonly weapons: Record<string, string>;
  readonly systems: Record<string, string>;
  skin: string;
  /** The pile's cards it holds (its skin included), in the order fitted. */
  readonly carried: Item[];
  /** Its pilot card, seated in the cockpit, or null for an AI robot. */
  pilot: string | null;
}

/** Range over which a weapon's worth is averaged: the map's fighting distances. */
const VALUE_RANGES = 12;
/** The reference target for weapon worth: a moving Robocar, the middle of the templates' silhouettes. */
const VALUE_TARGET = 'robocar';

/**
 * What each weapon is worth to the designer: 1 plus its mean expected damage (and half its
 * disables) per attack at ranges 1-12 against a moving Robocar, overcharged if `overcharged`.
 * A plain record, so a run computes it once and sends it to its workers.
 */
export function weaponWorth(catalogue: KriegbotCatalogue, overcharged: boolean): Readonly<Record<string, number>> {
  const worth: Record<string, number> = {};
  for (const [id, card] of catalogue.cards) {
    if (card.kind !== 'weapon') continue;
    const best = new Float64Array(VALUE_RANGES + 1);
    for (const row of weaponOdds(catalogue, id, VALUE_TARGET)) {
      if (row.targetState !== 'moving' || row.range < 1 || row.range > VALUE_RANGES || (row.overcharged && !overcharged)) continue;
      best[row.range] = Math.max(best[row.range] ?? 0, row.damage + row.disable / 2);
    }
    worth[id] = 1 + best.reduce((sum, x) => sum + x, 0) / VALUE_RANGES;
  }
  return worth;
}

/** A card's worth: a weapon's from `worth`, 1 for any other card. */
export function valueOf(worth: Readonly<Record<string, number>>): (card: string) => number {
  return (card) => worth[card] ?? 1;
}

/**
 * Chassis and power cores dealt at random, as from the box: no two robots alike while there are
 * enough (six templates, six cores), one list per count.
 */
export function dealChassis(catalogue: KriegbotCatalogue, counts: readonly number[], rng: Rng): Chassis[][] {
  const templates = shuffled([...catalogue.templates.keys()], rng);
  const cores = shuffled([...catalogue.cards].filter(([, card]) => card.kind === 'core').map(([id]) => id), rng);
  let dealt = 0;
  return counts.map((count) => Array.from({ length: count }, (): Chassis => {
    const k = dealt++;
    return { template: templates[k % templates.length] ?? 'robocar', core: cores[k % cores.length] ?? '' };
  }));
}

/** An empty robot on the chassis; a pilot sits in the cockpit (L633), else in a slot that is no pylon. */
export function draftRobot(catalogue: KriegbotCatalogue, name: string, chassis: Chassis, policy: string, pilot: string | null): RobotDraft {
  const slots = Object.entries(catalogue.templates.get(chassis.template)?.slots ?? {});
  const robot: RobotDraft = {
    name, chassis, policy,
    weaponSlots: slots.filter(([, slot]) => slot.kind === 'weapon').map(([slotName]) => slotName),
    systemSlots: slots.filter(([, slot]) => slot.kind === 'system').map(([slotName, slot]) => ({ name: slotName, pylon: slot.pylon !== undefined, cockpit: slot.cockpit === true })),
    weapons: {}, systems: {}, skin: '', carried: [], pilot: null,
  };
  const seat = robot.systemSlots.find((slot) => slot.cockpit) ?? robot.systemSlots.find((slot) => !slot.pylon) ?? robot.systemSlots[0];
  if (pilot !== null && seat !== undefined) {
    robot.systems[seat.name] = pilot;
    robot.pilot = pilot;
  }
  return robot;
}

/** Fits the pile's best weapon into the robot's first empty weapon slot; false if none fits. */
export function fitWeapon(catalogue: KriegbotCatalogue, robot: RobotDraft, pile: Item[], value: (card: string) => number): boolean {
  const slot = robot.weaponSlots.find((name) => robot.weapons[name] === undefined);
  if (slot === undefined) return false;
  const choice = pile.filter((item) => catalogue.cards.get(item.card)?.kind === 'weapon' && !holds(robot, item.card)).sort((x, y) => value(y.card) - value(x.card))[0];
  if (choice === undefined) return false;
  robot.weapons[slot] = take(robot, pile, choice);
  return true;
}

/** Fits random systems into the robot's empty system slots and a random skin if it has none. */
export function fitSystemsAndSkin(catalogue: KriegbotCatalogue, robot: RobotDraft, pile: Item[], rng: Rng): void {
  for (const slot of robot.systemSlots) {
    if (robot.systems[slot.name] !== undefined) continue;
    const fits = pile.filter((item) => {
      const card = catalogue.cards.get(item.card);
      return card?.kind === 'system' && !card.pilot && (slot.pylon || !card.pylonArc) && !holds(robot, item.card);
    });
    const choice = fits[rng.int(fits.length)];
    if (choice !== undefined) robot.systems[slot.name] = take(robot, pile, choice);
  }
  const skins = pile.filter((item) => catalogue.cards.get(item.card)?.kind === 'skin');
  const skin = skins[rng.int(skins.length)];
  if (robot.skin === '' && skin !== undefined) robot.skin = take(robot, pile, skin);
}

/** The robot as a design (empty slots stay empty; no skin is ''). */
export function designOf(robot: RobotDraft): Design {
  return { name: robot.name, template: robot.chassis.template, policy: robot.policy, expansion: true, weapons: robot.weapons, systems: robot.systems, skin: robot.skin, core: robot.chassis.core };
}

function holds(robot: RobotDraft, card: string): boolean {
  return robot.carried.some((item) => item.card === card);
}

function take(robot: RobotDraft, pile: Item[], item: Item): string {
  pile.splice(pile.indexOf(item), 1);
  robot.carried.push(item);
  return item.card;
}
