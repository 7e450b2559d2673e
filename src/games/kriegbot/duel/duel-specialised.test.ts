// The generated specialisation of the line duel (build/specialise-duel.mjs, issue 24) plays the
// same duels as the plain fight, event for event, on random loadouts of every template; a process
// makes it once and keeps it for tables of the same contents; scratches that share it keep their
// settings. It reads the built code: `npm test` builds first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loggedDuels } from '../../../test-support/logged-duels.js';
import { randomLoadouts } from '../../../test-support/random-loadouts.js';
import { createState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import { fight } from './duel.js';
import type { DuelFight, DuelKernel, MakeFight } from './specialised.js';
import type { Battle } from '../../../kernel/ruleset.js';
import { Rng } from '../../../rng/rng.js';

const BUILT = new URL('../../../../dist/games/kriegbot/duel/', import.meta.url);

async function built<T>(file: string): Promise<T> {
  const url = new URL(file, BUILT);
  expect(existsSync(fileURLToPath(url)), `${fileURLToPath(url)} is missing: run npm run build first`).toBe(true);
  return (await import(url.href)) as T;
}

describe('the specialised line duel (issue 24)', () => {
  it('plays the same duels as the plain fight on random loadouts of every template', async () => {
    const { makeFight } = await built<{ makeFight: MakeFight }>('duel-specialised.js');
    for (const seed of [11, 12, 13, 14]) {
      const { t, count } = randomLoadouts(seed, 4);
      const plain = loggedDuels(t, count, seed, createState(), fight, 8);
      const state = createState();
      const specialised = loggedDuels(t, count, seed, state, makeFight(t, state), 8);
      expect(specialised.length).toBe(plain.length);
      expect(plain.some((duel) => duel[0] !== plain[0]![0])).toBe(true); // not every duel the same
      for (let i = 0; i < plain.length; i++) expect(specialised[i], `seed ${seed}, duel ${i}`).toEqual(plain[i]);
    }
  });

  it('refuses a generator with faces of its own (scripted dice), which its rolls on the saved state would skip', async () => {
    const { makeFight } = await built<{ makeFight: MakeFight }>('duel-specialised.js');
    const { ScriptedRng } = await built<{ ScriptedRng: new (script: number[]) => Rng }>('../../../rng/scripted.js');
    const { t } = randomLoadouts(3, 2);
    const state = createState();
    const specialised = makeFight(t, state);
    expect(() => specialised(t, 0, 1, new ScriptedRng([0, 1, 2]), state, new Float64Array(2))).toThrow(/rolls an Rng's own faces, not those of ScriptedRng/);
  });

  it('is made once a process, for its first tables, and kept for tables with the same contents', async () => {
    const { duelKernel } = await built<{ duelKernel: (t: KriegbotTables) => DuelKernel }>('specialised.js');
    const { fight: builtPlain } = await built<{ fight: DuelFight }>('duel.js');
    const first = randomLoadouts(1, 1).t;
    const again = randomLoadouts(1, 1).t; // compiled anew: other arrays, the same contents
    const made = duelKernel(first);
    expect(made.fight).not.toBe(builtPlain);
    expect(again).not.toBe(first);
    expect(duelKernel(again)).toBe(made);
    const other = duelKernel(randomLoadouts(2, 1).t);
    expect(other.fight).toBe(builtPlain);
    expect(other.state).not.toBe(made.state);
  });

  it('plays each scratch with its own settings when two scratches share the specialised state', async () => {
    const { kriegbotBattle } = await built<{ kriegbotBattle: Battle }>('../battle.js');
    const { t } = randomLoadouts(1, 1);
    const count = 6;
    const scratches = [
      { t, settings: { turnCap: 30, values: { startRange: 3 } }, seed: 5 },
      { t: randomLoadouts(1, 1).t, settings: { turnCap: 12, values: { startRange: 20 } }, seed: 6 },
    ].map(({ t: tables, settings, seed }) => ({ tables, settings, seed, rng: new Rng(seed, 2), scratch: kriegbotBattle.createScratch(tables, settings, new Float64Array(0)) }));
    expect((scratches[0]!.scratch as { state: unknown }).state).toBe((scratches[1]!.scratch as { state: unknown }).state);
    const metrics = new Float64Array(2);
    const played: number[][] = [[], []];
    for (let game = 0; game < 40; game++) {
      for (const [i, { tables, rng, scratch }] of scratches.entries()) { // interleaved
        played[i]!.push(kriegbotBattle.fight(tables, game % count, (game + 1) % count, rng, scratch, metrics), metrics[0]!);
      }
    }
    for (const [i, { tables, settings, seed }] of scratches.entries()) {
      const s = createState();
      s.startRange = settings.values.startRange;
      s.turnCap = settings.turnCap;
      const rng = new Rng(seed, 2);
      const alone: number[] = [];
      for (let game = 0; game < 40; game++) alone.push(fight(tables, game % count, (game + 1) % count, rng, s, metrics), metrics[0]!);
      expect(played[i], `scratch ${i}`).toEqual(alone);
    }
  });
});
