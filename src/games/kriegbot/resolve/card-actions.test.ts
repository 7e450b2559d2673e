// Expansion cards used for a defense or attack action (L569-577), scripted where dice matter.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { arena, fullRobot } from '../../../test-support/arena.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { AttackFlag, NOT_ALLOWED, useAttack } from './attack.js';
import { detonateLimpet, shedSkin, useRectenna } from './card-actions.js';
import { Movement, Status } from '../compile/codes.js';
import { UnitFlag, UnitKind } from '../scenario/scenario-game.js';
import { usePod } from '../scenario/scenario-cards.js';
import { flyDrones, launchUav, spottedByUav } from '../scenario/scenario-uav.js';
import { takeMapAttacks } from '../scenario/scenario-attack.js';
import { markSimple } from './damage.js';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { damageOn, deploy } from '../scenario/scenario-setup.js';

const expansion = { expansion: true };

/** A green expansion team of one Robocar (the bundled Dynamo's cards) with this card in its cupola. */
function robocarTeam(cupola: string, primary = 'free-electron-laser') {
  const robot = { name: 'Carrier', template: 'robocar', policy: 'balanced', expansion: true, weapons: { primary, secondary: 'electrolaser' }, systems: { chassis: 'superconductors', cupola, cockpit: 'ace-pilot' }, skin: 'active-camouflage', core: 'ultracapacitor' };
  return { path: `${cupola}-team.yaml`, data: { name: `${cupola} team`, colour: 'green', expansion: true, robots: [robot] } };
}

describe('expansion cards', () => {
  it('MAD Sensor: for its defense action it paints a robot that makes an overcharged attack on it, not a plain one (L573)', () => {
    const { t, s, attack } = arena([
      fullRobot('robotank', { primary: 'electrolaser', core: 'ultracapacitor' }, expansion),
      fullRobot('robocar', { cupola: 'mad-sensor', core: 'mhd-generator' }, expansion),
    ]);
    const laser = attack(0, 'electrolaser');
    s.energy[0] = 4;
    useAttack(t, s, new ScriptedRng([0, 0, 0]), 0, laser, 1, 2, 0); // plain: 3 dice at range 2
    expect([s.painted[0], s.defenseActions[1]]).toEqual([0, 1]);
    s.attackActions[0] = 1;
    useAttack(t, s, new ScriptedRng([0, 0, 0, 0]), 0, laser, 1, 2, AttackFlag.Overcharge); // overcharged: one die more
    expect([s.painted[0], s.defenseActions[1]]).toEqual([1, 0]);
  });

  it('Exo-Disposable Skin: shedding it removes a limpet mine first, else the paint; the skin is gone (L571)', () => {
    const { t, s } = arena([fullRobot('robocar', {}, { ...expansion, skin: 'exo-disposable-skin' })]);
    expect(shedSkin(t, s, 0)).toBe(0); // nothing to shed
    s.painted[0] = 1;
    s.limpets[0] = 2;
    expect(shedSkin(t, s, 0)).toBe(1);
    expect([s.limpets[0], s.painted[0], s.skin[0], s.defenseActions[0]]).toEqual([1, 1, 0, 0]);
    s.defenseActions[0] = 1;
    expect(shedSkin(t, s, 0)).toBe(0); // no skin left
  });

  it('Rectenna: for the defense action the core gains a step, never above full (L577)', () => {
    const { t, s } = arena([fullRobot('helibot', { 'right-pylon': 'rectenna', core: 'mhd-generator' }, expansion)]);
    const full = t.robot.energy[0] ?? 0;
    expect(useRectenna(t, s, 0)).toBe(0); // full already
    s.energy[0] = 1;
    expect(useRectenna(t, s, 0)).toBe(1);
    expect([s.energy[0], s.defenseActions[0]]).toEqual([2, 0]);
    expect(full).toBeGreaterThan(2);
  });

  it('Limpet Mines: a hit sticks a mine and paints the robot; the owner detonates it for a defense action, for the card\'s damage (L571)', () => {
    const { t, s, attack } = arena([fullRobot('spiderbot', { primary: 'limpet-mines' }, expansion), fullRobot('robocar', {}, expansion)]);
    s.movement[1] = Movement.Reboot; // base silhouette 1
    useAttack(t, s, new ScriptedRng([4, 4, 4]), 0, attack(0, 'limpet-mines'), 1, 1, 0);
    expect([s.limpets[1], s.painted[1]]).toEqual([1, 1]);
    const before = damageOn(s, 1);
    expect(detonateLimpet(t, s, new Rng(1, 0), 0, 1)).toBe(1);
    expect([damageOn(s, 1) - before, s.limpets[1], s.painted[1], s.defenseActions[0]]).toEqual([2, 0, 0, 0]);
  });

  it('Infantry Pod: when an enemy robot comes within three hexes, a footsoldier and a motorized tent bail out beside the robot, once (L569)', () => {
    const { t, s, g } = scenarioBench('showdown', { green: robocarTeam('infantry-pod') });
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const before = s.units;
    s.attackActions[0] = 1;
    expect(usePod(t, g, s, 0)).toBe(false); // the enemy is far off
    s.cell[1] = (s.cell[0] ?? 0) + 2 * g.map.width; // an enemy two rows away
    expect(usePod(t, g, s, 0)).toBe(true);
    expect(s.units - before).toBe(2);
    expect([s.kind[before], s.kind[before + 1]]).toEqual([UnitKind.Infantry, UnitKind.Infantry]);
    expect(((s.flags[0] ?? 0) & UnitFlag.PodEmpty) !== 0).toBe(true);
    s.attackActions[0] = 1;
    expect(usePod(t, g, s, 0)).toBe(false); // empty
  });
});

describe('the UAV (L585)', () => {
  it('launched for the attack action: silhouette 6, always painted; it flies to watch the enemy, who take no Painted marker (L129); its damage goes to the card, and it is gone with the card', () => {
    const { t, s, g } = scenarioBench('showdown', { green: robocarTeam('uav'), map: readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'maps', 'open-field.yaml')) });
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    s.attackActions[0] = 1;
    expect(launchUav(t, g, s, 0)).toBe(true);
    const drone = s.units - 1;
    expect([s.kind[drone], s.simpleSilhouette[drone], s.painted[drone], s.attackActions[0]]).toEqual([UnitKind.Drone, 6, 1, 0]);
    s.attackActions[0] = 1;
    expect(launchUav(t, g, s, 0)).toBe(false); // one UAV
    flyDrones(t, g, s);
    expect([spottedByUav(t, g, s, 1), spottedByUav(t, g, s, 2), spottedByUav(t, g, s, 0)]).toEqual([true, true, false]); // the open field hides no enemy
    expect([s.painted[1], s.painted[2]]).toEqual([0, 0]); // treated as painted for line of sight only (L129)
    markSimple(s, drone, 1);
    flyDrones(t, g, s);
    const card = (s.hostSlot[drone] ?? 0);
    expect(s.damage[0 * 8 + card]).toBe(1);
    markSimple(s, drone, 1);
    flyDrones(t, g, s);
    expect([s.status[drone], s.destroyed[0 * 8 + card]]).toEqual([Status.Destroyed, 1]);
  });
});

describe('"treated as painted" is for line of sight only (L129)', () => {
  it('a robot an enemy UAV sees is a Rocket Pod\'s target over woods (L585, A17); without the UAV it is hidden', () => {
    // Default map: column 2 has woods in rows 1-3, so the line from (2, 0) down to (2, 4) runs through them.
    const { t, s, g } = scenarioBench('showdown', { green: robocarTeam('uav', 'rocket-pod') });
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const at = (column: number, row: number) => row * g.map.width + column;
    const target = 1;
    for (let v = 1; v < g.robots; v++) s.cell[v] = v === target ? at(2, 4) : -1;
    s.cell[0] = at(2, 0);
    s.dir[0] = 3; // facing south, down the column
    s.attackActions[0] = 1;
    expect(launchUav(t, g, s, 0)).toBe(true);
    const drone = s.units - 1;
    s.cell[drone] = at(4, 4); // it sees the target across clear ground
    expect(spottedByUav(t, g, s, target)).toBe(true);
    expect(s.painted[target]).toBe(0);
    s.attackActions[0] = 1;
    takeMapAttacks(t, g, s, new Rng(2, 0), 0);
    expect(s.attackActions[0]).toBe(0); // the Rocket Pod fired over the woods

    s.cell[drone] = -1; // no UAV: the woods hide the target
    expect(spottedByUav(t, g, s, target)).toBe(false);
    s.attackActions[0] = 1;
    takeMapAttacks(t, g, s, new Rng(2, 0), 0);
    expect(s.attackActions[0]).toBe(1);
  });

  it('a flag carrier is attacked "as if painted" (L400), so it is no Guided Missile target while it stands still (L341, L129)', () => {
    const { t, s, attack } = arena([fullRobot('robotank', { primary: 'guided-missile' }), fullRobot('robocar', {})]);
    const missile = attack(0, 'guided-missile');
    s.flagCarrier = 1;
    s.movement[1] = Movement.Maneuver;
    expect(useAttack(t, s, new ScriptedRng([]), 0, missile, 1, 4, 0)).toBe(NOT_ALLOWED);
    s.painted[1] = 1;
    expect(useAttack(t, s, new ScriptedRng([1, 1]), 0, missile, 1, 4, 0)).toBeGreaterThanOrEqual(0);
  });
});
