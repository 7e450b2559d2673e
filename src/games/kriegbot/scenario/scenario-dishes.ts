// hot: Musical Chairs' energy dishes (L669-683). Every robot starts with one, and picks them up
// and drops them like the flag (L673), but one at a time: a damaged robot drops one in the hex
// behind it, a lost robot leaves all of its own on the field. It powers up only with two, may leave
// off any edge with three, and the game ends once half the robots are destroyed: the dishes left
// on the field are shared out among the robots still on the map, and each with two wins.
import * as hexModule from '../../../hex/hex.js';
import * as codes from '../compile/codes.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent } = eventLogModule;
const { Status } = codes;
const { neighbourQ, neighbourR } = hexModule;
const { cellDistance, cellOf } = mapScratchModule;
const { DISH, NO_WINNER, UnitFlag, UnitKind } = scenarioGameModule;
const { placeCrypto } = scenarioRulesModule;

export function dishRules(t: KriegbotTables): boolean {
  return t.scenario.dishRules.length > 0 && t.scenario.dishRules[0] === 1;
}

/** A dish marker lands in `cell`: an old marker unit is reused before a new one is added. */
export function placeDish(g: ScenarioGame, s: KriegbotState, cell: number): void {
  if (cell < 0) return;
  for (let v = g.robots; v < s.units; v++) {
    if (s.kind[v] !== UnitKind.Crypto || s.detail[v] !== DISH || s.status[v] === Status.Active) continue;
    s.status[v] = Status.Active;
    s.simpleHits[v] = 1;
    s.cell[v] = cell;
    logEvent(s.log, Event.Drop, v, DISH, cell, 1, 0);
    return;
  }
  placeCrypto(s, cell, DISH);
}

/** A damaged robot drops one dish in the hex behind it (never off the map, L401, L673). */
export function dropDish(g: ScenarioGame, s: KriegbotState, u: number): void {
  if (s.dishes[u]! === 0) return;
  s.dishes[u] = s.dishes[u]! - 1;
  const cell = s.cell[u]!;
  const back = (s.dir[u]! + 3) % 6;
  const there = cell < 0 ? -1 : cellOf(g.map, neighbourQ(g.map.q[cell]!, back), neighbourR(g.map.r[cell]!, back));
  placeDish(g, s, there >= 0 ? there : cell);
}

/** A lost robot's dishes stay on the field, in its hex. */
export function leaveDishes(g: ScenarioGame, s: KriegbotState, u: number): void {
  const cell = s.cell[u]!;
  for (let i = 0; i < s.dishes[u]!; i++) placeDish(g, s, cell);
  s.dishes[u] = 0;
}

/** The nearest dish on the field, or -1. */
export function nearestDish(g: ScenarioGame, s: KriegbotState, u: number): number {
  let best = -1;
  let bestDistance = 1e9;
  for (let v = g.robots; v < s.units; v++) {
    if (s.kind[v] !== UnitKind.Crypto || s.detail[v] !== DISH || s.status[v] !== Status.Active || s.cell[v]! < 0) continue;
    const distance = cellDistance(g.map, s.cell[u]!, s.cell[v]!);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = v;
    }
  }
  return best;
}

/** Half the robots are destroyed (L683); fled robots are not. */
export function halfDestroyed(g: ScenarioGame, s: KriegbotState): boolean {
  let destroyed = 0;
  for (let u = 0; u < g.robots; u++) if (s.status[u] !== Status.Active && (s.flags[u]! & UnitFlag.Fled) === 0) destroyed++;
  return 2 * destroyed >= g.robots;
}

/**
 * The end (L683): the dishes left on the field are shared out evenly among the robots still on the
 * map, and every robot with `winWith` (those that left with three too) wins. The outcome is a
 * side's when only its robots win, else a draw.
 */
export function dishWinner(t: KriegbotTables, g: ScenarioGame, s: KriegbotState): number {
  let onMap = 0;
  let loose = 0;
  for (let u = 0; u < g.robots; u++) if (s.status[u] === Status.Active && s.cell[u]! >= 0) onMap++;
  for (let v = g.robots; v < s.units; v++) if (s.kind[v] === UnitKind.Crypto && s.detail[v] === DISH && s.status[v] === Status.Active) loose++;
  const share = onMap === 0 ? 0 : Math.floor(loose / onMap);
  let winners = 0; // bit per seat
  for (let u = 0; u < g.robots; u++) {
    if (s.status[u] !== Status.Active) continue;
    const dishes = s.dishes[u]! + (s.cell[u]! >= 0 ? share : 0);
    if (dishes >= t.scenario.dishWin[0]!) winners |= 1 << s.seat[u]!;
  }
  return winners === 1 ? 0 : winners === 2 ? 1 : NO_WINNER;
}
