// cold: the parts of a game's pool weighted by a metagame's equilibrium (metagame.ts): a part's
// pick rate is the weight of the designs that carry it. Nearly always picked (0.9 or more) makes it
// a nerf candidate; carried but almost never picked (under 0.01), a buff candidate; carried by no
// design, untested. `botlab meta` reports them; `botlab sensitivity` asks whether the flags survive.
import type { SearchRules } from '../kernel/design-space.js';

export interface PickRate {
  readonly card: string;
  readonly kind: string;
  readonly pickRate: number;
  /** Designs that carry it. */
  readonly designs: number;
  readonly flag: '' | 'nerf candidate' | 'buff candidate' | 'untested';
}

/** Every part of the pool, by pick rate (highest first, then by name). */
export function pickRates(search: SearchRules<unknown, unknown>, catalogue: unknown, designs: readonly unknown[], weights: readonly number[]): PickRate[] {
  const carried = designs.map((data) => search.partsOf(data));
  return search.pool(catalogue, designs).map(({ part: card, kind }) => {
    const holders = carried.map((cards, i) => (cards.includes(card) ? i : -1)).filter((i) => i >= 0);
    const pickRate = holders.reduce((sum, i) => sum + (weights[i] ?? 0), 0);
    const flag = pickRate >= 0.9 ? 'nerf candidate' : pickRate < 0.01 ? (holders.length === 0 ? 'untested' : 'buff candidate') : '';
    return { card, kind, pickRate, designs: holders.length, flag } as const;
  }).sort((x, y) => y.pickRate - x.pickRate || (x.card < y.card ? -1 : 1));
}
