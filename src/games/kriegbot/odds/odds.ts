// cold: exact odds of one weapon against one template, computed, not sampled.
//
// A pool of n dice has exactly n non-5 faces, uniform on 0-4 and independent of the number of 5s
// (src/dice/exact.ts). So every possible set of hit locations is enumerated with weight 5^-n, its
// chance to hit is exact (the fives make up the rest of the silhouette), and the same location
// policy the simulator uses decides where the markers go. Hit-location results assume a fresh,
// undamaged target whose slots hold neutral items.
import { DicePool, setFaces } from '../../../dice/pool.js';
import type { WeaponOddsRow } from './weapon-odds.js';
import { hitProbability, hitProbabilityGivenFaces } from '../../../dice/exact.js';
import { bandDice } from '../resolve/attack.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { Hit, MAX_SLOTS, Movement } from '../compile/codes.js';
import { compileRobots, neutralSpec, type RobotSpec } from '../compile/compile.js';
import { markLocation } from '../resolve/damage.js';
import { attackerLocation, defenderDisableLocation, markersAt, rolledLocations } from '../resolve/location-policy.js';
import { maximumRange } from '../catalogue/range-diagram.js';
import { silhouette } from '../resolve/silhouette.js';
import { createState, type KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import { refreshSlots, resetRobot } from '../resolve/units.js';

export type OddsRow = WeaponOddsRow;

const TARGET_STATES = ['moving', 'stationary'] as const;
const TARGET_STATES_PAINTED = ['moving', 'stationary', 'stationary-painted'] as const;
/** The odds of an attack the rules do not allow: nothing happens. */
const NOT_ALLOWED_ODDS = { pHit: 0, damage: 0, disable: 0, paint: 0, fire: 0, damageAt: [0, 0, 0, 0, 0], disableAt: [0, 0, 0, 0, 0] } as const;

export function weaponOdds(catalogue: KriegbotCatalogue, cardId: string, templateId: string): OddsRow[] {
  const card = catalogue.cards.get(cardId);
  if (card === undefined) throw new Error(`unknown card ${cardId}`);
  if (!catalogue.templates.has(templateId)) throw new Error(`unknown template ${templateId}`);
  const compiled = compileRobots([carrier(cardId, card.kind, catalogue), neutralSpec(templateId, catalogue)], catalogue);
  const t = compiled.tables;
  const s = createState();
  const rows: OddsRow[] = [];
  for (let k = t.robot.firstAttack[0] ?? 0; k < (t.robot.firstAttack[0] ?? 0) + (t.robot.attackCount[0] ?? 0); k++) {
    if (compiled.cardIds[t.attack.card[k] ?? -1] !== cardId) continue;
    const fn = card.functions[t.attack.fn[k] ?? 0];
    const range = fn?.attack?.range ?? [];
    for (let distance = 1; distance <= maximumRange(range); distance++) {
      const dice = bandDice(t, k, distance);
      if (dice === 0) continue;
      // An electric attack may be overcharged with the expansion: one more die for one more energy step (L550).
      for (const overcharged of t.attack.overcharge[k] === 1 ? [false, true] : [false]) {
        // The Guided Missile "can only be used against targets that are painted or have moved this turn" (L341).
        const paintedOrMoved = t.attack.paintedOrMoved[k] === 1;
        for (const targetState of paintedOrMoved ? TARGET_STATES_PAINTED : TARGET_STATES) {
          resetRobot(t, s, 0, 0);
          resetRobot(t, s, 1, 1);
          s.units = 2;
          s.movement[1] = targetState === 'moving' ? Movement.Move : Movement.PowerUp;
          s.painted[1] = targetState === 'stationary-painted' ? 1 : 0;
          const sil = silhouette(t, s, 1, k);
          const rolled = dice + (overcharged ? 1 : 0);
          const row = { weapon: cardId, function: fn?.name ?? '', target: templateId, range: distance, dice: rolled, overcharged, targetState, silhouette: sil };
          if (paintedOrMoved && targetState === 'stationary') rows.push({ ...row, ...NOT_ALLOWED_ODDS, note: 'not allowed: the target neither moved nor is painted (L341)' });
          else rows.push({ ...row, ...expectations(t, s, k, rolled, sil), note: '' });
        }
      }
    }
  }
  return rows;
}

/** A Robotank carrying the card where it can attack: a weapon slot, or the 360-degree dorsal turret for a system. */
function carrier(cardId: string, kind: string, catalogue: KriegbotCatalogue): RobotSpec {
  const base = neutralSpec('robotank', catalogue);
  const slot = kind === 'weapon' ? 'primary' : kind === 'system' ? 'dorsal-turret' : kind === 'core' ? 'core' : undefined;
  return { ...base, cards: slot === undefined ? base.cards : { ...base.cards, [slot]: cardId }, skin: kind === 'skin' ? cardId : null };
}

type Expectations = Pick<OddsRow, 'pHit' | 'damage' | 'disable' | 'paint' | 'fire' | 'damageAt' | 'disableAt'>;

function expectations(t: KriegbotTables, s: KriegbotState, k: number, dice: number, sil: number): Expectations {
  const hit = t.attack.hit[k] ?? 0;
  const separateLocations = t.attack.locationDice[k] ?? 0;
  const pHit = hitProbability(dice, sil);
  const damageAt = [0, 0, 0, 0, 0];
  const disableAt = [0, 0, 0, 0, 0];
  const pool = new DicePool();
  // Enumerate the non-5 faces of the dice that choose locations (the hit dice, or a barrage's own).
  const locationDice = separateLocations > 0 ? separateLocations : dice;
  const faces = new Array<number>(locationDice).fill(0);
  const weight = 5 ** -locationDice;
  for (let combination = 0; combination < 5 ** locationDice; combination++) {
    let rest = combination;
    let sum = 0;
    for (let i = 0; i < locationDice; i++) {
      faces[i] = rest % 5;
      sum += faces[i] ?? 0;
      rest = Math.floor(rest / 5);
    }
    const pHitHere = separateLocations > 0 ? pHit : hitProbabilityGivenFaces(dice, sum, sil);
    if (pHitHere === 0) continue;
    setFaces(pool, faces);
    place(t, s, hit, pool, weight * pHitHere, damageAt, disableAt, t.attack.disables[k] ?? 1);
  }
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    pHit,
    damage: sum(damageAt),
    disable: sum(disableAt),
    paint: hit === Hit.Paint ? pHit : 0,
    fire: t.attack.fire[k] === 1 ? pHit : 0,
    damageAt,
    disableAt,
  };
}

/** Adds one location outcome's markers, weighted, by the simulator's own location policy on a fresh target. */
function place(t: KriegbotTables, s: KriegbotState, hit: number, pool: DicePool, weight: number, damageAt: number[], disableAt: number[], disables: number): void {
  for (let i = 0; i < MAX_SLOTS; i++) {
    s.damage[MAX_SLOTS + i] = 0;
    s.disabled[MAX_SLOTS + i] = 0;
    s.destroyed[MAX_SLOTS + i] = 0;
  }
  refreshSlots(s, 1);
  if (hit === Hit.Paint) return;
  if (hit === Hit.Burst || hit === Hit.BurstDisable) {
    const into = hit === Hit.Burst ? damageAt : disableAt;
    const rolled = rolledLocations(pool);
    for (let location = 0; location < 5; location++) if (((rolled >> location) & 1) === 1) into[location] = (into[location] ?? 0) + weight;
    return;
  }
  if (hit === Hit.DisableChoice) {
    for (let i = 0; i < disables; i++) {
      const location = defenderDisableLocation(t, s, 1, pool);
      disableAt[location] = (disableAt[location] ?? 0) + weight;
      markLocation(t, s, 1, location, true);
    }
    return;
  }
  const location = attackerLocation(t, s, 0, 1, pool, hit);
  damageAt[location] = (damageAt[location] ?? 0) + weight * markersAt(hit, pool, location);
}
