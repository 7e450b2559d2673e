// cold: a vega-lite spec rendered to an SVG string at build time, with no browser (vega's own SVG
// renderer; the same spec gives the same SVG on every run). Marks that carry a description get a
// <title> as well, so a reader's pointer shows it as a tooltip without any script in the page.
// vega and vega-lite load on the first chart, so commands that draw none do not pay for them.
import type { TopLevelSpec } from 'vega-lite';

export type ChartSpec = TopLevelSpec;

type Libraries = [typeof import('vega-lite'), typeof import('vega')];
let libraries: Promise<Libraries> | undefined;

/** Renders the spec to SVG markup; its element ids are named after the chart (see localIds). */
export async function renderSvg(spec: ChartSpec, name: string): Promise<string> {
  libraries ??= Promise.all([import('vega-lite'), import('vega')]);
  const [vegaLite, vega] = await libraries;
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  const svg = await view.toSVG();
  view.finalize();
  return localIds(withTitles(svg), name);
}

/**
 * vega numbers the ids it gives gradients and clip paths (gradient_0, clip3 ...) from a counter
 * that runs for the whole process, so the same chart would get other ids after other charts had
 * been drawn, and two charts on a page could share one. Each id becomes NAME-1, NAME-2 ... in order
 * of first appearance, with every reference to it: the same SVG whatever was drawn before.
 */
export function localIds(svg: string, name: string): string {
  const ids = new Map<string, string>();
  for (const match of svg.matchAll(/\bid="([^"]+)"/g)) {
    const id = match[1] ?? '';
    if (!ids.has(id)) ids.set(id, `${name}-${ids.size + 1}`);
  }
  if (ids.size === 0) return svg;
  return svg.replace(/\bid="([^"]+)"|url\(#([^)]+)\)|href="#([^"]+)"/g, (whole: string, id?: string, url?: string, href?: string) => {
    if (id !== undefined) return `id="${ids.get(id) ?? id}"`;
    if (url !== undefined) return `url(#${ids.get(url) ?? url})`;
    if (href !== undefined) return `href="#${ids.get(href) ?? href}"`;
    return whole;
  });
}

/** Adds a <title> child to each mark with an aria-label (vega writes a mark's description there). */
export function withTitles(svg: string): string {
  return svg.replace(/<(path|rect|circle|line|symbol)\b([^>]*?)\baria-label="([^"]*)"([^>]*?)\/>/g, '<$1$2aria-label="$3"$4><title>$3</title></$1>');
}
