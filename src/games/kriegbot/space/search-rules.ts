// cold: Kriegbot's design space for `botlab space`, `search`, `meta` and `diff` (the contract's
// SearchRules): a template's legal loadouts from one colour's card pool (L113-125), with the
// expansion's cards and power cores (L538) on request, and the cores swept over the leaders.
import { join } from 'node:path';
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { DesignSpace, SearchRules, Sweep } from '../../../kernel/design-space.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { cardsOf, type Design } from '../design/design.js';
import { loadoutSpace, searchPolicies } from './space.js';

interface KriegbotSpaceOptions {
  readonly template: string | undefined;
  readonly colour: string;
  readonly expansion: boolean;
  readonly policies: string | undefined;
}

/**
 * The default field: one bundled design per template, equally weighted (the rulebook's own robots
 * where it describes them), with the expansion's Robocar in place of the base one under --expansion.
 * The scenario teams' robots are left out: they are built for their scenarios' special rules.
 */
const DEFAULT_FIELD = ['helibot-hornet', 'hoverbot-saucer', 'robocar-interceptor', 'robotank-bulwark', 'rocketbot-striker', 'spiderbot-weaver'];

function options(given: Readonly<Record<string, unknown>>): KriegbotSpaceOptions {
  return {
    template: given['template'] as string | undefined,
    colour: (given['colour'] as string | undefined) ?? 'green',
    expansion: given['expansion'] === true,
    policies: given['policies'] as string | undefined,
  };
}

function space(catalogue: KriegbotCatalogue, given: Readonly<Record<string, unknown>>): DesignSpace<Design> | string {
  const { template, colour, expansion, policies: listed } = options(given);
  if (template === undefined) return `--template: name the template whose loadouts to search (one of ${[...catalogue.templates.keys()].join(', ')})`;
  if (!catalogue.templates.has(template)) return `--template: unknown template "${template}"${didYouMean(template, catalogue.templates.keys())}`;
  if (colour !== 'green' && colour !== 'yellow') return `--colour: green or yellow (got "${colour}")`;
  const policies = listed === undefined ? searchPolicies(catalogue) : listed.split(',').map((p) => p.trim());
  for (const policy of policies) if (!catalogue.policies.has(policy)) return `--policies: unknown policy "${policy}"${didYouMean(policy, catalogue.policies.keys())}`;
  const loadouts = loadoutSpace(catalogue, { template, colour, expansion, policies });
  const slots = [...loadouts.weaponSlots, ...loadouts.systemSlots.map((s) => s.name)];
  const grouped = (n: bigint) => n.toLocaleString('en');
  return {
    title: `${catalogue.templates.get(template)?.name} loadouts from the ${colour} ${expansion ? 'base and expansion' : 'base'} cards`,
    folder: `search-${template}`,
    count() {
      const count = loadouts.count();
      return {
        total: count.total,
        lines: [
          `weapons ${grouped(count.weapons)} (${loadouts.weapons.length} cards into ${loadouts.weaponSlots.join(', ')})`,
          `systems ${grouped(count.systems)} (${loadouts.systems.length} cards into ${loadouts.systemSlots.map((s) => s.name + (s.pylon ? ' (pylon)' : '')).join(', ')}; pylon-arc cards in pylons, at most one pilot)`,
          `skins ${grouped(count.skins)}, cores ${grouped(count.cores)}, policies ${grouped(count.policies)} (${policies.join(', ')})`,
        ],
      };
    },
    random: (rng) => loadouts.random(rng),
    neighbours: (design) => loadouts.neighbours(design),
    enumerate: () => loadouts.enumerate(),
    key: (design) => loadouts.key(design),
    toFile: (design) => ({ path: design.name, data: design }),
    columns: ['policy', ...slots, 'skin', ...(loadouts.cores.length > 0 ? ['core'] : [])],
    row(design) {
      const row: Record<string, string> = { policy: design.policy, skin: design.skin };
      for (const slot of slots) row[slot] = design.weapons[slot] ?? design.systems[slot] ?? '';
      if (loadouts.cores.length > 0) row['core'] = design.core ?? '';
      return row;
    },
    recorded: { template, weaponSlots: loadouts.weaponSlots, systemSlots: loadouts.systemSlots.map((slot) => slot.name), colour, expansion },
    policies: searchPolicies(catalogue),
  };
}

/** With the expansion, which power core suits each leading loadout (L538: a team is dealt three cores at random, so the choice matters). */
function sweeps(catalogue: KriegbotCatalogue, given: Readonly<Record<string, unknown>>): Sweep<Design>[] {
  if (!options(given).expansion) return [];
  const cores = [...catalogue.cards].filter(([, card]) => card.kind === 'core').map(([id]) => id);
  return [{ name: 'core', title: 'Each power core on the leading loadouts (rank as in top.csv)', values: () => cores, apply: (design, core) => ({ ...design, core }) }];
}

function rebuild(row: Readonly<Record<string, string>>, recorded: Readonly<Record<string, unknown>>): Design {
  const template = String(recorded['template']);
  const weaponSlots = recorded['weaponSlots'] as string[];
  const systemSlots = recorded['systemSlots'] as string[];
  return {
    name: `${template} #${row['rank']}`,
    template,
    policy: row['policy'] ?? '',
    ...(recorded['expansion'] === true ? { expansion: true } : {}),
    weapons: Object.fromEntries(weaponSlots.map((slot) => [slot, row[slot] ?? ''])),
    systems: Object.fromEntries(systemSlots.map((slot) => [slot, row[slot] ?? ''])),
    skin: row['skin'] ?? '',
    ...(row['core'] ? { core: row['core'] } : {}),
  } as Design;
}

export const kriegbotSearch: SearchRules<KriegbotCatalogue, Design> = {
  options: [
    { name: 'template', type: 'string', describe: 'Kriegbot: the template whose loadouts to count or search, e.g. robotank' },
    { name: 'colour', type: 'string', default: 'green', describe: 'Kriegbot: the card pool, green or yellow' },
    { name: 'expansion', type: 'boolean', default: false, describe: 'Kriegbot: add the expansion cards and a power core' },
    { name: 'policies', type: 'string', describe: 'comma-separated policies to vary (default: all the game\'s search policies)' },
  ],
  space,
  defaultField: (given) => DEFAULT_FIELD.map((name) => (options(given).expansion && name === 'robocar-interceptor' ? 'robocar-dynamo' : name)).map((name) => join('robots', `${name}.yaml`)),
  sweeps,
  rebuild,
  partsOf: (data) => cardsOf(data as Design),
  pool(catalogue, designs) {
    // Pick rates are over the green pool (both colours hold the same cards unless an erratum changes one), with the expansion's when any design uses it.
    const expansion = designs.some((design) => (design as { expansion?: boolean }).expansion === true);
    return [...catalogue.pools.green.base, ...(expansion ? catalogue.pools.green.expansion : [])].map((part) => ({ part, kind: catalogue.cards.get(part)?.kind ?? '' }));
  },
  bundled: 'robots',
};
