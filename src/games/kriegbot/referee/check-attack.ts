// cold: the referee's attack rules (L189-286, L300-310, L341, L363, L565): who may attack whom,
// with what, how many dice, whether it hit, and the markers that follow.
import type { AttackProfile, CardFunction } from '../catalogue/catalogue-schema.js';
import { attackAllowance, spendDefense } from './check-move.js';
import { distance, hexesOnLine, inArc, inArcOnLine, neighbour, type Hex } from './geometry.js';
import {
  crippled, designOf, fighting, functionsOf, functionWorks, isRobot, maxSpeed, orderOf, pilotSlot, sameHex, slotsOf, templateOf,
  terrainAt, unpowered, violate, works, type LogEvent, type Referee, type Unit,
} from './model.js';

/** The attack a logged event makes: the card's function (or the profile printed on no card) and the slot it sits in. */
interface Made {
  readonly fn: CardFunction | { readonly name: string; readonly action: 'attack'; readonly electric: false; readonly poweredUp: false; readonly attack: AttackProfile };
  readonly attack: AttackProfile;
  readonly slot: string | null;
  readonly arc: string;
}

/** What the markers after an attack must add up to (L237-253). */
export interface PendingHit {
  readonly target: Unit;
  readonly attack: AttackProfile;
  readonly locations: readonly number[];
  cancelled: boolean;
  readonly markers: { location: number | null; disable: boolean }[];
}

function madeBy(ref: Referee, unit: Unit, event: LogEvent): Made | undefined {
  const id = String(event['card']);
  const index = Number(event['function_index']);
  const profile = ref.catalogue.profiles.get(id);
  if (profile !== undefined) return { fn: { name: profile.name, action: 'attack', electric: false, poweredUp: false, attack: profile.attack }, attack: profile.attack, slot: null, arc: profile.attack.arc === 'pylon' ? 'all-360' : profile.attack.arc };
  const card = ref.catalogue.cards.get(id);
  const fn = card?.functions[index];
  if (fn?.attack === undefined) return undefined;
  const slot = functionsOf(ref, unit).find((entry) => entry.card === id && entry.fn === fn)?.slot ?? null;
  // A card with the pylon-arc icon fires in its slot's arc (L210); the Phoenix-bot keeps the arcs it had (L349, L575).
  const printed = fn.attack.arc;
  const arc = printed === 'pylon' ? (templateOf(ref, unit)?.slots[slot ?? '']?.pylon ?? 'none') : printed;
  return { fn, attack: fn.attack, slot, arc };
}

/** The dice a range diagram gives at a range (L212), 0 where it does not allow the attack; and the band's index. */
export function band(attack: AttackProfile, range: number): { dice: number; index: number } {
  const index = attack.range.findIndex(([upTo]) => range <= upTo);
  return index < 0 ? { dice: 0, index: -1 } : { dice: attack.range[index]?.[1] ?? 0, index };
}

export function checkAttack(ref: Referee, unit: Unit, event: LogEvent): PendingHit | null {
  const flags = Array.isArray(event['flags']) ? (event['flags'] as string[]) : [];
  const strafe = flags.includes('strafe');
  const counter = flags.includes('counter');
  const hack = flags.includes('hack');
  const target = ref.units.get(String(event['target']));
  const [volleyIndex, volleySize] = Array.isArray(event['volley']) ? (event['volley'] as number[]) : [0, 1];
  const first = volleyIndex === 0;
  const made = madeBy(ref, unit, event);
  if (made === undefined || target === undefined) {
    violate(ref, 'dice', `${unit.id} attacks with ${String(event['card'])} / ${String(event['function'])}, which is no attack of its design`);
    return null;
  }
  const { attack } = made;
  const name = `${unit.id}'s ${String(event['card'])}${made.fn.name === String(event['card']) ? '' : ` (${made.fn.name})`}`;
  const infantry = unit.kind === 'infantry';
  const gunner = unit.kind === 'gunner';

  // Who may act, and when (L57-61, L143-147, L189-193, L300, L499).
  if (!fighting(unit) && !(hack && unit.status === 'active')) violate(ref, 'acting', `${name}: ${unit.id} is ${unit.status}`);
  if (!fighting(target)) violate(ref, 'acting', `${name} at ${target.id}, which is ${target.status}`);
  if (isRobot(unit) && crippled(ref, unit) && !hack) violate(ref, 'crippled', `${name}: ${unit.id} has a disabled pilot, drive or core`);
  const phase = strafe ? 'movement' : infantry ? 'infantry' : counter ? ref.phase : 'attack';
  if (ref.phase !== phase) violate(ref, 'phase', `${name} in the ${ref.phase} phase`);
  if (first && ref.phase === 'attack' && !counter && !hack) {
    if (gunner) {
      if (ref.lastOrder > 0) violate(ref, 'order', `the landing craft fires after a robot (L431)`);
    } else if (isRobot(unit)) {
      const order = orderOf(ref, unit);
      if (order < ref.lastOrder) violate(ref, 'order', `${unit.id} (order ${order}) attacks after a robot of order ${ref.lastOrder}`);
      ref.lastOrder = Math.max(ref.lastOrder, order);
    }
  }

  // Attack actions (L135, L565): the strafe is the action Move plus Strafe paid for.
  if (first && !counter && !hack && !infantry && !gunner && isRobot(unit)) {
    if (strafe) {
      if (unit.option !== 'move-strafe') violate(ref, 'strafe', `${name} strafes without taking Move plus Strafe`);
      if (unit.strafed) violate(ref, 'attackActions', `${name} strafes twice`);
      unit.strafed = true;
    } else if (unit.attacks >= attackAllowance(ref, unit)) {
      violate(ref, 'attackActions', `${name} with no attack action left this turn`);
    }
    if (unit.cardsUsed.has(String(event['card']))) violate(ref, 'attackActions', `${name}: the card already attacked this turn, and a Combat pilot's two attacks must differ`);
    unit.cardsUsed.add(String(event['card']));
    if (!strafe) unit.attacks++;
    if (unpowered(ref, unit) && made.slot !== null) unit.unpoweredUse = made.slot;
  }
  if (made.slot !== null && !hack && first && !works(ref, unit, made.slot)) violate(ref, 'acting', `${name}: the card in ${made.slot} is ${unit.destroyed.has(made.slot) ? 'destroyed' : 'disabled'}`);

  // Strafing (L300-307).
  if (strafe) {
    const template = templateOf(ref, unit);
    const jump = functionsOf(ref, unit).some(({ slot, fn }) => fn.effect?.type === 'strafe' && functionWorks(ref, unit, slot));
    if (!((template?.strafe === true && !unit.biped) || jump)) violate(ref, 'strafe', `${name}: a ${template?.name ?? '?'}${unit.biped ? ' in biped status' : ''} may not strafe`);
    if (attack.medium !== 'GUN' && attack.medium !== 'BEAM' && attack.medium !== 'MISSILE') violate(ref, 'strafe', `${name} strafes with ${attack.medium ?? 'an unlabelled attack'}`);
  }

  // Range, arc and sight (L199-214).
  const range = Number(event['range']);
  const map = ref.header.map;
  if (map !== undefined && unit.at !== null && target.at !== null && !gunnerAt(ref, unit, target)) {
    const measured = distance(unit.at, target.at);
    if (measured !== range) violate(ref, 'range', `${name} at range ${range}, but ${target.id} is ${measured} hexes away`);
  } else if (map === undefined && range !== ref.range) violate(ref, 'range', `${name} at range ${range} on a line at range ${ref.range}`);
  if (range < 1 && !(infantry && range === 0)) violate(ref, 'range', `${name} at range ${range}`);
  const given = band(attack, range);
  if (given.dice === 0) violate(ref, 'range', `${name} at range ${range}: the range diagram does not allow it`);
  if (given.index !== Number(event['band'])) violate(ref, 'range', `${name} at range ${range} reads band ${String(event['band'])}, the diagram says ${given.index}`);
  const arc = strafe ? 'line' : made.arc;
  if (!gunner && !infantry) {
    if (map !== undefined && unit.at !== null && target.at !== null) {
      if (!inArc(unit.at, unit.facing, arc, target.at)) violate(ref, 'arc', `${name} (${arc}) at ${target.id} from ${JSON.stringify(unit.at)} facing ${unit.facing}`);
    } else if (map === undefined && !inArcOnLine(unit.facing, arc)) violate(ref, 'arc', `${name} (${arc}) at an enemy at bearing ${unit.facing}`);
  }
  if (map !== undefined && unit.at !== null && target.at !== null && range > 0 && attack.ignoresTerrain !== true) checkSight(ref, name, unit, target, attack, infantry);

  // What it may be aimed at (L197, L341; a flag carrier's "as if painted", L400, is for line of sight only, L129) and when (L169, L345).
  if (attack.affects === 'robot' && !isRobot(target)) violate(ref, 'affects', `${name} says "robot" but attacks ${target.id} (${target.kind})`);
  if (attack.target === 'painted-or-moved' && !(target.painted || target.option === 'move' || target.option === 'move-strafe')) violate(ref, 'missileTarget', `${name} at ${target.id}, neither painted nor moved this turn`);
  if (made.fn.poweredUp && !unit.poweredUp && !unit.flux) violate(ref, 'poweredUp', `${name} needs the Powered Up status`);

  // Dice (L51, L53, L212, L307, L341, L550) and the roll (L231).
  checkDice(ref, name, unit, target, event, made, given.dice, strafe, range);
  const faces = Array.isArray(event['faces']) ? (event['faces'] as number[]) : [];
  const total = faces.reduce((sum, face) => sum + face, 0);
  const hit = total >= Number(event['silhouette']) && faces.length > 0;
  if (hit !== (event['hit'] === true)) violate(ref, 'hit', `${name} rolls ${total} against silhouette ${String(event['silhouette'])} and is logged as ${event['hit'] === true ? 'a hit' : 'a miss'}`);
  const expectedVolley = attack.attacks * (flags.includes('double') ? 2 : 1);
  if (volleySize !== expectedVolley) violate(ref, 'attackActions', `${name} makes a volley of ${volleySize}; the card gives ${expectedVolley}`);
  if (!(event['hit'] === true) || isSimpleTarget(target)) return null;
  const locationFaces = Array.isArray(event['location_faces']) ? (event['location_faces'] as number[]) : faces;
  return { target, attack, locations: locationFaces.filter((face) => face < 5), cancelled: false, markers: [] };
}

/** The landing craft's gun stands on the tower's hex and fires all round (L431). */
function gunnerAt(_ref: Referee, unit: Unit, _target: Unit): boolean {
  return unit.kind === 'gunner' && unit.at === null;
}

function isSimpleTarget(unit: Unit): boolean {
  return unit.kind !== 'robot';
}

/** Line of sight (L199): what lies between blocks; a painted target lets missiles see over woods and hills (A17), and so does one treated as painted (L129): a flag carrier (L400) or a robot an enemy UAV sees (L585); infantry see through nothing (L511). */
function checkSight(ref: Referee, name: string, unit: Unit, target: Unit, attack: AttackProfile, infantry: boolean): void {
  const map = ref.header.map;
  if (map === undefined || unit.at === null || target.at === null) return;
  const onHill = terrainAt(ref, unit.at) === 'H' || terrainAt(ref, target.at) === 'H';
  const painted = target.painted || target.kind === 'drone' || target.carrying === 'flag' || spottedByUav(ref, target); // a UAV is always painted (L585)
  let blockedByBuilding: Hex | null = null;
  let blockedByCover: Hex | null = null;
  for (const hex of hexesOnLine(unit.at, target.at, map.width, map.height)) {
    const terrain = terrainAt(ref, hex);
    if (terrain === 'B' && !ref.fallen.has(`${hex.column},${hex.row}`)) blockedByBuilding ??= hex;
    else if (terrain === 'W' || (terrain === 'H' && !onHill)) blockedByCover ??= hex;
  }
  const overCover = attack.medium === 'MISSILE' && painted && !infantry;
  const blocker = blockedByBuilding ?? (overCover ? null : blockedByCover);
  if (blocker !== null) violate(ref, 'sight', `${name} at ${target.id}: ${JSON.stringify(blocker)} (${terrainAt(ref, blocker)}) lies between ${JSON.stringify(unit.at)} and ${JSON.stringify(target.at)}`);
}

/** The dice rolled are the band's with only the modifiers the rules give, and every 5 added a die (L51). */
function checkDice(ref: Referee, name: string, unit: Unit, target: Unit, event: LogEvent, made: Made, bandDice: number, strafe: boolean, range: number): void {
  const dice = event['dice'] as { band?: number; mods?: { kind: string; dice: number; card?: string; function?: string }[]; rolled?: number } | undefined;
  const mods = dice?.mods ?? [];
  if (dice?.band !== bandDice) violate(ref, 'dice', `${name} at range ${range} rolls from ${String(dice?.band)} band dice; the diagram gives ${bandDice}`);
  let expected = bandDice;
  const flags = Array.isArray(event['flags']) ? (event['flags'] as string[]) : [];
  const { attack, fn } = made;
  const design = designOf(ref, unit);
  for (const mod of mods) {
    expected += mod.dice;
    switch (mod.kind) {
      case 'strafe':
        if (!strafe || mod.dice !== -1) violate(ref, 'dice', `${name}: a strafe's die less on an attack that is no strafe`);
        break;
      case 'overcharge':
        if (!fn.electric || attack.overcharge === false || design?.expansion !== true || mod.dice !== 1 || !flags.includes('overcharge')) violate(ref, 'dice', `${name} overcharged (only an expansion robot's electric attack, never the Tesla Gun, L550)`);
        break;
      case 'card': {
        const source = functionsOf(ref, unit).find((entry) => entry.card === mod.card && entry.fn.name === mod.function);
        const effect = source?.fn.effect;
        const longRange = attack.range.length > 1 && band(attack, range).index === attack.range.length - 1;
        const fits = effect?.type === 'dice' && functionWorks(ref, unit, source?.slot ?? '') && effect.amount === mod.dice
          && (effect.media === undefined || (attack.medium !== null && effect.media.includes(attack.medium)))
          && (effect.when !== 'strafe' || strafe) && (effect.when !== 'long-range' || longRange)
          && (source?.fn.poweredUp !== true || unit.poweredUp);
        if (!fits) violate(ref, 'dice', `${name}: ${String(mod.card)} (${String(mod.function)}) adds ${mod.dice} dice where it may not`);
        break;
      }
      case 'point-defense': {
        const source = functionsOf(ref, target).find((entry) => entry.card === mod.card && entry.fn.name === mod.function);
        const effect = source?.fn.effect;
        const on = target.pointDefense !== null && target.pointDefense.against === unit.id;
        const fits = effect?.type === 'point-defense' && functionWorks(ref, target, source?.slot ?? '') && attack.medium !== null && effect.against.includes(attack.medium) && effect.dice === mod.dice && on;
        if (!fits) violate(ref, 'pointDefense', `${name}: ${target.id}'s ${String(mod.card)} takes ${-mod.dice} dice without covering this attack action`);
        break;
      }
      case 'scenario': {
        const monster = ref.header.scenario?.monster;
        const fits = monster !== null && monster !== undefined && monster.side === unit.side && mod.dice === monster.dice && ((attack.medium !== null && monster.media.includes(attack.medium)) || monster.cards.includes(String(event['card'])));
        if (!fits) violate(ref, 'dice', `${name}: ${mod.dice} scenario dice where the scenario gives none (L477)`);
        break;
      }
      default:
        violate(ref, 'dice', `${name}: an unknown dice modifier ${mod.kind}`);
    }
  }
  if (strafe && !mods.some((mod) => mod.kind === 'strafe')) violate(ref, 'dice', `${name}: a strafe rolls one die less (L307)`);
  if (dice?.rolled !== expected) violate(ref, 'dice', `${name} rolls ${String(dice?.rolled)} dice; band and modifiers give ${expected}`);
  const faces = Array.isArray(event['faces']) ? (event['faces'] as number[]) : [];
  const fives = faces.filter((face) => face === 5).length;
  const rolled = Math.max(0, dice?.rolled ?? 0);
  if (faces.length !== rolled + fives || faces.some((face, i) => face === 5 && i === faces.length - 1)) violate(ref, 'addDice', `${name} shows ${faces.length} faces (${faces.join(', ')}) from ${rolled} dice`);
}

/** A marker on a robot (L255-280): where it was aimed, where it landed, and what it did. Returns the violation-free new state. */
export function checkMarker(ref: Referee, unit: Unit, event: LogEvent, pending: PendingHit | null): void {
  const cause = String(event['cause']);
  const location = typeof event['location'] === 'number' ? event['location'] : null;
  const disable = event['marker'] === 'disable';
  const template = templateOf(ref, unit);
  if (template === undefined) return;
  let aimed = typeof event['aimed'] === 'string' ? event['aimed'] : null;
  if (location !== null) {
    const slot = slotsOf(ref, unit).find(([, s]) => s.locations.includes(location))?.[0] ?? Object.entries(template.slots).find(([, s]) => s.locations.includes(location))?.[0] ?? null;
    if (designOf(ref, unit)?.phoenix === true) aimed = designOf(ref, unit)?.slots[0] ?? aimed; // every marker goes to the rifle (L575)
    else if (slot !== aimed) violate(ref, 'location', `a marker at location ${location} of ${unit.id} (${template.name}) is aimed at ${String(aimed)}, not ${String(slot)}`);
    else aimed = slot;
    if (pending !== null && pending.target === unit && !pending.locations.includes(location)) violate(ref, 'location', `${unit.id} takes a marker at location ${location}, which no die of the attack shows (${pending.locations.join(', ')})`);
  }
  if (cause === 'unpowered use (L63)') unit.unpoweredUse = null;
  // Damage to a UAV goes to its card, and does not bleed past it (L585).
  const landed = aimed === null ? null : cause === 'its UAV hit (L585)' ? aimed : landing(ref, unit, aimed, disable);
  const logged = typeof event['landed'] === 'string' ? event['landed'] : null;
  if (landed !== logged) violate(ref, 'bleed', `a ${disable ? 'disable' : 'damage'} marker aimed at ${unit.id}'s ${String(aimed)} lands on ${String(logged)}; the bleed arrows lead to ${String(landed)}`);
  if (pending !== null && pending.target === unit && cause === 'hit location') pending.markers.push({ location, disable });
  place(ref, unit, logged, disable);
  const status = String(event['status']);
  if (status !== unit.status) violate(ref, 'markers', `${unit.id} is ${status} after the marker, where the rules make it ${unit.status}`);
}

/** Where a marker aimed at a slot lands (L264, L276): past empty and destroyed slots, and past a drive that takes no more damage, along the bleed arrows. */
function landing(ref: Referee, unit: Unit, aimed: string, disable: boolean): string | null {
  const template = templateOf(ref, unit);
  let at: string | undefined = aimed;
  for (let step = 0; step < 10 && at !== undefined; step++) {
    const slot: { kind: string; bleed?: string | undefined } | undefined = template?.slots[at];
    if (slot === undefined) return null;
    const saturated = !disable && slot.kind === 'drive' && (unit.damage.get(at) ?? 0) >= (template?.speed.length ?? 1) - 1;
    if (occupiedNow(ref, unit, at) && !saturated) return at;
    if (designOf(ref, unit)?.phoenix === true) return null; // no bleed from the rifle (L575)
    at = slot.bleed;
  }
  return null;
}

function occupiedNow(ref: Referee, unit: Unit, slot: string): boolean {
  const kind = templateOf(ref, unit)?.slots[slot]?.kind;
  const present = designOf(ref, unit)?.phoenix === true ? slot === designOf(ref, unit)?.slots[0] : kind === 'drive' || kind === 'core' || designOf(ref, unit)?.cards[slot] !== undefined;
  return present && !unit.destroyed.has(slot);
}

/** A marker's effect (L272-280): damage counts toward the item's destruction; a disable, one per item. */
function place(ref: Referee, unit: Unit, slot: string | null, disable: boolean): void {
  if (slot === null) return;
  if (disable) {
    unit.disabled.add(slot);
    return;
  }
  const marks = (unit.damage.get(slot) ?? 0) + 1;
  unit.damage.set(slot, marks);
  const template = templateOf(ref, unit);
  const kind = template?.slots[slot]?.kind;
  if (kind === 'drive') return; // a drive is never destroyed (L276)
  const card = designOf(ref, unit)?.cards[slot];
  const item = card === undefined ? undefined : ref.catalogue.cards.get(card);
  let hits = item !== undefined && (item.kind === 'weapon' || item.kind === 'system') ? item.hitsToDestroy : 2;
  if (unit.fragile && (kind === 'weapon' || kind === 'system')) hits = 1; // Fragile (L365, A21)
  if (marks < hits) return;
  unit.destroyed.add(slot);
  unit.disabled.delete(slot);
  if (kind === 'core') unit.status = 'core-destroyed'; // hard kill (L57, L59)
  else if (slot === pilotSlot(ref, unit) && designOf(ref, unit)?.phoenix !== true) unit.status = 'pilot-killed';
  else if (designOf(ref, unit)?.phoenix === true) unit.status = 'destroyed'; // the rifle is the robot (L575)
}

/** The markers of one hit, once they are all in: as many as its hit type gives (L237-253). */
export function checkHitMarkers(ref: Referee, pending: PendingHit): void {
  const { attack, target, markers, locations } = pending;
  const damage = markers.filter((marker) => !marker.disable);
  const disables = markers.filter((marker) => marker.disable);
  const stopped = !fighting(target); // no more markers once the target is out of the fight
  const distinct = [...new Set(locations)];
  const report = (expected: string) => violate(ref, 'markers', `a ${attack.hit} hit on ${target.id} places ${damage.length} damage and ${disables.length} disable markers; ${expected}`);
  switch (attack.hit) {
    case 'damage-1':
    case 'damage-1-doubles-2':
    case 'damage-2': {
      if (disables.length > 0) report('no disables');
      if (pending.cancelled) {
        if (damage.length > 0) report('none after the damage is cancelled');
        break;
      }
      const location = damage[0]?.location ?? null;
      if (damage.some((marker) => marker.location !== location)) report('all on the one location chosen');
      const doubles = location !== null && locations.filter((face) => face === location).length >= 2;
      const want = attack.hit === 'damage-2' ? 2 : attack.hit === 'damage-1-doubles-2' && doubles ? 2 : 1;
      if (damage.length !== want && !(stopped && damage.length < want)) report(`${want} on the location chosen`);
      break;
    }
    case 'burst':
      if (pending.cancelled ? damage.length > 0 : damage.length !== distinct.length && !stopped) report(`one on each location rolled (${distinct.join(', ')})`);
      break;
    case 'burst-disable':
      if (disables.length !== distinct.length && !stopped) report(`a disable on each location rolled (${distinct.join(', ')})`);
      break;
    case 'disable-defender-choice':
      if (disables.length !== (attack.disables ?? 1) || damage.length > 0) report(`${attack.disables ?? 1} disables`);
      break;
    case 'paint':
      if (markers.length > 0) report('none: a paint hit paints');
      break;
  }
}

/** A defense action or a reveal after the roll (L139, L286, L333, L341, L345, L573). */
export function checkDefense(ref: Referee, unit: Unit, event: LogEvent): void {
  const kind = String(event['defense']);
  const against = event['against'] === null ? undefined : ref.units.get(String(event['against']));
  const source = functionsOf(ref, unit).find((entry) => entry.card === event['card'] && entry.fn.name === event['function']);
  if (!fighting(unit)) violate(ref, 'acting', `${unit.id} (${unit.status}) spends a defense action on ${kind}`);
  if (kind !== 'cancel-damage' && kind !== 'counter' && isRobot(unit) && crippled(ref, unit)) violate(ref, 'crippled', `${unit.id} uses ${kind} with a disabled pilot, drive or core`);
  if (source === undefined && kind !== 'counter') violate(ref, 'defenseActions', `${unit.id} uses ${String(event['card'])} (${String(event['function'])}) for ${kind}, which its design lacks`);
  else if (source !== undefined && !functionWorks(ref, unit, source.slot) && kind !== 'flux-compression') violate(ref, 'defenseActions', `${unit.id} uses ${String(event['card'])}, which does not work now`);
  const isAction = kind === 'cancel-damage' ? source?.fn.action === 'defense' : true;
  if (isAction) spendDefense(ref, unit, kind);
  if (unpowered(ref, unit) && isAction && source !== undefined && source.slot !== 'skin') unit.unpoweredUse = source.slot;
  switch (kind) {
    case 'point-defense': {
      // One defense action covers one attack action (L135, L341), from within the card's arc.
      const arc = source === undefined ? undefined : arcOfFunction(ref, unit, source.card, source.slot);
      if (against !== undefined && unit.at !== null && against.at !== null && arc !== undefined && !inArc(unit.at, unit.facing, arc, against.at)) violate(ref, 'pointDefense', `${unit.id}'s point defense against ${against.id}, outside the card's ${arc} arc`);
      else if (against !== undefined && ref.header.map === undefined && arc !== undefined && !inArcOnLine(unit.facing, arc)) violate(ref, 'pointDefense', `${unit.id}'s point defense against an attack from outside the card's ${arc} arc`);
      unit.pointDefense = { against: against?.id ?? '', card: String(event['card']) };
      break;
    }
    case 'clamp':
      if (against !== undefined && unit.at !== null && against.at !== null && distance(unit.at, against.at) !== 1) violate(ref, 'clamp', `${unit.id} clamps ${against.id}, which is not adjacent`);
      if (against !== undefined) against.clamped = true;
      break;
    case 'cancel-damage':
      if (event['sacrificed'] === true) unit.skinOn = false;
      break;
    case 'flux-compression':
      unit.flux = true;
      break;
    case 'shed-marker':
      unit.skinOn = false;
      break;
    default:
      break;
  }
}

/** The arc a card's functions work in: its attack's arc, or its slot's pylon arc (L210). */
function arcOfFunction(ref: Referee, unit: Unit, card: string, slot: string): string | undefined {
  const printed = ref.catalogue.cards.get(card)?.functions.find((fn) => fn.attack !== undefined)?.attack?.arc;
  if (printed !== undefined && printed !== 'pylon') return printed;
  return templateOf(ref, unit)?.slots[slot]?.pylon;
}

/** A ram (L310, L477, L522): a slower victim, painted or in sight, the rammer beside and facing it after a move one point short. */
export function checkRam(ref: Referee, unit: Unit, event: LogEvent): { rammer: number; victim: number } {
  const victim = ref.units.get(String(event['target']));
  const map = ref.header.map;
  const faces = Array.isArray(event['faces']) ? (event['faces'] as number[]) : [];
  const damage = faces.reduce((sum, face) => sum + face, 0);
  if (damage !== event['damage']) violate(ref, 'ram', `${unit.id}'s ram rolls ${faces.join(', ')} but deals ${String(event['damage'])}`);
  if (ref.phase !== 'movement') violate(ref, 'phase', `${unit.id} rams in the ${ref.phase} phase`);
  if (unit.option !== 'move-strafe') violate(ref, 'ram', `${unit.id} rams without taking Move plus Ram`);
  if (unit.rammed && event['event'] === 'ram' && unit.rams > 0) violate(ref, 'ram', `${unit.id} rams twice`);
  unit.rams++;
  unit.rammed = true;
  if (victim === undefined || map === undefined || unit.at === null || victim.at === null) return { rammer: 0, victim: 0 };
  if (!fighting(victim)) violate(ref, 'acting', `${unit.id} rams ${victim.id}, which is ${victim.status}`);
  const ahead = neighbour(unit.at, unit.facing, map.width, map.height);
  if (!sameHex(ahead, victim.at)) violate(ref, 'ram', `${unit.id} ends its ram at ${JSON.stringify(unit.at)} facing ${unit.facing}, not beside and facing ${victim.id} at ${JSON.stringify(victim.at)}`);
  const speed = maxSpeed(ref, unit);
  if (unit.moved.points + 1 > speed) violate(ref, 'ram', `${unit.id} moves ${unit.moved.points} hexes and collides with a maximum speed of ${speed}: the collision costs a movement point`);
  if (isRobot(victim)) {
    if (maxSpeed(ref, victim) >= speed) violate(ref, 'ram', `${unit.id} (speed ${speed}) rams ${victim.id}, whose maximum speed is ${maxSpeed(ref, victim)}`);
    const start = unit.start;
    if (!victim.painted && start !== null && !clearSight(ref, start, victim.at)) violate(ref, 'ram', `${unit.id} rams ${victim.id}, neither painted nor in sight from where the move began`);
  } else if (victim.inBuilding) violate(ref, 'ram', `${unit.id} rams ${victim.id} in a building (L532)`);
  return { rammer: isRobot(victim) ? Math.max(0, damage - Number(event['spared_rammer'])) : 0, victim: Math.max(0, damage - Number(event['spared_target'])) };
}

/** Robot `target` is in the line of sight of an enemy's UAV (L585): treated as painted, for line of sight only (L129). */
function spottedByUav(ref: Referee, target: Unit): boolean {
  if (!isRobot(target) || target.at === null || target.side === null) return false;
  const everyoneForHimself = ref.header.scenario?.musicalChairs !== undefined; // L671
  for (const drone of ref.units.values()) {
    if (drone.kind !== 'drone' || drone.status !== 'active' || drone.at === null || drone.side === null) continue;
    if ((drone.side !== target.side || everyoneForHimself) && drone.owner !== target.id && clearSight(ref, drone.at, target.at)) return true;
  }
  return false;
}

/** Nothing blocks the line between two hexes (L199), for the ram's "in sight". */
function clearSight(ref: Referee, from: Hex, to: Hex): boolean {
  const map = ref.header.map;
  if (map === undefined) return true;
  const onHill = terrainAt(ref, from) === 'H' || terrainAt(ref, to) === 'H';
  return hexesOnLine(from, to, map.width, map.height).every((hex) => {
    const terrain = terrainAt(ref, hex);
    return !((terrain === 'B' && !ref.fallen.has(`${hex.column},${hex.row}`)) || terrain === 'W' || (terrain === 'H' && !onHill));
  });
}

/** Bombardment (L363): a painted robot at the start of the status phase, one die, a hit at its silhouette. */
export function checkBombard(ref: Referee, unit: Unit, event: LogEvent): boolean {
  if (ref.phase !== 'status') violate(ref, 'bombard', `${unit.id} is bombarded in the ${ref.phase} phase`);
  if (event['painted_only'] === true && !unit.painted) violate(ref, 'bombard', `${unit.id} is bombarded unpainted`);
  const faces = Array.isArray(event['faces']) ? (event['faces'] as number[]) : [];
  const fives = faces.filter((face) => face === 5).length;
  if (faces.length !== 1 + fives) violate(ref, 'addDice', `a bombardment of ${unit.id} shows ${faces.length} faces from one die`);
  const roll = faces.reduce((sum, face) => sum + face, 0);
  const hit = roll >= Number(event['silhouette']);
  if (hit !== (event['hit'] === true)) violate(ref, 'hit', `a bombardment of ${unit.id} rolls ${roll} against silhouette ${String(event['silhouette'])}`);
  return hit;
}
