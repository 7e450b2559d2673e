// The rulebook's positional examples, laid out on hexes (L333, L341). Positions are chosen to
// match each example's words; the assertions are the geometry the examples depend on.
import { describe, expect, it } from 'vitest';
import { ArcWidth, hexDistance, inArc } from '../../../hex/hex.js';
import { lineOfSight, Terrain } from './terrain.js';
import { testGrid } from '../../../test-support/hex-grid.js';

const grid = (cells: Record<string, number>) => testGrid(cells);

describe('Mag Claw clamp (L333)', () => {
  it('the Robotank is next to the Rocketbot: range 1, the Bazooka\'s short band', () => {
    const tank = [5, 5] as const;
    const rocket = [5, 4] as const; // the hex north of the tank
    expect(hexDistance(...tank, ...rocket)).toBe(1);
    expect(inArc(...tank, 0, ArcWidth.All, ...rocket)).toBe(true); // the dorsal turret is 360 degrees (L125)
  });
});

describe('Chemical Rocket and Guided Missile (L341)', () => {
  // The Robocar at (10, 10) faces north; its Gatling covers the 120 degrees in front.
  const car = [10, 10] as const;
  const gatling = (q: number, r: number) => inArc(...car, 0, ArcWidth.OneTwenty, q, r);
  // The Spiderbot is 9 hexes south of the car, facing away: its rear pylon (120 degrees) points north.
  const spider = [10, 19] as const;
  // The Robotank is 5 hexes north of the car, behind a hill.
  const tank = [10, 5] as const;

  it('the rocket flies 9 hexes from the Spiderbot\'s rear pylon to the car', () => {
    expect(hexDistance(...spider, ...car)).toBe(9);
    expect(inArc(...spider, 3, ArcWidth.OneTwenty, ...car)).toBe(false); // facing south, the car is behind it...
    expect(inArc(...spider, 0, ArcWidth.OneTwenty, ...car)).toBe(true); // ...so its rear arc, pointing north, covers the car
  });

  it('the rocket comes from outside the Gatling\'s arc, so no point defense', () => {
    expect(gatling(...spider)).toBe(false);
  });

  it('the missiles come from inside the Gatling\'s arc, so point defense applies', () => {
    expect(gatling(...tank)).toBe(true);
    expect(hexDistance(...tank, ...car)).toBe(5); // medium range, 2D6 (L216-219)
  });

  it('a hill between them blocks the missiles unless the car is painted', () => {
    const map = grid({ '10,7': Terrain.Hill });
    expect(lineOfSight(map, ...tank, ...car, false)).toBe(false);
    expect(lineOfSight(map, ...tank, ...car, true)).toBe(true); // "allowed to attack, even from behind a hill, because the target is painted"
  });
});
