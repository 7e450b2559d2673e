// cold: the referee's movement rules (L153-185, L300-310, L333, L507): the option a robot takes,
// each step of its path, the terrain it enters, where it may end, and infantry moves.
import { neighbour, type Hex } from './geometry.js';
import {
  crippled, fighting, functionsOf, functionWorks, hexOf, isRobot, maxSpeed, orderOf, passive, sameHex, slotOfKind, templateOf, terrainAt,
  unpowered, violate, type LogEvent, type Referee, type Unit,
} from './model.js';

/** Terrain symbols a template's drive may be barred from (L181; maps: README "Map files"). */
const TERRAIN_FLAG: Readonly<Record<string, 'water' | 'woods' | 'buildings' | 'hills'>> = { '~': 'water', W: 'woods', B: 'buildings', H: 'hills' };

/** A movement option (L155-173). */
export function checkOption(ref: Referee, unit: Unit, event: LogEvent): void {
  const option = String(event['option']);
  if (ref.phase !== 'movement') violate(ref, 'phase', `${unit.id} takes the ${option} option in the ${ref.phase} phase`);
  if (!fighting(unit)) violate(ref, 'acting', `${unit.id} (${unit.status}) takes a movement option`);
  if (unit.option !== null) violate(ref, 'oneOption', `${unit.id} takes ${option} after ${unit.option} this turn`);
  const template = templateOf(ref, unit);
  if (crippled(ref, unit) && option !== 'reboot') violate(ref, 'crippled', `${unit.id} takes ${option} with a disabled pilot, drive or core`);
  const biped = event['biped'] === true;
  if (biped && (template?.biped === undefined || (option !== 'move' && option !== 'move-strafe'))) violate(ref, 'oneOption', `${unit.id} walks as a biped, which only a Rocketbot's Move allows (L75, L159)`);
  unit.biped = biped;
  const order = orderOf(ref, unit);
  if (order < ref.lastOrder) violate(ref, 'order', `${unit.id} (${template?.name ?? '?'}, order ${order}) moves after a robot of order ${ref.lastOrder}`);
  ref.lastOrder = Math.max(ref.lastOrder, order);
  switch (option) {
    case 'maneuver':
      if (template?.maneuver !== true) violate(ref, 'maneuver', `${unit.id} (${template?.name ?? '?'}) maneuvers`);
      spendDefense(ref, unit, 'maneuver');
      break;
    case 'reboot':
      if (unpowered(ref, unit)) violate(ref, 'reboot', `${unit.id} reboots with a damaged power core`);
      if (unit.attacks > 0) violate(ref, 'reboot', `${unit.id} reboots with its attack action spent`);
      unit.attacks = Math.max(unit.attacks, attackAllowance(ref, unit));
      spendDefense(ref, unit, 'reboot', true);
      unit.disabled.clear(); // every disable marker comes off (L167)
      break;
    case 'power-up':
      if (unpowered(ref, unit)) violate(ref, 'powerUp', `${unit.id} powers up with a damaged power core`);
      unit.poweredUp = true;
      break;
    case 'move-strafe':
      // Move plus Strafe or Ram (L161): the attack action (one of a Combat pilot's two) and the
      // defense action. Whether it strafes or rams is checked when it does.
      if (unit.attacks >= attackAllowance(ref, unit)) violate(ref, 'strafe', `${unit.id} takes Move plus Strafe/Ram with no attack action left`);
      unit.attacks++;
      spendDefense(ref, unit, 'move plus strafe/ram', true);
      break;
    default:
      break;
  }
  unit.option = option;
  ref.moving = unit;
  unit.start = unit.at;
  unit.startFacing = unit.facing;
}

/** The attack actions a robot has a turn: one, two with a Combat pilot's extra action (L565). */
export function attackAllowance(ref: Referee, unit: Unit): number {
  let actions = 1;
  for (const { slot, fn } of functionsOf(ref, unit)) if (fn.effect?.type === 'extra-attack-action' && functionWorks(ref, unit, slot)) actions++;
  return actions;
}

/** The defense actions a robot has a turn: one, two for the honcho (L383). */
export function defenseAllowance(ref: Referee, unit: Unit): number {
  return ref.header.scenario?.honcho === unit.side && unit.info.piloted === true ? 2 : 1;
}

/** Spends a defense action (or, with `all`, every one left); a violation if none is left. */
export function spendDefense(ref: Referee, unit: Unit, what: string, all = false): void {
  const allowance = defenseAllowance(ref, unit);
  if (unit.defenses >= allowance) violate(ref, 'defenseActions', `${unit.id} spends a defense action on ${what} with none left this turn`);
  unit.defenses = all ? Math.max(allowance, unit.defenses + 1) : unit.defenses + 1;
}

/** One leg of a robot's move: each step from where it stands, the terrain it enters, its allowance so far (L157, L175-181). */
export function checkMove(ref: Referee, unit: Unit, event: LogEvent): void {
  const kind = String(event['kind']);
  if (kind === 'foot' || kind === 'flying') return checkTentMove(ref, unit, event);
  const from = hexOf(event['from']);
  const to = hexOf(event['to']);
  if (!fighting(unit)) violate(ref, 'acting', `${unit.id} (${unit.status}) moves`);
  if (ref.phase !== 'movement') violate(ref, 'phase', `${unit.id} moves in the ${ref.phase} phase`);
  if (unit.option !== 'move' && unit.option !== 'move-strafe') violate(ref, 'standStill', `${unit.id} moves after taking the ${unit.option ?? 'no'} option`);
  if (unit.clamped && !(sameHex(from, to) && event['facing'] === event['from_facing'])) violate(ref, 'clamp', `${unit.id} leaves its hex or facing while clamped`);
  if (!sameHex(from, unit.at) || event['from_facing'] !== unit.facing) violate(ref, 'step', `${unit.id}'s move starts at ${JSON.stringify(event['from'])} facing ${String(event['from_facing'])}, but it stands at ${JSON.stringify(unit.at)} facing ${unit.facing}`);
  const path = event['path'];
  const map = ref.header.map;
  if (!Array.isArray(path) || map === undefined || from === null || to === null) {
    violate(ref, 'step', `${unit.id}'s move from ${JSON.stringify(event['from'])} to ${JSON.stringify(event['to'])} has no legal path with its allowance`);
  } else {
    walk(ref, unit, from, Number(event['from_facing']), path.map(String), map.width, map.height);
    if (!sameHex(unit.at, to) || unit.facing !== event['facing']) violate(ref, 'step', `${unit.id}'s steps end at ${JSON.stringify(unit.at)} facing ${unit.facing}, not at ${JSON.stringify(event['to'])} facing ${String(event['facing'])}`);
  }
  unit.at = to;
  unit.facing = Number(event['facing']);
  if (kind === 'ram') unit.rammed = true;
}

/** Walks the steps, counting the turn's movement points, rotations and sideslips against the allowance. */
function walk(ref: Referee, unit: Unit, from: Hex, facing: number, steps: readonly string[], width: number, height: number): void {
  const template = templateOf(ref, unit);
  const speed = maxSpeed(ref, unit);
  const rotations = (unit.biped ? (template?.biped?.rotations ?? 2) : (template?.rotations ?? 0)) + passive(ref, unit, 'rotations');
  const sideslips = (template?.sideslips ?? 0) + passive(ref, unit, 'sideslips');
  let at: Hex = from;
  let f = facing;
  for (const step of steps) {
    if (step.startsWith('reface')) {
      if (template?.freeReface !== true) violate(ref, 'reface', `${unit.id} (${template?.name ?? '?'}) refaces freely`);
      f = Number(step.split(' ')[1]);
      continue;
    }
    if (step === 'turn-right' || step === 'turn-left') {
      f = (f + (step === 'turn-right' ? 1 : 5)) % 6;
      if (++unit.moved.rotations > rotations) violate(ref, 'rotations', `${unit.id} makes rotation ${unit.moved.rotations} of ${rotations}`);
      continue;
    }
    const direction = step === 'forward' ? f : step === 'slip-right' ? (f + 1) % 6 : step === 'slip-left' ? (f + 5) % 6 : -1;
    if (direction < 0) {
      violate(ref, 'step', `${unit.id} takes an unknown step "${step}"`);
      continue;
    }
    if (step !== 'forward' && ++unit.moved.sideslips > sideslips) violate(ref, 'sideslips', `${unit.id} makes sideslip ${unit.moved.sideslips} of ${sideslips}`);
    const next = neighbour(at, direction, width, height);
    if (next === null) {
      violate(ref, 'step', `${unit.id} steps off the map from ${JSON.stringify(at)}`);
      continue;
    }
    if (++unit.moved.points > speed) violate(ref, 'speed', `${unit.id} enters hex ${unit.moved.points} of a maximum speed of ${speed}`);
    const barred = TERRAIN_FLAG[terrainAt(ref, next)];
    if (barred !== undefined && template !== undefined && !template.terrain[barred]) violate(ref, 'terrain', `${unit.id} (${template.name}) enters ${barred} at ${JSON.stringify(next)}`);
    at = next;
  }
  unit.at = at;
  unit.facing = f;
}

/** The end of a robot's movement phase: not in another robot's hex (L183); in water, no paint or fire left (L185). */
export function finishMovement(ref: Referee, unit: Unit): void {
  if (unit.at === null || !fighting(unit) || !isRobot(unit)) return;
  for (const other of ref.units.values()) {
    if (other === unit || !isRobot(other) || other.at === null || !sameHex(other.at, unit.at)) continue;
    // An abandoned robot still stands there (L59), unless a crypto marker replaced the killed robot (L407).
    const replaced = other.status === 'pilot-killed' && ref.header.scenario?.crypto === true;
    if (other.status === 'active' || other.status === 'bailed-out' || (other.status === 'pilot-killed' && !replaced)) violate(ref, 'stacking', `${unit.id} ends its move in ${JSON.stringify(unit.at)} with ${other.id}${other.status === 'active' ? '' : ` (abandoned: ${other.status})`}`);
  }
  if (terrainAt(ref, unit.at) === '~' && (unit.painted || unit.onFire)) violate(ref, 'washing', `${unit.id} ends its movement phase in water still ${unit.painted ? 'painted' : 'on fire'}`);
  if (unit.option === 'move-strafe' && !unit.strafed && !unit.rammed) violate(ref, 'strafe', `${unit.id} took Move plus Strafe/Ram but neither strafed nor rammed`);
}

/** The Hoverbot's reface after its movement phase, whatever option it took (L89); a clamped robot keeps its facing (L333). */
export function checkReface(ref: Referee, unit: Unit, event: LogEvent): void {
  const template = templateOf(ref, unit);
  if (template?.freeReface !== true) violate(ref, 'reface', `${unit.id} (${template?.name ?? '?'}) refaces freely`);
  if (unit.clamped && event['facing'] !== unit.facing) violate(ref, 'clamp', `${unit.id} refaces while clamped`);
  unit.facing = Number(event['facing']);
}

/** A maneuver: turns in place for the defense action (L163). */
export function checkManeuver(ref: Referee, unit: Unit, event: LogEvent): void {
  if (unit.option !== 'maneuver') violate(ref, 'maneuver', `${unit.id} turns in place without the maneuver option`);
  if (!sameHex(hexOf(event['at']), unit.at)) violate(ref, 'standStill', `${unit.id} maneuvers away from its hex`);
  if (unit.clamped) violate(ref, 'clamp', `${unit.id} maneuvers while clamped`);
  unit.facing = Number(event['facing']);
}

/** A tent moves 2 hexes on foot or 5 motorized, stopping on entering a building, woods or water (L507); the UAV flies (L585). */
function checkTentMove(ref: Referee, unit: Unit, event: LogEvent): void {
  const from = hexOf(event['from']);
  const to = hexOf(event['to']);
  const map = ref.header.map;
  if (ref.phase !== 'infantry') violate(ref, 'phase', `${unit.id} moves in the ${ref.phase} phase`);
  if (!fighting(unit)) violate(ref, 'acting', `${unit.id} (${unit.status}) moves`);
  if (from === null || to === null || map === undefined) return;
  if (!sameHex(from, unit.at)) violate(ref, 'step', `${unit.id}'s move starts at ${JSON.stringify(from)} but it stands at ${JSON.stringify(unit.at)}`);
  if (event['kind'] === 'foot') {
    const allowance = unit.info.infantry === 'motorized' ? 5 : 2;
    if (!footReach(ref, from, allowance, map.width, map.height).some((hex) => sameHex(hex, to))) violate(ref, 'infantryMove', `${unit.id} (${unit.info.infantry ?? 'tent'}) moves from ${JSON.stringify(from)} to ${JSON.stringify(to)}`);
  }
  unit.at = to;
}

/** Hexes a tent reaches with `allowance` steps, stopping in buildings, woods and water. */
function footReach(ref: Referee, from: Hex, allowance: number, width: number, height: number): Hex[] {
  const seen: Hex[] = [from];
  let frontier: Hex[] = [from];
  for (let step = 0; step < allowance; step++) {
    const next: Hex[] = [];
    for (const hex of frontier) {
      if (hex !== from && 'BW~'.includes(terrainAt(ref, hex))) continue;
      for (let d = 0; d < 6; d++) {
        const n = neighbour(hex, d, width, height);
        if (n !== null && !seen.some((known) => sameHex(known, n))) {
          seen.push(n);
          next.push(n);
        }
      }
    }
    frontier = next;
  }
  return seen;
}

/** A duel on a line (duel.ts): range and facings after a robot's movement, within its allowance. */
export function checkLineMove(ref: Referee, unit: Unit, event: LogEvent): void {
  const steps = Number(event['steps']);
  const slips = Math.abs(Number(event['sideslips']));
  const template = templateOf(ref, unit);
  const speed = maxSpeed(ref, unit);
  const rotations = (unit.biped ? (template?.biped?.rotations ?? 2) : (template?.rotations ?? 0)) + passive(ref, unit, 'rotations');
  const moved = unit.option === 'move' || unit.option === 'move-strafe';
  const turns = (a: number, b: number) => Math.min((a - b + 6) % 6, (b - a + 6) % 6);
  const rangeFrom = Number(event['range_from']);
  const range = Number(event['range']);
  const facingFrom = Number(event['facing_from']);
  const facing = Number(event['facing']);
  if (!moved && (steps > 0 || slips > 0 || range !== rangeFrom)) violate(ref, 'standStill', `${unit.id} moves after taking the ${unit.option ?? 'no'} option`);
  if (steps + slips > speed) violate(ref, 'speed', `${unit.id} moves ${steps + slips} hexes with a maximum speed of ${speed}`);
  if (slips > (template?.sideslips ?? 0) + passive(ref, unit, 'sideslips')) violate(ref, 'sideslips', `${unit.id} sideslips ${slips} times`);
  if (Math.abs(range - rangeFrom) > steps + slips) violate(ref, 'speed', `${unit.id} changes the range by ${Math.abs(range - rangeFrom)} moving ${steps + slips} hexes`);
  if (range < 1) violate(ref, 'stacking', `${unit.id} ends its move in its enemy's hex`);
  const freeReface = template?.freeReface === true;
  if (moved && !freeReface && turns(facingFrom, Number(event['heading'])) + turns(Number(event['heading']), facing) > rotations) violate(ref, 'rotations', `${unit.id} turns ${turns(facingFrom, Number(event['heading'])) + turns(Number(event['heading']), facing)} hexsides with ${rotations} rotations`);
  if (!moved && !freeReface && facing !== facingFrom && unit.option !== 'maneuver') violate(ref, 'standStill', `${unit.id} turns after taking the ${unit.option ?? 'no'} option`);
  if (unit.clamped && (range !== rangeFrom || facing !== facingFrom)) violate(ref, 'clamp', `${unit.id} moves while clamped`);
  ref.range = range;
  unit.facing = facing;
}

/** Leaving the map: off the unit's own edge where the scenario lets it flee, or carrying what it came for (L361, L377, L403, L421). */
export function checkExit(ref: Referee, unit: Unit, event: LogEvent): void {
  const from = hexOf(event['from']);
  const map = ref.header.map;
  if (from === null || map === undefined) return;
  const seat = ref.header.seats.indexOf(unit.side);
  const top = from.row === 0;
  const bottom = from.row === map.height - 1;
  const ownEdge = (seat === 0 && top) || (seat === 1 && bottom);
  if (!top && !bottom) violate(ref, 'exit', `${unit.id} leaves the map from ${JSON.stringify(from)}, not an edge`);
  const scenario = ref.header.scenario;
  const carrying = event['carrying'] !== null && event['carrying'] !== undefined;
  if (!ownEdge && !carrying && scenario?.victory !== 'escape' && scenario?.musicalChairs === undefined) violate(ref, 'exit', `${unit.id} leaves off the far edge`);
  if (ownEdge && !carrying && scenario?.flee === 'none') violate(ref, 'exit', `${unit.id} flees where no robot may (${scenario.name})`);
  unit.at = null;
  unit.status = 'fled';
}

/** A core's movement ability (L552-555): the robot's core has it and works, once a turn, before the robot moves. */
export function checkBoost(ref: Referee, unit: Unit, type: string): void {
  const core = slotOfKind(ref, unit, 'core');
  const has = core !== undefined && functionsOf(ref, unit).some((entry) => entry.slot === core && entry.fn.effect?.type === type);
  if (!has) violate(ref, 'coreAbility', `${unit.id} uses a core ability (${type}) its core does not have`);
  else if (!functionWorks(ref, unit, core)) violate(ref, 'coreAbility', `${unit.id} uses its core's ability with the core damaged or disabled`);
  if (unit.boosted) violate(ref, 'coreAbility', `${unit.id} uses its core's ability twice in one turn`);
  if (ref.phase !== 'movement' || unit.option !== null) violate(ref, 'coreAbility', `${unit.id} uses its core's ${type} ability after its movement option`);
  unit.boosted = true;
}
