// cold: the event log (event-log.ts) as plain objects with names: what `botlab replay` writes as
// JSONL and what the referee reads. Units are named by id (robots A, B, C ...; the others by kind
// and number), cards by catalogue id, slots by the template's slot names, hexes as
// [column, row] of the map file.
import { EFFECT_TYPES, Movement, Status } from '../compile/codes.js';
import { AttackLog, Defense, DiceMod, Event, EVENT_HEADER, Mark, MoveKind, Phase, Step, WASHED } from './event-log.js';

/** Names for the numbers in a log. */
export interface LogNames {
  unit(u: number): string;
  /** An attack row: its card (or profile) id, the function's name and index on the card. */
  attack(k: number): { readonly card: string; readonly function: string; readonly index: number };
  /** An effect row: its card id (null for the skin's slot) and function name. */
  effect(e: number): { readonly card: string; readonly function: string; readonly type: string };
  /** A slot of a robot row by index. */
  slot(row: number, slot: number): string;
  /** A map cell as [column, row]; null off the map (or on a line). */
  cell(cell: number): readonly [number, number] | null;
  /** A seat's side name. */
  side(seat: number): string;
  /** A structure type by code (STRUCTURES order and the scenario's own kinds). */
  structure(type: number): string;
  /** The name a carried item code stands for (flag, dish, a crypto colour). */
  item(code: number): string;
}

export type LogEvent = Record<string, unknown> & { readonly turn: number; readonly phase: string; readonly event: string };

const PHASES = Object.fromEntries(Object.entries(Phase).map(([name, code]) => [code, kebab(name)]));
const EVENTS = Object.fromEntries(Object.entries(Event).map(([name, code]) => [code, kebab(name)]));
const OPTIONS = Object.fromEntries(Object.entries(Movement).map(([name, code]) => [code, kebab(name)]));
const STATUSES = Object.fromEntries(Object.entries(Status).map(([name, code]) => [code, kebab(name)]));
const DEFENSES = Object.fromEntries(Object.entries(Defense).map(([name, code]) => [code, kebab(name)]));
const MARKS = Object.fromEntries(Object.entries(Mark).map(([name, code]) => [code, kebab(name)]));
const MODS = Object.fromEntries(Object.entries(DiceMod).map(([name, code]) => [code, kebab(name)]));
const MOVE_KINDS = Object.fromEntries(Object.entries(MoveKind).map(([name, code]) => [code, kebab(name)]));
const STEPS = Object.fromEntries(Object.entries(Step).map(([name, code]) => [code, kebab(name)]));
const ATTACK_FLAGS = Object.entries(AttackLog).map(([name, bit]) => [kebab(name), bit] as const);
export const UNIT_KINDS = ['robot', 'structure', 'crypto', 'gunner', 'infantry', 'drone'] as const;
/** Event.Marker locations that are no hit location: the card an unpowered robot used (L63), the owner's choice (L320). */
const MARKER_CAUSES: Readonly<Record<number, string>> = { [-1]: 'aimed at the slot', [-2]: 'unpowered use (L63)', [-3]: "owner's choice (L320-321)", [-4]: 'its UAV hit (L585)' };

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c, i: number) => (i === 0 ? c.toLowerCase() : `-${c.toLowerCase()}`));
}

/** Decodes `length` numbers of a log. Robot rows are followed through Place and Row events so that slots get their names. */
export function decodeLog(data: Int32Array, length: number, names: LogNames): LogEvent[] {
  const events: LogEvent[] = [];
  const rowOf = new Map<number, number>();
  for (let at = 0; at + EVENT_HEADER <= length; ) {
    const code = data[at] ?? 0;
    const turn = data[at + 1] ?? 0;
    const phase = PHASES[data[at + 2] ?? 0] ?? 'unknown';
    const u = data[at + 3] ?? -1;
    const size = data[at + 4] ?? 0;
    const p = data.subarray(at + EVENT_HEADER, at + EVENT_HEADER + size);
    at += EVENT_HEADER + size;
    const n = (i: number): number => p[i] ?? 0;
    const event: Record<string, unknown> = { turn, phase, event: EVENTS[code] ?? `event-${code}` };
    if (u >= 0) event['unit'] = names.unit(u);
    const row = rowOf.get(u) ?? -1;
    switch (code) {
      case Event.Turn:
        break;
      case Event.Place:
        rowOf.set(u, n(4));
        Object.assign(event, { at: names.cell(n(0)), facing: n(1), side: n(2) >= 0 ? names.side(n(2)) : null, kind: UNIT_KINDS[n(3)] ?? n(3), row: n(4) });
        if (n(6) !== Status.Active) event['status'] = STATUSES[n(6)] ?? n(6); // Aftermath's derelicts start with their pilots dead (L631)
        break;
      case Event.Row:
        rowOf.set(u, n(0));
        Object.assign(event, { row: n(0), slot: names.slot(n(0), n(1)), side: names.side(n(2)) });
        break;
      case Event.Option:
        Object.assign(event, { option: OPTIONS[n(0)] ?? n(0), biped: n(1) === 1, at: names.cell(n(2)), facing: n(3) });
        break;
      case Event.Move: {
        const count = n(5);
        const path = count < 0 ? null : Array.from(p.subarray(6, 6 + count), (step) => (step >= Step.Reface ? `reface ${step - Step.Reface}` : (STEPS[step] ?? String(step))));
        Object.assign(event, { from: names.cell(n(0)), from_facing: n(1), to: names.cell(n(2)), facing: n(3), kind: MOVE_KINDS[n(4)] ?? n(4), path });
        break;
      }
      case Event.Reface:
        Object.assign(event, { facing: n(0) });
        break;
      case Event.Maneuver:
        Object.assign(event, { at: names.cell(n(0)), facing: n(1) });
        break;
      case Event.LineMove:
        if (u < 0) Object.assign(event, { range: n(0) });
        else Object.assign(event, { range_from: n(0), range: n(1), facing_from: n(2), facing: n(3), heading: n(4), steps: n(5), sideslips: n(6) });
        break;
      case Event.Attack:
        Object.assign(event, decodeAttack(p, names));
        break;
      case Event.Marker: {
        const location = n(0);
        Object.assign(event, {
          location: location >= 0 ? location : null,
          cause: location >= 0 ? 'hit location' : (MARKER_CAUSES[location] ?? location),
          aimed: n(1) >= 0 ? names.slot(row, n(1)) : null,
          landed: n(2) >= 0 ? names.slot(row, n(2)) : null,
          marker: n(3) === 1 ? 'disable' : 'damage',
          destroyed: n(4) === 1,
          status: STATUSES[n(5)] ?? n(5),
        });
        break;
      }
      case Event.SimpleHit:
        Object.assign(event, { markers: n(0), left: n(1), destroyed: n(2) === Status.Destroyed });
        break;
      case Event.Defense: {
        const kind = n(0);
        const source = n(1);
        const card = kind === Defense.Counter ? names.attack(source) : source >= 0 ? names.effect(source) : undefined;
        Object.assign(event, { defense: DEFENSES[kind] ?? kind, card: card?.card ?? null, function: card?.function ?? null, against: n(2) >= 0 ? names.unit(n(2)) : null });
        if (kind === Defense.CancelDamage) event['sacrificed'] = n(3) === 1;
        break;
      }
      case Event.Mark:
        Object.assign(event, { mark: MARKS[n(0)] ?? n(0), on: n(0) === Mark.Limpet ? n(1) : n(1) === 1, by: n(2) >= 0 ? names.unit(n(2)) : null });
        if (n(0) === Mark.OnFire && n(2) < 0 && n(3) !== WASHED && n(3) >= 0) event['roll'] = n(3);
        if (n(3) === WASHED) event['washed'] = true;
        if (n(0) === Mark.Repaired) event['slot'] = names.slot(row, n(3));
        break;
      case Event.Ram:
        Object.assign(event, { target: names.unit(n(0)), damage: n(1), spared_rammer: n(2), spared_target: n(3), faces: Array.from(p.subarray(5, 5 + n(4))) });
        break;
      case Event.Bombard:
        Object.assign(event, { roll: n(0), hit: n(1) === 1, silhouette: n(2), side: names.side(n(3)), painted_only: n(4) === 1, faces: Array.from(p.subarray(6, 6 + n(5))) });
        break;
      case Event.Status:
        Object.assign(event, { status: STATUSES[n(0)] ?? n(0), on_fire: n(1) === 1, painted: n(2) === 1 });
        break;
      case Event.Structure:
        Object.assign(event, { structure: names.structure(n(0)), at: names.cell(n(1)) });
        break;
      case Event.Pickup:
        Object.assign(event, { item: names.item(n(0)), at: names.cell(n(1)) });
        break;
      case Event.Drop:
        Object.assign(event, { item: names.item(n(0)), at: names.cell(n(1)), new_marker: n(2) === 1 });
        break;
      case Event.Exit:
        Object.assign(event, { from: names.cell(n(0)), edge: n(1) === 1 ? 'own' : 'far', carrying: n(2) >= 0 ? names.item(n(2)) : null });
        break;
      case Event.Hack:
        Object.assign(event, { hacked: names.unit(n(0)), ...pick(names.attack(n(1))), target: names.unit(n(2)) });
        break;
      case Event.Arrive:
        if (n(2) >= 0) rowOf.set(u, n(2));
        Object.assign(event, { at: names.cell(n(0)), facing: n(1), row: n(2) });
        break;
      case Event.Disk:
      case Event.Dismount:
        Object.assign(event, { at: names.cell(n(0)) });
        break;
      case Event.Board:
        Object.assign(event, { robot: names.unit(n(0)), as_pilot: n(1) === 1 });
        break;
      case Event.Epicentre:
        Object.assign(event, { at: names.cell(n(0)), side: names.side(n(1)) });
        break;
      case Event.Blast:
        Object.assign(event, { epicentre: names.cell(n(0)), damage: n(1) });
        break;
      case Event.Nuke:
        Object.assign(event, { at: names.cell(n(0)), radius: n(1) });
        break;
      case Event.Card:
        Object.assign(event, { effect: EFFECT_TYPES[n(0)] ?? n(0), on: n(0) === EFFECT_TYPES.indexOf('infantry-pod') ? names.cell(n(1)) : names.unit(n(1)) });
        break;
      case Event.Win:
        Object.assign(event, { winner: n(0) === 3 ? 'third side' : n(0) < 0 ? null : names.side(n(0)), stall: n(1) === 1 });
        break;
      default:
        if (size > 0) event['payload'] = Array.from(p);
    }
    events.push(event as LogEvent);
  }
  return events;
}

function pick(attack: { readonly card: string; readonly function: string }): { card: string; function: string } {
  return { card: attack.card, function: attack.function };
}

function decodeAttack(p: Int32Array, names: LogNames): Record<string, unknown> {
  const n = (i: number): number => p[i] ?? 0;
  const attack = names.attack(n(1));
  const flags = ATTACK_FLAGS.filter(([, bit]) => (n(4) & bit) !== 0).map(([name]) => name);
  const mods: Record<string, unknown>[] = [];
  let at = 12;
  for (let i = 0; i < n(11); i++, at += 3) {
    const kind = n(at);
    const source = n(at + 2);
    const card = (kind === DiceMod.Card || kind === DiceMod.PointDefense) && source >= 0 ? names.effect(source) : undefined;
    mods.push({ kind: MODS[kind] ?? kind, dice: n(at + 1), ...(card === undefined ? {} : { card: card.card, function: card.function }) });
  }
  const faceCount = n(at);
  const faces = Array.from(p.subarray(at + 1, at + 1 + faceCount));
  at += 1 + faceCount;
  const locationCount = n(at);
  const locationFaces = Array.from(p.subarray(at + 1, at + 1 + locationCount));
  return {
    target: names.unit(n(0)),
    card: attack.card,
    function: attack.function,
    function_index: attack.index,
    range: n(2),
    band: n(3),
    flags,
    volley: [n(5), n(6)],
    dice: { band: n(7), mods, rolled: n(8) },
    faces,
    ...(locationCount > 0 ? { location_faces: locationFaces } : {}),
    total: faces.reduce((sum, face) => sum + face, 0),
    silhouette: n(9),
    hit: n(10) === 1,
  };
}

/** The log's events as numbers, one record each: for tests and tools that look at codes. */
export function logRecords(data: Int32Array, length: number): { code: number; turn: number; phase: number; unit: number; payload: number[] }[] {
  const records: { code: number; turn: number; phase: number; unit: number; payload: number[] }[] = [];
  for (let at = 0; at + EVENT_HEADER <= length; ) {
    const size = data[at + 4] ?? 0;
    records.push({ code: data[at] ?? 0, turn: data[at + 1] ?? 0, phase: data[at + 2] ?? 0, unit: data[at + 3] ?? -1, payload: Array.from(data.subarray(at + EVENT_HEADER, at + EVENT_HEADER + size)) });
    at += EVENT_HEADER + size;
  }
  return records;
}
