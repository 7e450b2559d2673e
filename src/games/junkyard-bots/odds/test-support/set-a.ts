// Test support: the spec's default face set A (other-games-specs.md L419, section 3.6), as odds dice.
// Every die has one picture (L160); the five other faces are the spec's lists. The catalogue is not
// read: these are the spec's numbers, so the tests check the odds against the spec's own values.
import { BLANK as B, PICTURE as P, SIZE_POINTS } from '../../dice/faces.js';
import type { OddsDie } from '../odds-die.js';

const die = (sizePoints: number, rest: readonly number[]): OddsDie => ({ sizePoints, faces: [P, ...rest] });
const { S, M, L } = SIZE_POINTS;

export const GREEN_S = die(S, [0, 1, 1, 1, 1]);
export const RED_S = die(S, [0, 1, 1, 1, 2]);
export const RED_M = die(M, [1, 1, 2, 3, 3]);
export const RED_L = die(L, [2, 3, 4, 5, 6]);
export const BLUE_S = die(S, [0, 0, 1, 1, 3]);
export const BLUE_M = die(M, [0, 1, 2, 3, 4]);
export const BLUE_L = die(L, [0, 2, 4, 6, 8]);
export const WEAPON_S = die(S, [B, 1, 1, 2, 2]);
export const WEAPON_M = die(M, [B, 2, 2, 3, 4]);
export const WEAPON_L = die(L, [B, 3, 4, 4, 5]);
export const ENERGY_S = die(S, [B, 1, 1, 1, 2]);
export const ENERGY_M = die(M, [B, 1, 2, 2, 3]);
export const ENERGY_L = die(L, [B, 3, 4, 4, 5]);

/** The starters: a green small claw, eye and pair of feet (L17-22; spec 3.6: all three small). */
export const STARTER_CLAW = GREEN_S;
export const STARTER_EYE = GREEN_S;
export const STARTER_FEET = GREEN_S;
