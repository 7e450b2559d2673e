// hot: the target's final silhouette against one attack (L223-229, L308, L341, L532).
import { Action, Effect, Movement, When } from './codes.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from './tables.js';
import { crippled, effectWorks, maxSpeed } from './units.js';

export function silhouette(t: KriegbotTables, s: KriegbotState, target: number, k: number): number {
  return silhouetteAgainst(t, s, target, t.attack.medium[k] ?? 0, t.attack.nineMinusSpeed[k] === 1);
}

/** The silhouette against an attack of this medium (NO_MEDIUM for bombardment); `nineMinusSpeed` for the Guided Missile. */
export function silhouetteAgainst(t: KriegbotTables, s: KriegbotState, target: number, medium: number, nineMinusSpeed: boolean): number {
  const r = s.robot[target] ?? -1;
  if (r < 0) return s.simpleSilhouette[target] ?? 1;
  const movement = s.movement[target];
  const moving = movement === Movement.NotYet || movement === Movement.Move || movement === Movement.MoveStrafe;
  let base: number;
  if (nineMinusSpeed) base = 9 - maxSpeed(t, s, target); // the Guided Missile (L341, A8)
  else if (s.biped[target] === 1) base = t.robot.bipedSilhouette[r] ?? 2; // "reduced silhouette (of 2) throughout the turn" (L159)
  else if (crippled(t, s, target)) base = 1; // drive, core or pilot disabled (L223)
  else if (moving) base = maxSpeed(t, s, target); // moved, danced or not yet moved (L177, L223)
  else base = 1; // rebooted, maneuvered or powered up (L223)
  if (s.inBuilding[target] !== -1 && base < 4) base = 4; // building cover (L532)

  // Modifiers from systems and the skin (L225), each perhaps only against some media. Passive
  // ones always count; one that costs the defense action counts once deployed this turn.
  let total = base + (s.smokescreen[target] ?? 0);
  const end = (t.robot.firstEffect[r] ?? 0) + (t.robot.effectCount[r] ?? 0);
  for (let e = t.robot.firstEffect[r] ?? 0; e < end; e++) {
    if (t.effect.type[e] !== Effect.Silhouette || !effectWorks(t, s, target, e)) continue;
    if (t.effect.action[e] !== Action.Passive && s.screen[target] !== e) continue;
    const media = t.effect.media[e] ?? 0;
    if (media !== 0 && ((media >> medium) & 1) === 0) continue;
    const when = t.effect.when[e];
    const moved = movement === Movement.Move || movement === Movement.MoveStrafe;
    if (when === When.Moved && !moved) continue;
    if (when === When.NotMoved && moved) continue;
    total += t.effect.amount[e] ?? 0;
  }
  return total;
}
