// cold: a metagame run (meta.csv, pickrate.csv) as the equilibrium's weights by design - how often
// each is played when both players pick their best mix - and each part's pick rate, its buff or
// nerf flag written beside the bar so it reads without colour.
import type { ReportTable } from '../../table.js';
import { CHART_CONFIG, num, type Chart, type Section } from '../section.js';

function bars(name: string, title: string, subtitle: string, rows: { label: string; value: number; text: string; description: string }[], axis: string): Chart {
  const spec = {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    title: { text: title, subtitle },
    config: CHART_CONFIG,
    width: 380,
    data: { values: rows },
    encoding: { y: { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 340 } } },
    layer: [
      { mark: { type: 'bar', color: '#56B4E9' }, encoding: { x: { field: 'value', type: 'quantitative', title: axis, scale: { domain: [0, 1] } }, description: { field: 'description' } } },
      { mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 }, encoding: { x: { field: 'value', type: 'quantitative' }, text: { field: 'text' } } },
    ],
  };
  return { name, spec: spec as never };
}

export function metaSection(meta: ReportTable, picks: ReportTable | undefined): Section {
  const weights = meta.rows.map((row) => ({
    label: String(row['design']), value: num(row['equilibrium_weight']), text: `${String(row['equilibrium_weight'])} (played in ${Math.round(100 * num(row['support_frequency']))}% of redrawn matrices)`,
    description: `${String(row['design'])}: played ${String(row['equilibrium_weight'])} of the time in the equilibrium; still played in ${String(row['support_frequency'])} of the matrices redrawn within their intervals; scores ${String(row['score_vs_mixture'])} against the mix`,
  }));
  const charts = [bars('meta-weights', 'Which designs does the metagame play, and how robustly?', 'equilibrium weight; in brackets, how often it is still played when the matrix is redrawn within its intervals', weights, 'equilibrium weight')];
  if (picks !== undefined) {
    const rows = picks.rows.slice(0, 60).map((row) => ({
      label: String(row['card']), value: num(row['pick_rate']), text: `${String(row['pick_rate'])}${row['flag'] === '' || row['flag'] === undefined ? '' : ` - ${String(row['flag'])}`}`,
      description: `${String(row['card'])} (${String(row['kind'])}): pick rate ${String(row['pick_rate'])} over ${String(row['designs'])} designs${row['flag'] === '' ? '' : `; ${String(row['flag'])}`}`,
    }));
    charts.push(bars('pickrate', 'Which parts are picked, and which want a buff or a nerf?', `the equilibrium weight of the designs carrying each part; 0.9 or more: nerf candidate, under 0.01: buff candidate${picks.rows.length > 60 ? `; the first 60 of ${picks.rows.length}` : ''}`, rows, 'pick rate'));
  }
  return {
    id: 'meta',
    title: 'What does the metagame settle on?',
    intro: 'The equilibrium of "pick a design against an opponent who picks one", from the score matrix, and its robustness when the matrix is redrawn within its intervals.',
    charts,
    tables: [{ caption: 'meta.csv', table: meta, source: 'meta.csv' }, ...(picks === undefined ? [] : [{ caption: 'pickrate.csv', table: picks, source: 'pickrate.csv' }])],
  };
}
