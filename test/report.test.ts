// The HTML report (issue 20) of each kind of run, read as a DOM (linkedom): every section its CSV
// files call for is there with its charts drawn as inline SVG, nothing in the page points outside
// it, each table's cells are its CSV file's values, and `botlab report` renders an old run again.
import { readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { botlab, scratchDir } from './support/cli.js';
import { makeReplayPages, makeReportRuns, type ReplayPage, type ReportRun } from './support/report-runs.js';

let runs: ReportRun[] = [];
beforeAll(() => {
  runs = makeReportRuns();
}, 120_000);

const page = (run: ReportRun) => parseHTML(readFileSync(join(run.folder, 'index.html'), 'utf8')).document;

describe('the report of each kind of run', () => {
  it('has the sections its CSV files call for, each chart an inline SVG with marks, and a header that says what was run', () => {
    expect(runs.map((run) => run.kind)).toEqual(['matrix', 'standings', 'search', 'scenario', 'calibrate', 'study', 'campaign', 'meta', 'diff']);
    for (const run of runs) {
      const document = page(run);
      const ids = [...document.querySelectorAll('section')].map((section) => section.getAttribute('id'));
      for (const id of run.sections) expect(ids, `${run.kind}: section ${id}`).toContain(id);
      const figures = [...document.querySelectorAll('figure')];
      expect(figures.length, run.kind).toBeGreaterThan(0);
      for (const figure of figures) {
        expect(figure.querySelector('svg'), `${run.kind}: ${figure.getAttribute('data-chart')}`).not.toBeNull();
        expect(figure.querySelectorAll('[role="graphics-symbol"]').length, `${run.kind}: ${figure.getAttribute('data-chart')} has marks`).toBeGreaterThan(0);
        // the spec beside the CSV, for a designer to restyle
        expect(statSync(join(run.folder, `${figure.getAttribute('data-chart')}.vl.json`)).isFile()).toBe(true);
      }
      const facts = document.querySelector('dl.facts')?.textContent ?? '';
      for (const fact of ['command', 'seed', 'games played', 'tool', 'rules data', 'policies']) expect(facts, `${run.kind}: ${fact}`).toContain(fact);
      const manifest = JSON.parse(readFileSync(join(run.folder, 'run.json'), 'utf8')) as { rulesHash: string; seed: number };
      expect(facts).toContain(manifest.rulesHash.slice(0, 16));
    }
  });

  it('points nowhere outside itself: no script, stylesheet, image, font or link to another site', () => {
    for (const run of runs) {
      const html = readFileSync(join(run.folder, 'index.html'), 'utf8');
      const document = parseHTML(html).document;
      expect(document.querySelectorAll('script, link, img, iframe, object, embed').length, run.kind).toBe(0);
      for (const element of document.querySelectorAll('[src], [href]')) {
        const target = element.getAttribute('src') ?? element.getAttribute('href') ?? '';
        expect(target, `${run.kind}: ${target}`).not.toMatch(/^[a-z]+:/i); // relative links to the runs inside only
      }
      expect(html).not.toMatch(/url\(\s*['"]?(https?:)?\/\//i);
      // ids are unique on the page (each chart's are named after it)
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.getAttribute('id'));
      expect(new Set(ids).size, `${run.kind}: duplicate ids`).toBe(ids.length);
      expect(html).not.toMatch(/@import/);
    }
  });

  it('shows each CSV file\'s values in its table, cell for cell', () => {
    let checked = 0;
    for (const run of runs) {
      for (const table of page(run).querySelectorAll('table[data-source$=".csv"]')) {
        const source = table.getAttribute('data-source') ?? '';
        const [header = [], ...rows] = parse(readFileSync(join(run.folder, source), 'utf8'), { skip_empty_lines: true }) as string[][];
        expect([...table.querySelectorAll('thead th')].map((th) => th.textContent), `${run.kind} ${source}`).toEqual(header);
        const shown = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
        expect(shown, `${run.kind} ${source}`).toEqual(rows.slice(0, shown.length));
        expect(shown.length).toBe(Math.min(rows.length, 400));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(8);
  });

  it('greys a win-rate cell with too few decisive games and says so in its tooltip', () => {
    const matrix = runs.find((run) => run.kind === 'matrix');
    if (matrix === undefined) throw new Error('no matrix run');
    const heat = page(matrix).querySelector('figure[data-chart="winrate-heatmap"]');
    const titles = [...(heat?.querySelectorAll('title') ?? [])].map((title) => title.textContent ?? '');
    expect(titles.length).toBe(42); // 7 designs, every ordered pair
    for (const title of titles) expect(title).toMatch(/^.+ v .+: (wins [\d.]+ of decisive games \(95% interval [\d.]+-[\d.]+\)|too few decisive games to call \(\d+\)); \d+ decisive of 100; \d+ draws, \d+ of them stalls$/);
  });
});

describe('damage by range band (Kriegbot)', () => {
  it('pools each attack\'s shots at a target in a band over silhouettes: the cells\' attacks add up to damage.csv\'s', () => {
    const matrix = runs.find((run) => run.kind === 'matrix');
    if (matrix === undefined) throw new Error('no matrix run');
    const [header = [], ...rows] = parse(readFileSync(join(matrix.folder, 'damage.csv'), 'utf8'), { skip_empty_lines: true }) as string[][];
    const total = rows.reduce((sum, row) => sum + Number(row[header.indexOf('attacks')]), 0);
    const figure = page(matrix).querySelector('figure[data-chart="damage-hit-rate-by-band"]');
    const titles = [...(figure?.querySelectorAll('title') ?? [])].map((title) => title.textContent ?? '').filter((title) => title.includes(' range: hits '));
    const cells = new Set(rows.map((row) => ['card', 'function', 'target', 'band'].map((key) => row[header.indexOf(key)]).join('|')));
    expect(titles).toHaveLength(cells.size);
    expect(titles.reduce((sum, title) => sum + Number(/ of (\d+) attacks/.exec(title)?.[1] ?? 'NaN'), 0)).toBe(total);
  });
});

describe('the exact odds beside the simulated ones', () => {
  it.each([['matrix', 'damage-hit-rate-exact', 'hit_rate'], ['study', 'damage-hit-rate-exact', 'hit_rate']])('%s: one point a row with 30+ attacks, and the count of intervals that hold the exact value is damage.csv\'s', (kind, chart, measure) => {
    const run = runs.find((r) => r.kind === kind);
    if (run === undefined) throw new Error(`no ${kind} run`);
    const [header = [], ...rows] = parse(readFileSync(join(run.folder, 'damage.csv'), 'utf8'), { skip_empty_lines: true }) as string[][];
    const at = (row: string[], key: string) => Number(row[header.indexOf(key)]);
    const charted = rows.filter((row) => row[header.indexOf(`${measure}_exact`)] !== '' && at(row, 'attacks') >= 30);
    const inside = charted.filter((row) => at(row, `${measure}_exact`) >= at(row, `${measure}_low`) - 1e-9 && at(row, `${measure}_exact`) <= at(row, `${measure}_high`) + 1e-9);
    expect(charted.length).toBeGreaterThan(5);
    const figure = page(run).querySelector(`figure[data-chart="${chart}"]`);
    const points = [...(figure?.querySelectorAll('title') ?? [])].map((title) => title.textContent ?? '').filter((title) => / exact [0-9.]+$/.test(title));
    expect(points).toHaveLength(charted.length);
    expect(figure?.textContent ?? '').toContain(`${inside.length} of ${charted.length} intervals hold the exact value`);
  });
});

describe('significance in a chart', () => {
  it('marks the erratum\'s significant changes (shape, star and tooltip), exactly the rows errata-diff.csv flags', () => {
    const diff = runs.find((run) => run.kind === 'diff');
    if (diff === undefined) throw new Error('no diff run');
    const [header = [], ...rows] = parse(readFileSync(join(diff.folder, 'errata-diff.csv'), 'utf8'), { skip_empty_lines: true }) as string[][];
    const flagged = rows.slice(0, 60).filter((row) => row[header.indexOf('significant')] === 'yes').length;
    const figure = page(diff).querySelector('figure[data-chart="errata-diff-change"]');
    // the points' tooltips (the interval lines carry vega's own field list)
    const titles = [...(figure?.querySelectorAll('title') ?? [])].map((title) => title.textContent ?? '').filter((title) => title.includes('(95% interval'));
    expect(titles).toHaveLength(Math.min(60, rows.length));
    expect(titles.filter((title) => title.endsWith(', significant'))).toHaveLength(flagged);
    expect(titles.filter((title) => title.endsWith(', not significant'))).toHaveLength(titles.length - flagged);
    expect(flagged).toBeGreaterThan(0);
  });
});

describe('botlab report', () => {
  it('renders an old run again from its CSV files and run.json (the same page), and refuses a folder no run wrote (exit 2)', () => {
    const matrix = runs.find((run) => run.kind === 'matrix');
    if (matrix === undefined) throw new Error('no matrix run');
    const before = readFileSync(join(matrix.folder, 'index.html'), 'utf8');
    rmSync(join(matrix.folder, 'index.html'));
    const run = botlab('report', matrix.folder);
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(join(matrix.folder, 'index.html'), 'utf8')).toBe(before);
    const empty = scratchDir();
    const refused = botlab('report', empty);
    expect([refused.status, refused.stderr.trim()]).toEqual([2, `report: ${empty} has no run.json: it is not a folder a botlab run wrote`]);
    writeFileSync(join(empty, 'run.json'), '{ not json');
    const bad = botlab('report', empty);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^report: .*run\.json is not JSON \(.+\)\n$/);
  });
});

describe('botlab replay\'s page', () => {
  let pages: ReplayPage[] = [];
  beforeAll(() => {
    pages = makeReplayPages();
  }, 60_000);

  it('steps through the game a turn a section: the map after the turn (for the games with one), that turn\'s events, links to the turns either side', () => {
    for (const { game, page, frames } of pages) {
      const jsonl = readFileSync(page.replace(/\.html$/, '.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line) as { turn?: number; event?: string });
      const document = parseHTML(readFileSync(page, 'utf8')).document;
      const turns = [...new Set(jsonl.map((event) => event.turn ?? 0))].filter((turn) => turn > 0);
      for (const turn of turns) {
        const section = document.querySelector(`section#turn-${turn}`);
        expect(section, `${game} turn ${turn}`).not.toBeNull();
        const items = [...(section?.querySelectorAll('ol.events li') ?? [])].map((li) => li.textContent ?? '');
        expect(items.map((text) => text.split(':')[0]), `${game} turn ${turn}`).toEqual(jsonl.filter((event) => event.turn === turn).map((event) => event.event));
        if (frames) expect(section?.querySelector('pre')?.textContent?.length ?? 0, `${game} turn ${turn} map`).toBeGreaterThan(0);
      }
      const last = turns[turns.length - 1];
      if (turns.length > 1 && last !== undefined) {
        expect(document.querySelector(`section#turn-${turns[0]} a[href="#turn-${turns[1]}"]`), game).not.toBeNull();
        expect(document.querySelector(`section#turn-${last} a[href="#turn-${turns[turns.length - 2]}"]`), game).not.toBeNull();
      }
      expect(document.querySelectorAll('script, link, img, iframe').length, game).toBe(0);
    }
  });
});
