// cold: which line duel a battle scratch plays. `npm run build` writes duel-specialised.js beside
// the built duel.js (build/specialise-duel.mjs): the same duel code as one factory whose table
// columns and state arrays are consts, which V8 folds into constants (-20% instructions a duel,
// bench/README.md "Eighth session of issue 24"). V8 folds a closure's consts only while it is the
// only closure made at its site: a second factory call gives unfolded code slower than the plain
// duel (+9%). So the first duel scratch a process (or worker thread) makes gets the factory's
// fight, and any later one the plain fight; both play the same duels (duel-specialised.test.ts).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { KriegbotTables } from '../compile/tables.js';
import type { KriegbotState } from '../resolve/state.js';
import { fight } from './duel.js';

export type DuelFight = typeof fight;
export type MakeFight = (t: KriegbotTables, s: KriegbotState) => DuelFight;

/** The generated factory's file: absent when the code runs from its sources (vitest). */
export const SPECIALISED_DUEL = new URL('./duel-specialised.js', import.meta.url);

const makeFight: MakeFight | undefined = existsSync(fileURLToPath(SPECIALISED_DUEL))
  ? ((await import(SPECIALISED_DUEL.href)) as { makeFight: MakeFight }).makeFight
  : undefined;
let made = false;

/** The fight for a new scratch of tables t and state s: the specialised one the first time, else the plain one. */
export function duelFight(t: KriegbotTables, s: KriegbotState): DuelFight {
  if (makeFight === undefined || made) return fight;
  made = true;
  return makeFight(t, s);
}
