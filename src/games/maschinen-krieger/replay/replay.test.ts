// Replayed engagements read event by event against the rules, not the engine's code: every attack's
// dice give its result (2d6 summed against the attack target, L175 [5.1.1]; a double one that hits
// is D with no endurance roll, L178 [5.1.2]; otherwise the target's Armor Endurance row decides),
// every move is one hex, no unit acts after it is destroyed, and the winner is the survivor or the
// side with more OGP (L355). Also: the replayed games have the simulation's winners.
import { describe, expect, it } from 'vitest';
import { resolveBeside } from '../../../cli/load.js';
import { battleGame } from '../../../cli/battle-game.js';
import { resolveSettings } from '../../../kernel/settings.js';
import { enduranceResult } from '../catalogue/catalogue.js';
import { compileForces } from '../compile/compile.js';
import { maschinenKriegerBattle } from '../battle.js';
import { bundledForceFile, bundledMk } from '../test-support/bundled.js';
import { replayEngagement } from './replay.js';

const RESULT = { D: 'D', M: 'M', A: 'A', '-': 'no effect' } as const;

describe('replayed engagements (Strahl PKA section v Mercenary AFS patrol, 40 games)', () => {
  const catalogue = bundledMk();
  const compiled = compileForces(catalogue, [bundledForceFile('strahl-pka-section.yaml'), bundledForceFile('mercenary-afs-patrol.yaml')], resolveBeside);
  const settings = resolveSettings(maschinenKriegerBattle.settings, 12, {}, 'maschinen-krieger');
  if (typeof settings === 'string') throw new Error(settings);
  const games = Array.from({ length: 40 }, (_, index) => replayEngagement(compiled, 0, 1, battleGame(compiled, 0, 1, 21, index, 12), settings));

  it('every attack\'s dice give its result; moves are one hex; the destroyed do not act; the winner follows from the events', () => {
    let attacks = 0;
    for (const replay of games) {
      const [header, ...events] = replay.events as Record<string, any>[];
      const unitsById = new Map<string, { seat: string; name: string }>((header?.['units'] ?? []).map((unit: any) => [unit.id, unit]));
      const rowOf = (id: string) => {
        const unit = [...catalogue.units.values()].find((candidate) => candidate.name === unitsById.get(id)?.name);
        if (unit === undefined) throw new Error(`no unit ${id}`);
        return { row: catalogue.endurance.get(unit.endurance), vp: unit.vp };
      };
      const destroyed = new Set<string>();
      const scored = [new Set<string>(), new Set<string>()];
      for (const event of events) {
        if (event['event'] === 'move') expect(Math.abs(event['to'] - event['from'])).toBe(1);
        // (in close quarters both sides' results land together, L255 [9.3.2], so a unit hit there still attacks)
        if (event['event'] === 'move' || (event['event'] === 'attack' && event['closeQuarters'] !== true)) expect(destroyed.has(event['unit'] ?? event['attacker'])).toBe(false);
        if (event['event'] !== 'attack') continue;
        attacks++;
        const [first, second] = event['dice'];
        const sum = first + second;
        const target = event['attackTarget'];
        const hit = target >= 0 && sum <= target;
        if (!hit) {
          expect(event['result']).toBe('miss');
          expect(event['endurance']).toBeUndefined();
        } else if (first === 1 && second === 1) {
          expect([event['result'], event['endurance']]).toEqual(['D', undefined]);
        } else {
          const { row } = rowOf(event['target']);
          const [e1, e2] = event['endurance'];
          expect(event['result']).toBe(RESULT[enduranceResult(row!, e1 + e2)]);
        }
        if (event['targetAlreadyDestroyed'] === true) continue;
        if (event['result'] === 'D') destroyed.add(event['target']);
        if (['D', 'M', 'A'].includes(event['result'])) scored[unitsById.get(event['target'])?.seat === 'first' ? 1 : 0]?.add(event['target']);
      }
      const end = events.at(-1) ?? {};
      const ogp = scored.map((ids) => [...ids].reduce((sum, id) => sum + rowOf(id).vp, 0));
      expect(end['ogp']).toEqual(ogp);
      const left = ['first', 'second'].map((seat) => [...unitsById].filter(([id, unit]) => unit.seat === seat && !destroyed.has(id)).length);
      const expected = left[0] === 0 || left[1] === 0 ? (left[0] === 0 ? (left[1] === 0 ? null : 'second') : 'first') : ogp[0] === ogp[1] ? null : (ogp[0] ?? 0) > (ogp[1] ?? 0) ? 'first' : 'second';
      expect(end['winner']).toBe(expected);
    }
    expect(attacks).toBeGreaterThan(200);
  });

  it('draws the lane after every phase, with every standing unit in it', () => {
    const replay = games[0];
    expect(replay?.frames.length).toBeGreaterThan(2);
    expect(replay?.frames[0]).toMatch(/^turn 1, after the first player's phase\n\.\s+\.\s+F/);
  });
});
