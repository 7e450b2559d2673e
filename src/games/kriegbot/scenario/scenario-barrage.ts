// hot: Bombs Away's fuel-air barrage (L691-693): at the beginning of every turn, while its TV
// tower stands, the side with air support places an epicentre marker on any hex; as the fuel-air
// bomb card has it (reconstructed in the catalogue), the cloud goes off at the start of the next
// turn and every target within its radius takes its damage, each in a random location.
import type { Rng } from '../../../rng/rng.js';
import * as codes from '../compile/codes.js';
import * as damageModule from '../resolve/damage.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, logEvent } = eventLogModule;
const { Status } = codes;
const { markLocation, markSimple } = damageModule;
const { cellDistance } = mapScratchModule;
const { UnitKind } = scenarioGameModule;
const { ownTowerStands, structureFalls } = scenarioRulesModule;
const { fighting, seatOfRole } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;
const { isSimple, maxSpeed } = unitsModule;

export function barrage(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  const seat = seatOfRole(g, t.scenario.barrageRole.length === 0 ? -1 : t.scenario.barrageRole[0]!);
  if (seat < 0) return;
  if (g.epicentre >= 0) detonate(t, g, s, rng, g.epicentre);
  g.epicentre = -1;
  if (g.over === 1 || !ownTowerStands(g, s, seat)) return; // no more air support once the tower falls (L691)
  g.epicentre = aim(t, g, s, seat);
  if (g.epicentre >= 0) logEvent(s.log, Event.Epicentre, -1, g.epicentre, seat, 0, 0);
}

/** The blast: every target within the radius takes the card's damage (L693), robots in random locations. */
function detonate(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, centre: number): void {
  const radius = t.scenario.barrageRadius[0]!;
  const damage = t.scenario.barrageDamage[0]!;
  for (let v = 0; v < s.units; v++) {
    if (s.status[v] !== Status.Active || s.cell[v]! < 0 || s.kind[v] === UnitKind.Crypto || s.kind[v] === UnitKind.Gunner) continue;
    if (cellDistance(g.map, centre, s.cell[v]!) > radius) continue;
    logEvent(s.log, Event.Blast, v, centre, damage, 0, 0);
    if (isSimple(s, v)) {
      if (markSimple(s, v, damage) === 1 && s.kind[v] === UnitKind.Structure) structureFalls(t, g, s, rng, v);
      continue;
    }
    for (let m = 0; m < damage && s.status[v] === Status.Active; m++) markLocation(t, s, v, rng.int(5), false);
  }
  settle(t, g, s);
}

/**
 * Where the cloud goes: it bursts a turn later, so on the slowest enemy robot, weighted by how many
 * enemies the blast would catch and kept clear of the side's own robots; -1 if no enemy is seen.
 */
function aim(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, seat: number): number {
  const radius = t.scenario.barrageRadius[0]!;
  let best = -1;
  let bestScore = 0;
  for (let e = 0; e < g.robots; e++) {
    if (!fighting(s, e) || s.seat[e] === seat || s.seat[e]! > 1) continue;
    const cell = s.cell[e]!;
    let score = 0;
    for (let v = 0; v < g.robots; v++) {
      if (!fighting(s, v) || cellDistance(g.map, cell, s.cell[v]!) > radius + 1) continue;
      score += s.seat[v] === seat ? -3 : 10 - maxSpeed(t, s, v); // a slow robot is still there next turn
    }
    if (score > bestScore) {
      bestScore = score;
      best = cell;
    }
  }
  return best;
}
