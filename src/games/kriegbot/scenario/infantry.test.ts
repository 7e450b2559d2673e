// Infantry (expansion, L491-527) and Mission Control (L589-599) on scripted positions and dice,
// in the bundled Mission Control scenario: green Dynamo (unit 0) and Volta (1), yellow Sparrow (2)
// and Coil (3), then the structures, then the infantry in name order.
import { describe, expect, it } from 'vitest';
import { Terrain } from '../map/terrain.js';
import { Rng } from '../../../rng/rng.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { bandDice, NOT_ALLOWED, useAttack } from '../resolve/attack.js';
import { MAX_SLOTS, Movement, Status } from '../compile/codes.js';
import { enterHex } from './infantry-units.js';
import { cellDistance } from '../map/map-scratch.js';
import { bailOutOnFoot } from './scenario-attack.js';
import { Infantry, UnitFlag, UnitKind } from './scenario-game.js';
import { Event, logInto, logReset } from '../log/event-log.js';
import { logRecords } from '../log/log-decode.js';
import { boardDerelict, boardFriendly, dismount, infantryPhase, missionControl, moveInfantry, shootable } from './scenario-infantry.js';
import { deploy } from './scenario-setup.js';
import { silhouette } from '../resolve/silhouette.js';
import { refreshSlots } from '../resolve/units.js';

const [DYNAMO, SPARROW, COIL] = [0, 2, 3];

function setUp() {
  const bench = scenarioBench('mission-control');
  const { t, s, g, compiled } = bench;
  deploy(t, g, s, 0, 1, new Rng(1, 0));
  logInto(s.log, new Int32Array(100_000));
  logReset(s.log);
  const at = (column: number, row: number) => row * g.map.width + column;
  const attackOf = (u: number, name: string) => {
    const r = s.robot[u] ?? 0;
    for (let k = t.robot.firstAttack[r] ?? 0; k < (t.robot.firstAttack[r] ?? 0) + (t.robot.attackCount[r] ?? 0); k++) if (compiled.attackNames[k] === name) return k;
    throw new Error(`unit ${u} has no ${name}`);
  };
  const infantry = (seat: number, kind: number) => {
    for (let u = g.robots; u < s.units; u++) if (s.kind[u] === UnitKind.Infantry && s.seat[u] === seat && s.detail[u] === kind && s.status[u] === Status.Active && (s.host[u] ?? -1) < 0) return u;
    for (let u = g.robots; u < s.units; u++) {
      if (s.kind[u] !== UnitKind.Infantry || s.seat[u] !== seat || s.status[u] !== Status.Active) continue;
      s.host[u] = -1; // take a boarded footsoldier off its robot for the test
      s.detail[u] = kind;
      return u;
    }
    throw new Error('no infantry');
  };
  const events = () => logRecords(s.log.data, s.log.length).map((event) => [event.code, event.turn, event.unit, ...event.payload]);
  return { ...bench, at, attackOf, infantry, events };
}

describe('infantry (L491-527)', () => {
  it('each side starts with four footsoldiers boarded, one per card, and a motorized tent on its edge (L595)', () => {
    const { t, s, g } = setUp();
    for (const seat of [0, 1]) {
      const boarded = [];
      for (let u = g.robots; u < s.units; u++) if (s.kind[u] === UnitKind.Infantry && s.seat[u] === seat && (s.host[u] ?? -1) >= 0) boarded.push(`${s.host[u]}:${s.hostSlot[u]}`);
      expect(boarded).toHaveLength(4);
      expect(new Set(boarded).size).toBe(4); // never two on one card
      let motorized = 0;
      for (let u = g.robots; u < s.units; u++) if (s.kind[u] === UnitKind.Infantry && s.seat[u] === seat && s.detail[u] === Infantry.Motorized) motorized++;
      expect(motorized).toBe(1);
    }
    const row = t.scenario.infantryRow[0] ?? -1;
    expect([row >= 0, t.robot.infantry[row]]).toEqual([true, 1]); // the rifle and designator row (L511)
  });

  it('a footsoldier\'s silhouette is the range to the attacker, motorized infantry 5 (L520)', () => {
    const { t, s, g, at, attackOf, infantry } = setUp();
    const rockets = attackOf(SPARROW, 'Rocket Pod');
    const foot = infantry(0, Infantry.Footsoldier);
    const motor = infantry(0, Infantry.Motorized);
    enterHex(g, s, foot, at(3, 5));
    expect([1, 3, 6].map((range) => silhouette(t, s, foot, rockets, range))).toEqual([1, 3, 6]);
    expect([1, 3, 6].map((range) => silhouette(t, s, motor, rockets, range))).toEqual([5, 5, 5]);
  });

  it('in a building a footsoldier has cover: silhouette at least 4 (L532)', () => {
    const { t, s, g, at, attackOf, infantry } = setUp();
    const foot = infantry(0, Infantry.Footsoldier);
    enterHex(g, s, foot, at(7, 10)); // Mission Control
    expect(g.map.grid.terrain[at(7, 10)]).toBe(Terrain.Building);
    expect(silhouette(t, s, foot, attackOf(SPARROW, 'Rocket Pod'), 1)).toBe(4);
  });

  it('one damage kills a tent (L522); the EMP Blaster, a card that says "robot", may not fire at it (L197)', () => {
    const { t, s, g, at, attackOf, infantry } = setUp();
    const foot = infantry(0, Infantry.Footsoldier);
    enterHex(g, s, foot, at(7, 4));
    s.energy[COIL] = 3;
    const fives = () => new ScriptedRng(new Array<number>(12).fill(4)); // fives (a six would explode): a hit, whatever bonus dice the robot has
    const emp = attackOf(COIL, 'EMP Blaster');
    expect(useAttack(t, s, fives(), COIL, emp, foot, 2, 0)).toBe(NOT_ALLOWED);
    expect(s.status[foot]).toBe(Status.Active);
    const rockets = attackOf(SPARROW, 'Rocket Pod');
    expect(useAttack(t, s, fives(), SPARROW, rockets, foot, 2, 0)).toBe(1);
    expect(s.status[foot]).toBe(Status.Destroyed);
  });

  it('the rifle rolls 3D6 at range 0, 2D6 to 2, 1D6 to 4; the designator 2D6 to 5 and paints; infantry may fire at range 0, robots not (L509, L513-514)', () => {
    const { t, s, g, attackOf, infantry } = setUp();
    const foot = infantry(0, Infantry.Footsoldier);
    const rifle = attackOf(foot, 'Infantry rifle');
    const designator = attackOf(foot, 'Laser designator');
    expect([0, 1, 2, 3, 4, 5].map((range) => bandDice(t, rifle, range))).toEqual([3, 2, 2, 1, 1, 0]);
    expect([0, 5, 6].map((range) => bandDice(t, designator, range))).toEqual([2, 2, 0]);
    enterHex(g, s, foot, s.cell[SPARROW] ?? 0);
    s.attackActions[foot] = 1;
    s.defenseActions[SPARROW] = 0; // no counter-attack to roll for
    s.movement[SPARROW] = Movement.Maneuver; // base silhouette 1 (L223): fives hit
    const rng = new ScriptedRng([4, 4, 4]);
    expect(useAttack(t, s, rng, foot, rifle, SPARROW, 0, 0)).toBe(1);
    expect(rng.remaining()).toBe(0); // three dice at range 0
    s.attackActions[foot] = 1;
    expect(useAttack(t, s, new ScriptedRng([4, 4]), foot, designator, SPARROW, 0, 0)).toBe(1);
    expect(s.painted[SPARROW]).toBe(1);
    const rockets = attackOf(SPARROW, 'Rocket Pod');
    expect(useAttack(t, s, new ScriptedRng([5, 5, 5]), SPARROW, rockets, foot, 0, 0)).toBe(NOT_ALLOWED);
  });

  it('moves 2 on foot and 5 motorized, with no facing, and stops on entering woods (L507)', () => {
    const { s, g, at, infantry } = setUp();
    g.map.grid.terrain.fill(Terrain.Clear); // an open field, then a belt of woods across row 8
    const foot = infantry(0, Infantry.Footsoldier);
    const motor = infantry(0, Infantry.Motorized);
    enterHex(g, s, foot, at(7, 1));
    enterHex(g, s, motor, at(8, 1));
    moveInfantry(g, s, foot, at(7, 18), 0);
    moveInfantry(g, s, motor, at(8, 18), 0);
    expect([cellDistance(g.map, at(7, 1), s.cell[foot] ?? 0), cellDistance(g.map, at(8, 1), s.cell[motor] ?? 0)]).toEqual([2, 5]);
    for (let column = 0; column < g.map.width; column++) g.map.grid.terrain[at(column, 8)] = Terrain.Woods;
    enterHex(g, s, motor, at(8, 6));
    moveInfantry(g, s, motor, at(8, 18), 0);
    expect(Math.floor((s.cell[motor] ?? 0) / g.map.width)).toBe(8); // into the woods, and no further
    moveInfantry(g, s, motor, at(8, 18), 0);
    expect(Math.floor((s.cell[motor] ?? 0) / g.map.width)).toBeGreaterThan(10); // the next move leaves them
  });

  it('motorized infantry dismount into footsoldiers (L524)', () => {
    const { t, s, infantry, attackOf } = setUp();
    const motor = infantry(1, Infantry.Motorized);
    expect(dismount(s, motor)).toBe(true);
    expect(s.detail[motor]).toBe(Infantry.Footsoldier);
    expect(silhouette(t, s, motor, attackOf(SPARROW, 'Rocket Pod'), 2)).toBe(2);
    expect(dismount(s, motor)).toBe(false);
  });

  it('a bailed-out pilot lands as a footsoldier beside the derelict, acts not that turn, and may board it again, for whichever side he is on (L495, L497, L516)', () => {
    const { t, s, g, events } = setUp();
    s.attackActions[DYNAMO] = 1;
    const pilot = bailOutOnFoot(t, g, s, DYNAMO);
    expect(pilot).toBeGreaterThan(0);
    expect([s.status[DYNAMO], s.kind[pilot], ((s.flags[pilot] ?? 0) & UnitFlag.Pilot) !== 0]).toEqual([Status.BailedOut, UnitKind.Infantry, true]);
    expect(cellDistance(g.map, s.cell[DYNAMO] ?? 0, s.cell[pilot] ?? 0)).toBe(1);
    const before = s.cell[pilot];
    logReset(s.log);
    infantryPhase(t, g, s, new Rng(1, 0));
    expect(s.cell[pilot]).toBe(before); // no action on the turn he bails out
    enterHex(g, s, pilot, s.cell[DYNAMO] ?? 0);
    s.seat[pilot] = 1; // an enemy pilot commandeers it
    expect(boardDerelict(t, g, s, pilot)).toBe(DYNAMO);
    expect([s.status[DYNAMO], s.seat[DYNAMO], s.status[pilot]]).toEqual([Status.Active, 1, Status.Destroyed]);
    expect(events().some((event) => event[0] === Event.Board)).toBe(true);
  });

  it('a pilot who boards a derelict puts his own card where the old pilot sat (L516)', () => {
    const { t, s, g } = setUp();
    const card = (u: number) => t.slot.card[(s.robot[u] ?? 0) * MAX_SLOTS + (t.robot.pilotSlot[s.robot[u] ?? 0] ?? 0)] ?? -1;
    const index = (id: string) => [...bundledKriegbot().cards.keys()].indexOf(id);
    expect([card(DYNAMO), card(COIL)]).toEqual([index('ace-pilot'), index('civilian-pilot')]);
    s.attackActions[COIL] = 1;
    const pilot = bailOutOnFoot(t, g, s, COIL); // the Civilian leaves the Coil
    s.status[DYNAMO] = Status.PilotKilled; // and the Dynamo's Ace is killed
    s.flags[DYNAMO] = (s.flags[DYNAMO] ?? 0) & ~UnitFlag.Piloted;
    enterHex(g, s, pilot, s.cell[DYNAMO] ?? 0);
    expect(boardDerelict(t, g, s, pilot)).toBe(DYNAMO);
    expect([card(DYNAMO), s.seat[DYNAMO], ((s.flags[DYNAMO] ?? 0) & UnitFlag.Piloted) !== 0]).toEqual([index('civilian-pilot'), 1, true]);
    expect(t.robot.template[s.robot[DYNAMO] ?? 0]).toBe(t.robot.template[DYNAMO]); // the same robot, another pilot
  });

  it('where only some robots play the expansion, a base-game pilot who bails out just leaves; an expansion pilot lands as a tent (L481, L495)', () => {
    const mixed = scenarioBench('showdown', { green: readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'teams', 'green-tesla.yaml')) });
    deploy(mixed.t, mixed.g, mixed.s, 0, 1, new Rng(1, 0));
    const [dynamo, hornet] = [0, 2]; // Dynamo plays the expansion; the yellow Hornet does not
    mixed.s.attackActions[dynamo] = 1;
    mixed.s.attackActions[hornet] = 1;
    expect(bailOutOnFoot(mixed.t, mixed.g, mixed.s, hornet)).toBe(-1);
    expect(mixed.s.status[hornet]).toBe(Status.BailedOut);
    expect(bailOutOnFoot(mixed.t, mixed.g, mixed.s, dynamo)).toBeGreaterThan(0);
  });

  it('a footsoldier boards a friendly robot in its hex, does nothing aboard, and dies with the card it rides on (L518)', () => {
    const { t, s, g, infantry } = setUp();
    const foot = infantry(0, Infantry.Footsoldier);
    enterHex(g, s, foot, s.cell[DYNAMO] ?? 0);
    for (let v = g.robots; v < s.units; v++) if (v !== foot && s.host[v] === DYNAMO) s.host[v] = -1; // a free card
    expect(boardFriendly(t, g, s, foot, DYNAMO)).toBe(true);
    expect([s.host[foot], s.cell[foot]]).toEqual([DYNAMO, -1]);
    expect(boardFriendly(t, g, s, infantry(1, Infantry.Footsoldier), DYNAMO)).toBe(false); // not a cooperating robot
    s.attackActions[foot] = 1;
    infantryPhase(t, g, s, new Rng(1, 0));
    expect([s.status[foot], s.cell[foot]]).toEqual([Status.Active, -1]);
    s.destroyed[DYNAMO * MAX_SLOTS + (s.hostSlot[foot] ?? 0)] = 1;
    refreshSlots(s, DYNAMO);
    infantryPhase(t, g, s, new Rng(1, 0));
    expect(s.status[foot]).toBe(Status.Destroyed);
  });

  it('infantry act in name order (L505)', () => {
    const { t, s, g, at, events } = setUp();
    for (let u = g.robots; u < s.units; u++) {
      if (s.kind[u] !== UnitKind.Infantry) continue;
      s.host[u] = -1;
      s.attackActions[u] = 1;
      enterHex(g, s, u, at(2 + (u % 10), 15));
    }
    logReset(s.log);
    infantryPhase(t, g, s, new Rng(2, 0));
    const actors = events().filter((event) => event[0] === Event.Move || event[0] === Event.Attack).map((event) => event[2] ?? 0);
    expect(actors.length).toBeGreaterThan(3);
    expect(actors).toEqual([...actors].sort((a, b) => a - b));
  });
});

describe('Mission Control (L589-599)', () => {
  it('is indestructible and shelters infantry from anything beyond range 1 (L597)', () => {
    const { t, s, g, at, infantry } = setUp();
    const centre = at(7, 10);
    expect(t.scenario.centreCell[0]).toBe(centre);
    for (let v = 0; v < s.units; v++) if (s.kind[v] === UnitKind.Structure) expect(s.cell[v]).not.toBe(centre);
    const foot = infantry(1, Infantry.Footsoldier);
    enterHex(g, s, foot, centre);
    s.cell[DYNAMO] = at(7, 6);
    expect(shootable(t, g, s, DYNAMO, foot)).toBe(false);
    s.cell[DYNAMO] = at(7, 9);
    expect(shootable(t, g, s, DYNAMO, foot)).toBe(true);
  });

  it('infantry of one team alone in it call a bombardment on every enemy robot; with no robot left they win (L597, L599)', () => {
    const { t, s, g, at, infantry, events } = setUp();
    const centre = at(7, 10);
    const foot = infantry(1, Infantry.Footsoldier);
    enterHex(g, s, foot, centre);
    missionControl(t, g, s, new Rng(3, 0));
    const bombarded = events().filter((event) => event[0] === Event.Bombard).map((event) => event[2]);
    expect(bombarded).toEqual([DYNAMO, 1]);
    // An enemy tent beside it in the hex: not solely one team's, no bombardment.
    logReset(s.log);
    enterHex(g, s, infantry(0, Infantry.Footsoldier), centre);
    missionControl(t, g, s, new Rng(3, 0));
    expect(events().filter((event) => event[0] === Event.Bombard)).toHaveLength(0);

    const last = setUp();
    for (let v = 0; v < last.g.robots; v++) last.s.status[v] = Status.CoreDestroyed;
    enterHex(last.g, last.s, last.infantry(0, Infantry.Motorized), centre);
    missionControl(last.t, last.g, last.s, new Rng(3, 0));
    expect([last.g.over, last.g.winner]).toEqual([1, 0]);
  });
});
