// The 3" game's terrain: hexes at height levels 0-3 (HX L3: "a hex map or ... Heroscape terrain"),
// some closed to robots, and what a step costs there as a cost-reach table (src/hex/cost-reach.ts).
import { CLOSED, COST_TERRAIN_CODES } from '../../../hex/cost-reach.js';

/** Terrain codes of a hex-robots HeightGrid. Blocked hexes (a pit, a pillar, water) may not be entered. */
export const HexTerrain = { Open: 0, Blocked: 1 } as const;

/** Height levels a map may use (reconstructed, other-games-specs §5.5 "map": heights 0-3). */
export const MAX_LEVEL = 3;

/** The one movement type: robots walk. */
export const MoveType = { Walk: 0 } as const;

/** Robots climb at most one level a hex entered (HX L6). */
export const MAX_CLIMB = 1;

/**
 * Reconstructed AP costs (the costs L5 promises are missing; other-games-specs §5.5 "AP costs"):
 * 1 AP a hex entered, and 1 more per level climbed. The catalogue's turn.costs.movePerHex and
 * climbPerLevel set them for a game; these are the defaults of maps drawn without a catalogue.
 */
export const STEP_AP = 1;
export const CLIMB_AP = 1;

/** The cost table for costReach: one row (walking) at `stepAp` a hex, CLOSED for blocked hexes. */
export function walkCosts(stepAp: number = STEP_AP): Uint8Array {
  const costs = new Uint8Array(COST_TERRAIN_CODES).fill(CLOSED);
  costs[MoveType.Walk * COST_TERRAIN_CODES + HexTerrain.Open] = stepAp;
  return costs;
}
