// Test support: does a source cite a rulebook line (directly or inside a cited range)?
import type { Provenance } from '../catalogue/provenance.js';

export function cites(provenance: Provenance | undefined, line: string): boolean {
  const wanted = Number(line.slice(1));
  return (provenance?.lines ?? []).some((cited) => {
    const match = /^L(\d+)(?:-(\d+))?(?: \[[\d.]+\])?$/.exec(cited); // a rule number may follow the line (L178 [5.1.2])
    if (match === null) return false;
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]) < first ? Number(`${String(first).slice(0, -String(match[2]).length)}${match[2]}`) : Number(match[2]);
    return wanted >= first && wanted <= last;
  });
}
