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
  /** 1 when the attacker may also subtract its bonus (a variant). */
  readonly twoWay?: number;
  /** Columns numbered from the attacker's right (a variant). */
  readonly fromRight?: boolean;
}

/** What a strike down one column does to the whole target: determined, no dice. */
export interface ColumnResult {
  readonly brain: boolean;
  readonly lost: readonly number[];
  readonly seatPoints: number;
}

export interface AttackOdds {
  /** Per column 1..9, what striking it does. */
  readonly perColumn: readonly ColumnResult[];
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
    const column = aimedColumn(face + 1, situation.bonus, situation.twoWay ?? 0);
    columns[column - 1] = (columns[column - 1] ?? 0) + p;
  });
  const perColumn = columns.map((_, k): ColumnResult => {
    const copy: Chassis = { kind: target.kind, destroyed: Uint8Array.from(target.destroyed) };
    const tally = new Float64Array(KIND_COUNT + 1);
    const cells = geometry.columns[situation.from]?.[situation.fromRight === true ? COLUMNS - 1 - k : k] ?? [];
    const brain = strike(copy, cells, 0, cells.length, situation.damage, situation.reading, tally) === BRAIN_HIT;
    return { brain, lost: [...tally.slice(0, KIND_COUNT)], seatPoints: tally[KIND_COUNT] ?? 0 };
  });
  let brain = 0;
  const lost = new Array<number>(KIND_COUNT).fill(0);
  let seatPoints = 0;
  columns.forEach((p, k) => {
    const result = perColumn[k];
    if (p === 0 || result === undefined) return;
    if (result.brain) brain += p;
    for (let kind = 0; kind < KIND_COUNT; kind++) lost[kind] = (lost[kind] ?? 0) + p * (result.lost[kind] ?? 0);
    seatPoints += p * result.seatPoints;
  });
  return { perColumn, brain, lost, seatPoints, columns };
}
