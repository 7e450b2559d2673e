// cold: loads and cross-checks the Kriegbot catalogue (templates, cards, cores, pools, policies).
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { catalogueFileSchema, type AttackProfile, type Card, type Policy, type Template } from './catalogue-schema.js';
import { checkTemplate } from './template-checks.js';

export const COLOURS = ['green', 'yellow'] as const;
export type Colour = (typeof COLOURS)[number];
/** "the 46 green design cards, and 46 yellow design cards" (L37). */
export const POOL_SIZE = 46;

export interface Profile {
  readonly name: string;
  readonly attack: AttackProfile;
  readonly sources: Record<string, string>;
}

export interface Pool {
  readonly base: readonly string[];
  readonly expansion: readonly string[];
}

/** Where an entry was defined: file and path, so later messages can point at it. */
export interface Origin {
  readonly file: string;
  readonly path: string;
}

export interface KriegbotCatalogue {
  readonly templates: ReadonlyMap<string, Template>;
  /** Weapons, systems, skins and power cores, by id. */
  readonly cards: ReadonlyMap<string, Card>;
  readonly pools: Readonly<Record<Colour, Pool>>;
  readonly poolSources: Readonly<Record<string, string>>;
  readonly policies: ReadonlyMap<string, Policy>;
  /** Attack profiles printed on no card: infantry weapons, bombardment. */
  readonly profiles: ReadonlyMap<string, Profile>;
  readonly origins: ReadonlyMap<string, Origin>;
}

const SHAPE_RULE = 'catalogue file format (designs/kriegbot/README.md)';

export function loadCatalogue(files: readonly SourceFile[]): KriegbotCatalogue {
  const problems: Problem[] = [];
  const templates = new Map<string, Template>();
  const cards = new Map<string, Card>();
  const policies = new Map<string, Policy>();
  const profiles = new Map<string, Profile>();
  const origins = new Map<string, Origin>();
  let pools: Record<Colour, Pool> | undefined;
  let poolsFile = '';
  let poolSources: Readonly<Record<string, string>> = {};

  const add = <T extends { sources: Record<string, string> }>(
    into: Map<string, T>, section: string, entries: Record<string, T> | undefined, file: string,
  ) => {
    for (const [key, entry] of Object.entries(entries ?? {})) {
      const path = `${section}.${key}`;
      const earlier = origins.get(`${section}:${key}`);
      if (into.has(key)) {
        problems.push({ file, path, message: `is defined twice (also in ${earlier?.file ?? 'another file'})`, rule: 'ids are unique' });
        continue;
      }
      into.set(key, entry);
      origins.set(`${section}:${key}`, { file, path });
      const { sources, ...data } = entry;
      problems.push(...checkSources(file, path, data, sources));
    }
  };

  for (const file of files) {
    const parsed = catalogueFileSchema.safeParse(file.data);
    if (!parsed.success) {
      problems.push(...zodProblems(file.path, [], parsed.error, SHAPE_RULE));
      continue;
    }
    const content = parsed.data;
    add(templates, 'templates', content.templates, file.path);
    add(cards, 'cards', content.cards, file.path);
    add(policies, 'policies', content.policies, file.path);
    add(profiles, 'profiles', content.profiles as Record<string, Profile> | undefined, file.path);
    for (const [key, template] of Object.entries(content.templates ?? {})) {
      problems.push(...checkTemplate(file.path, `templates.${key}`, template));
    }
    if (content.pools !== undefined) {
      pools = content.pools as Record<Colour, Pool>;
      poolsFile = file.path;
      poolSources = content.poolSources ?? {};
    }
  }

  problems.push(...checkOrders(templates, files[0]?.path ?? ''));
  if (pools === undefined) {
    problems.push({ file: '(catalogue)', path: 'pools', message: 'no catalogue file defines the green and yellow pools', rule: 'card pools (L37, L357)' });
  } else {
    problems.push(...checkPools(poolsFile, pools, poolSources, cards));
  }
  if (problems.length > 0) throw new ValidationError(problems);
  return { templates, cards, pools: pools as Record<Colour, Pool>, poolSources, policies, profiles, origins };
}

function checkOrders(templates: ReadonlyMap<string, Template>, file: string): Problem[] {
  const seen = new Map<number, string>();
  const problems: Problem[] = [];
  for (const [key, template] of templates) {
    for (const [order, label] of [[template.order, key], [template.biped?.order, `${key} (biped)`]] as const) {
      if (order === undefined) continue;
      const other = seen.get(order);
      if (other !== undefined) problems.push({ file, path: `templates.${key}.order`, message: `${order} is also ${other}'s order`, rule: 'movement order (L153)' });
      seen.set(order, label);
    }
  }
  return problems;
}

function checkPools(file: string, pools: Record<Colour, Pool>, sources: Readonly<Record<string, string>>, cards: ReadonlyMap<string, Card>): Problem[] {
  const problems: Problem[] = [];
  for (const colour of Object.keys(pools) as Colour[]) {
    const pool = pools[colour];
    for (const set of ['base', 'expansion'] as const) {
      const seen = new Set<string>();
      pool[set].forEach((cardId, index) => {
        const path = `pools.${colour}.${set}[${index}]`;
        const card = cards.get(cardId);
        if (seen.has(cardId)) problems.push({ file, path, message: `"${cardId}" is listed twice`, rule: 'one copy of each design per colour (L37, L677)' });
        seen.add(cardId);
        if (card === undefined) problems.push({ file, path, message: `names no card "${cardId}"`, rule: 'pools list catalogue cards' });
        else if (card.kind === 'core') problems.push({ file, path, message: `"${cardId}" is a power core; cores are dealt to teams, not drawn from a colour`, rule: 'power cores (L538)' });
        else if (card.set !== set) problems.push({ file, path, message: `"${cardId}" is a ${card.set} card, listed in the ${set} pool`, rule: 'base and expansion cards (L489)' });
      });
    }
    if (pool.base.length !== POOL_SIZE) {
      problems.push({ file, path: `pools.${colour}.base`, message: `has ${pool.base.length} cards, not ${POOL_SIZE}`, rule: `46 design cards per colour (L37)` });
    }
  }
  for (const colour of ['green', 'yellow'] as const) {
    if (pools[colour] === undefined) problems.push({ file, path: `pools.${colour}`, message: 'is missing', rule: 'two colours of design cards (L37)' });
  }
  problems.push(...checkSources(file, 'pools', pools as unknown as Record<string, unknown>, sources).map((p) => ({ ...p, path: p.path.replace(/^pools\.sources\./, 'poolSources.') })));
  return problems;
}
