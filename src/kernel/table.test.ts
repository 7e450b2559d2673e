import { describe, expect, it } from 'vitest';
import { allocTables, viewTables } from './table.js';

const schemas = {
  robot: { hp: Int16Array, armor: Int8Array },
  weapon: { dice: Uint8Array, damage: Float64Array },
} as const;

describe('flat tables', () => {
  it('lays columns out in one shared buffer that another view sees', () => {
    const { buffer, tables } = allocTables(schemas, { robot: 3, weapon: 5 });
    tables.robot.hp[2] = 300;
    tables.weapon.damage[4] = 1.5;
    const again = viewTables(schemas, { robot: 3, weapon: 5 }, buffer);
    expect(again.robot.hp[2]).toBe(300);
    expect(again.weapon.damage[4]).toBe(1.5);
    expect(buffer).toBeInstanceOf(SharedArrayBuffer);
  });

  it('keeps columns apart', () => {
    const { tables } = allocTables(schemas, { robot: 3, weapon: 5 });
    tables.robot.armor.fill(-1);
    expect([...tables.robot.hp]).toEqual([0, 0, 0]);
    expect([...tables.weapon.dice]).toEqual([0, 0, 0, 0, 0]);
  });

  it('gives every table and column under its own name, however wide the table and whatever the name', () => {
    const names = Array.from({ length: 70 }, (_, i) => `c${i}`).concat(['with "quotes"', 'back\\slash', 'line\nbreak', '__proto__x']);
    const wide = { wide: Object.fromEntries(names.map((name) => [name, Int32Array])), narrow: { only: Int8Array } };
    const { tables } = allocTables(wide, { wide: 2, narrow: 1 });
    const table = tables.wide as Record<string, Int32Array>;
    expect(Object.keys(tables)).toEqual(['wide', 'narrow']);
    expect(Object.keys(table)).toEqual([...names].sort());
    names.forEach((name, i) => (table[name]![1] = i + 1));
    names.forEach((name, i) => expect(table[name]![1], name).toBe(i + 1));
    expect(tables.narrow.only.length).toBe(1);
  });

  it('builds every view of the same schemas with the same constructor, so hot code sees one shape', () => {
    const { buffer, tables } = allocTables(schemas, { robot: 3, weapon: 5 });
    const again = viewTables(schemas, { robot: 3, weapon: 5 }, buffer);
    expect(Object.getPrototypeOf(again)).toBe(Object.getPrototypeOf(tables));
    expect(Object.getPrototypeOf(again.robot)).toBe(Object.getPrototypeOf(tables.robot));
    expect(Object.getPrototypeOf(again.weapon)).not.toBe(Object.getPrototypeOf(again.robot)); // other names, another constructor
  });
});
