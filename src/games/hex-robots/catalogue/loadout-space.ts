// cold: the design space. A loadout is the items one robot carries: at most copiesOfEachItem of
// each, within the robot's hands (R-hands) - with the bundled catalogue {}, {G}, {S}, {M}, {G,S},
// {G,M}, {S,M}. A team is a multiset of team.robots loadouts (R-team): C(7 + 4 - 1, 4) = 210.
import type { HexRobotsCatalogue } from './catalogue.js';

/** Item ids, in catalogue order, a repeated item listed once per copy. */
export type Loadout = readonly string[];

/** Every legal loadout: fewest items first, then in catalogue order. */
export function legalLoadouts(catalogue: HexRobotsCatalogue): Loadout[] {
  const items = [...catalogue.items];
  const out: string[][] = [];
  const walk = (index: number, chosen: string[], hands: number) => {
    if (index === items.length) {
      out.push(chosen);
      return;
    }
    const [id, item] = items[index] ?? ['', { hands: 0 }];
    for (let copies = 0; copies <= catalogue.robot.copiesOfEachItem; copies++) {
      const used = hands + copies * item.hands;
      if (used > catalogue.robot.hands) break;
      walk(index + 1, [...chosen, ...Array.from({ length: copies }, () => id)], used);
    }
  };
  walk(0, [], 0);
  const order = new Map(items.map(([id], index) => [id, index]));
  const rank = (loadout: Loadout) => loadout.map((id) => order.get(id) ?? 0);
  return out.sort((a, b) => a.length - b.length || compareLists(rank(a), rank(b)));
}

/** A loadout's name in reports and keys: item ids joined by `+`, or `empty`. */
export function loadoutKey(loadout: Loadout): string {
  return loadout.length === 0 ? 'empty' : loadout.join('+');
}

/** Every team of `size` robots as a multiset of the given loadouts (order within a team does not matter). */
export function teamLoadouts(loadouts: readonly Loadout[], size: number): Loadout[][] {
  const teams: Loadout[][] = [];
  const walk = (from: number, chosen: Loadout[]) => {
    if (chosen.length === size) {
      teams.push(chosen);
      return;
    }
    for (let i = from; i < loadouts.length; i++) walk(i, [...chosen, loadouts[i] ?? []]);
  };
  walk(0, []);
  return teams;
}

/** The number of multisets of `size` from `kinds` loadouts: C(kinds + size - 1, size). */
export function teamCount(kinds: number, size: number): number {
  let count = 1;
  for (let i = 1; i <= size; i++) count = (count * (kinds + i - 1)) / i;
  return count;
}

/** A team's key: its loadout keys sorted, so equal teams in any order have equal keys. */
export function teamKey(team: readonly Loadout[]): string {
  return team.map(loadoutKey).sort().join(' / ');
}

function compareLists(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return a.length - b.length;
}
