// The generated specialisation of the line duel (build/specialise-duel.mjs, issue 24) plays the
// same duels as the plain fight, event for event, on random loadouts of every template; and a
// process specialises only its first duel scratch. It reads the built code: `npm test` builds first.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loggedDuels } from '../../../test-support/logged-duels.js';
import { randomLoadouts } from '../../../test-support/random-loadouts.js';
import { createState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import { fight } from './duel.js';
import type { DuelFight, MakeFight } from './specialised.js';

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

  it('is made for the first duel scratch of a process only', async () => {
    const { duelFight } = await built<{ duelFight: (t: KriegbotTables, s: ReturnType<typeof createState>) => DuelFight }>('specialised.js');
    const { fight: builtPlain } = await built<{ fight: DuelFight }>('duel.js');
    const { t } = randomLoadouts(1, 1);
    const first = duelFight(t, createState());
    expect(first).not.toBe(builtPlain);
    expect(duelFight(t, createState())).toBe(builtPlain);
  });
});
