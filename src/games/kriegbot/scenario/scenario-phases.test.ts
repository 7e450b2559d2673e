// Rules of a scenario turn that games broke, found by refereeing logged games: a robot that has
// left the map is out of play, and a robot that landed by insertion reentry took no Move option.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { MAX_SLOTS, Movement, Status } from '../compile/codes.js';
import { UnitFlag } from './scenario-game.js';
import { chooseBiped, markOccupied, takeMapMovement } from './scenario-move.js';
import { deploy } from './scenario-setup.js';
import { statusPhases } from './scenario.js';
import { maxSpeed, refreshSlots } from '../resolve/units.js';

describe('the status phase (L288-296) and leaving the map (L361)', () => {
  it('a robot that fled burns no more: no fire roll, no damage off the map', () => {
    const { t, s, g } = scenarioBench('capture-the-flag');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const u = 0;
    s.onFire[u] = 1;
    s.cell[u] = -1; // off its own edge
    s.flags[u] = (s.flags[u] ?? 0) | UnitFlag.Fled;
    g.order[0] = u;
    g.orderLength = 1;
    const dice = new ScriptedRng([1]);
    statusPhases(t, g, s, dice);
    expect([dice.remaining(), [...s.damage.slice(0, 8)].every((marks) => marks === 0), s.status[u]]).toEqual([1, true, Status.Active]);
  });

  it('a robot on the map still burns: a roll of 1 damages location 1 (L290)', () => {
    const { t, s, g } = scenarioBench('capture-the-flag');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    s.onFire[0] = 1;
    g.order[0] = 0;
    g.orderLength = 1;
    const dice = new ScriptedRng([1]);
    statusPhases(t, g, s, dice);
    expect([dice.remaining(), [...s.damage.slice(0, 8)].reduce((sum, marks) => sum + marks, 0)]).toEqual([0, 1]);
  });

  it('an abandoned robot powers down like any robot (L294), but takes no fire roll', () => {
    const { t, s, g } = scenarioBench('capture-the-flag');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const u = 0;
    s.status[u] = Status.BailedOut; // it lies abandoned on the map (L59)
    s.poweredUp[u] = 1;
    s.onFire[u] = 1;
    g.order[0] = u;
    g.orderLength = 1;
    const dice = new ScriptedRng([1]);
    statusPhases(t, g, s, dice);
    expect([s.poweredUp[u], dice.remaining()]).toEqual([0, 1]); // before, it stayed powered up for a pilot who boarded it later
  });
});

describe('insertion reentry (L528) and the biped walk (L159)', () => {
  it('a Rocketbot that landed this turn has had its movement and does not walk as a biped', () => {
    const { t, s, g } = scenarioBench('beachhead');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const [rocketbot, enemy] = [0, 3]; // the green Striker, in orbit, and a yellow robot
    for (let v = 0; v < g.robots; v++) if (v !== rocketbot && v !== enemy) s.cell[v] = -1;
    s.flags[rocketbot] = (s.flags[rocketbot] ?? 0) & ~UnitFlag.Inbound;
    s.cell[rocketbot] = 0; // the corner hex [0, 0], out of the enemy's sight at [5, 2], within its preferred range
    s.cell[enemy] = 2 * g.map.width + 5;
    s.movement[rocketbot] = Movement.Maneuver; // landed: its movement this turn (L528)
    chooseBiped(t, g, s, rocketbot);
    expect(s.biped[rocketbot]).toBe(0);
    s.movement[rocketbot] = Movement.NotYet; // before its movement, in the same place, it walks
    chooseBiped(t, g, s, rocketbot);
    expect(s.biped[rocketbot]).toBe(1);
  });
});

describe('the biped walk is a Move (L75, L159)', () => {
  it('a Rocketbot that switched to biped status walks: it neither reboots by choice nor powers up', () => {
    const { t, s, g } = scenarioBench('showdown');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const rocketbot = 0; // the green Striker
    expect(t.robot.bipedSpeed[s.robot[rocketbot] ?? 0]).toBeGreaterThan(0);
    s.biped[rocketbot] = 1; // chosen at the start of the movement phase: it moves last
    for (const slot of [2, 3]) s.disabled[rocketbot * 8 + slot] = 1; // two items out: the policy would reboot (rebootAt 2)
    refreshSlots(s, rocketbot);
    takeMapMovement(t, g, s, new Rng(1, 0), rocketbot);
    expect([s.movement[rocketbot], s.biped[rocketbot]]).toEqual([Movement.Move, 1]);
  });
});

describe('stacking (L183): a robot may not end its move in another robot\'s hex, an abandoned one included (L59)', () => {
  const occupiedAfter = (scenario: string, status: number) => {
    const { t, s, g } = scenarioBench(scenario);
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    s.status[1] = status;
    markOccupied(t, g, s, 0);
    return g.map.reach.occupied[s.cell[1] ?? 0];
  };

  it('a robot whose pilot bailed out, or was killed, still fills its hex', () => {
    expect([occupiedAfter('showdown', Status.Active), occupiedAfter('showdown', Status.BailedOut), occupiedAfter('showdown', Status.PilotKilled)]).toEqual([1, 1, 1]);
  });

  it('a robot that blew up does not, nor one a crypto marker replaced (L407)', () => {
    expect([occupiedAfter('showdown', Status.CoreDestroyed), occupiedAfter('crypto-capture-the-flag', Status.PilotKilled), occupiedAfter('crypto-capture-the-flag', Status.BailedOut)]).toEqual([0, 0, 1]);
  });
});

describe('ramming (L310): the collision costs one movement point', () => {
  const ramFrom = (gap: (speed: number) => number) => {
    // Kill the Human: no robot may flee (L377), so one with nothing to shoot with rams.
    const { t, s, g } = scenarioBench('kill-the-human', { map: readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'maps', 'open-field.yaml')) });
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const [rammer, victim] = [0, 2]; // the green Striker (Rocketbot) and the slower yellow Weaver (Spiderbot)
    for (let v = 0; v < g.robots; v++) if (v !== rammer && v !== victim) s.cell[v] = -1;
    const r = s.robot[rammer] ?? 0;
    for (let k = t.robot.firstAttack[r] ?? 0; k < (t.robot.firstAttack[r] ?? 0) + (t.robot.attackCount[r] ?? 0); k++) s.destroyed[rammer * MAX_SLOTS + (t.attack.slot[k] ?? 0)] = 1; // nothing left to shoot with
    refreshSlots(s, rammer);
    const speed = maxSpeed(t, s, rammer);
    expect(maxSpeed(t, s, victim)).toBeLessThan(speed);
    s.cell[rammer] = 2 * g.map.width + 7;
    s.dir[rammer] = 3; // facing south, straight at the victim
    s.cell[victim] = (2 + gap(speed)) * g.map.width + 7;
    takeMapMovement(t, g, s, new ScriptedRng([1]), rammer);
    return s.movement[rammer] === Movement.MoveStrafe;
  };

  it('a victim `speed` hexes ahead can be rammed: the rammer moves speed - 1 and collides', () => {
    expect(ramFrom((speed) => speed)).toBe(true);
  });

  it('a victim `speed + 1` hexes ahead cannot: reaching it would take one point more', () => {
    expect(ramFrom((speed) => speed + 1)).toBe(false);
  });
});

describe('the end of the movement phase: paint washing (L185) and the Hoverbot\'s reface (L89)', () => {
  /** Showdown with a Hoverbot whose weapons fire forward (the Saucer with Chaff for its Radar) on the river at [3, 9], facing north, an enemy dead astern at [3, 13], the others off the map. */
  const onTheRiver = () => {
    const saucer = { name: 'Saucer', template: 'hoverbot', policy: 'balanced', weapons: { primary: 'emp-blaster', secondary: 'particle-beam-accelerator' }, systems: { skirt: 'explosive-capacitor', turret: 'chaff', cockpit: 'holo-blur' }, skin: 'chameleon-skin' };
    const green = { path: 'green-hoverbot.yaml', data: { name: 'Hoverbot', colour: 'green', robots: [saucer] } };
    const { t, s, g } = scenarioBench('showdown', { green });
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const unit = 0;
    const enemy = 1;
    expect(t.robot.freeReface[s.robot[unit] ?? 0]).toBe(1);
    for (let v = 0; v < g.robots; v++) if (v !== unit && v !== enemy) s.cell[v] = -1;
    s.cell[unit] = 9 * g.map.width + 3;
    s.dir[unit] = 0;
    s.cell[enemy] = 13 * g.map.width + 3;
    for (const slot of [0, 2]) s.disabled[unit * MAX_SLOTS + slot] = 1; // two items out: it reboots (rebootAt 2)
    refreshSlots(s, unit);
    return { t, s, g, saucer: unit, enemy };
  };

  it('a Hoverbot that reboots in water loses Painted and On Fire', () => {
    const { t, s, g, saucer } = onTheRiver();
    s.painted[saucer] = 1;
    s.onFire[saucer] = 1;
    takeMapMovement(t, g, s, new Rng(1, 0), saucer);
    expect([s.movement[saucer], s.painted[saucer], s.onFire[saucer]]).toEqual([Movement.Reboot, 0, 0]);
  });

  it('a Hoverbot that reboots turns to face the enemy astern', () => {
    const { t, s, g, saucer } = onTheRiver();
    takeMapMovement(t, g, s, new Rng(1, 0), saucer);
    expect([s.movement[saucer], s.dir[saucer]]).toEqual([Movement.Reboot, 3]);
  });
});
