// The engagement's rulebook cases with scripted dice (spec 4.5), each placing units where the
// figure does on a lane of clear hexes (the bundled units: AFS laser 8, SAFS laser 9, PKA defense
// 2 with two PF rounds; the laser's +1 at 2 hexes is L186's). A script is read to its end, so an
// attack the rules do not allow (an extra defensive attack, a skipped usage roll) fails the test.
import { describe, expect, it } from 'vitest';
import { ScriptedRng } from '../../../rng/scripted.js';
import { MAX_UNIT_WEAPONS } from '../compile/tables.js';
import { clearLane, engagement, rolling, slot, withLane } from '../test-support/engagement-fixture.js';
import { answerEntry, unpinned } from './defensive.js';
import { canFire } from './fire.js';
import { Metric } from './metrics.js';
import { playPhase } from './phase.js';
import { FOREVER } from './state.js';

const dice = (...values: number[]) => new ScriptedRng(values.map((value) => ({ die: 6, value })));
/** Absolute lane hex to a side-1 start hex on the 14-hex lane. */
const far = (hex: number) => 13 - hex;

describe('defensive attacks (L190-201 [5.4])', () => {
  it('MK-E2 (L187, Fig. 3): the PKA answers the AFS at 2 hexes, not the SAFS at 4; not stacked, they cannot attack simultaneously', () => {
    const { s } = engagement(
      { units: [{ unit: 'afs', hex: 5 }, { unit: 'safs', hex: 3 }], policy: { attacks: 'simultaneous' } },
      { units: [{ unit: 'pka', hex: far(7) }] },
    );
    // AFS at 2: 8 + 1 - 2 = 7, (5,5) misses; the PKA's PF answers (6,6); SAFS at 4: 9 + 0 - 2 = 7, (5,5); no answer.
    const rng = dice(5, 5, 6, 6, 5, 5);
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect([s.metrics[Metric.Shots], s.metrics[Metric.DefensiveShots + 1]]).toEqual([2, 1]);
  });

  it('MK-E6 (L194, Fig. 4-5; L220 [7.2.4]): a PKA entering three hexes next to an AFS draws three separate attacks', () => {
    // A lane cannot draw Fig. 5's route, so the PKA is set down in each hex the figure enters, and the entry hook runs for each.
    const { s } = engagement({ units: [{ unit: 'afs', hex: 6 }] }, { units: [{ unit: 'pka', hex: far(9) }] });
    const pka = slot(1, 0);
    const rng = dice(5, 5, 5, 5, 5, 5); // 8 + 1 - 2 = 7 at one hex: each (5,5) misses
    rolling(s, rng);
    for (const hex of [7, 5, 7]) {
      s.hex[pka] = hex;
      answerEntry(s, pka);
    }
    expect(rng.remaining()).toBe(0);
    expect(s.metrics[Metric.DefensiveShots]).toBe(3);
  });

  it('MK-E7 (L195; L189 [5.3.4]): stacked AFS and SAFS attack together; the AFS kills, the SAFS still rolls for usage', () => {
    const { s } = engagement({ units: [{ unit: 'afs', hex: 5 }, { unit: 'safs', hex: 5 }], policy: { attacks: 'simultaneous' } }, { units: [{ unit: 'pka', hex: far(7) }] });
    const rng = dice(1, 1, 5, 6); // the double one destroys (L178); the SAFS's (5,6) drains its laser though the PKA is gone
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect(s.alive[slot(1, 0)]).toBe(0);
    expect(s.spentUntil[slot(0, 1) * MAX_UNIT_WEAPONS]).toBe(FOREVER);
    expect(s.metrics[Metric.LasersSpent]).toBe(1);
  });

  it('MK-E7 (L195, L196 [5.4.2]): if the PKA survives a simultaneous attack it answers one of the two, once', () => {
    const { s } = engagement({ units: [{ unit: 'afs', hex: 5 }, { unit: 'safs', hex: 5 }], policy: { attacks: 'simultaneous' } }, { units: [{ unit: 'pka', hex: far(7) }] });
    const rng = dice(5, 5, 5, 5, 6, 6); // both miss (7 and 8 to hit); one PF answer
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect(s.metrics[Metric.DefensiveShots + 1]).toBe(1);
  });

  it('MK-E7 and MK-D2 (L195, L196 [5.4.1]; L282 [11.2.4], L279 [11.2.5]): separate attacks draw an answer each; the second PF round leaves the PKA Arm. Disabled', () => {
    const { s } = engagement({ units: [{ unit: 'afs', hex: 5 }, { unit: 'safs', hex: 5 }], policy: { attacks: 'separate' } }, { units: [{ unit: 'pka', hex: far(7) }] });
    const rng = dice(5, 5, 6, 6, 5, 5, 6, 6);
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect(s.metrics[Metric.DefensiveShots + 1]).toBe(2);
    expect(s.metrics[Metric.AmmoOut + 1]).toBe(1);
    expect(canFire(s, slot(1, 0), 0)).toBe(0);
  });
});

describe('close quarters (L236-259 [9]) and infantry (L302-310 [14])', () => {
  it('MK-E9 (L258 [9.4.1-9.4.2]): 2 phasing units in a hex with 4 enemies pin 2; an immobilised one pins none', () => {
    const { s } = engagement({ units: [{ unit: 'afs', hex: 0 }, { unit: 'afs', hex: 0 }] }, { units: [0, 1, 2, 3].map(() => ({ unit: 'afs', hex: 0 })) });
    for (let k = 0; k < 2; k++) s.hex[slot(0, k)] = 6;
    for (let k = 0; k < 4; k++) s.hex[slot(1, k)] = 6;
    const free = () => [0, 1, 2, 3].filter((k) => unpinned(s, slot(1, k)) === 1).length;
    expect(free()).toBe(2);
    s.immobile[slot(0, 0)] = 1;
    expect(free()).toBe(3);
  });

  it('MK-E12 (L304 [14.2.2]): infantry charge 2 hexes along a road, not 4, and walk 1 when the enemy is farther', () => {
    const road = withLane(Array.from({ length: 14 }, () => 'road'));
    const squad = { units: [{ unit: 'inf-sq', hex: 2 }], policy: { closeQuarters: true } };
    const walk = engagement(squad, { units: [{ unit: 'afs', hex: 0 }] }, road).s;
    walk.hex[slot(1, 0)] = 6;
    rolling(walk, dice());
    playPhase(walk, 0); // 4 hexes away: a charge could reach on a road, but a charge is 2 hexes
    expect(walk.hex[slot(0, 0)]).toBe(3);

    const { s } = engagement(squad, { units: [{ unit: 'afs', hex: 0 }] }, road);
    s.hex[slot(1, 0)] = 4;
    // Entering hex 3 next to the AFS: laser 8 + 1 - 0 + 1 for the charge (L304 [14.2.3], K4) = 10, (5,5) hits; endurance
    // (6,6) does nothing; in the AFS's hex the squad's MG fires at 0 hexes: 3 + 1 - 1 = 3, (2,2) misses.
    const rng = dice(5, 5, 6, 6, 2, 2);
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect(s.hex[slot(0, 0)]).toBe(4);
    expect(s.charging[slot(0, 0)]).toBe(0);
    expect(s.metrics[Metric.CloseQuarters]).toBe(1);
  });

  it('MK-D5 (L259 [9.5]): a disarmed Type I unit fights unarmed in close quarters, hitting on 4 whatever the defense', () => {
    const { s } = engagement({ units: [{ unit: 'afs', hex: 6 }], policy: { closeQuarters: true } }, { units: [{ unit: 'pka', hex: 0 }] });
    s.disarmed[slot(0, 0)] = 1;
    s.hex[slot(1, 0)] = 6; // continuing close quarters in hex 6
    // The AFS, unarmed: (2,2) = 4 hits; endurance (1,2) = 3 on class B is D. The PKA answers in the same round: (6,6) misses.
    const rng = dice(2, 2, 1, 2, 6, 6);
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect(s.alive[slot(1, 0)]).toBe(0);
  });

  it('MK-D8 (L306 [14.3.2]): a broken squad stacked with an unbroken one in forest recovers even on a 6; in the open, alone, a 5 keeps it broken', () => {
    const forest = withLane(['forest', ...clearLane(13)]);
    const { s } = engagement({ units: [{ unit: 'inf-sq', hex: 0 }, { unit: 'inf-sq', hex: 0 }] }, { units: [{ unit: 'afs', hex: 0 }] }, forest);
    s.broken[slot(0, 0)] = 1;
    const rng = dice(6); // 6 - 1 (stacked) - 2 (forest) = 3 <= 4; then both squads walk a hex toward the AFS
    rolling(s, rng);
    playPhase(s, 0);
    expect(rng.remaining()).toBe(0);
    expect(s.broken[slot(0, 0)]).toBe(0);

    const open = engagement({ units: [{ unit: 'inf-sq', hex: 1 }] }, { units: [{ unit: 'afs', hex: 0 }] }).s;
    open.broken[slot(0, 0)] = 1;
    rolling(open, dice(5));
    playPhase(open, 0); // broken: it holds
    expect([open.broken[slot(0, 0)], open.hex[slot(0, 0)]]).toEqual([1, 1]);
  });
});

describe('the lane', () => {
  it('W units cannot enter water (L219 [7.1.8]): an AFS stops at the bank', () => {
    const { s } = engagement({ units: [{ unit: 'afs', hex: 0 }] }, { units: [{ unit: 'pka', hex: 0 }] }, withLane(['clear', 'clear', 'water', ...clearLane(11)]));
    rolling(s, dice());
    playPhase(s, 0);
    expect(s.hex[slot(0, 0)]).toBe(1);
  });
});
