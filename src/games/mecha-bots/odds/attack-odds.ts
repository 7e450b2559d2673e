// cold: one weapon's attack on a chassis, enumerated exactly (spec 6.8): hits are automatic and a
// column's damage is determined, so the only chance is the hit-location die. For each face (1/9
// each, or the 2d6 - 2 variant's weights) the attacker's aim within its sensor bonus picks the
// column, and the column is resolved on a copy of the target: P(brain destroyed), the expected
// counters lost by kind and the expected points on the seat.
import { COLUMNS, type ChassisGeometry } from '../chassis/geometry.js';
import { aimedColumn, columnOdds } from '../resolve/aim.js';
import { BRAIN_HIT, KIND_COUNT, strike, type Chassis } from '../resolve/strike.js';

export interface AttackSituation {
  /** The attacker's bearing from the target, in the target's frame (sector 0 ahead of it). */
  readonly from: number;
  readonly damage: number;
  /** The sensor bonus the attacker may add to the die (resolve/aim.ts sensorBonus). */
  readonly bonus: number;
  readonly die: number;
  readonly reading: number;
}

export interface AttackOdds {
  readonly brain: number;
  /** Expected counters destroyed, by kind code (resolve/strike.ts Kind). */
  readonly lost: readonly number[];
  readonly seatPoints: number;
  /** P(each column 1..9 is the one struck). */
  readonly columns: readonly number[];
}

export function attackOdds(geometry: ChassisGeometry, target: Chassis, situation: AttackSituation): AttackOdds {
  const faces = columnOdds(situation.die);
  const columns = new Array<number>(COLUMNS).fill(0);
  faces.forEach((p, face) => {
    const column = aimedColumn(face + 1, situation.bonus);
    columns[column - 1] = (columns[column - 1] ?? 0) + p;
  });
  let brain = 0;
  const lost = new Array<number>(KIND_COUNT).fill(0);
  let seatPoints = 0;
  columns.forEach((p, k) => {
    if (p === 0) return;
    const copy: Chassis = { kind: target.kind, destroyed: Uint8Array.from(target.destroyed) };
    const tally = new Float64Array(KIND_COUNT + 1);
    const cells = geometry.columns[situation.from]?.[k] ?? [];
    if (strike(copy, cells, 0, cells.length, situation.damage, situation.reading, tally) === BRAIN_HIT) brain += p;
    for (let kind = 0; kind < KIND_COUNT; kind++) lost[kind] = (lost[kind] ?? 0) + p * (tally[kind] ?? 0);
    seatPoints += p * (tally[KIND_COUNT] ?? 0);
  });
  return { brain, lost, seatPoints, columns };
}
