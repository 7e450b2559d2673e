// The scenario engine: every bundled scenario plays to an outcome, the map AI beats a random
// legal player, and the scenario rules (flag, crypto, structures, bombardment, exits) do what
// the rulebook says, on scripted positions.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { bundledScenarios } from '../../../cli/scenario-files.js';
import { Field } from '../../../sim/task.js';
import { wilson } from '../../../stats/interval.js';
import { playInline, scenarioBench, teamWithPolicy } from '../../../test-support/scenario-bench.js';
import { Rng } from '../../../rng/rng.js';
import { Effect, Movement, Status } from '../compile/codes.js';
import { arcsAt, sightBits } from '../map/map-scratch.js';
import { chooseBiped, maneuvering, prepareDecision, takeMapMovement } from './scenario-move.js';
import { passiveAmount } from '../duel/duel-move.js';
import { maxSpeed, startTurn } from '../resolve/units.js';
import { cellDistance } from '../map/map-scratch.js';
import { CARRY_FLAG, NO_WINNER, UnitFlag, UnitKind } from './scenario-game.js';
import { afterMove, bombard, dropFlag, firstPolice, isEnemy, Objective, structureFalls } from './scenario-rules.js';
import { deploy } from './scenario-setup.js';
import { exited, settle } from './scenario-victory.js';
import { isScenarioData } from './scenario-file.js';

const TEAMS = join(BUNDLED_DESIGNS, 'kriegbot', 'teams');

// Scenario 20 is a campaign of these scenarios: campaign.test.ts plays it.
const scenarioFiles = bundledScenarios('kriegbot').filter((file) => isScenarioData(readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'scenarios', file)).data));

describe('the bundled scenarios', () => {
  it('are every bundled file but the campaign', () => expect(scenarioFiles).toHaveLength(bundledScenarios('kriegbot').length - 1));

  it.each(scenarioFiles)('%s plays to an outcome with its bundled teams', async (file) => {
    const { compiled } = scenarioBench(file.replace(/\.yaml$/, '').replace(/^\d+-/, ''));
    const result = await playInline(compiled, 60, 7);
    const o = result.outcomes;
    expect(o[Field.Battles]).toBe(60);
    expect((o[Field.AWins] ?? 0) + (o[Field.BWins] ?? 0) + (o[Field.Draws] ?? 0)).toBe(60);
    expect((o[Field.AWins] ?? 0) + (o[Field.BWins] ?? 0)).toBeGreaterThan(0); // some games are won outright
    expect(o[Field.Stalls] ?? 0).toBeLessThan(60);
  });
});

describe('the map AI', () => {
  // The same team on both sides, one side playing its policies and the other the random policy,
  // 400 games (200 on each edge) at a fixed seed. The AI wins over nine decisive games in ten;
  // the test asks that the 95% interval of its share lie wholly above 0.75 (equal play gives 0.5).
  it.each([
    ['green', 'green-strike.yaml'],
    ['yellow', 'yellow-raiders.yaml'],
  ] as const)('beats a random legal player by a wide margin in Showdown on the open field (AI as %s, %s both sides)', async (side, teamFile) => {
    const randomSide = side === 'green' ? 'yellow' : 'green';
    const ai = readDataFile(join(TEAMS, teamFile));
    const randomTeam = teamWithPolicy(join(TEAMS, teamFile), 'random');
    const { compiled } = scenarioBench('showdown', { [side]: ai, [randomSide]: randomTeam, map: readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'maps', 'open-field.yaml')) });
    expect(compiled.designs.map((design) => design.policy.includes('random'))).toEqual([randomSide === 'green', randomSide === 'yellow']);
    const o = (await playInline(compiled, 400, 11)).outcomes;
    const aiWins = side === 'green' ? (o[Field.AWins] ?? 0) : (o[Field.BWins] ?? 0);
    const decisive = (o[Field.AWins] ?? 0) + (o[Field.BWins] ?? 0);
    expect(wilson(aiWins, decisive).low).toBeGreaterThan(0.75);
  });
});

describe('scenario rules on scripted positions', () => {
  const setUp = (name: string) => {
    const bench = scenarioBench(name);
    deploy(bench.t, bench.g, bench.s, 0, 1, new Rng(1, 0));
    return bench;
  };

  it('a robot ending its move on the flag picks it up, and is attacked as if painted (L395, L399)', () => {
    const { t, s, g } = setUp('capture-the-flag');
    expect(g.flagCell).toBeGreaterThanOrEqual(0);
    s.cell[0] = g.flagCell;
    afterMove(t, g, s, 0, Objective.Fight);
    expect([s.flagCarrier, s.carry[0], g.flagCell]).toEqual([0, CARRY_FLAG, -1]);
  });

  it('a damaged carrier drops the flag in the hex behind it; a robot standing there takes it (L401)', () => {
    const { t, s, g } = setUp('capture-the-flag');
    s.cell[0] = g.flagCell;
    afterMove(t, g, s, 0, Objective.Fight);
    const carrierCell = s.cell[0] ?? 0;
    s.dir[0] = 0; // facing north: the hex behind is to the south
    dropFlag(g, s, 0, true);
    expect(s.flagCarrier).toBe(-1);
    expect(cellDistance(g.map, carrierCell, g.flagCell)).toBe(1);
    expect(g.flagCell).toBe(carrierCell + g.map.width);
    // Again, with a teammate in the hex behind: it now carries the flag.
    s.cell[0] = g.flagCell;
    afterMove(t, g, s, 0, Objective.Fight);
    s.cell[1] = (s.cell[0] ?? 0) + g.map.width;
    dropFlag(g, s, 0, true);
    expect([s.flagCarrier, s.carry[1], g.flagCell]).toEqual([1, CARRY_FLAG, -1]);
  });

  it('carrying the flag off the own edge wins at once; an enemy crypto too, but not the own colour (L403, L411)', () => {
    const flag = setUp('capture-the-flag');
    flag.s.carry[3] = CARRY_FLAG;
    flag.s.flagCarrier = 3;
    exited(flag.t, flag.g, flag.s, 3, false);
    expect([flag.g.over, flag.g.winner]).toEqual([1, 1]);

    const own = setUp('crypto-capture-the-flag');
    own.s.carry[0] = 0;
    own.s.cell[0] = -1;
    exited(own.t, own.g, own.s, 0, false);
    expect(own.g.winner).toBe(NO_WINNER);
    own.s.carry[1] = 1;
    exited(own.t, own.g, own.s, 1, false);
    expect([own.g.over, own.g.winner]).toEqual([1, 0]);
  });

  it('a destroyed robot leaves a crypto marker of its colour: silhouette 4, one damage destroys it (L407-409)', () => {
    const { t, s, g } = setUp('crypto-capture-the-flag');
    const units = s.units;
    const cell = s.cell[3] ?? -1;
    s.status[3] = Status.CoreDestroyed;
    settle(t, g, s);
    expect(s.units).toBe(units + 1);
    expect([s.kind[units], s.detail[units], s.cell[units], s.simpleSilhouette[units], s.simpleHits[units]]).toEqual([UnitKind.Crypto, 1, cell, 4, 1]);
    expect(g.losses[1]).toBe(1);
  });

  it('Showdown: the first kill wins; a bail-out is no kill; the last active robot wins (L371-373)', () => {
    const kill = setUp('showdown');
    kill.s.status[4] = Status.PilotKilled;
    settle(kill.t, kill.g, kill.s);
    expect([kill.g.over, kill.g.winner]).toEqual([1, 0]);

    const bail = setUp('showdown');
    bail.s.status[4] = Status.BailedOut;
    settle(bail.t, bail.g, bail.s);
    expect(bail.g.over).toBe(0);
    bail.s.status[3] = Status.BailedOut;
    settle(bail.t, bail.g, bail.s);
    expect([bail.g.over, bail.g.winner]).toEqual([1, 0]);
  });

  it('Kill the Human: the lone human bailing out loses the game (L379)', () => {
    const { t, s, g } = setUp('kill-the-human');
    const human = [0, 1, 2, 3].find((u) => s.seat[u] === 1 && ((s.flags[u] ?? 0) & UnitFlag.Piloted) !== 0) ?? -1;
    s.status[human] = Status.BailedOut;
    settle(t, g, s);
    expect([g.over, g.winner]).toEqual([1, 0]);
  });

  it('the gas station burns everything in or next to its hex; the dam floods the plain (L319-320)', () => {
    const gas = setUp('showdown');
    const station = [...Array(gas.s.units).keys()].find((u) => gas.s.kind[u] === UnitKind.Structure && gas.s.detail[u] === 1) ?? -1;
    gas.s.cell[0] = (gas.s.cell[station] ?? 0) + 1; // the hex to its east-south (odd-q neighbour)
    gas.s.onFire[0] = 0;
    gas.s.status[station] = Status.Destroyed;
    structureFalls(gas.t, gas.g, gas.s, new Rng(1, 0), station);
    expect(cellDistance(gas.g.map, gas.s.cell[0] ?? 0, gas.s.cell[station] ?? 0)).toBe(1);
    expect(gas.s.onFire[0]).toBe(1);

    const dam = setUp('showdown');
    const damUnit = [...Array(dam.s.units).keys()].find((u) => dam.s.kind[u] === UnitKind.Structure && dam.s.detail[u] === 3) ?? -1;
    const plain = [...dam.t.hex.terrain.keys()].find((c) => dam.t.hex.terrain[c] === 6) ?? -1;
    dam.s.cell[1] = plain;
    structureFalls(dam.t, dam.g, dam.s, new Rng(1, 0), damUnit);
    expect(dam.g.map.grid.terrain[plain]).toBe(4); // water now
    const disabled = [...dam.s.disabled.subarray(8, 16)].reduce((a, b) => a + b, 0);
    const damage = [...dam.s.damage.subarray(8, 16)].reduce((a, b) => a + b, 0);
    expect([disabled, damage]).toEqual([2, 1]);
  });

  it('after the flood a robot that may not enter water no longer ends on the drowned plain (the remembered Moves are set aside)', () => {
    const { t, s, g } = setUp('showdown');
    const dry = [0, 1, 2, 3].find((u) => ((t.robot.terrain[s.robot[u] ?? 0] ?? 0) & (1 << 4)) === 0) ?? -1;
    const plain = [...t.hex.terrain.keys()].find((c) => t.hex.terrain[c] === 6) ?? -1;
    for (let v = 0; v < g.robots; v++) if (v !== dry) s.cell[v] = v === 0 || v === 1 ? 0 : g.map.cells - 1; // out of the way
    // Ends on the plain or in the water, but for the hex it starts in (where it may stay).
    const onPlain = () => [...g.map.reach.ends.subarray(0, g.map.reach.endCount)].map((end) => Math.floor(end / 6)).filter((c) => c !== plain && (g.map.grid.terrain[c] === 6 || g.map.grid.terrain[c] === 4)).length;
    const moveFrom = (cell: number) => {
      s.cell[dry] = cell;
      s.movement[dry] = Movement.NotYet;
      takeMapMovement(t, g, s, new Rng(1, 0), dry);
    };
    moveFrom(plain);
    expect(onPlain()).toBeGreaterThan(0); // the plain is open: these ends are now remembered
    const dam = [...Array(s.units).keys()].find((u) => s.kind[u] === UnitKind.Structure && s.detail[u] === 3) ?? -1;
    structureFalls(t, g, s, new Rng(1, 0), dam);
    expect(g.map.terrainChanged).toBe(1);
    moveFrom(plain);
    expect(onPlain()).toBe(0);
  });

  it('bombardment hits only painted enemies of the bombarding side, while its tower stands (L363, L447)', () => {
    const { t, s, g } = setUp('the-hacker');
    expect(g.bombardSeat).toBe(1);
    for (let u = 0; u < g.robots; u++) s.painted[u] = 0;
    s.painted[0] = 1;
    const damageBefore = (u: number) => [...s.damage.subarray(u * 8, u * 8 + 8)].reduce((a, b) => a + b, 0);
    let hits = 0;
    const rng = new Rng(5, 0);
    for (let i = 0; i < 200 && s.status[0] === Status.Active; i++) {
      const before = damageBefore(0);
      bombard(t, g, s, rng);
      if (damageBefore(0) > before) hits++;
    }
    expect(hits).toBeGreaterThan(0);
    expect(damageBefore(1)).toBe(0); // not painted: never bombarded
    s.status[g.bombardTower] = Status.Destroyed;
    const before = damageBefore(0);
    bombard(t, g, s, rng);
    expect(damageBefore(0)).toBe(before);
  });

  it('the Lizard-bot wins by leaving the far edge, and the defenders win at the turn cap (L479)', () => {
    const { t, s, g } = setUp('lizard-bot');
    const lizard = [...Array(g.robots).keys()].find((u) => s.seat[u] === 1) ?? -1;
    expect(s.bonusDice[lizard]).toBe(1);
    expect(s.fragile[0]).toBe(1);
    exited(t, g, s, lizard, true);
    expect([g.over, g.winner]).toEqual([1, 1]);
  });

  it('the honcho has all four pilots\' attributes: the Combat pilot\'s Bazooka and second attack, the Hotshot\'s sideslips, the Ace\'s turn (L383)', () => {
    const { t, s, g, compiled } = setUp('the-honcho');
    const honcho = [...Array(g.robots).keys()].find((u) => s.seat[u] === 1) ?? -1;
    const own = compiled.teams.find((team) => team.side === 'yellow')?.robots[0];
    expect(own?.systems['dorsal-turret']).toBe('combat-pilot');
    startTurn(t, s, honcho);
    expect(s.attackActions[honcho]).toBe(2); // Combat pilot: a second attack action (L565)
    expect(passiveAmount(t, s, honcho, Effect.Sideslips)).toBe(2); // Hotshot pilot
    expect(passiveAmount(t, s, honcho, Effect.Rotations)).toBe(1); // Ace pilot
    const r = s.robot[honcho] ?? 0;
    const bailOuts = [...Array(t.robot.effectCount[r] ?? 0).keys()].filter((i) => t.effect.type[(t.robot.firstEffect[r] ?? 0) + i] === Effect.BailOut);
    expect(bailOuts).toHaveLength(4); // each pilot card's own bail-out (L385)
  });

  it('a Maneuver turns the robot in place to bring its weapons to bear, for its defense action (L163)', () => {
    const { t, s, g } = setUp('showdown');
    const [robot, enemy] = [0, 3]; // green Striker (Rocketbot) and yellow Hornet
    const map = g.map;
    s.cell[robot] = 10 * map.width + 7;
    s.cell[enemy] = 7 * map.width + 7; // three hexes north, in the open middle of the map
    for (let v = 0; v < g.robots; v++) if (v !== robot && v !== enemy) s.cell[v] = -1;
    const target = prepareDecision(t, g, s, robot);
    expect(target).toBe(enemy);
    const weaponsOnTarget = () => ((map.robotArcs[(s.robot[robot] ?? 0) * 128 + 3] ?? 0) & arcsAt(map, s.cell[robot] ?? 0, s.dir[robot] ?? 0, s.cell[enemy] ?? 0)) !== 0;
    s.dir[robot] = [0, 1, 2, 3, 4, 5].find((f) => ((map.robotArcs[(s.robot[robot] ?? 0) * 128 + 3] ?? 0) & arcsAt(map, s.cell[robot] ?? 0, f, s.cell[enemy] ?? 0)) === 0) ?? -1;
    expect(s.dir[robot]).toBeGreaterThanOrEqual(0); // a facing from which nothing bears
    expect(maneuvering(t, g, s, robot, target, -1000)).toBe(true);
    expect([weaponsOnTarget(), s.movement[robot], s.defenseActions[robot]]).toEqual([true, Movement.Maneuver, 0]);
    expect(maneuvering(t, g, s, robot, target, -1000)).toBe(false); // no defense action left
  });

  it('a Rocketbot hidden from every enemy with its target within its preferred range walks as a biped; in sight it flies (L153, L159, L329)', () => {
    const { t, s, g } = setUp('showdown');
    const [striker, hornet] = [0, 3];
    const width = g.map.width;
    for (let v = 0; v < g.robots; v++) if (v !== striker && v !== hornet) s.cell[v] = -1;
    s.cell[striker] = 2 * width + 0; // column 0, row 2: the woods of columns 1-3 lie east of it
    s.cell[hornet] = 2 * width + 5;
    expect(sightBits(t, g.map, s.cell[hornet] ?? 0, s.cell[striker] ?? 0) & 1).toBe(0);
    expect(cellDistance(g.map, s.cell[striker] ?? 0, s.cell[hornet] ?? 0)).toBeLessThanOrEqual(t.robot.preferredRange[s.robot[striker] ?? 0] ?? 0);
    chooseBiped(t, g, s, striker);
    expect([s.biped[striker], maxSpeed(t, s, striker)]).toEqual([1, 2]);
    takeMapMovement(t, g, s, new Rng(1, 0), striker);
    expect([s.movement[striker], s.biped[striker], cellDistance(g.map, 2 * width, s.cell[striker] ?? 0) <= 2]).toEqual([Movement.Move, 1, true]);

    s.biped[striker] = 0;
    s.cell[striker] = 6 * width + 10; // in the open, in the Hornet's sight
    s.cell[hornet] = 6 * width + 7;
    chooseBiped(t, g, s, striker);
    expect(s.biped[striker]).toBe(0);
  });

  it('Officer Krupke attacks only a robot that provoked him; the Robocop anyone; the gangs leave the police be (L459)', () => {
    const { t, s, g } = setUp('the-sharks-and-the-jets');
    const krupke = firstPolice(t, g);
    const robocop = krupke + 1;
    expect([s.seat[krupke], s.seat[robocop], s.cell[robocop]]).toEqual([2, 2, -1]); // the Robocop waits off the map
    expect([isEnemy(t, g, s, krupke, 0), isEnemy(t, g, s, robocop, 0), isEnemy(t, g, s, 0, krupke), isEnemy(t, g, s, 0, 2)]).toEqual([false, true, false, true]);
    s.flags[0] = (s.flags[0] ?? 0) | UnitFlag.Wanted;
    expect(isEnemy(t, g, s, krupke, 0)).toBe(true);
  });
});
