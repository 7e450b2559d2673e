// cold: the legal loadouts of one template: two weapons, one skin, the template's systems (a
// pylon-arc card only in a pylon slot, at most one pilot), a power core with the expansion, and a
// policy (L113-125, L538). Counted exactly, sampled uniformly, enumerated when small, and walked
// one change at a time for local search.
import type { Rng } from '../../../rng/rng.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Design } from '../design/design.js';

export interface SpaceOptions {
  readonly template: string;
  /** Draw cards from this colour's pool (every colour holds the same cards unless a designer changed one). */
  readonly colour: 'green' | 'yellow';
  readonly expansion: boolean;
  /** Policies the search may choose between; policy tactics are part of the space. */
  readonly policies: readonly string[];
  /** With the expansion: the power cores to choose from (default all six; a team is dealt three, L538). */
  readonly cores?: readonly string[];
}

export interface LoadoutSpace {
  readonly template: string;
  readonly weaponSlots: readonly string[];
  readonly systemSlots: readonly { readonly name: string; readonly pylon: boolean }[];
  readonly weapons: readonly string[];
  readonly systems: readonly string[];
  readonly skins: readonly string[];
  readonly cores: readonly string[];
  readonly policies: readonly string[];
  /** Exact number of legal loadouts, with its factors. */
  count(): { total: bigint; weapons: bigint; systems: bigint; skins: bigint; cores: bigint; policies: bigint };
  /** A uniformly random legal loadout. */
  random(rng: Rng): Design;
  /** Every loadout one change away: a card in one slot, two slots swapped, the skin, the core or the policy. */
  neighbours(design: Design): Design[];
  /** Every legal loadout, in a fixed order (only for small spaces). */
  enumerate(): Generator<Design>;
  /** A canonical key: equal loadouts, equal keys. */
  key(design: Design): string;
}

export function loadoutSpace(catalogue: KriegbotCatalogue, options: SpaceOptions): LoadoutSpace {
  const template = catalogue.templates.get(options.template);
  if (template === undefined) throw new Error(`unknown template ${options.template}`);
  const pool = catalogue.pools[options.colour];
  const ids = [...pool.base, ...(options.expansion ? pool.expansion : [])];
  const ofKind = (kind: string) => ids.filter((id) => catalogue.cards.get(id)?.kind === kind);
  const weapons = ofKind('weapon');
  const systems = ofKind('system');
  const skins = ofKind('skin');
  const cores = !options.expansion ? [] : (options.cores ?? [...catalogue.cards].filter(([, card]) => card.kind === 'core').map(([id]) => id));
  const weaponSlots = Object.entries(template.slots).filter(([, slot]) => slot.kind === 'weapon').map(([name]) => name);
  const systemSlots = Object.entries(template.slots).filter(([, slot]) => slot.kind === 'system').map(([name, slot]) => ({ name, pylon: slot.pylon !== undefined }));
  const card = (id: string) => catalogue.cards.get(id);
  const pylonOnly = (id: string) => { const c = card(id); return c?.kind === 'system' && c.pylonArc; };
  const isPilot = (id: string) => { const c = card(id); return c?.kind === 'system' && c.pilot; };
  const fits = (id: string, slot: { pylon: boolean }) => slot.pylon || !pylonOnly(id);

  /** Legal assignments of distinct system cards to the slots, counted by category. */
  const countSystems = (): bigint => {
    const pylonCards = systems.filter(pylonOnly).length;
    const pilots = systems.filter(isPilot).length;
    const others = systems.length - pylonCards - pilots;
    const ways = (slot: number, usedPylon: number, usedPilot: number, usedOther: number): bigint => {
      const at = systemSlots[slot];
      if (at === undefined) return 1n;
      let total = 0n;
      if (at.pylon && pylonCards - usedPylon > 0) total += BigInt(pylonCards - usedPylon) * ways(slot + 1, usedPylon + 1, usedPilot, usedOther);
      if (usedPilot === 0 && pilots > 0) total += BigInt(pilots) * ways(slot + 1, usedPylon, 1, usedOther);
      if (others - usedOther > 0) total += BigInt(others - usedOther) * ways(slot + 1, usedPylon, usedPilot, usedOther + 1);
      return total;
    };
    return ways(0, 0, 0, 0);
  };

  const legalSystems = (chosen: readonly string[]): boolean =>
    chosen.filter(isPilot).length <= 1 && chosen.every((id, i) => fits(id, systemSlots[i] ?? { pylon: false })) && new Set(chosen).size === chosen.length;

  const build = (weaponCards: readonly string[], systemCards: readonly string[], skin: string, core: string | undefined, policy: string): Design => ({
    name: `${template.name} ${[...weaponCards, ...systemCards, skin, ...(core === undefined ? [] : [core])].map(abbreviate).join(' ')} (${policy})`,
    template: options.template,
    policy,
    ...(options.expansion ? { expansion: true } : {}),
    weapons: Object.fromEntries(weaponSlots.map((slot, i) => [slot, weaponCards[i] ?? ''])),
    systems: Object.fromEntries(systemSlots.map((slot, i) => [slot.name, systemCards[i] ?? ''])),
    skin,
    ...(core === undefined ? {} : { core }),
  });

  const pick = <T>(rng: Rng, items: readonly T[]): T => items[rng.int(items.length)] as T;
  const distinct = (rng: Rng, items: readonly string[], count: number): string[] => {
    const chosen: string[] = [];
    while (chosen.length < count) {
      const item = pick(rng, items);
      if (!chosen.includes(item)) chosen.push(item);
    }
    return chosen;
  };
  const parts = (design: Design) => ({
    weapons: weaponSlots.map((slot) => design.weapons[slot] ?? ''),
    systems: systemSlots.map((slot) => design.systems[slot.name] ?? ''),
    skin: design.skin,
    core: design.core,
    policy: design.policy,
  });

  return {
    template: options.template,
    weaponSlots,
    systemSlots,
    weapons,
    systems,
    skins,
    cores,
    policies: options.policies,
    count() {
      const w = BigInt(weapons.length);
      const counts = {
        weapons: weaponSlots.length === 2 ? w * (w - 1n) : w,
        systems: countSystems(),
        skins: BigInt(skins.length),
        cores: options.expansion ? BigInt(cores.length) : 1n,
        policies: BigInt(options.policies.length),
      };
      return { total: counts.weapons * counts.systems * counts.skins * counts.cores * counts.policies, ...counts };
    },
    random(rng) {
      let systemCards: string[];
      do systemCards = distinct(rng, systems, systemSlots.length); // rejection keeps it uniform over legal loadouts
      while (!legalSystems(systemCards));
      return build(distinct(rng, weapons, weaponSlots.length), systemCards, pick(rng, skins), options.expansion ? pick(rng, cores) : undefined, pick(rng, options.policies));
    },
    neighbours(design) {
      const { weapons: w, systems: s, skin, core, policy } = parts(design);
      const out: Design[] = [];
      const used = new Set([...w, ...s]);
      w.forEach((_, i) => {
        for (const other of weapons) if (!used.has(other)) out.push(build(w.map((x, j) => (j === i ? other : x)), s, skin, core, policy));
      });
      if (w.length === 2) out.push(build([w[1] ?? '', w[0] ?? ''], s, skin, core, policy));
      s.forEach((_, i) => {
        for (const other of systems) {
          if (used.has(other)) continue;
          const next = s.map((x, j) => (j === i ? other : x));
          if (legalSystems(next)) out.push(build(w, next, skin, core, policy));
        }
        for (let j = i + 1; j < s.length; j++) {
          const swapped = s.map((x, k) => (k === i ? (s[j] ?? '') : k === j ? (s[i] ?? '') : x));
          if (legalSystems(swapped)) out.push(build(w, swapped, skin, core, policy));
        }
      });
      for (const other of skins) if (other !== skin) out.push(build(w, s, other, core, policy));
      for (const other of cores) if (other !== core) out.push(build(w, s, skin, other, policy));
      for (const other of options.policies) if (other !== policy) out.push(build(w, s, skin, core, other));
      return out;
    },
    *enumerate() {
      const systemChoices: string[][] = [];
      const extend = (chosen: string[]) => {
        if (chosen.length === systemSlots.length) {
          if (legalSystems(chosen)) systemChoices.push(chosen);
          return;
        }
        for (const id of systems) if (!chosen.includes(id)) extend([...chosen, id]);
      };
      extend([]);
      for (const first of weapons) {
        for (const second of weaponSlots.length === 2 ? weapons : [undefined]) {
          if (first === second) continue;
          const weaponCards = second === undefined ? [first] : [first, second];
          for (const systemCards of systemChoices) {
            for (const skin of skins) {
              for (const core of options.expansion ? cores : [undefined]) {
                for (const policy of options.policies) yield build(weaponCards, systemCards, skin, core, policy);
              }
            }
          }
        }
      }
    },
    key(design) {
      const { weapons: w, systems: s, skin, core, policy } = parts(design);
      return [options.template, ...w, ...s, skin, core ?? '', policy].join('|');
    },
  };
}

/** Short card names for generated design names: initials of each word. */
function abbreviate(id: string): string {
  return id.split('-').map((word) => word.slice(0, 3)).join('-');
}

/** Policies search may propose: every catalogue policy but the random baseline. */
export function searchPolicies(catalogue: KriegbotCatalogue): string[] {
  return [...catalogue.policies].filter(([, policy]) => !policy.random).map(([id]) => id);
}
