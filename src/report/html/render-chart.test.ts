// Charts drawn at build time: the same spec gives the same SVG whatever was drawn before it in the
// process (vega's own ids come from a process-wide counter; localIds renames them), references
// follow their ids, and a mark's description becomes its tooltip.
import { describe, expect, it } from 'vitest';
import { localIds, renderSvg, withTitles, type ChartSpec } from './render-chart.js';

const heat: ChartSpec = {
  data: { values: [{ a: 'x', b: 'y', w: 0.3, t: 'x v y' }, { a: 'y', b: 'x', w: 0.7, t: 'y v x' }] },
  mark: 'rect',
  encoding: { x: { field: 'a', type: 'nominal' }, y: { field: 'b', type: 'nominal' }, color: { field: 'w', type: 'quantitative' }, description: { field: 't' } },
};

describe('renderSvg', () => {
  it('gives the same SVG for the same spec, before and after other charts are drawn, with ids named after the chart', async () => {
    const first = await renderSvg(heat, 'heat');
    await renderSvg(heat, 'other');
    await renderSvg(heat, 'other');
    expect(await renderSvg(heat, 'heat')).toBe(first);
    const ids = [...first.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.length).toBeGreaterThan(0); // the colour legend's gradient
    expect(ids.every((id) => id?.startsWith('heat-'))).toBe(true);
    for (const [, ref] of first.matchAll(/url\(#([^)]+)\)/g)) expect(ids).toContain(ref);
    expect(first).toContain('<title>x v y</title>');
  });
});

describe('localIds and withTitles', () => {
  it('renames every id in order of appearance with its references, and leaves other text alone', () => {
    const svg = '<defs><linearGradient id="gradient_7"/><clipPath id="clip3"/></defs><path fill="url(#gradient_7)" clip-path="url(#clip3)"/><use href="#clip3"/>';
    expect(localIds(svg, 'c')).toBe('<defs><linearGradient id="c-1"/><clipPath id="c-2"/></defs><path fill="url(#c-1)" clip-path="url(#c-2)"/><use href="#c-2"/>');
    expect(localIds('<path d="M0"/>', 'c')).toBe('<path d="M0"/>');
  });

  it('gives a described mark a <title> child (a tooltip without script)', () => {
    expect(withTitles('<path aria-label="A v B: 0.6" role="graphics-symbol" d="M0"/>')).toBe('<path aria-label="A v B: 0.6" role="graphics-symbol" d="M0"><title>A v B: 0.6</title></path>');
    expect(withTitles('<path class="background" d="M0"/>')).toBe('<path class="background" d="M0"/>');
  });
});
