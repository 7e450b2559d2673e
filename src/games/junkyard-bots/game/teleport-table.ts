// cold: the teleport odds a robot's policy reads (L43, L210): P(its eaten energy rolls at least
// the threshold, pictures rolled again) for every multiset of energy dice the junkyard can give, as
// mixed-radix counts per energy type (radix energyCap + 1), in parts per 65,535. Exact
// (odds/energy-pool.ts), worked out once per worker for the run's threshold.
import { teleportChance } from '../odds/energy-pool.js';
import type { OddsDie } from '../odds/odds-die.js';
import type { JunkyardTables } from '../compile/tables.js';

export function teleportTable(t: JunkyardTables, threshold: number): Uint16Array {
  const types = t.rules.energyTypes[0] ?? 0;
  const radix = (t.rules.energyCap[0] ?? 0) + 1;
  const energyDice: OddsDie[] = Array.from({ length: types }, () => ({ sizePoints: 1, faces: [0, 0, 0, 0, 0, 0] }));
  const columns = [t.dieType.f0, t.dieType.f1, t.dieType.f2, t.dieType.f3, t.dieType.f4, t.dieType.f5];
  for (let row = 0; row < t.dieType.kind.length; row++) {
    const k = t.dieType.energyType[row] ?? -1;
    if (k >= 0) energyDice[k] = { sizePoints: t.dieType.size[row] ?? 1, faces: columns.map((column) => column[row] ?? 0) };
  }
  const table = new Uint16Array(radix ** types);
  for (let index = 0; index < table.length; index++) {
    const pool: OddsDie[] = [];
    for (let k = 0, rest = index; k < types; k++, rest = Math.floor(rest / radix)) for (let n = 0; n < rest % radix; n++) pool.push(energyDice[k]!);
    table[index] = pool.length === 0 ? 0 : Math.round(teleportChance(pool, threshold) * 65535);
  }
  return table;
}
