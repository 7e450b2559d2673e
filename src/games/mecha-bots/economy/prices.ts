// cold: the price table (L197-220). The bot range is the hexes from the shop or bank to the Bot
// that sets the price (economy.priceBot: the nearest Bot of any player by default, L157-159, L191).
// Past the last row ("4+") the last row holds; with no Bot on the board at all, the far row; a Bot
// over the building (range 0) reads economy.rangeZeroAs.
import type { Economy, PriceRow } from '../catalogue/catalogue-schema.js';

/** The row of the price table for a bot range (hexes; Infinity when there is no Bot). */
export function priceRow(economy: Economy, botRange: number): PriceRow {
  if (Number.isNaN(botRange) || botRange < 0 || (!Number.isInteger(botRange) && botRange !== Infinity)) {
    throw new RangeError(`a bot range is a whole number of hexes, 0 or more, or Infinity for no Bot (got ${botRange})`);
  }
  const range = botRange === 0 ? economy.rangeZeroAs : botRange;
  const rows = [...economy.prices].sort((a, b) => a.range - b.range);
  const exact = rows.find((row) => row.range === range);
  if (exact !== undefined) return exact;
  const far = rows.find((row) => row.orMore && range >= row.range);
  if (far !== undefined) return far;
  throw new RangeError(`the price table has no row for bot range ${botRange}`);
}

/** Price to buy one component from a shop at a bot range (L198). */
export function buyPrice(economy: Economy, botRange: number): number {
  return priceRow(economy, botRange).buy;
}

/** Money for selling one component to a shop at a bot range (L199). */
export function sellPrice(economy: Economy, botRange: number): number {
  return priceRow(economy, botRange).sell;
}

/** Money extorted from a bank at a bot range (L200), never more than the bank holds when the catalogue caps it. */
export function extortion(economy: Economy, botRange: number, bankMoney = Infinity): number {
  const asked = priceRow(economy, botRange).extort;
  return economy.banks.extortionCappedByBank ? Math.min(asked, Math.max(0, bankMoney)) : asked;
}
