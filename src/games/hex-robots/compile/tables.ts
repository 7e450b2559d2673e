// types: the hex-robots layout of a compiled set of teams (struct-of-arrays, kernel/table.ts): the
// rule numbers (resolve/slots.ts layouts), one row per team with its policy's numbers, one row per
// robot with its items as bits, and the map size. The map itself is built per worker from the
// `mapSeed` setting (skirmish/state.ts), so one compiled set plays on any map.
import type { Tables } from '../../../kernel/table.js';

export const hexRobotsSchemas = {
  shot: { v: Int8Array },
  melee: { v: Int8Array },
  effects: { v: Int8Array },
  effectRoll: { v: Int8Array },
  turn: { v: Int8Array },
  team: {
    /** First row of the team's robots in `robot`, and how many. */
    firstRobot: Int16Array,
    robots: Int8Array,
    /** 1 = close to melee, 0 = stand off (policies.*.approach). */
    closeIn: Int8Array,
    preferredRange: Int8Array,
    moveAndShoot: Int8Array,
    coverWeight: Int8Array,
    highGroundWeight: Int8Array,
    focusFire: Int8Array,
  },
  robot: { items: Int8Array },
  /** One row: the map's width and height (catalogue map) and a robot's height in levels (robot.standard.heightLevels). */
  game: { width: Int16Array, height: Int16Array, robotLevels: Int8Array },
} as const;

export type HexRobotsTables = Tables<typeof hexRobotsSchemas>;
