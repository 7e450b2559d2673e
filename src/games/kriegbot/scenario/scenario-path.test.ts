// What a Move passes on its way: a strafe from any hex of the path (L306) and the flag picked up
// on entering its hex (L399), on scripted positions.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { Rng } from '../../../rng/rng.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { MAX_SLOTS, Movement } from '../compile/codes.js';
import { cellDistance } from '../map/map-scratch.js';
import { CARRY_FLAG, type ScenarioGame } from './scenario-game.js';
import { Event, logInto, logReset } from '../log/event-log.js';
import { logRecords } from '../log/log-decode.js';
import type { KriegbotState } from '../resolve/state.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { takeMapMovement } from './scenario-move.js';
import { playScenario, SCENARIO_METRICS } from './scenario.js';
import { markWaypoints, PathMode } from './scenario-path.js';
import { Objective } from './scenario-rules.js';
import { deploy } from './scenario-setup.js';
import { strafes } from './scenario-strafe.js';
import { maxSpeed, refreshSlots } from '../resolve/units.js';

const OPEN_FIELD = join(BUNDLED_DESIGNS, 'kriegbot', 'maps', 'open-field.yaml');

function setUp(name: string, yellow?: SourceFile) {
  const bench = scenarioBench(name, { ...(yellow === undefined ? {} : { yellow }), map: readDataFile(OPEN_FIELD) });
  deploy(bench.t, bench.g, bench.s, 0, 1, new Rng(1, 0));
  logInto(bench.s.log, new Int32Array(100_000));
  logReset(bench.s.log);
  return bench;
}

/** Only the strafer and one moving enemy on the field: the strafer at (2, 4) facing south, the enemy at (7, 12). */
function strafeLane(g: ScenarioGame, s: KriegbotState, strafer: number, enemy: number): void {
  const width = g.map.width;
  for (let v = 0; v < g.robots; v++) if (v !== strafer && v !== enemy) s.cell[v] = -1;
  s.cell[enemy] = 12 * width + 7;
  s.cell[strafer] = 4 * width + 2;
  s.dir[strafer] = 3;
  s.movement[enemy] = Movement.Move;
}

/** What the robots did, as [code, unit, ...] (the markers, marks and defenses an attack brings left out): a Move as [code, unit, from, to, facing, kind], the others with their payload. */
const CONSEQUENCES: readonly number[] = [Event.Marker, Event.SimpleHit, Event.Defense, Event.Mark, Event.Row, Event.Reface];
function events(s: KriegbotState): number[][] {
  return logRecords(s.log.data, s.log.length)
    .filter((event) => !CONSEQUENCES.includes(event.code))
    .map((event) => (event.code === Event.Move ? [event.code, event.unit, event.payload[0] ?? 0, event.payload[2] ?? 0, event.payload[3] ?? 0, event.payload[4] ?? 0] : [event.code, event.unit, ...event.payload]));
}

describe('a Move is more than its end', () => {
  it('a robot entering the flag\'s hex picks it up and moves on toward its own edge (L399, L403)', () => {
    const { t, s, g } = setUp('capture-the-flag');
    const width = g.map.width;
    const runner = 0; // a green robot: its own edge is the top row
    for (let v = 0; v < g.robots; v++) if (v !== runner) s.cell[v] = -1;
    g.flagCell = 8 * width + 7;
    s.cell[runner] = 10 * width + 7; // two hexes south of the flag
    s.dir[runner] = 0; // facing north, toward the flag and its own edge
    takeMapMovement(t, g, s, new Rng(1, 0), runner);
    expect([s.carry[runner], s.flagCarrier, g.flagCell]).toEqual([CARRY_FLAG, runner, -1]);
    const to = s.cell[runner] ?? 0;
    expect(Math.floor(to / width)).toBeLessThan(8); // past the flag, nearer its edge
    const log = events(s);
    expect(log.map((event) => event[0])).toEqual([Event.Option, Event.Move, Event.Pickup, Event.Move]);
    expect(log[1]?.[3]).toBe(8 * width + 7); // the first leg ends on the flag, where it is picked up
    expect(log[2]?.[3]).toBe(8 * width + 7);
  });

  it('a strafer\'s waypoints are the hexes within a move from which an enemy lies on its 1-degree line, in sight and reach (L306)', () => {
    const { t, s, g } = setUp('showdown');
    const hornet = 3; // the yellow Helibot strafes (green has three robots)
    const enemy = 0;
    const width = g.map.width;
    for (let v = 0; v < g.robots; v++) if (v !== hornet && v !== enemy) s.cell[v] = -1;
    s.cell[enemy] = 10 * width + 7;
    s.cell[hornet] = 4 * width + 2;
    expect(markWaypoints(t, g, s, hornet, Objective.Fight, true)).toBe(PathMode.Strafe);
    const reach = g.map.reach;
    let marked = 0;
    for (let cell = 0; cell < g.map.cells; cell++) {
      for (let dir = 0; dir < 6; dir++) {
        const waypoint = reach.waypoints[cell * 6 + dir] === reach.waypointStamp;
        expect(waypoint).toBe(cellDistance(g.map, s.cell[hornet] ?? 0, cell) <= maxSpeed(t, s, hornet) && strafes(t, g, s, hornet, cell, dir, enemy));
        if (waypoint) marked++;
      }
    }
    expect(marked).toBeGreaterThan(6); // along all six lines into the enemy's hex
    expect(markWaypoints(t, g, s, hornet, Objective.Fight, false)).toBe(PathMode.None);
  });

  it('a strafer whose path crosses an enemy\'s line strafes from a hex in line, not only from its first hex (L306)', () => {
    const { t, s, g } = setUp('showdown');
    const hornet = 3;
    const enemy = 0;
    strafeLane(g, s, hornet, enemy);
    takeMapMovement(t, g, s, new Rng(3, 0), hornet);
    const log = events(s);
    const attack = log.findIndex((event) => event[0] === Event.Attack);
    expect(attack).toBeGreaterThan(0);
    expect(s.movement[hornet]).toBe(Movement.MoveStrafe);
    const leg = log[attack - 1] ?? [];
    expect(leg[0]).toBe(Event.Move);
    expect(strafes(t, g, s, hornet, leg[3] ?? 0, leg[4] ?? 0, enemy)).toBe(true); // from where it stood, in line
    expect(cellDistance(g.map, 4 * g.map.width + 2, leg[3] ?? 0)).toBeGreaterThan(0); // not from its first hex
  });

  it('a robot takes Move plus Strafe only when it can make the strafe: an electric gun needs energy (L161, L548)', () => {
    const helibot = { name: 'Spark', template: 'helibot', policy: 'brawler', expansion: true, weapons: { primary: 'free-electron-laser', secondary: 'railgun' }, systems: { 'left-pylon': 'phased-array-antenna', 'right-pylon': 'superconductors', 'nose-pylon': 'ace-pilot' }, skin: 'silvered-skin', core: 'ultracapacitor' };
    const yellow = { path: 'spark-team.yaml', data: { name: 'Spark team', colour: 'yellow', expansion: true, robots: [helibot] } };
    const play = (energy: number, coreDamaged: boolean) => {
      const { t, s, g } = setUp('showdown', yellow);
      const spark = 3; // its only strafing weapons are electric
      strafeLane(g, s, spark, 0);
      s.energy[spark] = energy;
      if (coreDamaged) s.damage[spark * MAX_SLOTS + (t.robot.coreSlot[s.robot[spark] ?? 0] ?? 0)] = 1; // unpowered: no power-up to refill it (L63)
      refreshSlots(s, spark); // the condition word follows the marker arrays (state.ts brokenSlots)
      takeMapMovement(t, g, s, new Rng(3, 0), spark);
      return { movement: s.movement[spark], attacks: events(s).filter((event) => event[0] === Event.Attack).length };
    };
    expect(play(4, false)).toEqual({ movement: Movement.MoveStrafe, attacks: 1 });
    expect(play(0, true)).toEqual({ movement: Movement.Move, attacks: 0 }); // before, it took Move plus Strafe and made no attack
  });

  it('in play, strafers strafe at every point of their moves: some from the first hex, some on the way, some at the end', () => {
    const { t, s, g } = setUp('showdown');
    const rng = new Rng(5, 0);
    const metrics = new Float64Array(SCENARIO_METRICS.length);
    let [first, between, last] = [0, 0, 0];
    for (let game = 0; game < 60; game++) {
      logInto(s.log, new Int32Array(1_000_000));
      playScenario(t, g, s, game % 2, 1 - (game % 2), rng, metrics);
      const log = events(s);
      log.forEach((event, i) => {
        if (event[0] !== Event.Attack || log[i - 1]?.[0] === Event.Attack) return;
        const before = log[i - 1];
        const after = log[i + 1];
        const struckFirst = before?.[0] !== Event.Move || before[1] !== event[1] || before[5] !== 1;
        if (struckFirst && (after?.[0] !== Event.Move || after[1] !== event[1] || after[5] !== 1)) return; // an attack-phase attack
        const movesOn = after?.[0] === Event.Move && after[1] === event[1] && after[5] === 1;
        if (struckFirst) first++;
        else if (movesOn) between++;
        else last++;
      });
    }
    expect([first > 0, between > 0, last > 0]).toEqual([true, true, true]);
  });
});
