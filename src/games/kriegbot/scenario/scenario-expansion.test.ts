// The expansion scenarios' special rules (L589-723) on scripted positions and dice.
import { describe, expect, it } from 'vitest';
import { Terrain } from '../map/terrain.js';
import { ScriptedRng } from '../../../rng/scripted.js';
import { Rng } from '../../../rng/rng.js';
import { readDataFile, resolveBeside } from '../../../cli/load.js';
import { scenarioPath } from '../../../cli/scenario-files.js';
import { ValidationError } from '../../../catalogue/problem.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { bandDice, useAttack } from '../resolve/attack.js';
import { arcsAt, cellDistance, LINE_ARC_BIT } from '../map/map-scratch.js';
import { compileScenario } from './scenario-compile.js';
import { BUNKER, DISH, UnitFlag, UnitKind } from './scenario-game.js';
import { Event, logInto, logReset } from '../log/event-log.js';
import { logRecords } from '../log/log-decode.js';
import { isEnemy, mayPowerUp, pickUpHere, structureFalls, vipOf } from './scenario-rules.js';
import { dropDish, placeDish } from './scenario-dishes.js';
import { inbound, insertions } from './scenario-insertion.js';
import { barrage } from './scenario-barrage.js';
import { detonate, maybeNuke, nukeRadius } from './scenario-nuke.js';
import { bailOutOnFoot } from './scenario-attack.js';
import { damageOn } from './scenario-setup.js';
import { exited, finishAtCap, settle } from './scenario-victory.js';
import { infantryPhase } from './scenario-infantry.js';
import { takeMapMovement } from './scenario-move.js';
import { enterHex } from './infantry-units.js';
import { Effect, Movement, Status } from '../compile/codes.js';
import { findEffect, refreshSlots } from '../resolve/units.js';
import { deploy } from './scenario-setup.js';

/** A bundled scenario compiled and deployed for its first game, green at the top. */
function deployed(name: string) {
  const bench = scenarioBench(name);
  deploy(bench.t, bench.g, bench.s, 0, 1, new Rng(1, 0));
  return bench;
}

/** The units after the robots (structures, tents, ...) that match. */
function unitsAfterRobots(s: { units: number }, robots: number, match: (v: number) => boolean): number[] {
  return Array.from({ length: s.units - robots }, (_, i) => robots + i).filter(match);
}

describe('19. Tesla Tower (L697-709)', () => {
  const setUp = () => deployed('tesla-tower');

  it('the tower is an indestructible building in the centre hex: it blocks sight and is no target (L701)', () => {
    const { t, s, g } = setUp();
    const centre = t.scenario.centreCell[0] ?? -1;
    expect(centre).toBe(10 * g.map.width + 7); // the default map's centre, [7, 10]
    expect(g.map.grid.terrain[centre]).toBe(Terrain.Building);
    for (let v = 0; v < s.units; v++) if (s.kind[v] === UnitKind.Structure) expect(s.cell[v]).not.toBe(centre);
  });

  it('cores start three steps below their maximum (L703)', () => {
    const { t, s, g } = setUp();
    for (let u = 0; u < g.robots; u++) expect(s.energy[u]).toBe(Math.max(0, (t.robot.energy[s.robot[u] ?? 0] ?? 0) - 3));
  });

  it('a robot powers up only within three hexes of the tower (L705)', () => {
    const { t, s, g } = setUp();
    const centre = t.scenario.centreCell[0] ?? 0;
    s.cell[0] = centre + 3; // three hexes east along the row
    expect(cellDistance(g.map, centre, s.cell[0] ?? 0)).toBe(3);
    expect(mayPowerUp(t, g, s, 0)).toBe(true);
    s.cell[0] = centre + 4;
    expect(mayPowerUp(t, g, s, 0)).toBe(false);
  });

  it('every electric attack is overcharged for free: one die more, one energy step only (L707)', () => {
    const { t, s } = setUp();
    const r = s.robot[0] ?? 0; // Dynamo: Free-Electron Laser and Electrolaser
    let k = t.robot.firstAttack[r] ?? 0;
    while (t.attack.electric[k] !== 1 || t.attack.overcharge[k] !== 1) k++;
    const range = 2;
    const dice = bandDice(t, k, range);
    s.energy[0] = 2;
    const rng = new ScriptedRng(new Array<number>(dice + 1).fill(0)); // all ones: a miss
    expect(useAttack(t, s, rng, 0, k, 2, range, 0)).toBe(0);
    expect([rng.remaining(), s.energy[0]]).toEqual([0, 1]);
  });

  it('a building tile off the map is a clear error naming the field (L701)', () => {
    const file = readDataFile(scenarioPath('kriegbot', 'tesla-tower'));
    const data = { ...(file.data as object), buildings: [[6, 8], [40, 2]] };
    const compile = () => compileScenario(bundledKriegbot(), { path: file.path, data }, {}, resolveBeside);
    expect(compile).toThrow(ValidationError);
    try {
      compile();
    } catch (error) {
      expect((error as ValidationError).problems.map((p) => `${p.path}: ${p.message}`)).toEqual(['buildings[1]: [40, 2] is off the 15 x 21 map']);
    }
  });
});

describe('12. Beachhead and insertion reentry (L528, L601-609)', () => {
  const setUp = () => {
    const bench = scenarioBench('beachhead');
    deploy(bench.t, bench.g, bench.s, 0, 1, new Rng(1, 0));
    logInto(bench.s.log, new Int32Array(100_000));
    logReset(bench.s.log);
    return bench;
  };
  const green = [0, 1, 2];

  it('the attackers start in orbit and count as alive; one marks its disk each turn, never within six hexes of a friendly robot or disk (L605-607)', () => {
    const { t, s, g } = setUp();
    expect(green.map((u) => [inbound(s, u), s.cell[u]])).toEqual(green.map(() => [true, -1]));
    settle(t, g, s);
    expect(g.over).toBe(0);
    insertions(t, g, s);
    expect(green.filter((u) => (s.disk[u] ?? -1) >= 0)).toHaveLength(1);
    insertions(t, g, s); // the next turn: the first lands, a second marks its disk
    const disks = green.filter((u) => (s.disk[u] ?? -1) >= 0);
    expect(disks).toHaveLength(1);
    const landed = green.find((u) => !inbound(s, u)) ?? -1;
    expect(landed).toBeGreaterThanOrEqual(0);
    expect(cellDistance(g.map, s.cell[landed] ?? 0, s.disk[disks[0] ?? 0] ?? 0)).toBeGreaterThan(6);
  });

  it('landing is the robot\'s movement, at base silhouette 1, facing its nearest enemy; it crushes infantry it lands on, and two robots in one hex both die (L528)', () => {
    const { t, s, g } = setUp();
    const [a, b] = green;
    const tent = s.units - 1; // the last unit: a yellow footsoldier
    expect(s.kind[tent]).toBe(UnitKind.Infantry);
    const hex = 10 * g.map.width + 4;
    s.disk[a ?? 0] = hex;
    enterHex(g, s, tent, hex);
    insertions(t, g, s);
    expect([s.cell[a ?? 0], s.movement[a ?? 0], inbound(s, a ?? 0), s.status[tent]]).toEqual([hex, Movement.Maneuver, false, Status.Destroyed]);
    const before = s.cell[a ?? 0];
    takeMapMovement(t, g, s, new Rng(1, 0), a ?? 0);
    expect(s.cell[a ?? 0]).toBe(before); // no second movement this turn
    s.disk[b ?? 0] = s.cell[3] ?? 0; // onto the yellow Hornet
    insertions(t, g, s);
    expect([s.status[b ?? 0], s.status[3]]).toEqual([Status.CoreDestroyed, Status.CoreDestroyed]);
    const arrivals = logRecords(s.log.data, s.log.length).map((event) => event.code).filter((code) => code === Event.Arrive);
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
  });
});

describe('18. Bombs Away (L685-695)', () => {
  const setUp = () => deployed('bombs-away');
  const tower = (s: ReturnType<typeof setUp>['s'], g: ReturnType<typeof setUp>['g'], seat: number) => {
    for (let v = g.robots; v < s.units; v++) if (s.kind[v] === UnitKind.Structure && s.detail[v] === 0 && s.seat[v] === seat) return v;
    return -1;
  };

  it('the attackers\' TV tower counts as wearing Chameleon Skin: silhouette 3, the defenders\' 1 (L691)', () => {
    const { s, g } = setUp();
    expect([s.simpleSilhouette[tower(s, g, 0)], s.simpleSilhouette[tower(s, g, 1)]]).toEqual([3, 1]);
  });

  it('an epicentre placed at the start of one turn goes off at the start of the next: one damage to every target within one hex (L693)', () => {
    const { t, s, g } = setUp();
    const [seeker, crawler] = [2, 3];
    s.cell[seeker] = 10 * g.map.width + 7;
    s.cell[crawler] = 10 * g.map.width + 8; // beside it
    s.cell[4] = 15 * g.map.width + 7; // the Saucer, far off
    barrage(t, g, s, new Rng(4, 0));
    expect(g.epicentre).toBeGreaterThanOrEqual(0);
    const centre = g.epicentre;
    const before = [damageOn(s, seeker), damageOn(s, crawler), damageOn(s, 4)];
    s.cell[seeker] = centre; // still there a turn later
    s.cell[crawler] = centre + 1;
    barrage(t, g, s, new Rng(4, 0));
    const after = [damageOn(s, seeker), damageOn(s, crawler), damageOn(s, 4)];
    expect(after.map((d, i) => d - (before[i] ?? 0))).toEqual([1, 1, 0]);
  });

  it('no more air support once the attackers\' TV tower falls (L691)', () => {
    const { t, s, g } = setUp();
    const own = tower(s, g, 0);
    s.status[own] = Status.Destroyed;
    structureFalls(t, g, s, new Rng(1, 0), own);
    barrage(t, g, s, new Rng(4, 0));
    expect(g.epicentre).toBe(-1);
  });

  it('with one attacker, its four footsoldiers wait in orbit, mark the nearest enemy robot\'s hex in one infantry phase and all land there in the next (L689, L528)', () => {
    const { t, s, g } = deployed('bombs-away-one-attacker');
    const inbound = () => unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Infantry && s.seat[v] === 0);
    expect(inbound()).toHaveLength(4);
    expect(inbound().map((v) => [s.cell[v], ((s.flags[v] ?? 0) & UnitFlag.Inbound) !== 0])).toEqual(Array.from({ length: 4 }, () => [-1, true]));
    infantryPhase(t, g, s, new Rng(1, 0));
    expect(new Set(inbound().map((v) => s.disk[v]))).toEqual(new Set([inbound().map((v) => s.disk[v])[0]]));
    expect([1, 2].map((v) => s.cell[v])).toContain(s.disk[inbound()[0] ?? 0]); // a defender's hex
    const disk = s.disk[inbound()[0] ?? 0] ?? -1;
    infantryPhase(t, g, s, new Rng(1, 0));
    expect(inbound().map((v) => [s.cell[v], ((s.flags[v] ?? 0) & UnitFlag.Inbound) !== 0])).toEqual(Array.from({ length: 4 }, () => [disk, false]));
  });
});

describe('15. Weapons of Mass Destruction and the suicide nuke (L581, L641-653)', () => {
  const setUp = () => deployed('weapons-of-mass-destruction');
  const bunkers = (s: ReturnType<typeof setUp>['s'], g: ReturnType<typeof setUp>['g']) => unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Structure && s.detail[v] === BUNKER);
  const [wasp, outrider, hornet, weaver] = [0, 1, 2, 3];

  it('four bunkers, each a building wearing Chameleon Skin with a footsoldier inside; every terrorist pilot and tent carries a nuke (L645-651)', () => {
    const { t, s, g } = setUp();
    const list = bunkers(s, g);
    expect(list).toHaveLength(4);
    for (const b of list) {
      expect([s.simpleSilhouette[b], s.simpleHits[b], g.map.grid.terrain[s.cell[b] ?? 0]]).toEqual([3, 2, Terrain.Building]);
      let inside = -1;
      for (let u = g.robots; u < s.units; u++) if (s.kind[u] === UnitKind.Infantry && s.cell[u] === s.cell[b]) inside = u;
      expect([s.inBuilding[inside], ((s.flags[inside] ?? 0) & UnitFlag.Nuke) !== 0]).toEqual([b, true]);
    }
    expect([hornet, weaver].map((u) => nukeRadius(t, s, u))).toEqual([2, 2]);
    expect([wasp, outrider].map((u) => nukeRadius(t, s, u))).toEqual([-1, -1]);
  });

  it('a nuke destroys everything within two hexes, the bomber too, and the exchange is no first kill (L395, L651)', () => {
    const { t, s, g } = setUp();
    const centre = 10 * g.map.width + 7;
    s.cell[hornet] = centre;
    s.cell[wasp] = centre + 2; // two hexes along the row
    s.cell[outrider] = 2 * g.map.width + 7; // far off
    s.cell[weaver] = 18 * g.map.width + 2;
    detonate(t, g, s, new Rng(1, 0), hornet, 2);
    expect([s.status[hornet], s.status[wasp], s.status[outrider]]).toEqual([Status.CoreDestroyed, Status.CoreDestroyed, Status.Active]);
  });

  it('the AI sets it off when the blast is worth it: a hurt robot trades itself for an enemy robot, never among its own bunkers (L651)', () => {
    const { t, s, g } = setUp();
    const own = bunkers(s, g)[0] ?? 0;
    s.cell[hornet] = 3 * g.map.width + 7;
    s.cell[wasp] = 3 * g.map.width + 8;
    s.attackActions[hornet] = 1;
    expect(maybeNuke(t, g, s, new Rng(1, 0), hornet)).toBe(false); // unhurt: it fights on
    s.damage[hornet * 8 + 1] = 3; // badly hurt (MAX_SLOTS = 8)
    refreshSlots(s, hornet); // the condition word follows the marker arrays (state.ts brokenSlots)
    s.cell[own] = 3 * g.map.width + 6; // one of its own bunkers beside it
    expect(maybeNuke(t, g, s, new Rng(1, 0), hornet)).toBe(false);
    s.cell[own] = 15 * g.map.width + 4;
    expect(maybeNuke(t, g, s, new Rng(1, 0), hornet)).toBe(true);
    expect(s.status[wasp]).toBe(Status.CoreDestroyed);
  });

  it('a terrorist pilot who bails out carries his bomb on foot (L649)', () => {
    const { t, s, g } = setUp();
    s.attackActions[weaver] = 1;
    const tent = bailOutOnFoot(t, g, s, weaver);
    expect([nukeRadius(t, s, tent), nukeRadius(t, s, weaver)]).toEqual([2, -1]);
  });

  it('NATO wins when the last bunker falls; the terrorists when NATO has no robot left, or at the turn cap (L653)', () => {
    const won = setUp();
    for (const b of bunkers(won.s, won.g)) won.s.status[b] = Status.Destroyed;
    settle(won.t, won.g, won.s);
    expect([won.g.over, won.g.winner]).toEqual([1, 0]);
    const lost = setUp();
    lost.s.status[wasp] = Status.CoreDestroyed;
    lost.s.status[outrider] = Status.CoreDestroyed;
    settle(lost.t, lost.g, lost.s);
    expect([lost.g.over, lost.g.winner]).toEqual([1, 1]);
  });
});

describe('16. Downed Pilot (L655-667)', () => {
  const setUp = () => deployed('downed-pilot');
  const tents = (s: ReturnType<typeof setUp>['s'], g: ReturnType<typeof setUp>['g']) => unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Infantry);

  it('six footsoldiers alike within six hexes of the enemy edge, one of them the real pilot; five buildings (L659)', () => {
    const { s, g } = setUp();
    const list = tents(s, g);
    expect(list).toHaveLength(6);
    for (const v of list) expect(g.map.grid.height - 1 - Math.floor((s.cell[v] ?? 0) / g.map.width)).toBeLessThanOrEqual(6); // green is on top: the enemy edge is the bottom row
    expect(list.filter((v) => ((s.flags[v] ?? 0) & UnitFlag.Vip) !== 0)).toHaveLength(1);
    let buildings = 0;
    for (let c = 0; c < g.map.cells; c++) if (g.map.grid.terrain[c] === Terrain.Building) buildings++;
    expect(buildings).toBeGreaterThanOrEqual(5);
  });

  it('a tent boards the friendly robot in its hex; the robot carrying the real pilot off its own edge wins (L665, L667)', () => {
    const { t, s, g } = setUp();
    const vip = vipOf(g, s);
    const striker = 0;
    s.cell[striker] = s.cell[vip] ?? 0;
    infantryPhase(t, g, s, new Rng(1, 0));
    expect(s.host[vip]).toBe(striker);
    s.cell[striker] = 3; // on its own (top) edge
    exited(t, g, s, striker, false);
    expect([g.over, g.winner]).toEqual([1, 0]);
  });

  it('the hunters win when the real pilot dies, not a decoy (L663, L667)', () => {
    const { t, s, g } = setUp();
    const vip = vipOf(g, s);
    const decoy = tents(s, g).find((v) => v !== vip) ?? 0;
    s.status[decoy] = Status.Destroyed;
    settle(t, g, s);
    expect(g.over).toBe(0);
    s.status[vip] = Status.Destroyed;
    settle(t, g, s);
    expect([g.over, g.winner]).toEqual([1, 1]);
  });
});

describe('13. Human Wave (L611-627)', () => {
  const setUp = () => deployed('human-wave');
  const tank = 0;

  it('one Robotank against eight footsoldiers on the opposite edge and ten destructible buildings near the gas station (L613-615)', () => {
    const { s, g } = setUp();
    expect(g.robots).toBe(1);
    const tents = unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Infantry);
    expect(tents).toHaveLength(8);
    for (const v of tents) expect(Math.floor((s.cell[v] ?? 0) / g.map.width)).toBe(g.map.grid.height - 1);
    const gas = 8 * g.map.width + 11;
    const tiles = unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Structure && s.detail[v] === 6);
    expect(tiles).toHaveLength(10);
    for (const v of tiles) expect(cellDistance(g.map, gas, s.cell[v] ?? 0)).toBeLessThanOrEqual(4);
  });

  it('the robot scores a point for each building, structure or footsoldier destroyed; twenty win, and losing the robot loses (L625)', () => {
    const { t, s, g } = setUp();
    const targets = unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Structure || s.kind[v] === UnitKind.Infantry);
    for (const v of targets.slice(0, 19)) s.status[v] = Status.Destroyed;
    settle(t, g, s);
    expect([g.points[0], g.over]).toEqual([19, 0]);
    s.status[targets[19] ?? 0] = Status.Destroyed;
    settle(t, g, s);
    expect([g.points[0], g.over, g.winner]).toEqual([20, 1, 0]);
    const lost = setUp();
    lost.s.status[tank] = Status.CoreDestroyed;
    settle(lost.t, lost.g, lost.s);
    expect([lost.g.over, lost.g.winner]).toEqual([1, 1]);
  });

  it('a killed footsoldier\'s replacement marks the robot\'s hex on his next move and lands there on the one after (L617, L623, L528)', () => {
    const { t, s, g } = setUp();
    const tent = unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Infantry)[0] ?? 0;
    s.status[tent] = Status.Destroyed;
    settle(t, g, s); // scored
    infantryPhase(t, g, s, new Rng(1, 0));
    expect([s.status[tent], s.cell[tent], s.disk[tent]]).toEqual([Status.Active, -1, s.cell[tank]]);
    const at = s.disk[tent];
    infantryPhase(t, g, s, new Rng(1, 0));
    expect([s.cell[tent], s.disk[tent]]).toEqual([at, -1]);
  });
});

describe('14. Aftermath (L629-639)', () => {
  const setUp = () => deployed('aftermath');

  it('six derelicts, their pilots dead, each four hexes straight out from the centre; three pilots a side in the air (L631-635)', () => {
    const { t, s, g } = setUp();
    const centre = t.scenario.centreCell[0] ?? 0;
    expect(g.robots).toBe(6);
    const cells = new Set<number>();
    for (let v = 0; v < g.robots; v++) {
      expect([s.status[v], s.seat[v], cellDistance(g.map, centre, s.cell[v] ?? 0)]).toEqual([Status.PilotKilled, -1, 4]);
      expect([0, 1, 2, 3, 4, 5].some((f) => (arcsAt(g.map, centre, f, s.cell[v] ?? 0) & LINE_ARC_BIT) !== 0)).toBe(true); // straight out from the centre
      cells.add(s.cell[v] ?? 0);
    }
    expect(cells.size).toBe(6);
    const pilots = unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Infantry);
    expect(pilots).toHaveLength(6);
    for (const v of pilots) expect([s.cell[v], inbound(s, v), ((s.flags[v] ?? 0) & UnitFlag.Pilot) !== 0]).toEqual([-1, true, true]);
  });

  it('pilots mark the derelicts nearest their own edge, land on them, and board them for their side (L516, L528, L635)', () => {
    const { t, s, g } = setUp();
    infantryPhase(t, g, s, new Rng(1, 0)); // disks
    infantryPhase(t, g, s, new Rng(1, 0)); // landing
    infantryPhase(t, g, s, new Rng(1, 0)); // boarding
    const sides = Array.from({ length: g.robots }, (_, v) => s.seat[v]);
    expect(sides.filter((seat) => seat === 0)).toHaveLength(3);
    expect(sides.filter((seat) => seat === 1)).toHaveLength(3);
    for (let v = 0; v < g.robots; v++) {
      expect(s.status[v]).toBe(Status.Active);
      const row = Math.floor((s.cell[v] ?? 0) / g.map.width);
      expect(s.seat[v] === 0 ? row <= 10 : row >= 10).toBe(true); // green's are the northern three
    }
  });

  it('the most surviving robots win at the end; equal numbers are a draw (L639)', () => {
    const { t, s, g } = setUp();
    for (let v = 0; v < g.robots; v++) {
      s.status[v] = Status.Active;
      s.seat[v] = v < 3 ? 0 : 1;
    }
    expect([finishAtCap(t, g, s), g.winner]).toEqual([0, -1]);
    const again = setUp();
    for (let v = 0; v < again.g.robots; v++) {
      again.s.status[v] = v === 5 ? Status.CoreDestroyed : Status.Active;
      again.s.seat[v] = v < 3 ? 0 : 1;
    }
    expect([finishAtCap(again.t, again.g, again.s), again.g.winner]).toEqual([0, 0]);
  });
});

describe('ramming infantry and the Civilian pilot\'s long bail-out (L495, L522)', () => {
  /** Downed Pilot on a clear map: the Trojan (a hunter) facing north, and one tent three hexes ahead, in sight; nobody else. */
  const tentAhead = () => {
    const { t, s, g } = deployed('downed-pilot');
    g.map.grid.terrain.fill(Terrain.Clear);
    const trojan = 2;
    for (let v = 0; v < g.robots; v++) if (v !== trojan) s.cell[v] = -1;
    const tents = unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Infantry);
    for (const v of tents) s.cell[v] = -1;
    const tent = tents[0] ?? 0;
    s.cell[trojan] = 16 * g.map.width + 5;
    s.dir[trojan] = 0;
    s.cell[tent] = 13 * g.map.width + 5;
    return { t, s, g, trojan, tent };
  };

  it('a hunter rams a tent it is after: the tent dies, the rammer takes nothing; not a tent in a building (L522, L532)', () => {
    const ram = (sheltered: boolean, roll = 3) => {
      const { t, s, g, trojan, tent } = tentAhead();
      logInto(s.log, new Int32Array(100_000));
      s.inBuilding[tent] = sheltered ? -2 : -1;
      const before = damageOn(s, trojan);
      const dice = new ScriptedRng([roll]);
      takeMapMovement(t, g, s, dice, trojan);
      const rammed = logRecords(s.log.data, s.log.length).map((event) => event.code).includes(Event.Ram);
      return [rammed, s.status[tent], damageOn(s, trojan) - before, rammed ? cellDistance(g.map, s.cell[trojan] ?? 0, 13 * g.map.width + 5) : 1, dice.remaining()];
    };
    expect(ram(false)).toEqual([true, Status.Destroyed, 0, 1, 0]);
    expect(ram(true).slice(0, 2)).toEqual([false, Status.Active]);
  });

  it('L310, L522: the tent takes the 1D6 of a ram in damage, so a roll of 0 leaves it standing', () => {
    const { t, s, g, trojan, tent } = tentAhead();
    const dice = new ScriptedRng([0]);
    takeMapMovement(t, g, s, dice, trojan);
    expect([s.movement[trojan], s.status[tent], dice.remaining()]).toEqual([Movement.MoveStrafe, Status.Active, 0]);
  });


  it('the Civilian pilot lands five hexes from his robot, toward his own edge; another pilot beside it (L495)', () => {
    const { t, s, g } = deployed('weapons-of-mass-destruction');
    const [hornet, weaver] = [2, 3]; // Combat pilot, Civilian pilot; yellow's edge is the bottom row
    s.cell[weaver] = 8 * g.map.width + 7;
    s.cell[hornet] = 8 * g.map.width + 3;
    s.attackActions[weaver] = 1;
    s.attackActions[hornet] = 1;
    const far = bailOutOnFoot(t, g, s, weaver);
    const near = bailOutOnFoot(t, g, s, hornet);
    expect([s.cell[far], s.cell[near]]).toEqual([13 * g.map.width + 7, 9 * g.map.width + 3]);
  });
});

describe('17. Musical Chairs (L669-683)', () => {
  const dishesOnField = (s: ReturnType<typeof deployed>['s'], g: ReturnType<typeof deployed>['g']) => unitsAfterRobots(s, g.robots, (v) => s.kind[v] === UnitKind.Crypto && s.detail[v] === DISH && s.status[v] === Status.Active);

  it('robots set up at least four hexes apart; the robot with the Solenoid starts powered up (L679, L681)', () => {
    const { t, s, g } = deployed('musical-chairs');
    for (let u = 0; u < g.robots; u++) {
      for (let v = u + 1; v < g.robots; v++) expect(cellDistance(g.map, s.cell[u] ?? 0, s.cell[v] ?? 0)).toBeGreaterThanOrEqual(4);
    }
    const solenoid = Array.from({ length: g.robots }, (_, u) => findEffect(t, s, u, Effect.RetainPowerUp) >= 0);
    expect(solenoid.filter(Boolean)).toHaveLength(1); // Coil, in the yellow pair
    expect(Array.from({ length: g.robots }, (_, u) => s.poweredUp[u] === 1)).toEqual(solenoid);
  });

  it('every robot for itself, each with one dish; powering up takes two (L671, L673, L675)', () => {
    const { t, s, g } = deployed('musical-chairs');
    expect(isEnemy(t, g, s, 0, 1)).toBe(true); // teammates too
    expect(Array.from({ length: g.robots }, (_, u) => s.dishes[u])).toEqual([1, 1, 1, 1]);
    expect(mayPowerUp(t, g, s, 0)).toBe(false);
    s.dishes[0] = 2;
    expect(mayPowerUp(t, g, s, 0)).toBe(true);
  });

  it('a damaged robot drops one dish behind it; a robot entering its hex picks it up (L673)', () => {
    const { t, s, g } = deployed('musical-chairs');
    s.cell[0] = 10 * g.map.width + 7;
    s.dir[0] = 0; // facing north: behind is south
    s.dishes[0] = 2;
    dropDish(g, s, 0);
    const [dish] = dishesOnField(s, g);
    expect([s.dishes[0], s.cell[dish ?? 0]]).toEqual([1, 11 * g.map.width + 7]);
    s.cell[1] = s.cell[dish ?? 0] ?? 0;
    pickUpHere(g, s, 1);
    expect([s.dishes[1], dishesOnField(s, g)]).toEqual([2, []]);
    expect(t.scenario.dishRules[0]).toBe(1);
  });

  it('a robot short of two dishes goes for one and picks up a dish lying on its way (L673)', () => {
    const { t, s, g } = deployed('musical-chairs');
    logInto(s.log, new Int32Array(100_000));
    logReset(s.log);
    const robot = 0; // the Dynamo, a Robocar (speed 6) at the top
    for (let v = 1; v < g.robots; v++) s.cell[v] = -1;
    s.cell[2] = 2 * g.map.width + 7; // an enemy far to the north, to close on once it has two
    s.cell[robot] = 12 * g.map.width + 7;
    s.dir[robot] = 0; // facing north along open ground
    placeDish(g, s, 11 * g.map.width + 7); // one hex ahead
    takeMapMovement(t, g, s, new Rng(1, 0), robot);
    expect(s.dishes[robot]).toBe(2);
    expect(s.cell[robot]).not.toBe(11 * g.map.width + 7); // picked up on the way, not by stopping there
    const pickups = logRecords(s.log.data, s.log.length).map((event) => event.code).filter((code) => code === Event.Pickup);
    expect(pickups.length).toBeGreaterThanOrEqual(1);
  });

  it('once half the robots are destroyed the field\'s dishes are shared among those on the map, and two win; a side takes the game when only its robots win (L683)', () => {
    const { t, s, g } = deployed('musical-chairs');
    s.status[2] = Status.CoreDestroyed; // yellow's two lost, leaving their dishes in their hexes
    s.status[3] = Status.CoreDestroyed;
    settle(t, g, s);
    expect([g.over, g.winner]).toEqual([1, 0]); // green's two get a dish each: two apiece
    const split = deployed('musical-chairs');
    split.s.status[1] = Status.CoreDestroyed;
    split.s.status[3] = Status.CoreDestroyed;
    settle(split.t, split.g, split.s);
    expect([split.g.over, split.g.winner]).toEqual([1, -1]); // a green and a yellow robot both win
  });
});
