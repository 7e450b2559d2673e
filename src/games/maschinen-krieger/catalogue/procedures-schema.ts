// cold: the shape of the `procedures` section (designs/maschinen-krieger/catalogue/procedures.yaml):
// the numbers of the procedures outside the lane engagement engine — air-combat losses (L265
// [10.2.1]), breakthrough (L266-268 [10.3]), land mines (L339-340 [19.1]), infantry morale recovery
// (L306 [14.3.2]) and engineer mine detection (L307-308 [14.4.1]). The functions that read them are
// in src/games/maschinen-krieger/procedures/. designs/maschinen-krieger/README.md documents the fields.
import { z } from 'zod';

const sources = z.record(z.string(), z.string());
const modifier = z.number().int().min(-9).max(9);
const d6Threshold = z.number().int().min(0).max(6);

/** How a side picks the units that pay a dog-fight loss when several sets come as close (L265 does not say). */
export const AIR_LOSS_TIE_BREAKS = ['fewest-units-then-lowest-vp', 'lowest-vp-then-fewest-units'] as const;
export type AirLossTieBreak = (typeof AIR_LOSS_TIE_BREAKS)[number];

export const proceduresSchema = z.strictObject({
  airLosses: z.strictObject({
    /** false: the units lost sum as close to the loss as possible without going over (L265 [10.2.1]). */
    mayExceed: z.boolean(),
    tieBreak: z.enum(AIR_LOSS_TIE_BREAKS),
  }),
  breakthrough: z.strictObject({
    /** A side with at least `ratio` times the enemy's air-combat units breaks through (L266 [10.3]). */
    ratio: z.number().int().min(1).max(9),
    /** The defending side's dog-fight rating when breakthrough is resolved (L268 [10.3.1]). */
    defenderDogFight: z.number().int().min(0).max(20),
  }),
  mines: z.strictObject({
    attacksOnEntry: z.number().int().min(0).max(9),
    attacksOnExit: z.number().int().min(0).max(9),
    /** Attack power a player may assign to a minefield hex (L339 [19.1.1]). */
    strength: z.strictObject({ min: z.number().int().min(0).max(30), max: z.number().int().min(0).max(30) }),
    /** The cap on a minefield raised by artillery-deployed mines (L340 [19.1.6]). */
    artilleryMaxStrength: z.number().int().min(0).max(40),
    /** Whether pilot modifiers and the target hex's terrain apply to a mine attack (L339 [19.1.3]: neither). */
    pilotModifiers: z.boolean(),
    terrainModifiers: z.boolean(),
  }).refine((mines) => mines.strength.min <= mines.strength.max && mines.strength.max <= mines.artilleryMaxStrength, {
    error: 'mine strengths must run strength.min <= strength.max <= artilleryMaxStrength',
  }),
  morale: z.strictObject({
    /** A broken unit recovers when the modified 1d6 is at most this (L306 [14.3.2]). */
    recoverOnOrBelow: d6Threshold,
    modifiers: z.strictObject({
      stackedOrAbleToAttack: modifier,
      forestOrBuilding: modifier,
      defensivePosition: modifier,
      enemyInRange: modifier,
      brokenAgain: modifier,
    }),
    /** An enemy able to attack within this many hexes gives `enemyInRange`. */
    enemyRange: z.number().int().min(0).max(20),
  }),
  engineers: z.strictObject({
    /** An engineer squad finds a suspected minefield before entering on 1d6 at most this (L307-308 [14.4.1]). */
    detectOnOrBelow: d6Threshold,
  }),
  sources,
});

export type Procedures = z.infer<typeof proceduresSchema>;
export type AirLossRule = Procedures['airLosses'];
export type BreakthroughRule = Procedures['breakthrough'];
export type MineRule = Procedures['mines'];
export type MoraleRule = Procedures['morale'];
export type EngineerRule = Procedures['engineers'];
