// cold: what the referee knows of a game as it reads the log: each unit's hex, facing, markers
// and statuses, kept from the logged events alone, and the rules data of its design from the
// catalogue. Nothing here comes from the simulator's state or tables.
import type { Card, CardFunction, Template } from '../catalogue/catalogue-schema.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { LoggedRow, LoggedUnit } from '../log/log-names.js';
import type { Hex } from './geometry.js';
import type { RuleId, Violation } from './rules.js';

export type LogEvent = Record<string, unknown> & { readonly turn: number; readonly phase: string; readonly event: string };

/** The header a logged game starts with (scenario-replay.ts, duel-replay.ts). */
export interface GameHeader {
  readonly mode: 'scenario' | 'duel';
  readonly title: string;
  readonly scenario?: ScenarioRules;
  readonly seats: readonly (string | null)[];
  readonly map?: { readonly width: number; readonly height: number; readonly terrain: readonly string[]; readonly structures: readonly { readonly type: string; readonly at: readonly [number, number] }[]; readonly centre: readonly [number, number] | null };
  readonly units: readonly LoggedUnit[];
  readonly rows: readonly LoggedRow[];
  readonly turnCap: number;
  readonly startRange?: number;
}

/** The parts of a scenario file the referee reads. */
export interface ScenarioRules {
  readonly name: string;
  readonly number: number;
  readonly victory: string;
  readonly flee: string;
  readonly fragile: readonly string[];
  readonly honcho: string | null;
  readonly bombardment: { readonly side: string; readonly until: string } | null;
  readonly flag: boolean;
  readonly crypto: boolean;
  readonly monster: { readonly side: string; readonly dice: number; readonly media: readonly string[]; readonly cards: readonly string[]; readonly ramReduction: number } | null;
  readonly hacker: { readonly side: string; readonly card: string } | null;
  readonly landingCraft: { readonly side: string; readonly weapon: string } | null;
  readonly freeOvercharge?: boolean;
  readonly powerUpWithin?: number;
  readonly aftermath?: unknown;
  readonly musicalChairs?: unknown;
  readonly wmd?: unknown;
  readonly victoryPoints?: { readonly side: string; readonly tie: number; readonly win: number };
  readonly downedPilot?: { readonly side: string };
  readonly barrage?: unknown;
  readonly insertion?: { readonly side: string };
}

export interface Unit {
  readonly id: string;
  readonly kind: string;
  side: string | null;
  readonly info: LoggedUnit;
  row: number;
  /** Where it is (null: off the map, or on a line) and which way it faces. */
  at: Hex | null;
  facing: number;
  status: string;
  readonly damage: Map<string, number>;
  readonly disabled: Set<string>;
  readonly destroyed: Set<string>;
  skinOn: boolean;
  painted: boolean;
  onFire: boolean;
  poweredUp: boolean;
  limpets: number;
  carrying: string | null;
  /** This turn. */
  option: string | null;
  biped: boolean;
  attacks: number;
  readonly cardsUsed: Set<string>;
  defenses: number;
  clamped: boolean;
  moved: { points: number; rotations: number; sideslips: number };
  /** Where its movement phase began, and whether it strafed or rammed in it. */
  start: Hex | null;
  startFacing: number;
  strafed: boolean;
  rammed: boolean;
  rams: number;
  /** The card slot an unpowered robot used this action: a disable must land on it (L63). */
  unpoweredUse: string | null;
  /** Flux Compression this turn lets a weapon attack as if powered up (L345). */
  flux: boolean;
  /** Fragile (L365): weapons and systems go at one damage. */
  readonly fragile: boolean;
  /** In a building hex (cover, L532). */
  inBuilding: boolean;
  /** A boarded tent: the robot it rides on (L518). */
  host: string | null;
  /** A UAV: the robot that launched it (L585). */
  owner: string | null;
  /** This turn it paid for its core's movement ability, the MHD Generator's speed or the Compulsator's rotation (L552-555). */
  boosted: boolean;
  /** Point defense switched on for one attack action: the attacker and the attack event it began with. */
  pointDefense: { readonly against: string; readonly card: string } | null;
  /** Markers a simple target has taken. */
  hits: number;
}

export interface Referee {
  readonly catalogue: KriegbotCatalogue;
  readonly header: GameHeader;
  readonly game: string;
  readonly units: Map<string, Unit>;
  /** Current terrain by hex (rows of map symbols), changed by a flood or a fallen bridge; fallen buildings no longer block. */
  readonly terrain: string[][];
  readonly fallen: Set<string>;
  turn: number;
  phase: string;
  index: number;
  readonly violations: Violation[];
  /** The order key of the last robot to take a movement option or attack this phase (L153, L193). */
  lastOrder: number;
  /** The attack event that began the current attack action, per attacker. */
  readonly volleys: Map<string, LogEvent>;
  flagAt: Hex | null;
  /** The robot whose movement phase is under way. */
  moving: Unit | null;
  /** A duel on a line: the range between the two robots. */
  range: number;
  /** Robots lost to a kill (L371): the side, and the action that did it (exchanges do not count). */
  readonly kills: { readonly unit: string; readonly side: string; readonly action: number; readonly how: string }[];
  readonly exits: { readonly unit: string; readonly side: string | null; readonly carrying: string | null; readonly edge: string }[];
  /** Counts attack actions, rams and bombardments, so that losses in one can be told apart. */
  actions: number;
  /** The outcome once the referee sees the game decided, else null. */
  over: { readonly winner: string | null; readonly why: string } | null;
  overReported: boolean;
  /** The action that decided it: until another begins, its later consequences (a nuke's second victim) may still make it an exchange. */
  overAction: number;
  /** Robots already counted as out, piloted robots whose human was lost (L379), victory points (L625). */
  readonly counted: Set<string>;
  readonly humansLost: { readonly side: string; readonly action: number }[];
  points: number;
  /** A fire roll waiting for its damage marker (L290). */
  fireRoll: { readonly unit: string; readonly roll: number } | null;
}

export function violate(ref: Referee, rule: RuleId, message: string): void {
  ref.violations.push({ game: ref.game, turn: ref.turn, event: ref.index, rule, message });
}

export function designOf(ref: Referee, unit: Unit): LoggedRow | undefined {
  return ref.header.rows[unit.row];
}

export function templateOf(ref: Referee, unit: Unit): Template | undefined {
  const design = designOf(ref, unit);
  return design === undefined ? undefined : ref.catalogue.templates.get(design.template);
}

/** The card in a slot of the unit's design (undefined for an empty slot, the drive, a neutral item). */
export function cardIn(ref: Referee, unit: Unit, slot: string): Card | undefined {
  const id = designOf(ref, unit)?.cards[slot];
  return id === undefined ? undefined : ref.catalogue.cards.get(id);
}

/** Slots of the unit's template in order, with their rules data. */
export function slotsOf(ref: Referee, unit: Unit): [string, Template['slots'][string]][] {
  const design = designOf(ref, unit);
  const template = templateOf(ref, unit);
  if (design === undefined || template === undefined) return [];
  if (design.phoenix) return design.slots.flatMap((name) => (template.slots[name] === undefined ? [] : [[name, template.slots[name]] as [string, Template['slots'][string]]]));
  return Object.entries(template.slots);
}

/** A slot holds an item: the drive and core always (L115), weapon and system slots when a card was placed. */
export function occupied(ref: Referee, unit: Unit, slot: string): boolean {
  const design = designOf(ref, unit);
  if (design?.phoenix === true) return slot === design.slots[0]; // the rifle is the whole robot (L575)
  const kind = templateOf(ref, unit)?.slots[slot]?.kind;
  if (kind === 'drive' || kind === 'core') return designOf(ref, unit)?.phoenix !== true;
  return designOf(ref, unit)?.cards[slot] !== undefined;
}

/** An item works: there, not destroyed, not disabled (L274, L280). */
export function works(ref: Referee, unit: Unit, slot: string): boolean {
  return occupied(ref, unit, slot) && !unit.destroyed.has(slot) && !unit.disabled.has(slot);
}

export function slotOfKind(ref: Referee, unit: Unit, kind: 'drive' | 'core'): string | undefined {
  return slotsOf(ref, unit).find(([, slot]) => slot.kind === kind)?.[0];
}

export function pilotSlot(ref: Referee, unit: Unit): string | undefined {
  const design = designOf(ref, unit);
  return Object.entries(design?.cards ?? {}).find(([, id]) => {
    const card = ref.catalogue.cards.get(id);
    return card?.kind === 'system' && card.pilot;
  })?.[0];
}

/** A disabled pilot, drive or power core (L61, L173). */
export function crippled(ref: Referee, unit: Unit): boolean {
  const vital = [pilotSlot(ref, unit), slotOfKind(ref, unit, 'drive'), slotOfKind(ref, unit, 'core')];
  return vital.some((slot) => slot !== undefined && unit.disabled.has(slot));
}

/** A damaged power core (L63, L272). */
export function unpowered(ref: Referee, unit: Unit): boolean {
  const core = slotOfKind(ref, unit, 'core');
  return core !== undefined && (unit.damage.get(core) ?? 0) > 0;
}

/** Every card function of the unit's design with the slot it sits in (the skin's slot is 'skin'; the honcho's other pilots ride on his). */
export function functionsOf(ref: Referee, unit: Unit): { slot: string; card: string; fn: CardFunction }[] {
  const design = designOf(ref, unit);
  if (design === undefined) return [];
  const found: { slot: string; card: string; fn: CardFunction }[] = [];
  const add = (slot: string, id: string) => ref.catalogue.cards.get(id)?.functions.forEach((fn) => found.push({ slot, card: id, fn }));
  if (design.phoenix) {
    // The Phoenix-bot is the rifle, with the pilot's abilities if it had one (L575).
    const rifle = design.slots[0] ?? '';
    add(rifle, design.cards[rifle] ?? '');
    const pilot = pilotSlot(ref, unit);
    if (pilot !== undefined) add(rifle, design.cards[pilot] ?? '');
    return found.filter((entry) => entry.fn.effect?.type !== 'phoenix-bot');
  }
  for (const [slot, id] of Object.entries(design.cards)) add(slot, id);
  const pilot = pilotSlot(ref, unit);
  if (pilot !== undefined) for (const id of design.extraCards) add(pilot, id);
  if (design.skin !== null) add('skin', design.skin);
  return found;
}

/** A function's card works now: its item works (a core's ability only while the core is undamaged, L552), the skin while it is on. */
export function functionWorks(ref: Referee, unit: Unit, slot: string): boolean {
  if (slot === 'skin') return unit.skinOn;
  if (!works(ref, unit, slot)) return false;
  return templateOf(ref, unit)?.slots[slot]?.kind !== 'core' || (unit.damage.get(slot) ?? 0) === 0;
}

/** Maximum speed now (L157, L225, L272): the drive's square for its damage, 2 as a biped, a Phoenix-bot its undamaged chassis's (L575), plus working passive speed cards. */
export function maxSpeed(ref: Referee, unit: Unit): number {
  const template = templateOf(ref, unit);
  if (template === undefined) return 0;
  if (unit.biped) return template.biped?.speed ?? 2;
  let speed: number;
  if (designOf(ref, unit)?.phoenix === true) speed = template.speed[0] ?? 0;
  else {
    const drive = slotOfKind(ref, unit, 'drive');
    const hits = drive === undefined ? 0 : (unit.damage.get(drive) ?? 0);
    speed = template.speed[Math.min(hits, template.speed.length - 1)] ?? 0;
  }
  for (const { slot, fn } of functionsOf(ref, unit)) if (fn.action === 'passive' && fn.effect?.type === 'speed' && passiveCounts(ref, unit, slot)) speed += fn.effect.amount;
  return speed;
}

/** A passive card counts while it works; a power core's ability only in a turn it was paid for (L552). */
function passiveCounts(ref: Referee, unit: Unit, slot: string): boolean {
  if (!functionWorks(ref, unit, slot)) return false;
  return templateOf(ref, unit)?.slots[slot]?.kind !== 'core' || unit.boosted;
}

/** Working passive effects of one type, summed (rotations, sideslips). */
export function passive(ref: Referee, unit: Unit, type: 'rotations' | 'sideslips'): number {
  let total = 0;
  for (const { slot, fn } of functionsOf(ref, unit)) {
    const effect = fn.effect;
    if (fn.action === 'passive' && effect !== undefined && effect.type === type && passiveCounts(ref, unit, slot)) total += effect.amount;
  }
  return total;
}

/** Movement and attack order (L153, L193): the template's place, a biped Rocketbot last. */
export function orderOf(ref: Referee, unit: Unit): number {
  const template = templateOf(ref, unit);
  if (template === undefined) return 0;
  return unit.biped ? (template.biped?.order ?? template.order) : template.order;
}

/** The unit fights on: active and on the map (or on the line). */
export function fighting(unit: Unit): boolean {
  return unit.status === 'active';
}

export function isRobot(unit: Unit): boolean {
  return unit.kind === 'robot';
}

/** Map symbol at a hex ('.' off the map). */
export function terrainAt(ref: Referee, hex: Hex): string {
  return ref.terrain[hex.row]?.[hex.column] ?? '.';
}

export function hexOf(at: unknown): Hex | null {
  return Array.isArray(at) && typeof at[0] === 'number' && typeof at[1] === 'number' ? { column: at[0], row: at[1] } : null;
}

export function sameHex(a: Hex | null, b: Hex | null): boolean {
  return a !== null && b !== null && a.column === b.column && a.row === b.row;
}
