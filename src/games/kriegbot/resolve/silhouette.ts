// hot: the target's final silhouette against one attack (L223-229, L308, L341, L532).
import * as codes from '../compile/codes.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from './units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Action, Effect, Movement, When } = codes;
const { crippled, effectWorks, firstEffectOf, endEffectOf, isSimple, maxSpeed } = unitsModule;

/** `range` matters only against a footsoldier (L520). */
export function silhouette(t: KriegbotTables, s: KriegbotState, target: number, k: number, range = 1): number {
  return silhouetteAgainst(t, s, target, t.attack.medium[k]!, t.attack.nineMinusSpeed[k] === 1, range);
}

/** The silhouette against an attack of this medium (NO_MEDIUM for bombardment); `nineMinusSpeed` for the Guided Missile. */
export function silhouetteAgainst(t: KriegbotTables, s: KriegbotState, target: number, medium: number, nineMinusSpeed: boolean, range = 1): number {
  const r = s.robot[target]!;
  if (isSimple(s, target)) return simpleSilhouette(s, target, range);
  const movement = s.movement[target];
  const moving = movement === Movement.NotYet || movement === Movement.Move || movement === Movement.MoveStrafe;
  let base: number;
  if (nineMinusSpeed === true) base = 9 - maxSpeed(t, s, target); // the Guided Missile (L341, A8); `=== true` (damage.ts markLocation)
  else if (s.biped[target] === 1) base = t.robot.bipedSilhouette[r]!; // "reduced silhouette (of 2) throughout the turn" (L159)
  else if (crippled(s, target)) base = 1; // drive, core or pilot disabled (L223)
  else if (moving) base = maxSpeed(t, s, target); // moved, danced or not yet moved (L177, L223)
  else base = 1; // rebooted, maneuvered or powered up (L223)
  if (s.inBuilding[target] !== -1 && base < 4) base = 4; // building cover (L532)

  // Modifiers from systems and the skin (L225), each perhaps only against some media. Passive
  // ones always count; one that costs the defense action counts once deployed this turn.
  let total = base + s.smokescreen[target]!;
  const end = endEffectOf(t, r, Effect.Silhouette);
  for (let e = firstEffectOf(t, r, Effect.Silhouette); e < end; e++) {
    if (t.effect.type[e] !== Effect.Silhouette || !effectWorks(t, s, target, e)) continue;
    if (t.effect.action[e] !== Action.Passive && s.screen[target] !== e) continue;
    const media = t.effect.media[e]!;
    if (media !== 0 && ((media >> medium) & 1) === 0) continue;
    const when = t.effect.when[e];
    const moved = movement === Movement.Move || movement === Movement.MoveStrafe;
    if (when === When.Moved && !moved) continue;
    if (when === When.NotMoved && moved) continue;
    total += t.effect.amount[e]!;
  }
  return total;
}

/**
 * A target that is no robot: a structure (1, L316), a crypto marker (4, L409), motorized infantry
 * (5), or a footsoldier (SILHOUETTE_BY_RANGE: the range to the attacker, L520); infantry in a
 * building have at least 4 (L532).
 */
function simpleSilhouette(s: KriegbotState, target: number, range: number): number {
  const fixed = s.simpleSilhouette[target]!;
  const base = fixed === SILHOUETTE_BY_RANGE ? range : fixed;
  return s.inBuilding[target] !== -1 && base < 4 ? 4 : base;
}

/** simpleSilhouette for a footsoldier. */
export const SILHOUETTE_BY_RANGE = -1;
