// What falling structures change (L199, L316, L318), on the bundled default map: the green TV
// tower stands at column 6, row 2; woods fill columns 1-3 of row 2.
import { describe, expect, it } from 'vitest';
import { Rng } from '../../../rng/rng.js';
import { scenarioBench } from '../../../test-support/scenario-bench.js';
import { MAX_SLOTS, Movement } from '../compile/codes.js';
import { sightBits } from '../map/map-scratch.js';
import { UnitKind } from './scenario-game.js';
import { focusesFire, structureFalls } from './scenario-rules.js';
import { deploy } from './scenario-setup.js';
import { prepareDecision } from './scenario-move.js';
import { enterHex } from './infantry-units.js';
import { refreshSlots } from '../resolve/units.js';
import { damageOn } from './scenario-setup.js';
import { silhouette } from '../resolve/silhouette.js';

describe('sight past a fallen building', () => {
  it('a line blocked only by the TV tower opens when it falls; woods on the line still block all but indirect fire', () => {
    const { t, s, g } = scenarioBench('showdown');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const at = (column: number, row: number) => row * g.map.width + column;
    const tower = at(6, 2);
    expect(t.structure.cell[0]).toBe(tower);
    const downColumn = [at(6, 1), at(6, 3)] as const; // the one hex between them is the tower's
    const pastWoods = [at(2, 2), at(8, 2)] as const; // the line crosses the tower and the woods at (3, 2)
    expect(sightBits(t, g.map, ...downColumn)).toBe(0);
    expect(sightBits(t, g.map, ...pastWoods)).toBe(0);

    let unit = -1;
    for (let v = 0; v < s.units; v++) if (s.kind[v] === UnitKind.Structure && s.cell[v] === tower) unit = v;
    structureFalls(t, g, s, new Rng(1, 0), unit);
    expect(sightBits(t, g.map, ...downColumn)).toBe(3); // clear, and for indirect fire
    expect(sightBits(t, g.map, ...pastWoods)).toBe(2); // painted-target sight ignores woods (A17); direct sight does not
    expect(sightBits(t, g.map, at(6, 3), at(6, 1))).toBe(3); // the same line the other way

    deploy(t, g, s, 0, 1, new Rng(1, 0)); // the next game starts with the tower standing
    expect(sightBits(t, g.map, ...downColumn)).toBe(0);
  });

  it('a team whose TV tower falls cannot talk: its robots stop focusing fire on the most hurt enemy and fight the nearest (L318, A31)', () => {
    const { t, s, g } = scenarioBench('showdown');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const at = (column: number, row: number) => row * g.map.width + column;
    const [green, near, hurt] = [0, 3, 4];
    for (let v = 0; v < g.robots; v++) if (v !== green && v !== near && v !== hurt) s.cell[v] = -1;
    s.cell[green] = at(7, 6);
    s.cell[near] = at(7, 9);
    s.cell[hurt] = at(7, 11);
    s.damage[hurt * MAX_SLOTS + 1] = 2; // markers on two of its items
    s.damage[hurt * MAX_SLOTS + 2] = 2;
    refreshSlots(s, hurt); // the condition word follows the marker arrays (state.ts brokenSlots)
    expect(focusesFire(t, g, s, green)).toBe(true);
    expect(prepareDecision(t, g, s, green)).toBe(hurt);
    let tower = -1;
    for (let v = 0; v < s.units; v++) if (s.kind[v] === UnitKind.Structure && s.seat[v] === s.seat[green] && s.detail[v] === 0) tower = v;
    structureFalls(t, g, s, new Rng(1, 0), tower);
    expect(focusesFire(t, g, s, green)).toBe(false);
    expect(prepareDecision(t, g, s, green)).toBe(near);
    expect(focusesFire(t, g, s, near)).toBe(t.robot.focusFire[s.robot[near] ?? 0] === 1); // the other team still talks
  });

  it('a robot in a building hex has cover (silhouette at least 4), and takes one damage when the building falls on it (L532)', () => {
    const { t, s, g } = scenarioBench('showdown');
    deploy(t, g, s, 0, 1, new Rng(1, 0));
    const tower = 2 * g.map.width + 6;
    let unit = -1;
    for (let v = 0; v < s.units; v++) if (s.kind[v] === UnitKind.Structure && s.cell[v] === tower) unit = v;
    const robot = 0;
    s.movement[robot] = Movement.Reboot; // base silhouette 1 (L223)
    const k = t.robot.firstAttack[s.robot[3] ?? 0] ?? 0;
    const open = silhouette(t, s, robot, k);
    enterHex(g, s, robot, tower);
    expect([s.inBuilding[robot], silhouette(t, s, robot, k)]).toEqual([unit, Math.max(4, open)]);
    const before = damageOn(s, robot);
    structureFalls(t, g, s, new Rng(1, 0), unit);
    expect([damageOn(s, robot) - before, s.inBuilding[robot]]).toEqual([1, -1]);
  });
});
