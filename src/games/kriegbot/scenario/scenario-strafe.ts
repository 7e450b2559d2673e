// hot: strafing on the map (L300-307): an attack in the movement phase, straight along the
// facing at that moment, at any point of the move, with one die less.
import type { Rng } from '../../../rng/rng.js';
import * as attackModule from '../resolve/attack.js';
import * as duelAttackModule from '../duel/duel-attack.js';
import * as codes from '../compile/codes.js';
import * as mapScratchModule from '../map/map-scratch.js';
import type { ScenarioGame } from './scenario-game.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Action, MEDIUM_STRAFES } = codes;
const { AttackFlag, bandDice, useAttack } = attackModule;
const { attackReady } = duelAttackModule;
const { arcsAt, cellDistance, LINE_ARC_BIT, sightBits } = mapScratchModule;
const { isEnemy } = scenarioRulesModule;
const { fighting } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;
const { slotWorks } = unitsModule;

/** A strafe attack from where the robot is now, straight along its facing (L306), one die less (L307). */
export function strafe(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, v: number): void {
  const range = cellDistance(g.map, s.cell[u]!, s.cell[v]!);
  const k = strafeAttack(t, s, u, range, v);
  if (k < 0) return;
  useAttack(t, s, rng, u, k, v, range, AttackFlag.Strafe);
  settle(t, g, s);
}

/** The enemy on the 1-degree line from (cell, dir) that a strafing weapon reaches and sees, or -1 (L306). */
export function strafeTarget(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, cell: number, dir: number): number {
  for (let v = 0; v < g.robots; v++) {
    if (!fighting(s, v) || !isEnemy(t, g, s, u, v)) continue;
    if (strafes(t, g, s, u, cell, dir, v)) return v;
  }
  return -1;
}

/** From (cell, dir), robot v lies on the 1-degree line, in sight and in reach of a strafing weapon that may attack it. */
export function strafes(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, cell: number, dir: number, v: number): boolean {
  const at = s.cell[v]!;
  if ((arcsAt(g.map, cell, dir, at) & LINE_ARC_BIT) === 0 || (sightBits(t, g.map, cell, at) & 1) === 0) return false;
  return strafeAttack(t, s, u, cellDistance(g.map, cell, at), v) >= 0;
}

/** A GUN, BEAM or MISSILE attack (L304) straight ahead with more than one die at this range (L307) that may be made at robot v now (a Guided Missile's target painted or moved, L341), or -1. */
function strafeAttack(t: KriegbotTables, s: KriegbotState, u: number, range: number, v: number): number {
  const r = s.robot[u]!;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (canStrafeWith(t, s, u, k) && bandDice(t, k, range) > 1 && attackReady(t, s, u, k, v, -1, false, t.robot.expansion[r] === 1)) return k;
  }
  return -1;
}

/** Bit k set for each range k (1-30) at which unit u has a strafing weapon it can use now. */
export function strafeRanges(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const end = t.robot.firstAttack[r]! + t.robot.attackCount[r]!;
  let ranges = 0;
  for (let k = t.robot.firstAttack[r]!; k < end; k++) {
    if (!canStrafeWith(t, s, u, k)) continue;
    for (let range = 1; range < 31; range++) if (bandDice(t, k, range) > 1) ranges |= 1 << range;
  }
  return ranges;
}

/** Attack k is a working GUN, BEAM or MISSILE attack (L304) that bears on the line straight out of the front, with the energy an electric one needs (L548). */
function canStrafeWith(t: KriegbotTables, s: KriegbotState, u: number, k: number): boolean {
  if (t.attack.action[k] !== Action.Attack || t.attack.poweredUp[k] === 1 || ((MEDIUM_STRAFES >> t.attack.medium[k]!) & 1) === 0) return false;
  const arc = t.attack.arc[k]!;
  if (arc !== 0 && arc !== 6 && arc !== 8) return false; // the line straight out of the front lies in front arcs only
  if (t.robot.expansion[s.robot[u]!] === 1 && t.attack.electric[k] === 1 && s.energy[u]! < 1) return false;
  const slot = t.attack.slot[k]!;
  return slotWorks(s, u, slot) && slot !== s.hackedSlot[u];
}
