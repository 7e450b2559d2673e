// hot: when the map AI uses the expansion cards that cost a defense or attack action (L569-577):
// a defense action still unspent when the attack phase ends goes, in this order, to detonating a
// limpet mine on an enemy, shedding the Exo-Disposable Skin to lose a mine or paint, or the
// Rectenna's recharge while the TV tower on its side stands; the Infantry Pod's tents bail out
// when an enemy robot comes within three hexes.
import type { Rng } from '../../../rng/rng.js';
import * as cardActionsModule from '../resolve/card-actions.js';
import * as codes from '../compile/codes.js';
import * as infantryUnitsModule from './infantry-units.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent } = eventLogModule;
const { Effect } = codes;
const { detonateLimpet, podReady, shedSkin, useRectenna } = cardActionsModule;
const { addInfantry } = infantryUnitsModule;
const { cellDistance } = mapScratchModule;
const { Infantry, UnitFlag } = scenarioGameModule;
const { isEnemy, ownTowerStands } = scenarioRulesModule;
const { fighting } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;

/** An enemy robot this near makes the Infantry Pod's tents bail out. */
const POD_RANGE = 3;

export function spareDefense(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number): void {
  if (!fighting(s, u) || s.defenseActions[u]! === 0 || g.over === 1) return;
  for (let v = 0; v < g.robots; v++) {
    if (!fighting(s, v) || !isEnemy(t, g, s, u, v) || s.limpets[v]! === 0) continue;
    if (detonateLimpet(t, s, rng, u, v) === 1) {
      settle(t, g, s);
      return;
    }
  }
  if (shedSkin(t, s, u) === 1) return;
  if (ownTowerStands(g, s, s.seat[u]!)) useRectenna(t, s, u);
}

/** The Infantry Pod (L569): for the attack action, a footsoldier and a motorized tent land beside the robot. True if they did. */
export function usePod(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  if (!podReady(t, s, u, (s.flags[u]! & UnitFlag.PodEmpty) !== 0)) return false;
  let near = false;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && isEnemy(t, g, s, u, v) && cellDistance(g.map, s.cell[u]!, s.cell[v]!) <= POD_RANGE) near = true;
  if (!near) return false;
  const cell = s.cell[u]!;
  const beside = g.map.reach.neighbours[cell * 6 + (s.seat[u] === 0 ? 0 : 3)]!; // on its own side
  const at = beside >= 0 ? beside : cell;
  s.attackActions[u] = s.attackActions[u]! - 1;
  s.flags[u] = s.flags[u]! | UnitFlag.PodEmpty;
  addInfantry(t, g, s, s.seat[u]!, Infantry.Footsoldier, at, false);
  addInfantry(t, g, s, s.seat[u]!, Infantry.Motorized, at, false);
  logEvent(s.log, Event.Card, u, Effect.InfantryPod, at, 0, 0);
  return true;
}
