// hot: the UAV (expansion, L585): a robot bails out a small flying drone for its attack action.
// The drone has no facing, defends with silhouette 6 and is always painted; enemy robots in its
// line of sight are treated as painted, which is for line of sight only (L129): missiles see
// them over woods and hills, but they take no Painted marker, so a Guided Missile still needs
// them painted or moving and bombardment passes them by. Damage to the drone goes to the UAV
// card, and when the card is destroyed the drone is gone. The rules do not say how it moves:
// here it flies in the infantry phase, up to 5 hexes over any terrain, to where it sees the most
// enemy robots, and it leaves play when its robot does (reconstructed).
import * as codes from '../compile/codes.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as stateModule from '../resolve/state.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent, logEvent6, MoveKind } = eventLogModule;
const { Effect, MAX_SLOTS, Status } = codes;
const { cellDistance, sightBits } = mapScratchModule;
const { UnitFlag, UnitKind } = scenarioGameModule;
const { isEnemy } = scenarioRulesModule;
const { fighting } = scenarioSetupModule;
const { MAX_UNITS } = stateModule;
const { findEffect, refreshSlot, refreshSlots, resetSimple } = unitsModule;

/** How far the drone flies in one infantry phase (as motorized infantry, L507: reconstructed). */
const UAV_FLIGHT = 5;

/** A robot with a working UAV card launches it, for its attack action, once it has an enemy to watch. True if it did. */
export function launchUav(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  if ((s.flags[u]! & UnitFlag.UavLaunched) !== 0 || s.attackActions[u]! === 0 || s.units >= MAX_UNITS) return false;
  const e = findEffect(t, s, u, Effect.Uav);
  if (e < 0) return false;
  let enemy = false;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && isEnemy(t, g, s, u, v)) enemy = true;
  if (!enemy) return false;
  const slot = t.effect.slot[e]!;
  const r = s.robot[u]!;
  const left = t.slot.hitsToDestroy[r * MAX_SLOTS + slot]! - s.damage[u * MAX_SLOTS + slot]!;
  const d = s.units++;
  resetSimple(s, d, t.effect.amount[e]!, left > 0 ? left : 1); // silhouette 6; its hits are the card's (L585)
  s.kind[d] = UnitKind.Drone;
  s.detail[d] = u; // its robot
  s.hostSlot[d] = slot;
  s.host[d] = -1;
  s.seat[d] = s.seat[u]!;
  s.carry[d] = -1;
  s.flags[d] = 0;
  s.painted[d] = 1; // always painted (L585)
  s.cell[d] = s.cell[u]!;
  s.attackActions[u] = s.attackActions[u]! - 1;
  s.flags[u] = s.flags[u]! | UnitFlag.UavLaunched;
  logEvent(s.log, Event.Card, u, Effect.Uav, d, 0, 0);
  logEvent6(s.log, Event.Place, d, s.cell[d]!, 0, s.seat[d]!, UnitKind.Drone, s.robot[d]!, s.detail[d]!);
  return true;
}

/** Event.Marker location of the damage the UAV took, which goes to its card and does not bleed (L585). */
export const UAV_DAMAGE = -4;

/** In the infantry phase: each drone takes its card's damage and flies to watch the most enemies. */
export function flyDrones(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): void {
  for (let d = g.robots; d < s.units; d++) {
    if (s.kind[d] !== UnitKind.Drone || s.cell[d]! < 0) continue;
    const owner = s.detail[d]!;
    if (!fighting(s, owner)) {
      // Its robot fled, was destroyed or lies abandoned: nobody flies the drone any more, and it
      // leaves play with what it took (reconstructed; the rules are silent).
      s.status[d] = Status.Destroyed;
      s.cell[d] = -1;
      logEvent(s.log, Event.Status, d, Status.Destroyed, 0, 0, 0);
      continue;
    }
    if (!fighting(s, owner)) {
      // Its robot fled, was destroyed or lies abandoned: nobody flies the drone any more, and it
      // leaves play with what it took (reconstructed; the rules are silent).
      s.status[d] = Status.Destroyed;
      s.cell[d] = -1;
      logEvent(s.log, Event.Status, d, Status.Destroyed, 0, 0, 0);
      continue;
    }
    const card = owner * MAX_SLOTS + s.hostSlot[d]!;
    const r = s.robot[owner]!;
    const hits = t.slot.hitsToDestroy[r * MAX_SLOTS + s.hostSlot[d]!]!;
    const onCard = hits - s.damage[card]!; // what hits on the robot's card left
    const onDrone = s.status[d] === Status.Active ? s.simpleHits[d]! : 0;
    const left = onCard < onDrone ? onCard : onDrone;
    s.simpleHits[d] = left;
    const before = s.damage[card]!;
    s.damage[card] = hits - left; // damage to the drone goes to the card (L585)
    refreshSlot(s, owner, s.hostSlot[d]!); // the condition word's damage bit (state.ts brokenSlots)
    const gone = left <= 0 || s.destroyed[card] === 1;
    for (let m = before; m < hits - left; m++) logEvent6(s.log, Event.Marker, owner, UAV_DAMAGE, s.hostSlot[d]!, s.hostSlot[d]!, 0, gone && m === hits - left - 1 ? 1 : 0, s.status[owner]!);
    if (gone) {
      s.destroyed[card] = 1;
      refreshSlots(s, owner);
      s.status[d] = Status.Destroyed; // the tent is removed (L585)
      s.cell[d] = -1;
      logEvent(s.log, Event.Status, d, Status.Destroyed, 0, 0, 0);
      continue;
    }
    const from = s.cell[d]!;
    let best = from;
    let bestSeen = watched(t, g, s, d, from);
    for (let cell = 0; cell < g.map.cells; cell++) {
      if (cellDistance(g.map, from, cell) > UAV_FLIGHT) continue;
      const seen = watched(t, g, s, d, cell);
      if (seen > bestSeen) {
        bestSeen = seen;
        best = cell;
      }
    }
    if (best !== from) {
      s.cell[d] = best;
      logEvent6(s.log, Event.Move, d, from, 0, best, 0, MoveKind.Flying, -1);
    }
  }
}

/** Robot v is in the line of sight of an enemy's UAV, so treated as painted for line of sight (L585, L129). It takes no marker, so a card that keeps paint markers off does not help. */
export function spottedByUav(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, v: number): boolean {
  if (s.units <= g.robots || s.kind[v] !== UnitKind.Robot) return false;
  for (let d = g.robots; d < s.units; d++) {
    if (s.kind[d] !== UnitKind.Drone || s.status[d] !== Status.Active || s.cell[d]! < 0 || !isEnemy(t, g, s, s.detail[d]!, v)) continue;
    if ((sightBits(t, g.map, s.cell[d]!, s.cell[v]!) & 1) === 1) return true;
  }
  return false;
}

/** Enemy robots of the drone's robot in sight of `cell`. */
function watched(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, d: number, cell: number): number {
  let count = 0;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && isEnemy(t, g, s, s.detail[d]!, v) && (sightBits(t, g.map, cell, s.cell[v]!) & 1) === 1) count++;
  return count;
}
