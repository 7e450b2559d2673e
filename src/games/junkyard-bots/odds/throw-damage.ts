// cold: the damage of one throw (L216-250, spec 3.3 "Throw, step by step" and 3.8).
// - Attack (L220-230): the weapon + the other attack dice (the claw holding it and its pipes, one
//   eye and its pipes, a targeting computer on the weapon, power-up energy).
// - A blank on the weapon's first face: a dud, no damage (L232; A2, weapon-total.ts).
// - Defence (L234-242): all movers + one eye (+ pipes, + power-up energy, A5); no movers, no dodge:
//   defence 0 (L242, dodgePool).
// - Damage = attack - defence, never below 0 nor above the explosion value (L246-250), which is the
//   weapon's rolled points, picture chain included (A1). Equal totals give 0 (A6).
// - Shield (L134-136, L263): the target may roll energy and subtract its total (before any
//   targeting computer's pick, A4; the pick does not change the amount).
import { convolve, mean, type Dist } from '../../../dice/distribution.js';
import { difference } from '../../../dice/sub-distribution.js';
import type { PictureChoice } from './energy-fate.js';
import { energyPool } from './energy-pool.js';
import { ODDS_TOLERANCE, type OddsDie } from './odds-die.js';
import { poolTotal } from './pool-total.js';
import { weaponTotal } from './weapon-total.js';

export interface ThrowSetup {
  /** The thrown weapon's die (its picture scores its size, L160). */
  readonly weapon: OddsDie;
  /** The attack's other dice: claw (+pipes), eye (+pipes), targeting computer, energy (L220-230). */
  readonly attack: readonly OddsDie[];
  /** The dodge roll's dice (dodgePool: empty when the target has no movers, L242). */
  readonly defense: readonly OddsDie[];
  /** Energy the target rolls as a shield (L136); none by default. */
  readonly shield?: readonly OddsDie[];
  /** The shield energy's pictures: rerolled (the most points, the default) or kept (L140). */
  readonly shieldChoice?: PictureChoice;
}

export interface ThrowOdds {
  /** P(damage = v), v = 0, 1, ...; a dud counts as 0 (mass 1 - cut). */
  readonly damage: Dist;
  /** P(the weapon's first face is a blank, L232). */
  readonly dud: number;
  /** E[damage]. */
  readonly mean: number;
  /** The chance some die's picture chain went past the cut (left out of `damage`). */
  readonly cut: number;
}

/** The dodge roll's dice (L236-242): all movers and one eye, or none at all without a mover. */
export function dodgePool(movers: readonly OddsDie[], eyeAndExtras: readonly OddsDie[]): OddsDie[] {
  return movers.length === 0 ? [] : [...movers, ...eyeAndExtras];
}

export function throwDamage(setup: ThrowSetup, tolerance = ODDS_TOLERANCE): ThrowOdds {
  const weapon = weaponTotal(setup.weapon, tolerance);
  const attack = poolTotal(setup.attack, tolerance);
  const defense = poolTotal(setup.defense, tolerance);
  const margin = difference(attack, defense); // a - d
  let damage = clampedDamage(weapon.points, margin);
  damage.p[0] = (damage.p[0] ?? 0) + weapon.dud;
  let whole = (1 - weapon.cut) * (1 - attack.cut) * (1 - defense.cut);
  if (setup.shield !== undefined && setup.shield.length > 0) {
    const shield = energyPool(setup.shield, setup.shieldChoice ?? 'reroll', tolerance);
    damage = shielded(damage, shield.total);
    whole *= 1 - shield.cut;
  }
  return { damage, dud: weapon.dud, mean: mean(damage), cut: 1 - whole };
}

/** min(max(w + (a - d), 0), w) over the weapon's points w and the margin a - d (L248-250, A1). */
function clampedDamage(weapon: Dist, margin: Dist): { offset: number; p: Float64Array } {
  const top = Math.max(0, weapon.offset + weapon.p.length - 1);
  const p = new Float64Array(top + 1);
  for (let i = 0; i < weapon.p.length; i++) {
    const pw = weapon.p[i] ?? 0;
    if (pw === 0) continue;
    const w = weapon.offset + i;
    for (let j = 0; j < margin.p.length; j++) {
      const value = Math.min(Math.max(w + margin.offset + j, 0), w);
      p[value] = (p[value] ?? 0) + pw * (margin.p[j] ?? 0);
    }
  }
  return { offset: 0, p };
}

/** max(damage - shield, 0) (L136: the shield's roll is subtracted from the damage). */
function shielded(damage: Dist, shield: Dist): { offset: number; p: Float64Array } {
  const p = new Float64Array(damage.p.length);
  for (let i = 0; i < damage.p.length; i++) {
    const pd = damage.p[i] ?? 0;
    if (pd === 0) continue;
    for (let j = 0; j < shield.p.length; j++) {
      const value = Math.max(damage.offset + i - (shield.offset + j), 0);
      p[value] = (p[value] ?? 0) + pd * (shield.p[j] ?? 0);
    }
  }
  return { offset: 0, p };
}

/** The attack total of a throw that explodes (weapon + other dice), for reports: a sub-distribution of mass 1 - dud - cut. */
export function attackTotal(setup: Pick<ThrowSetup, 'weapon' | 'attack'>, tolerance = ODDS_TOLERANCE): Dist {
  return convolve(weaponTotal(setup.weapon, tolerance).points, poolTotal(setup.attack, tolerance));
}
