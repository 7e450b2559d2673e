// cold: a vega-lite spec rendered to an SVG string at build time, with no browser (vega's own SVG
// renderer; the same spec gives the same SVG on every run). Marks that carry a description get a
// <title> as well, so a reader's pointer shows it as a tooltip without any script in the page.
// vega and vega-lite load on the first chart, so commands that draw none do not pay for them.
import type { TopLevelSpec } from 'vega-lite';

export type ChartSpec = TopLevelSpec;

type Libraries = [typeof import('vega-lite'), typeof import('vega')];
let libraries: Promise<Libraries> | undefined;

/** Renders the spec to SVG markup. */
export async function renderSvg(spec: ChartSpec): Promise<string> {
  libraries ??= Promise.all([import('vega-lite'), import('vega')]);
  const [vegaLite, vega] = await libraries;
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return withTitles(svg);
}

/** Adds a <title> child to each mark with an aria-label (vega writes a mark's description there). */
export function withTitles(svg: string): string {
  return svg.replace(/<(path|rect|circle|line|symbol)\b([^>]*?)\baria-label="([^"]*)"([^>]*?)\/>/g, '<$1$2aria-label="$3"$4><title>$3</title></$1>');
}
