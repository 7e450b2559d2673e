// cold: Mecha Bots' search rules (the contract's SearchRules): `botlab search --game mecha-bots
// --components N` races chassis layouts of N counters (space/layout-space.ts) against the bundled
// bots in the arena; `meta --from-search` rebuilds a layout from its top.csv row.
import type { SearchRules } from '../../../kernel/design-space.js';
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { CELLS_PER_LOCATION, chassisGeometry, LOCATION_IDS, LOCATIONS } from '../chassis/geometry.js';
import { readingsOf } from '../compile/compile.js';
import { CITY_CHOICES, CITY_FIELDS, layoutFile, layoutSpace, SEARCH_KINDS, type LayoutDesign, type LayoutRecord } from './layout-space.js';

const SHORT: Readonly<Record<string, (typeof SEARCH_KINDS)[number]>> = { P: 'armour-protection', R: 'armour-resistance', s: 'mobility-speed', t: 'mobility-terrain', d: 'weapon-damage', r: 'weapon-range', a: 'sensor-accuracy', sr: 'sensor-range' };

/** A cell back from its LOCATION.POSITION name. */
function cellOf(text: string): number {
  const [id, position] = text.split('.');
  return LOCATION_IDS.indexOf(id as (typeof LOCATION_IDS)[number]) * CELLS_PER_LOCATION + Number(position);
}

/** A layout back from its top.csv `layout` column ("forward: 2 P 1 d; central: 1 a"), `swaps` column and policy columns. */
function designOf(row: Readonly<Record<string, string>>): LayoutDesign {
  const counts = Array.from({ length: LOCATIONS }, () => new Array<number>(SEARCH_KINDS.length).fill(0));
  for (const part of (row['layout'] ?? '').split(';').map((text) => text.trim()).filter((text) => text !== '')) {
    const [id, rest = ''] = part.split(':');
    const location = LOCATION_IDS.indexOf((id ?? '').trim() as (typeof LOCATION_IDS)[number]);
    const tokens = rest.trim().split(/\s+/);
    for (let i = 0; i + 1 < tokens.length; i += 2) {
      const kind = SHORT[tokens[i + 1] ?? ''];
      if (location >= 0 && kind !== undefined) (counts[location] as number[])[SEARCH_KINDS.indexOf(kind)] = Number(tokens[i]);
    }
  }
  const swaps = (row['swaps'] ?? '').split(/\s+/).filter((text) => text !== '').map((text) => text.split('/').map(cellOf) as [number, number]);
  const city = Object.fromEntries(CITY_FIELDS.flatMap((field) => ((CITY_CHOICES[field] as readonly string[]).includes(row[field] ?? '') ? [[field, row[field]]] : [])));
  return { counts, keepAt: row['keep_at'] === '1' ? 1 : 'range', face: row['face'] === 'armour' ? 'armour' : 'weapons', ...(swaps.length > 0 ? { swaps } : {}), ...city };
}

export const mechaBotsSearch: SearchRules<MechaBotsCatalogue, LayoutDesign> = {
  options: [
    { name: 'components', type: 'number', default: 20, describe: 'mecha-bots: counters in a searched layout, the brain not counted (8-48; the start kit is 8, L10)' },
    { name: 'city-policies', type: 'boolean', default: false, describe: 'mecha-bots: vary the city policies too (program cards, parking, trading), for searches at tables of 3-4 (--players)' },
  ],
  space(catalogue, options) {
    const components = Number(options['components'] ?? 20);
    if (!Number.isInteger(components) || components < 8 || components > 48) return `--components: a whole number from 8 to 48 (got ${String(options['components'])})`;
    const perBoiler = readingsOf(catalogue).perBoiler;
    const centres = LOCATION_IDS.map((id) => {
      const centre = catalogue.chassis.locations.find((location) => location.id === id)?.centre ?? [0, 0];
      return [centre[0] ?? 0, centre[1] ?? 0] as const;
    });
    const city = options['city-policies'] === true;
    return layoutSpace(geometryOf(catalogue), components, perBoiler, { components, perBoiler, centres, facing: catalogue.chassis.facing }, city);
  },
  defaultField: () => ['brawler', 'sniper', 'tank', 'seed-start', 'sample'].map((name) => `bots/${name}.yaml`),
  rebuild(row, recorded) {
    const record = recorded as unknown as LayoutRecord;
    const rank = row['rank'];
    return layoutFile(chassisGeometry(record.centres, record.facing), designOf(row), record.perBoiler, rank === undefined || rank === '' ? 'searched layout' : `#${rank} searched layout`).data;
  },
  partsOf(data) {
    const cells = (data as { cells?: Record<string, (string | null)[]> } | null)?.cells ?? {};
    return Object.entries(cells).flatMap(([id, kinds]) => [...new Set((kinds ?? []).filter((kind): kind is string => kind !== null && kind !== '-').map((kind) => `${id}:${kind}`))]);
  },
  pool: () => LOCATION_IDS.flatMap((id) => SEARCH_KINDS.map((kind) => ({ part: `${id}:${kind}`, kind }))),
  bundled: 'bots',
};
