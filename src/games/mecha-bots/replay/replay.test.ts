// Replayed arena duels read against the rules, not the engine's code: every shot's column is the
// hit-location roll or above it (the aim only adds, @curufea-damage), the bots never share a hex,
// each bot acts once a turn, the lighter first every turn (@curufea-main), and a duel with a winner
// ends on a shot that reached the brain. Also the simulation's winners (the conformance suite).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { battleGame } from '../../../cli/battle-game.js';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { resolveSettings } from '../../../kernel/settings.js';
import { mechaBotsBattle } from '../battle.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { compileBots, readingsOf } from '../compile/compile.js';
import { bundledMb } from '../test-support/bundled.js';
import { replayDuel } from './replay.js';

describe('replayed arena duels (brawler v sniper, 30 games)', () => {
  const catalogue = bundledMb();
  const compiled = compileBots(readingsOf(catalogue), geometryOf(catalogue), ['brawler', 'sniper'].map((name) => readDataFile(join(BUNDLED_DESIGNS, 'mecha-bots', 'bots', `${name}.yaml`))));
  const settings = resolveSettings(mechaBotsBattle.settings, 30, {}, 'mecha-bots');
  if (typeof settings === 'string') throw new Error(settings);

  it('shots, places, turn order and the end follow the rules', () => {
    let shots = 0;
    for (let index = 0; index < 30; index++) {
      const replay = replayDuel(compiled, 0, 1, battleGame(compiled, 0, 1, 13, index, 30), settings);
      const [header, ...events] = replay.events as Record<string, any>[];
      const lighter = (header?.['counters'][0] ?? 0) < (header?.['counters'][1] ?? 0) ? 'first' : (header?.['counters'][1] ?? 0) < (header?.['counters'][0] ?? 0) ? 'second' : undefined;
      const places: Record<string, number[]> = { first: [0, 0], second: [0, -6] };
      const actsByTurn = new Map<number, string[]>();
      for (const event of events) {
        if (event['event'] === 'act') actsByTurn.set(event['turn'], [...(actsByTurn.get(event['turn']) ?? []), event['bot']]);
        if (event['event'] === 'move') {
          places[event['bot']] = event['to'];
          expect(places['first']).not.toEqual(places['second']);
        }
        if (event['event'] === 'shot') {
          shots++;
          const [roll] = event['dice'];
          expect(event['column']).toBeGreaterThanOrEqual(roll);
          expect(event['column']).toBeLessThanOrEqual(9);
        }
      }
      for (const [, acts] of actsByTurn) {
        expect(new Set(acts).size).toBe(acts.length);
        if (lighter !== undefined) expect(acts[0]).toBe(lighter);
      }
      const end = events.at(-1) ?? {};
      const lastShot = events.filter((event) => event['event'] === 'shot').at(-1);
      if (end['winner'] !== null) expect([lastShot?.['brain'], lastShot?.['bot']]).toEqual([true, end['winner']]);
      expect(replay.frames.length).toBeGreaterThan(0);
    }
    expect(shots).toBeGreaterThan(60);
  });
});
