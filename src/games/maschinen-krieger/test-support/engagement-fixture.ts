// Test support: an engagement set up from forces written in the test (the bundled catalogue's
// units, any lane), so the rule tests place units where a figure puts them and script the dice.
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import { MAX_FORCE_UNITS } from '../catalogue/force-file.js';
import { compileForces } from '../compile/compile.js';
import { maschinenKriegerSchemas, type MaschinenKriegerTables } from '../compile/tables.js';
import { Metric } from '../engage/metrics.js';
import { createEngagementState, resetEngagement, type EngagementState } from '../engage/state.js';
import type { Rng } from '../../../rng/rng.js';
import { viewTables } from '../../../kernel/table.js';
import { bundledMk } from './bundled.js';

export interface ForceSpec {
  readonly units: readonly { readonly unit: string; readonly pilot?: string; readonly hex?: number }[];
  readonly policy?: Readonly<Record<string, unknown>>;
}

/** The bundled catalogue with its standard lane replaced (terrain ids from side 0's end). */
export function withLane(hexes: readonly string[], catalogue: MaschinenKriegerCatalogue = bundledMk()): MaschinenKriegerCatalogue {
  return { ...catalogue, lanes: new Map([['standard', { name: 'test lane', hexes: [...hexes], sources: {} }]]) };
}

export const clearLane = (length: number) => Array.from({ length }, () => 'clear');

/** Forces a (side 0) and b (side 1) compiled and put on the lane; metrics zeroed, turn 1. */
export function engagement(a: ForceSpec, b: ForceSpec, catalogue: MaschinenKriegerCatalogue = withLane(clearLane(14)), turnLimit = 12): { s: EngagementState; t: MaschinenKriegerTables } {
  const files = [a, b].map((force, k) => ({ path: `force-${k}.yaml`, data: { name: `force ${k}`, units: force.units, ...(force.policy === undefined ? {} : { policy: force.policy }) } }));
  const compiled = compileForces(catalogue, files, () => ({ file: '', path: '', message: 'no references', rule: '' }));
  const t = viewTables(maschinenKriegerSchemas, compiled.rows as never, compiled.buffer) as MaschinenKriegerTables;
  const s = createEngagementState(t, turnLimit, new Float64Array(0));
  resetEngagement(s, 0, 1);
  s.metrics = new Float64Array(Metric.Count);
  s.turn = 1;
  return { s, t };
}

/** Uses the rng for the attacks that follow. */
export function rolling(s: EngagementState, rng: Rng): void {
  s.rng = rng;
}

/** The slot of side's k-th unit. */
export const slot = (side: number, k: number) => side * MAX_FORCE_UNITS + k;
