// cold: a damage.csv with range bands (columns card, function, target, band, silhouette) as
// heatmaps by range: for each target, each attack's hit rate and damage per attack in each band,
// pooled over the target's silhouettes (hits and damage weighted by attacks), the value written in
// every cell so it reads without colour; each cell's tooltip gives the attacks and the interval.
import { wilson } from '../../../stats/interval.js';
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Chart, type Section } from '../section.js';
import { exactCharts } from './exact.js';

/** Bands in reading order: nearest first, each overcharged variant after its band, other labels after. */
const BAND_ORDER = ['short', 'short overcharged', 'medium', 'medium overcharged', 'long', 'long overcharged'];

const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

interface Cell {
  readonly attack: string;
  readonly target: string;
  readonly band: string;
  attacks: number;
  hits: number;
  damage: number;
  /** Sum of the exact hit chance over the attacks (hit_rate_exact x attacks), NaN without that column. */
  exact: number;
}

export function hasBands(table: ReportTable): boolean {
  const keys = table.columns.map((column) => column.key);
  return ['card', 'function', 'target', 'band', 'attacks', 'hit_rate', 'damage_per_attack'].every((key) => keys.includes(key));
}

export function damageBandsSection(table: ReportTable, source: string): Section {
  const cells = new Map<string, Cell>();
  for (const row of table.rows) {
    const attack = `${String(row['card'])} · ${String(row['function'])}`;
    const target = String(row['target']);
    const band = String(row['band']);
    const key = `${attack}|${target}|${band}`;
    const cell = cells.get(key) ?? { attack, target, band, attacks: 0, hits: 0, damage: 0, exact: 0 };
    const attacks = num(row['attacks']);
    cell.attacks += attacks;
    cell.hits += Math.round(num(row['hit_rate']) * attacks);
    cell.damage += num(row['damage_per_attack']) * attacks;
    cell.exact += num(row['hit_rate_exact']) * attacks;
    cells.set(key, cell);
  }
  const bands = [...new Set([...cells.values()].map((cell) => cell.band))].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : 1));
  const attacks = [...new Set([...cells.values()].map((cell) => cell.attack))].sort();
  const values = [...cells.values()].map((cell) => {
    const rate = cell.attacks > 0 ? cell.hits / cell.attacks : 0;
    const { low, high } = wilson(cell.hits, cell.attacks);
    const damage = cell.attacks > 0 ? cell.damage / cell.attacks : 0;
    const exact = Number.isFinite(cell.exact) && cell.attacks > 0 ? `; exact for the dice rolled ${round(cell.exact / cell.attacks)}` : '';
    return {
      attack: cell.attack, target: cell.target, band: cell.band, rate: round(rate, 2), damage: round(damage, 2),
      description: `${cell.attack} at a ${cell.target}, ${cell.band} range: hits ${round(rate)} of ${cell.attacks} attacks (95% interval ${round(low)}-${round(high)}${exact}), ${round(damage)} damage markers an attack`,
    };
  });
  const heat = (name: string, field: 'rate' | 'damage', text: string, subtitle: string, scheme: string): Chart => ({
    name,
    spec: {
      $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
      title: { text, subtitle },
      config: CHART_CONFIG,
      data: { values },
      facet: { field: 'target', type: 'nominal', title: null, header: { labelFontSize: 12, labelFontWeight: 'bold' } },
      columns: 3,
      spec: {
        width: 22 * bands.length, height: 16 * attacks.length,
        encoding: {
          x: { field: 'band', type: 'ordinal', sort: bands, title: 'range band', axis: { labelAngle: -40 } },
          y: { field: 'attack', type: 'nominal', sort: attacks, title: null },
        },
        layer: [
          { mark: { type: 'rect', stroke: 'white' }, encoding: { color: { field, type: 'quantitative', title: field === 'rate' ? 'hit rate' : 'damage', scale: { scheme, ...(field === 'rate' ? { domain: [0, 1] } : {}) } }, description: { field: 'description' } } },
          { mark: { type: 'text', fontSize: 8 }, encoding: { text: { field }, color: { condition: { test: `datum.${field} > ${field === 'rate' ? 0.7 : 1.5}`, value: 'white' }, value: 'black' } } },
        ],
      },
    } as never,
  });
  return {
    id: 'damage',
    title: 'What does each attack do to each target, at each range?',
    intro: 'Each cell pools the attack\'s shots at that target in that range band over the silhouettes it met (a robot moving, turned or painted shows another silhouette). The simulated attacks meet the defences in play (chaff, skins, pilots), so a rate here can be below the plain dice odds of the band\'s dice that botlab odds --weapon W --target T gives. The exact column (hit_rate_exact) is the chance of the dice each attack actually rolled (after a strafe, point defense or a bonus) against the silhouette it met: the simulated hit rate must agree with it, and the last chart checks that it does. Every row, by silhouette and with its intervals, is in the table.',
    charts: [
      heat('damage-hit-rate-by-band', 'rate', 'How often does each attack hit each target, by range band?', 'share of attacks that hit, pooled over silhouettes; blank: not used at that range', 'blues'),
      heat('damage-per-attack-by-band', 'damage', 'How much damage does each attack do, by range band?', 'damage markers per attack, pooled over silhouettes', 'oranges'),
      ...exactCharts(table, 'damage', 'attacks', (row) => `${String(row['card'])} · ${String(row['function'])} at a ${String(row['target'])}, ${String(row['band'])} range, silhouette ${String(row['silhouette'])}`),
    ],
    tables: [{ caption: 'Every attack, target, band and silhouette (damage.csv)', table, source }],
  };
}

function rank(band: string): number {
  const at = BAND_ORDER.indexOf(band);
  return at < 0 ? BAND_ORDER.length : at;
}
