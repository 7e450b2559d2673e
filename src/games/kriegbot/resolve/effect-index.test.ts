// The per-robot effect index (compile.ts effectIndex): the hooks loop over one type's effects from
// firstEffectOf to endEffectOf, so every effect of that type must lie in that range, the range must
// start and end on one, and a robot without the type must get an empty range; hasEffect (the unit's
// copy of its row's effect-type bits) must say whether it has the type at all.
import { describe, expect, it } from 'vitest';
import { randomLoadouts } from '../../../test-support/random-loadouts.js';
import { EFFECT_TYPES } from '../compile/codes.js';
import { createState } from './state.js';
import { endEffectOf, firstEffectOf, hasEffect, resetRobot } from './units.js';

describe('effect index', () => {
  it('brackets each type\'s effects of each robot, on random loadouts of every template', () => {
    const { t, count } = randomLoadouts(7, 6);
    let checked = 0;
    const s = createState();
    for (let r = 0; r < count; r++) {
      resetRobot(t, s, 0, r); // hasEffect reads the unit's copy of its row's effect types
      const first = t.robot.firstEffect[r]!;
      const end = first + t.robot.effectCount[r]!;
      for (let type = 0; type < EFFECT_TYPES.length; type++) {
        const rows: number[] = [];
        for (let e = first; e < end; e++) if (t.effect.type[e] === type) rows.push(e);
        const from = firstEffectOf(t, r, type);
        const to = endEffectOf(t, r, type);
        expect(hasEffect(s, 0, type), `robot ${r}, ${EFFECT_TYPES[type]}: has it`).toBe(rows.length > 0);
        if (rows.length === 0) {
          expect(to <= from, `robot ${r}, ${EFFECT_TYPES[type]}: an empty range`).toBe(true);
          continue;
        }
        expect([from, to], `robot ${r}, ${EFFECT_TYPES[type]}`).toEqual([rows[0], rows[rows.length - 1]! + 1]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(50); // robots with cards of some type were seen
  });

  it('has no more effect types than robot.effectTypes (an Int32Array) has bits', () => {
    expect(EFFECT_TYPES.length).toBeLessThanOrEqual(32);
  });
});
