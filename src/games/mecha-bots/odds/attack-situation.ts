// cold: one attack described by two chassis design files (`botlab odds --game mecha-bots`): the
// attacker's weapon (its working damage and range counters), its best sensor's aim bonus at the
// range (sensors reaching that far), the defender's chassis as the column walk sees it, and the side
// the attack comes from in the defender's frame.
import type { ChassisDesign } from '../chassis/design-file.js';
import { KINDS } from '../chassis/layout.js';
import type { ArenaReadings } from '../compile/compile.js';
import { sensorBonus } from '../resolve/aim.js';
import { EMPTY, type Chassis } from '../resolve/strike.js';

/** Sides of the defender, by sector of its frame (0 ahead, then clockwise, as chassis/geometry.ts). */
export const SIDES = ['front', 'front-right', 'back-right', 'back', 'back-left', 'front-left'] as const;

export interface WeaponFigures {
  readonly damage: number;
  readonly reach: number;
  readonly bonus: number;
}

/** Working counters of a device's cells (unpowered ones left out). */
function count(design: ChassisDesign, cells: readonly number[], kind: string): number {
  return cells.filter((cell) => design.layout.kinds[cell] === kind && !design.layout.unpowered.has(cell)).length;
}

/** Weapon `index` (0-based) of the attacker at `range` under the readings: its damage, reach, and the best sensor bonus there. */
export function weaponFigures(attacker: ChassisDesign, index: number, range: number, readings: ArenaReadings): WeaponFigures | string {
  const minimumReach = readings.reachWithoutRange === 'one';
  const weapon = attacker.layout.weapons[index];
  if (weapon === undefined) return `--weapon: ${attacker.name} has ${attacker.layout.weapons.length} weapon(s), numbered from 1`;
  const damage = count(attacker, weapon.cells, 'weapon-damage');
  const ranged = count(attacker, weapon.cells, 'weapon-range');
  const reach = ranged > 0 ? ranged : damage > 0 && minimumReach ? 1 : 0;
  let bonus = 0;
  for (const sensor of attacker.layout.sensors) {
    const accuracy = count(attacker, sensor.cells, 'sensor-accuracy');
    const sensorRange = count(attacker, sensor.cells, 'sensor-range');
    const sensorReach = sensorRange > 0 ? sensorRange : accuracy > 0 && minimumReach ? 1 : 0;
    if (sensorReach >= range) bonus = Math.max(bonus, sensorBonus(accuracy, range, readings.sensorOffset, readings.sensorMinimum));
  }
  return { damage, reach, bonus };
}

/** The defender's cells as the resolver sees them, whole. */
export function chassisOf(design: ChassisDesign): Chassis {
  const kind = new Int8Array(design.layout.kinds.length);
  design.layout.kinds.forEach((k, cell) => (kind[cell] = k === undefined ? EMPTY : KINDS.indexOf(k)));
  return { kind, destroyed: new Uint8Array(kind.length) };
}
