// cold: a run folder's report: its sections (sections/index.ts) rendered - each chart to inline
// SVG, and its vega-lite spec written beside the CSV as NAME.vl.json for a designer to restyle - then
// index.html, written atomically. A folder's sub-runs (a study's search, say) get reports of their own.
import { join } from 'node:path';
import { writeFileAtomic } from '../../cli/write-atomic.js';
import { renderPage, type RenderedSection } from './page.js';
import { readRunFolder } from './read-run.js';
import { renderSvg } from './render-chart.js';
import { sectionsFor } from './sections/index.js';

let drawing = true;

/**
 * Turns the pages off (or on again) for this process. A shard's reports go to a scratch folder
 * that is thrown away (cli/shard/shard-run.ts), so it draws none and never loads vega, which took
 * about a third of a matrix shard's 2 seconds.
 */
export function drawPages(on: boolean): void {
  drawing = on;
}

/** Builds index.html (and the charts' .vl.json) for a run folder and, with `recurse`, its sub-runs; returns the pages written (none while drawPages is off). */
export async function buildReport(folder: string, recurse = true): Promise<string[]> {
  if (!drawing) return [];
  const run = readRunFolder(folder);
  const rendered: RenderedSection[] = [];
  for (const section of sectionsFor(run)) {
    const svgs: string[] = [];
    for (const chart of section.charts) {
      await writeFileAtomic(join(folder, `${chart.name}.vl.json`), `${JSON.stringify(chart.spec, null, 2)}\n`);
      svgs.push(await renderSvg(chart.spec, chart.name));
    }
    rendered.push({ section, svgs });
  }
  const page = join(folder, 'index.html');
  await writeFileAtomic(page, renderPage(run, rendered));
  const pages = [page];
  if (recurse) for (const child of run.children) pages.push(...(await buildReport(join(folder, child))));
  return pages;
}
