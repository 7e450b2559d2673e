// cold: the referee. It reads one logged game (the header, then every event as `botlab replay`
// writes it) with the catalogue, keeps its own account of the game from the events alone, and
// checks each event against the rulebook. It shares no decision or resolution code with the
// simulator; the rules data (templates, cards, the scenario file) is the same.
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { checkAttack, checkBombard, checkDefense, checkHitMarkers, checkMarker, checkRam, type PendingHit } from './check-attack.js';
import { attackAllowance, checkBoost, checkExit, checkLineMove, checkManeuver, checkMove, checkOption, checkReface, finishMovement } from './check-move.js';
import { checkWin, noteOut, playAfterTheEnd } from './check-victory.js';
import type { Hex } from './geometry.js';
import { fighting, hexOf, isRobot, sameHex, slotOfKind, terrainAt, violate, type GameHeader, type LogEvent, type Referee, type Unit } from './model.js';
import type { Violation } from './rules.js';

/** Checks one game; returns every violation found (none for a legal game). */
export function refereeGame(events: readonly Record<string, unknown>[], catalogue: KriegbotCatalogue, game: string): Violation[] {
  const first = events[0];
  if (first === undefined || first['event'] !== 'game') return [{ game, turn: 0, event: 0, rule: 'phase', message: 'the log does not start with the game header' }];
  const header = first as unknown as GameHeader;
  const ref = startGame(header, catalogue, game);
  let pending: PendingHit | null = null;
  for (let i = 1; i < events.length; i++) {
    const event = events[i] as LogEvent;
    ref.index = i;
    // The markers, reveals and marks of a hit follow its attack; anything else (a building falling on those inside it, L532) ends them.
    const consequence = (event.event === 'marker' && event['unit'] === pending?.target.id) || event.event === 'defense' || (event.event === 'mark' && event['roll'] === undefined);
    if (pending !== null && (!consequence || event.phase !== ref.phase)) {
      checkHitMarkers(ref, pending);
      pending = null;
    }
    ref.turn = event.turn;
    if (event.phase !== ref.phase) changePhase(ref, event.phase);
    playAfterTheEnd(ref, event);
    const unit = typeof event['unit'] === 'string' ? ref.units.get(event['unit']) : undefined;
    pending = apply(ref, event, unit, pending);
    noteOut(ref, event);
  }
  if (pending !== null) checkHitMarkers(ref, pending);
  return ref.violations;
}

function startGame(header: GameHeader, catalogue: KriegbotCatalogue, game: string): Referee {
  const fragileSides = header.scenario?.fragile ?? [];
  const units = new Map<string, Unit>();
  for (const info of header.units) {
    units.set(info.id, {
      id: info.id, kind: info.kind, side: info.side, info, row: info.row ?? -1, at: null, facing: 0, status: 'active', damage: new Map(), disabled: new Set(),
      destroyed: new Set(), skinOn: true, painted: false, onFire: false, poweredUp: false, limpets: 0, carrying: null, option: null, biped: false, attacks: 0,
      cardsUsed: new Set(), defenses: 0, clamped: false, moved: { points: 0, rotations: 0, sideslips: 0 }, pointDefense: null, hits: 0, start: null, startFacing: 0,
      strafed: false, rammed: false, rams: 0, unpoweredUse: null, flux: false, fragile: info.side !== null && fragileSides.includes(info.side) && info.kind === 'robot', inBuilding: false, host: null, owner: null, boosted: false,
    });
  }
  return {
    catalogue, header, game, units, terrain: (header.map?.terrain ?? []).map((row) => [...row]), fallen: new Set(), turn: 0, phase: 'setup', index: 0, violations: [],
    lastOrder: 0, volleys: new Map(), flagAt: null, moving: null, range: header.startRange ?? 0, kills: [], exits: [], actions: 0, over: null, overReported: false, overAction: -1, counted: new Set(), humansLost: [], points: 0, fireRoll: null,
  };
}

/** A new phase: the robot still moving ends its movement phase; attack order starts afresh (L193). */
function changePhase(ref: Referee, phase: string): void {
  if (ref.moving !== null) finishMovement(ref, ref.moving);
  ref.moving = null;
  ref.phase = phase;
  ref.lastOrder = 0;
  if (phase === 'turn-start') newTurn(ref);
}

/** Spent actions come back at the start of every turn (L135). */
function newTurn(ref: Referee): void {
  for (const unit of ref.units.values()) {
    if (unit.unpoweredUse !== null && fighting(unit)) violate(ref, 'unpowered', `${unit.id} used a card while unpowered and no disable marker went on it`);
    unit.unpoweredUse = null;
    unit.option = null;
    unit.attacks = 0;
    unit.boosted = false;
    unit.cardsUsed.clear();
    unit.defenses = 0;
    unit.clamped = false;
    unit.moved = { points: 0, rotations: 0, sideslips: 0 };
    unit.pointDefense = null;
    unit.strafed = false;
    unit.rammed = false;
    unit.rams = 0;
    unit.flux = false;
  }
}

function apply(ref: Referee, event: LogEvent, unit: Unit | undefined, pending: PendingHit | null): PendingHit | null {
  switch (event.event) {
    case 'place':
      if (unit !== undefined) place(ref, unit, hexOf(event['at']), Number(event['facing']), event['row']);
      if (unit !== undefined && typeof event['status'] === 'string') {
        unit.status = event['status'];
        ref.counted.add(unit.id); // nobody's loss (L631)
      }
      return pending;
    case 'card': {
      const drone = event['effect'] === 'uav' && typeof event['on'] === 'string' ? ref.units.get(event['on']) : undefined;
      if (drone !== undefined && unit !== undefined) drone.owner = unit.id; // a UAV watches for its robot's enemies (L585)
      if (unit !== undefined && (event['effect'] === 'speed' || event['effect'] === 'rotations')) checkBoost(ref, unit, String(event['effect']));
      return pending;
    }
    case 'nuke':
    case 'blast':
      ref.actions++; // a suicide nuke (L581) or a fuel-air blast (L693) is one action, whoever it takes: an exchange (L395)
      return pending;
    case 'option':
      if (unit === undefined) return pending;
      if (ref.moving !== null && ref.moving !== unit) finishMovement(ref, ref.moving);
      checkOption(ref, unit, event);
      return pending;
    case 'move':
      if (unit !== undefined) checkMove(ref, unit, event);
      if (unit !== undefined) settleIn(ref, unit);
      return pending;
    case 'reface':
      if (unit !== undefined) checkReface(ref, unit, event);
      return pending;
    case 'maneuver':
      if (unit !== undefined) checkManeuver(ref, unit, event);
      return pending;
    case 'line-move':
      if (unit === undefined) ref.range = Number(event['range']);
      else checkLineMove(ref, unit, event);
      return pending;
    case 'attack': {
      if (unit === undefined) return pending;
      const flags = Array.isArray(event['flags']) ? (event['flags'] as string[]) : [];
      const volley = Array.isArray(event['volley']) ? (event['volley'] as number[]) : [0, 1];
      if (volley[0] === 0 && !flags.includes('counter')) {
        ref.actions++;
        // A new attack action: the point defense spent on another one no longer covers it (L135, L341).
        const target = ref.units.get(String(event['target']));
        if (target?.pointDefense !== null && target?.pointDefense !== undefined && ref.volleys.get(target.id) !== undefined) target.pointDefense = null;
        if (target !== undefined) ref.volleys.set(target.id, event);
      }
      return checkAttack(ref, unit, event);
    }
    case 'marker':
      if (unit === undefined) return pending;
      if (ref.fireRoll !== null && ref.fireRoll.unit === unit.id) {
        if (event['location'] !== ref.fireRoll.roll) violate(ref, 'fire', `${unit.id}'s fire rolls ${ref.fireRoll.roll} but damages location ${String(event['location'])}`);
        ref.fireRoll = null;
      }
      checkMarker(ref, unit, event, pending);
      return pending;
    case 'simple-hit':
      if (unit !== undefined) {
        unit.hits += Number(event['markers']);
        if (event['destroyed'] === true) unit.status = 'destroyed';
      }
      return pending;
    case 'defense':
      if (unit === undefined) return pending;
      checkDefense(ref, unit, event);
      if (event['defense'] === 'cancel-damage' && pending !== null && pending.target === unit) pending.cancelled = true;
      if (event['defense'] === 'point-defense') ref.volleys.delete(unit.id);
      return pending;
    case 'mark':
      if (unit === undefined) return pending;
      if (typeof event['roll'] === 'number') fireRoll(ref, unit, event);
      mark(unit, event);
      return pending;
    case 'ram':
      if (unit !== undefined) {
        ref.actions++;
        checkRam(ref, unit, event);
      }
      return pending;
    case 'bombard':
      if (unit !== undefined && checkBombard(ref, unit, event)) {
        const profile = ref.catalogue.profiles.get('bombardment');
        const faces = Array.isArray(event['faces']) ? (event['faces'] as number[]) : [];
        ref.actions++;
        if (profile !== undefined) return { target: unit, attack: profile.attack, locations: faces.filter((face) => face < 5), cancelled: false, markers: [] };
      }
      return pending;
    case 'row':
      if (unit !== undefined) changeRow(ref, unit, event);
      return pending;
    case 'bail-out':
      if (unit !== undefined) bailOut(ref, unit);
      return pending;
    case 'board':
      if (unit !== undefined) board(ref, unit, event);
      return pending;
    case 'exit':
      if (unit !== undefined) {
        ref.exits.push({ unit: unit.id, side: unit.side, carrying: typeof event['carrying'] === 'string' ? event['carrying'] : null, edge: String(event['edge']) });
        checkExit(ref, unit, event);
      }
      return pending;
    case 'arrive':
      if (unit !== undefined) {
        if (unit.kind === 'infantry') unit.status = 'active'; // a tent's replacement lands (L617)
        place(ref, unit, hexOf(event['at']), Number(event['facing']), event['row']);
      }
      return pending;
    case 'disk':
      if (unit !== undefined && unit.kind === 'infantry' && unit.status !== 'active') {
        unit.status = 'active'; // a killed tent's replacement marks its hex (L617, L619)
        unit.at = null;
      }
      return pending;
    case 'pickup':
      if (unit !== undefined) unit.carrying = String(event['item']);
      return pending;
    case 'drop':
      if (unit !== undefined && event['new_marker'] === true) place(ref, unit, hexOf(event['at']), 0, null);
      else if (unit !== undefined && unit.carrying === event['item']) unit.carrying = null;
      return pending;
    case 'structure':
      fall(ref, String(event['structure']), hexOf(event['at']));
      return pending;
    case 'status':
      if (unit === undefined) return pending;
      if (event['status'] !== 'active' && (unit.status === 'active' || unit.status === 'boarded')) unit.status = String(event['status']); // put out by a blast, a landing, a lost card
      if (ref.phase === 'status') statusPhaseEnd(ref, unit, event);
      return pending;
    case 'win':
      checkWin(ref, event);
      return pending;
    default:
      return pending;
  }
}

function place(ref: Referee, unit: Unit, at: Hex | null, facing: number, row: unknown): void {
  if (unit.kind === 'infantry' && unit.status === 'boarded') {
    unit.status = 'active'; // dropped off the robot it rode (L518)
    unit.host = null;
  }
  unit.at = at;
  unit.facing = facing;
  if (typeof row === 'number' && row >= 0 && unit.kind === 'robot') unit.row = row;
  settleIn(ref, unit);
}

/** Cover: a unit in a building hex (L532). */
function settleIn(ref: Referee, unit: Unit): void {
  unit.inBuilding = unit.at !== null && terrainAt(ref, unit.at) === 'B' && !ref.fallen.has(`${unit.at.column},${unit.at.row}`);
}

function mark(unit: Unit, event: LogEvent): void {
  const on = event['on'];
  switch (event['mark']) {
    case 'painted':
      unit.painted = on === true;
      break;
    case 'on-fire':
      unit.onFire = on === true;
      break;
    case 'powered-up':
      unit.poweredUp = on === true;
      break;
    case 'limpet':
      unit.limpets = Number(on);
      if (unit.limpets > 0) unit.painted = true; // painted until the mine goes off (L571)
      break;
    case 'repaired':
      unit.disabled.delete(String(event['slot'])); // the Nanowire Battery's ability (L556)
      break;
    default:
      break;
  }
}

/** The fire roll (L290): one die in the status phase; a 5 puts the fire out, any other face is a damage marker there. */
function fireRoll(ref: Referee, unit: Unit, event: LogEvent): void {
  const roll = Number(event['roll']);
  if (ref.phase !== 'status') violate(ref, 'fire', `${unit.id} rolls for its fire in the ${ref.phase} phase`);
  if (!unit.onFire) violate(ref, 'fire', `${unit.id} rolls for a fire it does not have`);
  if ((roll === 5) === (event['on'] === true)) violate(ref, 'fire', `${unit.id}'s fire roll of ${roll} ${event['on'] === true ? 'leaves it burning' : 'puts it out'}`);
  if (ref.fireRoll !== null) violate(ref, 'fire', `${ref.fireRoll.unit}'s fire roll of ${ref.fireRoll.roll} placed no damage marker`);
  ref.fireRoll = roll === 5 ? null : { unit: unit.id, roll };
}

/** The pilot leaves for the attack action (L312); the robot lies abandoned (L59). */
function bailOut(ref: Referee, unit: Unit): void {
  if (!fighting(unit)) violate(ref, 'acting', `${unit.id} (${unit.status}) bails out`);
  if (unit.attacks >= attackAllowance(ref, unit)) violate(ref, 'attackActions', `${unit.id} bails out with no attack action left`);
  unit.attacks++;
  unit.status = 'bailed-out';
}

/**
 * A unit becomes another design: the Phoenix-bot keeps only its rifle and the rifle's markers
 * (L575); a pilot who boards puts his card where the old pilot's was, free of markers (L516).
 */
function changeRow(ref: Referee, unit: Unit, event: LogEvent): void {
  unit.row = Number(event['row']);
  const design = ref.header.rows[unit.row];
  if (design?.phoenix === true) {
    const rifle = design.slots[0] ?? '';
    for (const slot of [...unit.damage.keys()]) if (slot !== rifle) unit.damage.delete(slot);
    for (const set of [unit.disabled, unit.destroyed]) for (const slot of [...set]) if (slot !== rifle) set.delete(slot);
    unit.skinOn = false;
    return;
  }
  const seat = typeof event['slot'] === 'string' ? event['slot'] : '';
  unit.damage.delete(seat);
  unit.disabled.delete(seat);
  unit.destroyed.delete(seat);
  if (typeof event['side'] === 'string') unit.side = event['side'];
}

/** A pilot boards a derelict in his hex (L516): the tent leaves the map. */
function board(ref: Referee, tent: Unit, event: LogEvent): void {
  const robot = ref.units.get(String(event['robot']));
  if (robot !== undefined && !sameHex(robot.at, tent.at)) violate(ref, 'acting', `${tent.id} boards ${robot.id}, which is not in its hex`);
  if (event['as_pilot'] === true && robot !== undefined) {
    if (robot.status !== 'pilot-killed' && robot.status !== 'bailed-out') violate(ref, 'acting', `${tent.id} boards ${robot.id}, which is ${robot.status}, not a derelict`);
    robot.status = 'active';
    robot.side = tent.side;
    ref.counted.delete(robot.id);
  } else if (robot !== undefined) tent.host = robot.id; // a footsoldier rides on a friendly robot (L518)
  tent.at = null;
  tent.status = 'boarded';
}

/** A structure falls (L316-321): a fallen building no longer blocks sight; the dam floods the plain; the bridge drops into the river. */
function fall(ref: Referee, structure: string, at: Hex | null): void {
  if (at !== null) ref.fallen.add(`${at.column},${at.row}`);
  if (structure === 'dam') for (const row of ref.terrain) for (let c = 0; c < row.length; c++) if (row[c] === 'f') row[c] = '~';
  if (structure === 'bridge' && at !== null && ref.terrain[at.row]?.[at.column] === '=') (ref.terrain[at.row] as string[])[at.column] = '~';
  for (const unit of ref.units.values()) if (unit.at !== null && at !== null && sameHex(unit.at, at)) unit.inBuilding = false;
}

/** The status phase's end for a unit: the log's markers must agree with the referee's account. */
function statusPhaseEnd(ref: Referee, unit: Unit, event: LogEvent): void {
  if (!isRobot(unit)) return;
  if (event['status'] === 'active' && unit.status === 'active') {
    if ((event['painted'] === true) !== unit.painted) violate(ref, 'fire', `${unit.id} is logged ${event['painted'] === true ? '' : 'not '}painted, but no event ${unit.painted ? 'took the paint off' : 'painted it'}`);
    if ((event['on_fire'] === true) !== unit.onFire) violate(ref, 'fire', `${unit.id} is logged ${event['on_fire'] === true ? '' : 'not '}on fire, but no event ${unit.onFire ? 'put it out' : 'set it on fire'}`);
  }
  if (!unit.poweredUp) return;
  // Powering down (L294), unless the Solenoid keeps it (L559).
  const keeps = ref.catalogue.cards.get(ref.header.rows[unit.row]?.cards[slotOfKind(ref, unit, 'core') ?? ''] ?? '')?.functions.some((fn) => fn.effect?.type === 'retain-power-up') === true;
  if (!keeps) unit.poweredUp = false;
}

