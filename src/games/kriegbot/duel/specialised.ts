// cold: which line duel a battle scratch plays. `npm run build` writes duel-specialised.js beside
// the built duel.js (build/specialise-duel.mjs): the same duel code as one factory whose table
// columns and state arrays are consts, which V8 folds into constants (-20% instructions a duel,
// bench/README.md "Eighth session of issue 24"). V8 folds a closure's consts only while it is the
// only closure made at its site: a second factory call gives unfolded code slower than the plain
// duel (+9%). So a process (or worker thread) makes the factory's fight once, for the first tables
// it plays duels on, and keeps it with its state for any later scratch of tables with the same
// contents (a runner sends the same designs again as a new compiled set for each run); other
// tables get the plain fight. Both play the same duels (duel-specialised.test.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KriegbotTables } from '../compile/tables.js';
import { createState, type KriegbotState } from '../resolve/state.js';
import { fight } from './duel.js';

export type DuelFight = typeof fight;
export type MakeFight = (t: KriegbotTables, s: KriegbotState) => DuelFight;

/** A line duel's state and the fight that plays it; the specialised fight only ever plays its own state. */
export interface DuelKernel {
  readonly state: KriegbotState;
  readonly fight: DuelFight;
}

/** The generated factory's file: absent when the code runs from its sources (vitest). */
export const SPECIALISED_DUEL = new URL('./duel-specialised.js', import.meta.url);

const makeFight: MakeFight | undefined = existsSync(fileURLToPath(SPECIALISED_DUEL))
  ? ((await import(SPECIALISED_DUEL.href)) as { makeFight: MakeFight }).makeFight
  : undefined;
let made: (DuelKernel & { readonly tables: KriegbotTables }) | undefined;

/**
 * The state and fight for a new duel scratch of tables t: the specialised ones, shared, when t is
 * the first tables of this process or has the same contents; else a new state and the plain fight.
 * A shared state is safe because fights never overlap, and the caller sets the run's settings on
 * the state before each fight (battle.ts).
 */
export function duelKernel(t: KriegbotTables): DuelKernel {
  if (makeFight === undefined) return { state: createState(), fight };
  if (made === undefined) {
    const state = createState();
    made = { tables: t, state, fight: makeFight(t, state) };
  }
  return sameTables(made.tables, t) ? made : { state: createState(), fight };
}

type Columns = Record<string, Record<string, ArrayBufferView>>;

/** The same layout (every column's offset and length: the same row counts) and the same bytes. */
function sameTables(a: KriegbotTables, b: KriegbotTables): boolean {
  if (a === b) return true;
  const x = a as unknown as Columns;
  const y = b as unknown as Columns;
  for (const table of Object.keys(x)) {
    for (const column of Object.keys(x[table]!)) {
      const p = x[table]![column]!;
      const q = y[table]![column]!;
      if (p.byteOffset !== q.byteOffset || p.byteLength !== q.byteLength) return false;
    }
  }
  return Buffer.from(a.robot.order.buffer).equals(Buffer.from(b.robot.order.buffer)); // every column views one buffer (kernel/table.ts)
}
