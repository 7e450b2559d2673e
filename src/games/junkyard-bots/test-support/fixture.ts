// Test support: compiled Junkyard Bots tables built by hand, so the rule tests script their own
// dice (spec 3.5: no test depends on the reconstructed faces). A die value v scripted for rng.die(6)
// reads face v - 1 of the die rolled.
import { allocTables } from '../../../kernel/table.js';
import { Allocate, Target, junkyardSchemas, type JunkyardTables } from '../compile/tables.js';
import { faceCodes, type FaceText } from '../dice/faces.js';
import { createJunkyardState, type JunkyardState } from '../game/state.js';
import { METRICS_LENGTH } from '../game/metrics.js';

export interface DieSpec {
  readonly kind: number;
  readonly size: number;
  readonly faces: readonly FaceText[];
}

/** Pips by the scripted value: 1 the picture, 2 a zero, 3..6 one to four. */
export const COUNTING: readonly FaceText[] = ['P', 0, 1, 2, 3, 4];
/** A weapon: 1 the picture, 2 a blank (a dud), 3..6 one to four. */
export const WEAPON_FACES: readonly FaceText[] = ['P', 'blank', 1, 2, 3, 4];

export interface Fixture {
  readonly types: readonly DieSpec[];
  /** Die-type indexes of the junkyard's dice (die numbers 0..) and of each seat's starters. */
  readonly junk: readonly number[];
  readonly starters: readonly number[];
  readonly policy?: Partial<Record<keyof JunkyardTables['policy'], number>>;
  readonly teleportAt?: number;
}

export function fixture(spec: Fixture): { t: JunkyardTables; s: JunkyardState } {
  const rows = { dieType: spec.types.length, junk: spec.junk.length, starter: spec.starters.length, rules: 1, policy: 1 };
  const { tables: t } = allocTables(junkyardSchemas, rows);
  const columns = [t.dieType.f0, t.dieType.f1, t.dieType.f2, t.dieType.f3, t.dieType.f4, t.dieType.f5];
  spec.types.forEach((die, i) => {
    t.dieType.kind[i] = die.kind;
    t.dieType.size[i] = die.size;
    t.dieType.energyType[i] = -1;
    faceCodes(die.faces).forEach((code, k) => (columns[k]![i] = code));
  });
  spec.junk.forEach((type, i) => (t.junk.type[i] = type));
  spec.starters.forEach((type, i) => (t.starter.type[i] = type));
  t.rules.startPower[0] = 5;
  t.rules.limitOffset[0] = 5;
  t.rules.teleportAt[0] = spec.teleportAt ?? 10;
  t.rules.energyTypes[0] = 1;
  t.rules.energyCap[0] = 0;
  const policy: Record<string, number> = {
    wEye: 1, wMouth: 1, wClaw: 1, wMover: 1, wPipe: 1, wWeapon: 1, wEnergy: 1, wComputer: 1,
    blindBelow: 1, sizePref: 1, pipeOn: 0, chainDepth: 1, target: Target.Weakest, reserve: 0, teleportOdds: 100, shieldAt: 0,
    powerUp: 1, allocate: Allocate.CheapestFirst, keepLast: 0, rerollPicture: 1,
    ...spec.policy,
  };
  for (const [column, value] of Object.entries(policy)) (t.policy as unknown as Record<string, Int8Array>)[column]![0] = value;
  const s = createJunkyardState(t, 30, spec.teleportAt ?? 10, new Float64Array(0));
  s.metrics = new Float64Array(METRICS_LENGTH);
  return { t, s };
}
