// cold: the per-robot state that effects change (L33-39), as typed arrays indexed by robot, so the
// skirmish engine can keep it in its scratch. status-effects.ts changes it in hot code.

export interface RobotStatus {
  /** 0 = no limit; 1 or 2 = the most AP the robot may use in its owner's next turn (L33-34). */
  readonly apLimit: Int8Array;
  /** 1 while a stun marker sits by the robot (L35-39): never more than 1, several stuns are not cumulative. */
  readonly stun: Int8Array;
  /** 1 while knocked down: it must stand before it can do anything else (L36). */
  readonly down: Int8Array;
  /** 1 once destroyed and removed from play (L38). */
  readonly destroyed: Int8Array;
}

/** Status for `robots` robots, all fresh. Allocates: call once per battle scratch. */
export function createStatus(robots: number): RobotStatus {
  return { apLimit: new Int8Array(robots), stun: new Int8Array(robots), down: new Int8Array(robots), destroyed: new Int8Array(robots) };
}
