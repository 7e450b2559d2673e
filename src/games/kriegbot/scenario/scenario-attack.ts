// hot: one robot's attack phase on the map (L189-231): the (target, attack) pair with the most
// expected harm among those in arc, in range and in sight, with the scenario's reasons to prefer
// a target; a second, different attack for a Combat pilot (L565). Also the landing craft's
// attack (L431), bail-outs (L312) and the hacker's hack (L439-445).
import type { Rng } from '../../../rng/rng.js';
import * as actionsModule from '../resolve/actions.js';
import * as attackModule from '../resolve/attack.js';
import * as codes from '../compile/codes.js';
import * as infantryUnitsModule from './infantry-units.js';
import * as scenarioInfantryModule from './scenario-infantry.js';
import * as scenarioNukeModule from './scenario-nuke.js';
import * as scenarioCardsModule from './scenario-cards.js';
import * as scenarioDishesModule from './scenario-dishes.js';
import * as scenarioUavModule from './scenario-uav.js';
import * as duelAttackModule from '../duel/duel-attack.js';
import * as hitChanceModule from '../resolve/hit-chance.js';
import * as mapScratchModule from '../map/map-scratch.js';
import * as scenarioGameModule from './scenario-game.js';
import type { ScenarioGame } from './scenario-game.js';
import * as eventLogModule from '../log/event-log.js';
import * as scenarioRulesModule from './scenario-rules.js';
import * as scenarioSetupModule from './scenario-setup.js';
import * as scenarioVictoryModule from './scenario-victory.js';
import * as silhouetteModule from '../resolve/silhouette.js';
import type { KriegbotState } from '../resolve/state.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Event, AttackLog, logEvent, logEvent6 } = eventLogModule;
const { Effect, Hit, MAX_SLOTS, Status } = codes;
const { bailOut } = actionsModule;
const { AttackFlag, bandDice, NOT_ALLOWED, overchargeFlag, useAttack } = attackModule;
const { addInfantry, enterHex } = infantryUnitsModule;
const { sheltered } = scenarioInfantryModule;
const { maybeNuke } = scenarioNukeModule;
const { usePod } = scenarioCardsModule;
const { dropDish } = scenarioDishesModule;
const { launchUav, spottedByUav } = scenarioUavModule;
const { attackReadyNow, hitValue, targetAllows } = duelAttackModule;
const { hitChance } = hitChanceModule;
const { arcsAt, cellDistance, sightBits } = mapScratchModule;
const { Infantry, UnitFlag, UnitKind } = scenarioGameModule;
const { dropFlag, firstPolice, focusesFire, isEnemy, missionTarget, structureFalls, Victory } = scenarioRulesModule;
const { damageOn, fighting } = scenarioSetupModule;
const { settle } = scenarioVictoryModule;
const { silhouette } = silhouetteModule;
const { crippled, findEffect, firstEffectOf, endEffectOf, isSimple } = unitsModule;

const MISSILE = 3; // MEDIA order
function harmsSimple(hit: number): boolean {
  return hit !== Hit.Paint && hit !== Hit.DisableChoice && hit !== Hit.BurstDisable;
}

/** What the mission is about (a WMD bunker, the downed pilot's tents) is worth two robots. */
const MISSION_WEIGHT = 2;
/** A tent is worth less than a robot: a kill of one wins no first-kill game. */
const INFANTRY_WEIGHT = 0.5;
/** A robot drops its riders this near their goal (Mission Control) or an enemy robot. */
const DROP_RANGE = 3;
/** Street-legal gangs weigh an illegal shot at this fraction of its harm: they break the law only when it pays well (L455). */
const ILLEGAL_WEIGHT = 0.35;

export function takeMapAttacks(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number): void {
  if (!fighting(s, u) || g.over === 1) return;
  if (shouldBailOut(t, s, u) && bailOutOnFoot(t, g, s, u) >= -1) {
    settle(t, g, s);
    return;
  }
  if (maybeNuke(t, g, s, rng, u)) return;
  if (usePod(t, g, s, u) || launchUav(t, g, s, u)) return;
  if (wantsRidersOff(t, g, s, u)) {
    dropRiders(t, g, s, u);
    return;
  }
  if (crippled(s, u)) return;
  let usedCard = s.lastCard[u]!; // a strafe in the movement phase counts (L565)
  while (s.attackActions[u]! > 0 && g.over === 0 && fighting(s, u)) {
    const pick = chooseMapAttack(t, g, s, rng, u, usedCard, false);
    if (pick < 0) return;
    const k = pick >> 8;
    if (fire(t, g, s, rng, u, k, pick & 255) === NOT_ALLOWED) return;
    usedCard = t.attack.card[k]!; // the two attack actions must differ (L565)
  }
}

/** The landing craft fires before any robot, with one attack action a turn, while it stands (L431). A building has no facing: its weapon bears all round. */
export function landingCraftAttacks(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng): void {
  const u = g.gunner;
  if (u < 0 || g.landing < 0 || s.status[g.landing] !== Status.Active) return;
  s.attackActions[u] = 1;
  const pick = chooseMapAttack(t, g, s, rng, u, -2, true);
  s.attackKind = AttackLog.Landing;
  if (pick >= 0) fire(t, g, s, rng, u, pick >> 8, pick & 255);
  s.attackKind = 0;
}

/** A piloted robot whose core or pilot would go with one more damage, and which is badly hurt, bails out to deny the kill (L312, L371). */
function shouldBailOut(t: KriegbotTables, s: KriegbotState, u: number): boolean {
  const r = s.robot[u]!;
  const pilot = t.robot.pilotSlot[r]!;
  if (t.robot.bailOut[r] !== 1 || pilot < 0 || damageOn(s, u) < 3) return false;
  return nearlyDestroyed(t, s, u, t.robot.coreSlot[r]!) || nearlyDestroyed(t, s, u, pilot);
}

/** One more damage marker destroys this item. */
function nearlyDestroyed(t: KriegbotTables, s: KriegbotState, u: number, slot: number): boolean {
  return slot >= 0 && s.damage[u * MAX_SLOTS + slot]! + 1 >= t.slot.hitsToDestroy[s.robot[u]! * MAX_SLOTS + slot]!;
}

/**
 * The best (attack, target) for unit u as k << 8 | target, or -1. `allRound` ignores arcs (the
 * landing craft). A random player draws uniformly among the legal pairs instead.
 */
function chooseMapAttack(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, usedCard: number, allRound: boolean): number {
  const r = s.robot[u]!;
  const random = t.robot.randomPlay[r] === 1;
  let legal = 0;
  let best = -1;
  let bestValue = 0;
  // Bit i: attack row firstAttack + i (of the first 31) may be made now at some target; the
  // targets below only add their own conditions.
  const first = t.robot.firstAttack[r]!;
  const end = first + t.robot.attackCount[r]!;
  const flux = findEffect(t, s, u, Effect.AsIfPoweredUp) >= 0 && s.defenseActions[u]! > 0;
  const expansion = t.robot.expansion[r] === 1;
  let ready = 0;
  for (let k = first; k < end && k < first + 31; k++) if (attackReadyNow(t, s, u, k, usedCard, flux, expansion)) ready |= 1 << (k - first);
  for (let pass = 0; pass < (random ? 2 : 1); pass++) {
    const draw = pass === 1 ? rng.int(legal) : -1;
    let seen = 0;
    for (let v = 0; v < s.units; v++) {
      const weight = targetWeight(t, g, s, u, v);
      if (weight <= 0) continue;
      for (let k = first; k < end; k++) {
        if (k - first < 31 ? ((ready >> (k - first)) & 1) === 0 : !attackReadyNow(t, s, u, k, usedCard, flux, expansion)) continue;
        const dice = usable(t, g, s, u, k, v, allRound);
        if (dice === 0) continue;
        if (random) {
          if (pass === 0) legal++;
          else if (seen++ === draw) return (k << 8) | v;
          continue;
        }
        if (isSimple(s, v) && !harmsSimple(t.attack.hit[k]!)) continue; // tents and buildings have no statuses and take no disables (L522, L532)
        let value = hitChance(s, dice, silhouette(t, s, v, k, cellDistance(g.map, s.cell[u]!, s.cell[v]!))) * hitValue(t, s, k, dice, v) * t.attack.attacks[k]! * weight;
        if (!streetLegal(t, k)) value *= ILLEGAL_WEIGHT;
        if (value > bestValue) {
          bestValue = value;
          best = (k << 8) | v;
        }
      }
    }
    if (random && legal === 0) return -1;
  }
  return best;
}

/** Attack dice of attack k, ready now (attackReadyNow), from unit u at unit v, or 0 if it cannot be made at v: the target (L197, L341), arc (L201-208), range (L212), line of sight (L199). */
function usable(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, k: number, v: number, allRound: boolean): number {
  if (!targetAllows(t, s, k, v)) return 0;
  if (t.attack.robotOnly[k] === 1 && isSimple(s, v)) return 0; // a card that says "robot" (L197)
  const from = s.cell[u]!;
  const to = s.cell[v]!;
  const arc = t.attack.arc[k]!;
  if (arc < 0 || (!allRound && ((1 << arc) & arcsAt(g.map, from, s.dir[u]!, to)) === 0)) return 0;
  const dice = bandDice(t, k, cellDistance(g.map, from, to));
  if (dice === 0 || t.attack.ignoresTerrain[k] === 1) return dice;
  const sight = sightBits(t, g.map, from, to);
  if ((sight & 1) === 1) return dice;
  // Missiles see a painted target over woods and hills (L199, L341, A17), and one treated as painted:
  // the flag carrier (L400) and a robot an enemy UAV sees (L585), for line of sight only (L129).
  if (t.attack.medium[k] !== MISSILE || (sight & 2) === 0) return 0;
  return s.painted[v] === 1 || v === s.flagCarrier || spottedByUav(t, g, s, v) ? dice : 0;
}

/** How much unit u wants to hit unit v (0: not a target). */
function targetWeight(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number, v: number): number {
  if (v === u || s.status[v] !== Status.Active || s.cell[v]! < 0) return 0;
  const kind = s.kind[v];
  if (missionTarget(t, g, s, u, v)) return MISSION_WEIGHT;
  if (kind === UnitKind.Structure) {
    // A tower that lets the enemy bombard, or the landing craft, is worth knocking down (L363, L431, L447).
    const enemySeat = s.seat[v]! >= 0 && s.seat[v] !== s.seat[u];
    return enemySeat && (v === g.bombardTower || v === g.landing) ? 1.5 : 0;
  }
  if (kind === UnitKind.Drone) return s.seat[v] !== s.seat[u] && s.seat[v]! < 2 ? INFANTRY_WEIGHT : 0; // the eye that spots them for missiles
  if (kind === UnitKind.Infantry) return isEnemy(t, g, s, u, v) && !sheltered(t, g, s, u, v) ? INFANTRY_WEIGHT : 0;
  if (kind !== UnitKind.Robot || !isEnemy(t, g, s, u, v)) return 0;
  let weight = 1;
  if (focusesFire(t, g, s, u)) weight += 0.15 * damageOn(s, v);
  if (v === s.flagCarrier || s.carry[v]! >= 0) weight *= 3; // stop the carrier (L401)
  return weight;
}

function streetLegal(t: KriegbotTables, k: number): boolean {
  const media = t.scenario.streetMedia.length === 0 ? 0 : t.scenario.streetMedia[0]!;
  return media === 0 || ((media >> t.attack.medium[k]!) & 1) === 1 || t.attack.card[k] === t.scenario.streetCard[0];
}

/** Makes the attack, then applies what it means in the scenario. */
function fire(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, k: number, v: number): number {
  const from = s.cell[u]!;
  const to = s.cell[v]!;
  let flags = 0;
  const defense = s.kind[v] === UnitKind.Robot ? findEffect(t, s, v, Effect.PointDefense) : -1;
  if (defense >= 0 && ((1 << t.effect.arc[defense]!) & arcsAt(g.map, to, s.dir[v]!, from)) !== 0) flags |= AttackFlag.InPointDefenseArc; // L341
  if (t.attack.poweredUp[k] === 1 && s.poweredUp[u] === 0) flags |= AttackFlag.FluxCompression;
  flags |= overchargeFlag(t, s, u, k);
  const before = s.kind[v] === UnitKind.Robot ? damageOn(s, v) : 0;
  const hits = useAttack(t, s, rng, u, k, v, cellDistance(g.map, from, to), flags);
  if (hits === NOT_ALLOWED) return hits;
  if (!streetLegal(t, k) && s.seat[u] !== 2) police(g, s, u, UnitFlag.Illegal); // the gangs' crimes only
  if (s.seat[v] === 2) police(g, s, u, v === firstPolice(t, g) ? UnitFlag.AttackedPolice | UnitFlag.Wanted : UnitFlag.AttackedPolice);
  if (v === s.flagCarrier && s.status[v] === Status.Active && damageOn(s, v) > before) dropFlag(g, s, v, true); // L401
  if (s.status[v] === Status.Active && s.dishes[v]! > 0 && damageOn(s, v) > before) dropDish(g, s, v); // one dish (L673)
  if (s.kind[v] === UnitKind.Structure && s.status[v] !== Status.Active) structureFalls(t, g, s, rng, v);
  if (hits > 0 && t.attack.card[k] === t.scenario.hackCard[0] && g.seatRole[s.seat[u]!] === t.scenario.hackerRole[0]) hack(t, g, s, rng, u, v);
  settle(t, g, s);
  return hits;
}

/** Street crime (L459-463): the robot is marked, Krupke may now attack it, and the Robocop is called in at its edge. */
function police(g: ScenarioGame, s: KriegbotState, u: number, flag: number): void {
  if (g.seatTeam[2]! < 0) return;
  s.flags[u] = s.flags[u]! | flag | UnitFlag.Wanted;
  if (g.reinforcement === -1) g.reinforcement = s.seat[u]!;
}

/**
 * The hack (L443-445): after a Targeting Laser hit the hacker makes one attack with one of the
 * target's working non-pilot items, from the target, at the target's best other target; the
 * item is lost to its owner for the rest of the turn.
 */
function hack(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, rng: Rng, u: number, v: number): void {
  if (!fighting(s, v)) return;
  const actions = s.attackActions[v]!;
  const seat = s.seat[v]!;
  s.seat[v] = s.seat[u]!; // for one attack the target fights for the hacker
  s.attackActions[v] = 1;
  const pick = chooseMapAttack(t, g, s, rng, v, -2, false);
  const k = pick >> 8;
  const target = pick & 255;
  const usable = pick >= 0 && t.slot.pilot[s.robot[v]! * MAX_SLOTS + t.attack.slot[k]!] !== 1; // never the pilot's own item
  if (usable) logEvent(s.log, Event.Hack, u, v, k, target, 0);
  s.attackKind = AttackLog.Hack;
  if (usable) useAttack(t, s, rng, v, k, target, cellDistance(g.map, s.cell[v]!, s.cell[target]!), 0);
  s.attackKind = 0;
  s.seat[v] = seat;
  s.attackActions[v] = actions;
  if (!usable) return;
  s.hackedSlot[v] = t.attack.slot[k]!;
}

/**
 * The pilot bails out (L312), leaving a derelict; in the expansion he lands as a footsoldier as far
 * from it as his card says (one hex, the Civilian five: L495), toward his own edge. Returns the tent (-1 without the expansion), or -2 if he
 * could not bail out.
 */
export function bailOutOnFoot(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): number {
  if (bailOut(t, s, u) !== 1) return -2;
  logEvent(s.log, Event.BailOut, u, 0, 0, 0, 0);
  if (t.robot.expansion[s.robot[u]!] !== 1 && t.scenario.infantryRules[0] !== 1) return -1; // a base-game pilot just leaves (L312)
  const tent = addInfantry(t, g, s, s.seat[u]!, Infantry.Footsoldier, towardOwnEdge(g, s, u, bailOutDistance(t, s, u)), true);
  if (tent >= 0) s.pilotCard[tent] = t.robot.pilotCard[s.robot[u]!]!; // he takes his card with him (L516)
  if (tent >= 0 && (s.flags[u]! & UnitFlag.Nuke) !== 0) {
    s.flags[u] = s.flags[u]! & ~UnitFlag.Nuke; // he carries his bomb on foot (L649)
    s.flags[tent] = s.flags[tent]! | UnitFlag.Nuke;
  }
  return tent;
}

/** A robot with infantry aboard drops them near their goal, near an enemy, or when it is badly hurt. */
function wantsRidersOff(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): boolean {
  if (s.attackActions[u]! === 0 || !hasRiders(g, s, u)) return false;
  const cell = s.cell[u]!;
  const goal = t.scenario.victory[0] === Victory.MissionControl ? t.scenario.centreCell[0]! : -1;
  if (goal >= 0) return cellDistance(g.map, cell, goal) <= DROP_RANGE || damageOn(s, u) >= 4;
  for (let v = 0; v < g.robots; v++) if (fighting(s, v) && isEnemy(t, g, s, u, v) && cellDistance(g.map, cell, s.cell[v]!) <= DROP_RANGE) return true;
  return damageOn(s, u) >= 4;
}

function hasRiders(g: ScenarioGame, s: KriegbotState, u: number): boolean {
  for (let v = g.robots; v < s.units; v++) if (s.host[v] === u && s.status[v] === Status.Active) return true;
  return false;
}

/** The robot spends its attack action to bail out every footsoldier aboard, into the hex beside it nearest their goal (L518, L495). */
function dropRiders(t: KriegbotTables, g: ScenarioGame, s: KriegbotState, u: number): void {
  s.attackActions[u] = s.attackActions[u]! - 1;
  const goal = t.scenario.victory[0] === Victory.MissionControl ? t.scenario.centreCell[0]! : -1;
  const at = besideToward(g, s, u, goal);
  for (let v = g.robots; v < s.units; v++) {
    if (s.host[v] !== u || s.status[v] !== Status.Active) continue;
    s.host[v] = -1;
    s.hostSlot[v] = -1;
    s.attackActions[v] = 0; // no action on the turn it bails out (L497)
    enterHex(g, s, v, at);
    logEvent6(s.log, Event.Place, v, at, 0, s.seat[v]!, UnitKind.Infantry, s.robot[v]!, s.detail[v]!);
  }
}

/** How far the pilot card puts the pilot when he bails out: 1, the Civilian 5 (L495); even with the card disabled (L497). */
function bailOutDistance(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  const end = endEffectOf(t, r, Effect.BailOut);
  for (let e = firstEffectOf(t, r, Effect.BailOut); e < end; e++) if (t.effect.type[e] === Effect.BailOut) return t.effect.amount[e]!;
  return 1;
}

/** The hex `distance` hexes from unit u straight toward its own edge (north for the top seat), or the last on the map; never its own. */
function towardOwnEdge(g: ScenarioGame, s: KriegbotState, u: number, distance: number): number {
  let cell = s.cell[u]!;
  const direction = s.seat[u] === 0 ? 0 : 3;
  for (let step = 0; step < distance; step++) {
    const next = g.map.reach.neighbours[cell * 6 + direction]!;
    if (next < 0) break;
    cell = next;
  }
  return cell === s.cell[u] ? besideToward(g, s, u, -1) : cell; // on the edge already: any hex beside it (L495)
}

/** The hex beside unit u nearest the `goal` cell (-1: any). */
function besideToward(g: ScenarioGame, s: KriegbotState, u: number, goal: number): number {
  const cell = s.cell[u]!;
  let best = cell;
  let bestDistance = 1e9;
  for (let d = 0; d < 6; d++) {
    const next = g.map.reach.neighbours[cell * 6 + d]!;
    if (next < 0) continue;
    const distance = goal < 0 ? d : cellDistance(g.map, next, goal);
    if (distance < bestDistance) {
      bestDistance = distance;
      best = next;
    }
  }
  return best;
}
