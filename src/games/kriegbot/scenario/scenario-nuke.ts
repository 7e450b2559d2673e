// hot: suicide nukes (L581, L649-651): a robot carrying the Suicide Nuke card, or any pilot or
// infantry of a WMD scenario's terrorist side, may detonate it (a robot for its attack action,
// infantry as its infantry action); everything within the card's radius is destroyed, itself
// included. The AI detonates when the blast would take more of the enemy than of its own.
import type { Rng } from '../../../rng/rng.js';
import * as codes from '../compile/codes.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent } = eventLogModule;
const { Effect, Status } = codes;
const { structureFalls } = scenarioRulesModule;
const { cellDistance } = mapScratchModule;
const { BUNKER, UnitFlag, UnitKind } = scenarioGameModule;
const { damageOn } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;
const { findEffect } = unitsModule;

/** Damage markers that make a robot count as badly hurt. */
const HURT = 3;

/** The blast radius of the nuke unit u carries, or -1 if it carries none. */
export function nukeRadius(t: KriegbotTables, s: KriegbotState, u: number): number {
  if ((s.flags[u]! & UnitFlag.Nuke) !== 0) return t.scenario.nukeRadius.length === 0 ? -1 : t.scenario.nukeRadius[0]!;
  if (s.kind[u] !== UnitKind.Robot) return -1;
  const e = findEffect(t, s, u, Effect.Nuke);
  return e < 0 ? -1 : t.effect.amount[e]!;
}

/**
 * Worth going off here: enemy robots and WMD bunkers count for it, infantry a little, its own
 * robots, bunkers and itself against it (a robot weighs its own loss more than a tent does).
 */
export function nukeWorth(g: ScenarioGame, s: KriegbotState, u: number, radius: number): number {
  const at = s.cell[u]!;
  if (at < 0) return 0;
  let worth = s.kind[u] === UnitKind.Robot ? -2 : -1;
  for (let v = 0; v < s.units; v++) {
    if (v === u || s.status[v] !== Status.Active || s.cell[v]! < 0 || cellDistance(g.map, at, s.cell[v]!) > radius) continue;
    const own = s.seat[v] === s.seat[u];
    if (s.kind[v] === UnitKind.Robot) worth += own ? -3 : 3;
    else if (s.kind[v] === UnitKind.Infantry) worth += own ? -1 : 1;
    else if (s.kind[v] === UnitKind.Structure && s.detail[v] === BUNKER) worth += own ? -4 : 4;
  }
  return worth;
}

/** Everything within `radius` of unit u is destroyed, u too (L651): the robots as hard kills. */
export function detonate(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, radius: number): void {
  const at = s.cell[u]!;
  logEvent(s.log, Event.Nuke, u, at, radius, 0, 0);
  for (let v = 0; v < s.units; v++) {
    if (v === u || s.status[v] !== Status.Active || s.cell[v]! < 0 || s.kind[v] === UnitKind.Gunner || cellDistance(g.map, at, s.cell[v]!) > radius) continue;
    const kind = s.kind[v];
    s.status[v] = kind === UnitKind.Robot ? Status.CoreDestroyed : Status.Destroyed;
    if (kind === UnitKind.Structure) structureFalls(t, g, s, rng, v);
    else logEvent(s.log, Event.Status, v, s.status[v]!, 0, 0, 0);
  }
  s.status[u] = s.kind[u] === UnitKind.Robot ? Status.CoreDestroyed : Status.Destroyed;
  logEvent(s.log, Event.Status, u, s.status[u]!, 0, 0, 0);
  settle(t, g, s);
}

/**
 * The AI's nuke: detonates when the blast is worth it (nukeWorth of 2 or more); a badly hurt robot,
 * which would soon be lost anyway, trades itself for one enemy robot. True if it did.
 */
export function maybeNuke(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number): boolean {
  const radius = nukeRadius(t, s, u);
  if (radius < 0 || (s.kind[u] === UnitKind.Robot && s.attackActions[u]! === 0)) return false;
  if (nukeWorth(g, s, u, radius) + (damageOn(s, u) >= HURT ? 1 : 0) < 2) return false;
  detonate(t, g, s, rng, u, radius);
  return true;
}
