// hot: putting units into a battle and reading their condition. Reads tables, writes state only.
import * as codes from '../compile/codes.js';
import type { KriegbotState } from './state.js';
import type { KriegbotTables } from '../compile/tables.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Action, Effect, EFFECT_TYPES, MAX_SLOTS, MAX_TRACK, Movement, SlotKind, Status } = codes;

const EFFECT_TYPE_COUNT = EFFECT_TYPES.length;
/** The condition word's third byte, all slots empty (state.ts brokenSlots). */
const EMPTY_WORD = 0xff << 16;

/** Unit u becomes a fresh copy of robot row r: no markers, full actions, core fully charged (L538). */
export function resetRobot(t: KriegbotTables, s: KriegbotState, u: number, r: number): void {
  const base = u * MAX_SLOTS;
  for (let i = 0; i < MAX_SLOTS; i++) {
    s.damage[base + i] = 0;
    s.disabled[base + i] = 0;
    s.destroyed[base + i] = 0;
  }
  s.brokenSlots[u] = 0;
  s.packedDamage[u] = 0;
  setRobot(t, s, u, r);
  s.lineAttacksFor[u] = -1; // the row may mean another robot in other tables
  s.status[u] = Status.Active;
  s.skin[u] = t.robot.hasSkin[r]!;
  s.painted[u] = 0;
  s.limpets[u] = 0;
  s.onFire[u] = 0;
  s.poweredUp[u] = 0;
  s.biped[u] = 0;
  s.energy[u] = t.robot.energy[r]!;
  s.inBuilding[u] = -1;
  s.simpleSilhouette[u] = 0;
  s.simpleHits[u] = 0;
  startTurn(t, s, u);
}

/** Unit u becomes a simple target: a fixed silhouette, destroyed by `hits` damage (L316, L409). */
export function resetSimple(s: KriegbotState, u: number, silhouette: number, hits: number): void {
  setNoRobot(s, u);
  refreshSlots(s, u);
  s.status[u] = Status.Active;
  s.simpleSilhouette[u] = silhouette;
  s.simpleHits[u] = hits;
  s.inBuilding[u] = -1;
  s.painted[u] = 0;
  s.limpets[u] = 0;
  s.onFire[u] = 0;
}

/** A target with a fixed silhouette and a count of hits left, not templates and markers: a structure, a crypto marker, infantry (L316, L409, L522). */
export function isSimple(s: KriegbotState, u: number): boolean {
  return s.robot[u]! < 0 || s.simpleHits[u]! > 0;
}

/** Spent actions are recovered at the beginning of every game turn (L135). */
export function startTurn(t: KriegbotTables, s: KriegbotState, u: number): void {
  s.movement[u] = Movement.NotYet;
  s.attackActions[u] = hasEffect(s, u, Effect.ExtraAttackAction) ? 1 + countEffects(t, s, u, Effect.ExtraAttackAction) : 1; // a call site never taken is not inlined
  s.defenseActions[u] = 1;
  s.pointDefense[u] = -1;
  s.screen[u] = -1;
  s.disableAfter[u] = 0;
  s.smokescreen[u] = 0;
  s.clamped[u] = 0;
  s.coreAbilityUsed[u] = 0;
  s.lastCard[u] = -2;
  s.hackedSlot[u] = -1; // a hacked item is lost to its owner for the rest of the turn only (L445)
}

/** An item that can be used: present, not destroyed, not disabled (L274, L280); the condition word has all three (state.ts brokenSlots). */
export function slotWorks(s: KriegbotState, u: number, slot: number): boolean {
  return slot >= 0 && ((s.brokenSlots[u]! >> slot) & 0x10101) === 0;
}

/**
 * Unit u becomes robot row r with its markers kept (the Phoenix-bot's lifeboat, a derelict boarded
 * by a pilot with another card): the condition word's empty slots and the unit's copies of the
 * row's facts (state.ts coreDamageBit to trackLast) follow the row. setNoRobot is the same for no row.
 */
export function setRobot(t: KriegbotTables, s: KriegbotState, u: number, r: number): void {
  s.robot[u] = r;
  s.brokenSlots[u] = (s.brokenSlots[u]! & ~EMPTY_WORD) | (t.robot.emptySlots[r]! << 16);
  const core = t.robot.coreSlot[r]!;
  s.coreDamageBit[u] = core < 0 ? 0 : 1 << (24 + core);
  s.criticalSlots[u] = t.robot.criticalSlots[r]!;
  s.effectTypes[u] = t.robot.effectTypes[r]!;
  const drive = t.robot.driveSlot[r]!;
  s.driveCell[u] = drive < 0 ? -1 : u * MAX_SLOTS + drive;
  s.trackLast[u] = t.robot.trackLength[r]! - 1;
}

/** setRobot for no robot row (a simple target): every slot empty, no core, critical slots, effects or drive. */
function setNoRobot(s: KriegbotState, u: number): void {
  s.robot[u] = -1;
  s.brokenSlots[u] = s.brokenSlots[u]! | EMPTY_WORD;
  s.coreDamageBit[u] = 0;
  s.criticalSlots[u] = 0;
  s.effectTypes[u] = 0;
  s.driveCell[u] = -1;
  s.trackLast[u] = 0;
}

/** Unit u's condition word and packed damage (state.ts) for one slot whose markers changed (markers landing: damage.ts). */
export function refreshSlot(s: KriegbotState, u: number, slot: number): void {
  const cell = u * MAX_SLOTS + slot;
  const marks = s.damage[cell]!;
  s.brokenSlots[u] = (s.brokenSlots[u]! & ~(0x1000101 << slot)) | (s.disabled[cell]! << slot) | (s.destroyed[cell]! << (MAX_SLOTS + slot)) |
    ((marks > 0 ? 1 : 0) << (24 + slot));
  s.packedDamage[u] = (s.packedDamage[u]! & ~((7 << (3 * slot)) | (1 << (24 + slot)))) | (marks > 7 ? 1 << (24 + slot) : marks << (3 * slot));
}

/** Unit u's condition word and packed damage (state.ts brokenSlots, packedDamage) from its marker arrays: after anything changes them. */
export function refreshSlots(s: KriegbotState, u: number): void {
  for (let i = 0; i < MAX_SLOTS; i++) refreshSlot(s, u, i);
}

/** An effect applies while its item works; a skin's while the skin is on; a core's only while the core is undamaged (L552). */
export function effectWorks(t: KriegbotTables, s: KriegbotState, u: number, e: number): boolean {
  const slot = t.effect.slot[e]!;
  if (slot < 0) return s.skin[u] === 1;
  // The slot's bits of the condition word (state.ts brokenSlots): not disabled, destroyed or empty
  // (slotWorks), and no damage if it is the power core (only the core's damage bit is kept).
  return (((s.brokenSlots[u]! & (s.coreDamageBit[u]! | 0xffffff)) >> slot) & 0x1010101) === 0;
}

/** The first working effect of a type, or -1 (through the per-robot index: most robots have none). */
export function findEffect(t: KriegbotTables, s: KriegbotState, u: number, type: number): number {
  const r = s.robot[u]!;
  const at = r * EFFECT_TYPE_COUNT + type;
  const count = t.effectIndex.count[at]!;
  if (count === 0) return -1;
  const first = t.effectIndex.first[at]!;
  if (count === 1) return effectWorks(t, s, u, first) ? first : -1;
  const end = t.effectIndex.end[at]!;
  for (let e = first; e < end; e++) if (t.effect.type[e] === type && effectWorks(t, s, u, e)) return e;
  return -1;
}

/**
 * Unit u's robot row has an effect of this type at all (working or not; a simple target none): most
 * have none of most types, and their hooks return at once. One state word (state.ts effectTypes).
 */
export function hasEffect(s: KriegbotState, u: number, type: number): boolean {
  return (s.effectTypes[u]! & (1 << type)) !== 0;
}

/**
 * Where robot row r's effects of this type start (each robot's effects are a run of rows; the
 * loop from here to endEffectOf still checks the type), or 0 if it has none, where endEffectOf is 0
 * too (compile.ts): most robots have none of a given type, and their loops end at once, for one
 * read of the index.
 */
export function firstEffectOf(t: KriegbotTables, r: number, type: number): number {
  return t.effectIndex.first[r * EFFECT_TYPE_COUNT + type]!;
}

/**
 * One past robot row r's last effect of a type (0 if it has none): a loop over the type's effects
 * from firstEffectOf stops there, not at the robot's last effect of any type.
 */
export function endEffectOf(t: KriegbotTables, r: number, type: number): number {
  return t.effectIndex.end[r * EFFECT_TYPE_COUNT + type]!;
}

function countEffects(t: KriegbotTables, s: KriegbotState, u: number, type: number): number {
  if (s.robot[u]! < 0) return 0;
  const r = s.robot[u]!;
  const end = endEffectOf(t, r, type);
  let count = 0;
  for (let e = firstEffectOf(t, r, type); e < end; e++) if (t.effect.type[e] === type && effectWorks(t, s, u, e)) count++;
  return count;
}

/**
 * A passive effect counts now: its card works, and a power core's ability (the MHD Generator's
 * speed, the Compulsator's rotations) only in a turn the robot paid its energy step for it (L552).
 */
export function passiveWorks(t: KriegbotTables, s: KriegbotState, u: number, e: number): boolean {
  if (!effectWorks(t, s, u, e)) return false;
  const slot = t.effect.slot[e]!;
  return slot < 0 || t.slot.kind[s.robot[u]! * MAX_SLOTS + slot] !== SlotKind.Core || s.coreAbilityUsed[u] === 1;
}

/** Maximum speed now: the drive's square for its damage (L157, L272), 2 as a biped (L131), plus passive speed effects. */
export function maxSpeed(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  if (s.biped[u] === 1) return t.robot.bipedSpeed[r]!;
  let speed = t.track.speed[r * MAX_TRACK + trackDamage(s, u)]!;
  if (!hasEffect(s, u, Effect.Speed)) return speed; // most robots have no speed card
  const end = endEffectOf(t, r, Effect.Speed);
  for (let e = firstEffectOf(t, r, Effect.Speed); e < end; e++) {
    if (t.effect.type[e] === Effect.Speed && t.effect.action[e] === Action.Passive && passiveWorks(t, s, u, e)) speed += t.effect.amount[e]!;
  }
  return speed;
}

/** Damage on unit u's drive as far as its speed track reads it (L157, L276): 0 to the track's last square. */
export function trackDamage(s: KriegbotState, u: number): number {
  const cell = s.driveCell[u]!; // the unit's copies of its row's drive and track (setRobot)
  const last = s.trackLast[u]!;
  const damage = cell < 0 ? 0 : s.damage[cell]!;
  return damage > last ? last : damage;
}

/** A disabled pilot, drive or power core leaves only reboot or bail-out (L61, L173, L280). */
export function crippled(s: KriegbotState, u: number): boolean {
  return (s.brokenSlots[u]! & s.criticalSlots[u]!) !== 0;
}

/** A damaged power core leaves the robot unpowered (L63, L272): the core's damage bit of the condition word (state.ts brokenSlots). */
export function unpowered(s: KriegbotState, u: number): boolean {
  return (s.brokenSlots[u]! & s.coreDamageBit[u]!) !== 0;
}
