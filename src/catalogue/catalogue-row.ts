// types: one catalogue value with its provenance, as `botlab cards` lists it.
import type { ProvenanceKind } from './provenance.js';

export interface CatalogueRow {
  /** `template`, `weapon`, `system`, `skin`, `core`, `pool` or `policy`. */
  readonly section: string;
  readonly id: string;
  readonly name: string;
  readonly set: string;
  /** Field path inside the entry, e.g. `functions[0].attack.range[1][1]`. */
  readonly field: string;
  readonly value: string;
  readonly provenance: ProvenanceKind;
  /** Rulebook lines cited, then other documents, space separated (`L216 L219 @curufea-damage`), or ''. */
  readonly lines: string;
  readonly note: string;
}
