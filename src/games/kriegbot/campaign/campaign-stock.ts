// cold: the Apocalypse Campaign's limited resources (L717-719). Each gang starts with one of each
// item and skin of its colour; what a mission destroys leaves the game; the victor salvages the
// derelicts or brings back one of its own lost items; what escapes goes home. Pilots are people,
// not stock: the gang keeps a list of the living ones (L721, L727).
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';

/** Gang 0 draws the green cards, gang 1 the yellow (L717: each gang has "a full set"). */
export const GANG_COLOURS = ['green', 'yellow'] as const;

/** One physical card: green and yellow copies of a design are different cards (L677). */
export interface Item {
  readonly card: string;
  /** The gang whose set it came from: only its own lost items can be brought back (L717). */
  readonly owner: number;
}

export interface Gang {
  readonly colour: (typeof GANG_COLOURS)[number];
  /** Items and skins on hand, in the order they were gained. */
  stock: Item[];
  /** Its own items removed from the game: a victory may resurrect one (L717). */
  removed: Item[];
  /** Living pilots, by pilot card. */
  pilots: string[];
}

/** How a robot left a mission. */
export const End = {
  /** Still fighting at the end, on the map or fled off it: it goes home (L717). */
  Standing: 0,
  /** Killed with its power core intact: its items wait for the victor's salvage (L717). */
  Derelict: 1,
  /** Blown up (power core destroyed, L59) or vacated by a Phoenix-Bot (L314): everything on it is gone. */
  Wrecked: 2,
} as const;
export type End = (typeof End)[keyof typeof End];

export interface RobotFate {
  /** The gang that fielded it. */
  readonly gang: number;
  /** The gang it belongs to at the end: a pilot who boards a derelict takes it over (L516). */
  readonly holder: number;
  readonly end: End;
  /** The items and skin it carried (not its pilot, chassis or core: those are not stock, L723), each destroyed or not. */
  readonly items: readonly { readonly item: Item; readonly lost: boolean }[];
}

export interface Settlement {
  /** Items each gang lost for good this mission (destroyed, wrecked, or left on a derelict nobody salvaged). */
  readonly lost: readonly [number, number];
  /** The cards lost for good, both gangs'. */
  readonly lostCards: readonly string[];
  /** Items the victor took off derelicts (its own and the enemy's). */
  readonly salvaged: number;
  readonly salvagedCards: readonly string[];
  /** The card the victor brought back instead of salvaging, if it did. */
  readonly resurrected: string | null;
}

export function startingGang(catalogue: KriegbotCatalogue, owner: number, pilots: number): Gang {
  const colour = GANG_COLOURS[owner] ?? 'green';
  const pool = catalogue.pools[colour];
  const stock: Item[] = [];
  const pilotCards: string[] = [];
  for (const card of [...pool.base, ...pool.expansion]) {
    const entry = catalogue.cards.get(card);
    if (entry === undefined || entry.kind === 'core') continue; // cores are dealt, not stock (L723)
    if (entry.kind === 'system' && entry.pilot) pilotCards.push(card);
    else stock.push({ card, owner });
  }
  return { colour, stock, removed: [], pilots: pilotCards.slice(0, pilots) };
}

/**
 * Puts a finished mission's items where L717 sends them. `victor` is the winning gang or -1; it
 * salvages the derelicts unless bringing back its best lost item is worth more (`value` ranks
 * cards). Items the fielding gang took from stock come back here or leave the game.
 */
export function settleMission(gangs: readonly [Gang, Gang], fates: readonly RobotFate[], victor: number, value: (card: string) => number): Settlement {
  const lost: [number, number] = [0, 0];
  const lostCards: string[] = [];
  const remove = (item: Item) => {
    gangs[item.owner]?.removed.push(item);
    lost[item.owner === 1 ? 1 : 0]++;
    lostCards.push(item.card);
  };
  const derelict: Item[] = [];
  for (const fate of fates) {
    for (const { item, lost: destroyed } of fate.items) {
      if (destroyed || fate.end === End.Wrecked) remove(item);
      else if (fate.end === End.Standing) gangs[fate.holder]?.stock.push(item);
      else derelict.push(item);
    }
  }
  const winner = victor === 0 || victor === 1 ? gangs[victor] : undefined;
  if (winner === undefined) {
    derelict.forEach(remove); // no victor, no salvage
    return { lost, lostCards, salvaged: 0, salvagedCards: [], resurrected: null };
  }
  const best = [...winner.removed].sort((x, y) => value(y.card) - value(x.card))[0];
  const salvageWorth = derelict.reduce((sum, item) => sum + value(item.card), 0);
  if (best === undefined || derelict.length >= 2 || salvageWorth >= value(best.card)) {
    winner.stock.push(...derelict);
    return { lost, lostCards, salvaged: derelict.length, salvagedCards: derelict.map((item) => item.card), resurrected: null };
  }
  derelict.forEach(remove);
  winner.removed.splice(winner.removed.indexOf(best), 1);
  winner.stock.push(best);
  return { lost, lostCards, salvaged: 0, salvagedCards: [], resurrected: best.card };
}
