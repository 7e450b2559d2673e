// cold: the report page: one self-contained HTML file (inline CSS and SVG, no script, no font or
// image from anywhere) with a header that says what was run - command, game, seed, games played,
// tool version, rules-data hash, policies, settings and the provenance of the rules data - then each
// section's question, its charts and the tables behind them, and links to the runs inside it.
import type { RunFolder } from './read-run.js';
import type { Section } from './section.js';
import { escapeHtml, htmlDocument, htmlTable } from './html.js';

export interface RenderedSection {
  readonly section: Section;
  /** The charts' SVG markup, in the section's order. */
  readonly svgs: readonly string[];
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; color: #1b1b1b; margin: 0 auto; max-width: 1100px; padding: 1.5em; }
h1 { font-size: 1.5em; margin: 0 0 .3em; } h2 { font-size: 1.2em; margin: 2em 0 .4em; border-bottom: 1px solid #ccc; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .15em 1em; margin: .5em 0 1em; }
dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
figure { margin: 1em 0; overflow-x: auto; } figure svg { max-width: none; height: auto; }
.scroll { overflow-x: auto; max-height: 32em; overflow-y: auto; border: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 12.5px; } th, td { padding: .2em .5em; border-bottom: 1px solid #eee; text-align: left; white-space: nowrap; }
th { position: sticky; top: 0; background: #f4f4f4; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
caption, .caption { font-weight: 600; margin: .8em 0 .3em; } .more, .note { color: #555; font-size: .9em; }
nav ul { columns: 2; } .caveat { background: #fff6e0; border-left: 4px solid #E69F00; padding: .4em .8em; }
`;

function facts(manifest: Readonly<Record<string, unknown>>): string {
  const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));
  const provenance = manifest['provenance'] as Record<string, number> | undefined;
  const rows: [string, string][] = [
    ['command', text(manifest['command'])],
    ['game', text(manifest['game'])],
    ['seed', text(manifest['seed'])],
    ['games played', typeof manifest['games'] === 'number' ? manifest['games'].toLocaleString('en') : text(manifest['games'])],
    ['tool', `${text(manifest['tool'])} ${text(manifest['toolVersion'])}`],
    ['rules data', `version ${text(manifest['rulesVersion'])}, hash ${text(manifest['rulesHash']).slice(0, 16)}`],
    ['policies', Array.isArray(manifest['policies']) ? (manifest['policies'] as unknown[]).map(text).join('; ') : text(manifest['policies'])],
    ['settings', text(manifest['settings'])],
    ...(provenance === undefined ? [] : [['provenance of the rules data', Object.entries(provenance).map(([kind, count]) => `${count} ${kind}`).join(', ')] as [string, string]]),
  ];
  return `<dl class="facts">${rows.filter(([, value]) => value !== '').map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>`;
}

export function renderPage(run: RunFolder, rendered: readonly RenderedSection[]): string {
  const m = run.manifest;
  const title = `${String(m['game'] ?? 'botlab')}: ${String(m['command'] ?? 'run')} report`;
  const caveat = typeof m['caveat'] === 'string' ? `<p class="caveat">${escapeHtml(m['caveat'])}</p>` : '';
  const children = run.children.length === 0 ? '' : `<h2 id="runs">Runs inside this one</h2><ul>${run.children.map((child) => `<li><a href="${encodeURI(child)}/index.html">${escapeHtml(child)}</a></li>`).join('')}</ul>`;
  const nav = `<nav><ul>${rendered.map(({ section }) => `<li><a href="#${section.id}">${escapeHtml(section.title)}</a></li>`).join('')}${run.children.length > 0 ? '<li><a href="#runs">Runs inside this one</a></li>' : ''}</ul></nav>`;
  const body = rendered.map(({ section, svgs }) => [
    `<section id="${section.id}"><h2>${escapeHtml(section.title)}</h2>`,
    section.intro === undefined ? '' : `<p>${escapeHtml(section.intro)}</p>`,
    ...svgs.map((svg, i) => `<figure data-chart="${escapeHtml(section.charts[i]?.name ?? '')}">${svg}</figure>`),
    ...section.tables.map(({ caption, table, source }) => `<p class="caption">${escapeHtml(caption)}</p>${htmlTable(table, source === '' ? 'the CSV files' : source)}`),
    '</section>',
  ].join('\n')).join('\n');
  return htmlDocument(title, STYLE, `<header><h1>${escapeHtml(title)}</h1>${caveat}${facts(m)}</header>
${nav}
${body}
${children}`);
}
