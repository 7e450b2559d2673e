// hot: the number a shot must score on 2d6 (hex-robots-3inch.txt L7-27). Numbers in, number out.
import { NO_SHOT, NO_SIGHT_QUARTERS, RANGE_SLOTS, ShotSlot } from './slots.js';

/**
 * The to-hit number for a shot at `range` hexes (hex distance, adjacent = 1: H9) at a target with
 * `hiddenQuarters` of 4 hidden (0..4), and 0/1 flags: the target has a shield (L25), the shooter
 * moved this activation before firing (L26, H8), the target is stunned (L27, H3). NO_SHOT when the
 * rules forbid the shot: adjacent (L7), beyond the maximum range (L10), or hidden entirely (L8).
 * A number above 12 is a legal shot that cannot hit. `table` is compileShotTable's.
 */
export function toHit(range: number, hiddenQuarters: number, shield: number, moved: number, stunned: number, table: Int8Array): number {
  if (range < 0 || range >= RANGE_SLOTS || hiddenQuarters >= NO_SIGHT_QUARTERS) return NO_SHOT;
  const base = table[ShotSlot.Range + range] ?? NO_SHOT;
  if (base === NO_SHOT) return NO_SHOT;
  return (
    base +
    (table[ShotSlot.Hidden + hiddenQuarters] ?? 0) + // L22-24
    shield * (table[ShotSlot.Shield] ?? 0) + // L25
    moved * (table[ShotSlot.Moved] ?? 0) + // L26
    stunned * (table[ShotSlot.Stunned] ?? 0) // L27
  );
}
