// cold: the Shops restock phase (L147-151) and the board's starting stock (L12-18). A shop or bank
// with no Bot within `noBotWithin` hexes (distance at most 3 counts as within) restocks: a shop
// builds a random component, a bank earns 1D6. Random components are drawn uniformly from the
// stocked kinds (reconstructed: the text names no distribution).
import type { Rng } from '../../../rng/rng.js';
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import type { ComponentId, Economy } from '../catalogue/catalogue-schema.js';

/** Is no Bot within `within` hexes? `nearestBot` is the hexes to the nearest Bot, Infinity (or undefined) for none. */
export function noBotWithin(within: number, nearestBot: number | undefined): boolean {
  return nearestBot === undefined || nearestBot > within;
}

/** The kinds a random component is drawn from, in catalogue order. */
export function stockedKinds(catalogue: MechaBotsCatalogue): ComponentId[] {
  return [...catalogue.components].filter(([, entry]) => entry.stocked).map(([id]) => id);
}

/** One random component (L149), uniform over the stocked kinds, drawn with rng.int. */
export function randomComponent(catalogue: MechaBotsCatalogue, rng: Rng): ComponentId {
  const kinds = stockedKinds(catalogue);
  const kind = kinds[rng.int(kinds.length)];
  if (kind === undefined) throw new Error('the catalogue stocks no component');
  return kind;
}

/** A shop's stock at the start (L14): startStock random components. */
export function startingStock(catalogue: MechaBotsCatalogue, rng: Rng): ComponentId[] {
  return Array.from({ length: catalogue.economy.shops.startStock }, () => randomComponent(catalogue, rng));
}

/** What a shop builds in the restock phase (L149): random components when no Bot is near, else none. */
export function restockShop(catalogue: MechaBotsCatalogue, nearestBot: number | undefined, rng: Rng): ComponentId[] {
  const shops = catalogue.economy.shops;
  if (!noBotWithin(shops.noBotWithin, nearestBot)) return [];
  return Array.from({ length: shops.builds }, () => randomComponent(catalogue, rng));
}

/** What a bank earns in the restock phase (L151): its dice when no Bot is near, else 0. */
export function restockBank(economy: Economy, nearestBot: number | undefined, rng: Rng): number {
  const banks = economy.banks;
  if (!noBotWithin(banks.noBotWithin, nearestBot)) return 0;
  let money = 0;
  for (let i = 0; i < banks.earns.dice; i++) money += rng.die(banks.earns.sides);
  return money;
}
