// hot: ramming on the map (L310, L477, L522): a robot rams an enemy with a lower maximum speed
// that it sees (or that is painted) at the start of its move, ending beside and facing it; rams
// on infantry leave the rammer unharmed.
import type { Rng } from '../../rng/rng.js';
import { rollPool } from '../../dice/pool.js';
import { move } from './actions.js';
import { Status } from './codes.js';
import { markLocation } from './damage.js';
import { sightBits } from './map-scratch.js';
import { Event, logEvent, UnitKind, type ScenarioGame } from './scenario-game.js';
import { objectiveDistance, stepTo } from './scenario-path.js';
import { armed, isEnemy, missionTarget, Objective } from './scenario-rules.js';
import { fighting } from './scenario-setup.js';
import { settle } from './scenario-victory.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from './tables.js';
import { maxSpeed } from './units.js';

/**
 * Ramming (L310): a robot with nothing left to shoot with, or a monster built for it, rams an
 * enemy with a lower maximum speed that it can see (or that is painted) at the start of its move,
 * ending adjacent to and facing it; both actions are spent. The rammer takes 1D6 damage at
 * location 0 (less the monster's reduction, L477), the victim as many in random locations; if
 * one is destroyed the other is on fire. Returns true if it rammed.
 */
export function ramming(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, count: number, objective: number): boolean {
  const monster = g.seatRole[s.seat[u] ?? 0] === t.scenario.monsterRole[0];
  if ((!monster && armed(t, s, u)) || (objective !== Objective.Fight && !monster) || (s.attackActions[u] ?? 0) === 0 || (s.defenseActions[u] ?? 0) === 0) return false;
  const map = g.map;
  const from = s.cell[u] ?? 0;
  const speed = maxSpeed(t, s, u);
  for (let i = 0; i < count; i++) {
    const end = map.reach.ends[i] ?? 0;
    const cell = (end / 6) | 0;
    const victimCell = map.reach.neighbours[end] ?? -1; // the hex it faces
    if (victimCell < 0) continue;
    if (objective !== Objective.Fight && objectiveDistance(g, s, u, objective, cell) >= objectiveDistance(g, s, u, objective, from)) continue; // a ram on the way only
    for (let v = 0; v < g.robots; v++) {
      if (s.cell[v] !== victimCell || !fighting(s, v) || !isEnemy(t, g, s, u, v) || maxSpeed(t, s, v) >= speed) continue;
      if (s.painted[v] !== 1 && (sightBits(t, map, from, victimCell) & 1) === 0) continue;
      s.attackActions[u] = 0;
      s.defenseActions[u] = 0;
      move(t, s, u, s.biped[u] === 1);
      s.cell[u] = cell;
      s.dir[u] = end % 6;
      logEvent(g, Event.Move, u, from, cell, end % 6, 2);
      rollPool(rng, 1, s.pool);
      const damage = s.pool.total;
      const reduction = t.scenario.ramReduction.length === 0 ? 0 : (t.scenario.ramReduction[0] ?? 0); // the Lizard-bot's, L477
      const ownCut = monster ? reduction : 0;
      const theirCut = g.seatRole[s.seat[v] ?? 0] === t.scenario.monsterRole[0] ? reduction : 0;
      for (let m = ownCut; m < damage && s.status[u] === Status.Active; m++) markLocation(t, s, u, 0, false);
      for (let m = theirCut; m < damage && s.status[v] === Status.Active; m++) markLocation(t, s, v, rng.int(5), false);
      if (s.status[u] !== Status.Active && s.status[v] === Status.Active) s.onFire[v] = 1;
      if (s.status[v] !== Status.Active && s.status[u] === Status.Active) s.onFire[u] = 1;
      logEvent(g, Event.Ram, u, v, damage, s.status[u] ?? 0, s.status[v] ?? 0);
      settle(t, g, s);
      return true;
    }
  }
  return false;
}

/**
 * Ramming infantry (L522): "as if it was a robot", but the rammer takes no damage; infantry in a
 * robot's hex or in a building cannot be rammed (L522, L532). The AI rams a tent it is after (a
 * mission target) or any tent when it has nothing left to shoot with; the 1D6 always kills it.
 * (The rammer "may continue its movement"; here it stops beside its victim.) True if it rammed.
 */
export function rammingInfantry(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, count: number): boolean {
  if ((s.attackActions[u] ?? 0) === 0 || (s.defenseActions[u] ?? 0) === 0) return false;
  const unarmed = !armed(t, s, u);
  let any = false; // most games have no tent to ram: look once before trying every end
  for (let v = g.robots; v < s.units && !any; v++) any = s.kind[v] === UnitKind.Infantry && s.status[v] === Status.Active && s.seat[v] !== s.seat[u] && (unarmed || missionTarget(t, g, s, u, v));
  if (!any) return false;
  const map = g.map;
  const from = s.cell[u] ?? 0;
  const speed = maxSpeed(t, s, u);
  for (let i = 0; i < count; i++) {
    const end = map.reach.ends[i] ?? 0;
    const victimCell = map.reach.neighbours[end] ?? -1; // the hex it faces
    if (victimCell < 0) continue;
    for (let v = g.robots; v < s.units; v++) {
      if (s.kind[v] !== UnitKind.Infantry || s.status[v] !== Status.Active || s.cell[v] !== victimCell || s.inBuilding[v] !== -1) continue;
      if (!unarmed && !missionTarget(t, g, s, u, v)) continue;
      if (s.seat[v] === s.seat[u] || (s.detail[v] === 1 ? 5 : 2) >= speed || robotIn(g, s, victimCell)) continue; // motorized 5, on foot 2 (L507)
      if ((sightBits(t, map, from, victimCell) & 1) === 0) continue;
      s.attackActions[u] = 0;
      s.defenseActions[u] = 0;
      move(t, s, u, s.biped[u] === 1);
      stepTo(g, s, u, end, 2, true);
      rollPool(rng, 1, s.pool);
      s.status[v] = Status.Destroyed; // one damage kills (L522); a die always does at least one
      logEvent(g, Event.Ram, u, v, s.pool.total, s.status[u] ?? 0, Status.Destroyed);
      settle(t, g, s);
      return true;
    }
  }
  return false;
}

function robotIn(g: ScenarioGame, s: KriegbotState, cell: number): boolean {
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && s.cell[v] === cell) return true;
  return false;
}
