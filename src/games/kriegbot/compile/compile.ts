// cold: Kriegbot designs to compiled tables. The only place where card ids and slot names turn
// into row numbers; nothing below this file sees a string.
import { allocTables, type RowCounts } from '../../../kernel/table.js';
import { HIT_TYPES, type AttackProfile, type Card, type CardFunction, type Template } from '../catalogue/catalogue-schema.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { ACTIONS, arcCode, arcCovers, EFFECT_TYPES, LocationPolicy, MAX_BANDS, MAX_SLOTS, MAX_TRACK, LOCATIONS, mediaMask, mediumCode, NO_ARC, RANGES, SLOT_KINDS, WHEN } from './codes.js';
import type { Design } from '../design/design.js';
import { kriegbotSchemas, type KriegbotSchemas, type KriegbotTables } from './tables.js';
import { Terrain } from '../map/terrain.js';
import { TERRAIN_BRIDGE, TERRAIN_FLOOD_PLAIN } from '../map/map.js';

/** A slot filled with an item that has no card: it takes damage like any item and does nothing. */
export const NEUTRAL_ITEM = '(neutral item)';

/** What compile needs of one robot. Slots missing from `cards` are empty (hits bleed through them). */
export interface RobotSpec {
  readonly name: string;
  readonly template: string;
  /** Card id (or NEUTRAL_ITEM) by slot name, for weapon, system and core slots. */
  readonly cards: Readonly<Record<string, string>>;
  readonly skin: string | null;
  readonly expansion: boolean;
  /** Policy name in the catalogue. */
  readonly policy: string;
  /** Cards whose functions also ride on the pilot's slot: the honcho's other three pilots (L383). */
  readonly extraCards?: readonly string[];
  /** Overrides the policy's location policy (tests, search). */
  readonly locationPolicy?: string;
  /** Attack profiles (catalogue `profiles`) carried on the first weapon slot: the infantry's rifle and designator (L511-514). */
  readonly profiles?: readonly string[];
  /** The infantry row: it may attack at range 0 (L509). */
  readonly infantry?: boolean;
}

/** Attack rows from a profile have no card: their card index is PROFILE_CARD - the profile's place in the catalogue. */
export const PROFILE_CARD = -10;

/** The policy used where a design names none (odds targets, test robots). */
export const DEFAULT_POLICY = 'balanced';

export function specOfDesign(design: Design, catalogue: KriegbotCatalogue): RobotSpec {
  const template = catalogue.templates.get(design.template);
  const coreSlot = Object.entries(template?.slots ?? {}).find(([, slot]) => slot.kind === 'core')?.[0] ?? 'core';
  return {
    name: design.name,
    template: design.template,
    cards: { ...design.weapons, ...design.systems, ...(design.core === undefined ? {} : { [coreSlot]: design.core }) },
    skin: design.skin === '' ? null : design.skin, // a campaign robot whose gang has no skin left
    expansion: design.expansion === true,
    policy: design.policy,
  };
}

/** A template with every slot holding a neutral item and no skin: a plain target for odds. */
export function neutralSpec(templateId: string, catalogue: KriegbotCatalogue): RobotSpec {
  const template = catalogue.templates.get(templateId);
  if (template === undefined) throw new Error(`unknown template ${templateId}`);
  const cards: Record<string, string> = {};
  for (const [name, slot] of Object.entries(template.slots)) if (slot.kind !== 'drive') cards[name] = NEUTRAL_ITEM;
  return { name: template.name, template: templateId, cards, skin: null, expansion: false, policy: DEFAULT_POLICY };
}

export interface CompiledRobots {
  readonly buffer: SharedArrayBuffer;
  readonly rows: RowCounts<KriegbotSchemas>;
  readonly tables: KriegbotTables;
  /** Card ids by card index, for reports. */
  readonly cardIds: readonly string[];
  /** Slot names of each robot row, for explaining results. */
  readonly slotNames: readonly (readonly string[])[];
  /** What each row, attack row and effect row is, for the event log (log-names.ts). */
  readonly rowNames: RowNames;
}

/** Names of compiled rows: each robot row's design, each attack and effect row's card and function. */
export interface RowNames {
  readonly robots: readonly (RobotSpec & { readonly phoenix: boolean; readonly slots: readonly string[] })[];
  readonly attacks: readonly { readonly card: string; readonly function: string; readonly index: number }[];
  readonly effects: readonly { readonly card: string; readonly function: string; readonly type: string }[];
}

interface AttackRow { slot: number; card: number; attack: AttackProfile; fn: CardFunction; fnIndex: number; arc: number }
interface EffectRow { slot: number; card: number; fn: CardFunction; fnIndex: number; arc: number }
interface RobotRow {
  spec: RobotSpec;
  template: Template;
  slots: { name: string; kind: number; card: number; occupied: boolean; hits: number; bleed: string | undefined; pylon: number; pilot: boolean }[];
  attacks: AttackRow[];
  effects: EffectRow[];
  phoenix: number;
  /** True for the Phoenix-bot row made from another robot's rifle. */
  isPhoenix: boolean;
  speeds: readonly number[];
}

/** `extra` gives row counts for the scenario tables (none for duels). */
/**
 * Pilot variants (expansion): a pilot who boards a derelict puts his own card where the old pilot
 * sat, or in the cockpit of a robot that had none (L516, L633). Each spec listed in `rows` (those
 * that can become derelicts) gets one row per card of `pilots`, that card in its pilot slot;
 * boarding switches the unit to it.
 */
export interface PilotVariants {
  readonly pilots: readonly string[];
  readonly rows: readonly number[];
}

export function compileRobots(specs: readonly RobotSpec[], catalogue: KriegbotCatalogue, extra: Partial<RowCounts<KriegbotSchemas>> = {}, variants?: PilotVariants): CompiledRobots {
  const cardIds = [...catalogue.cards.keys()];
  const cardIndex = new Map(cardIds.map((id, index) => [id, index]));
  const templateIds = [...catalogue.templates.keys()];
  const robots: RobotRow[] = specs.map((spec) => robotRow(spec, catalogue, cardIndex));
  // Each robot that carries a Phoenix-Bot system also gets a row for the lifeboat it can become.
  for (const [index, robot] of [...robots.entries()]) {
    const phoenix = phoenixRow(robot);
    if (phoenix !== undefined) {
      robots[index] = { ...robot, phoenix: robots.length };
      robots.push(phoenix);
    }
  }
  const base = robots.map((_, r) => r);
  const firstVariant = robots.map(() => -1);
  for (const r of variants?.rows ?? []) {
    const robot = robots[r];
    const seat = robot === undefined ? undefined : pilotSeat(robot);
    if (robot === undefined || seat === undefined) continue;
    firstVariant[r] = robots.length;
    for (const pilot of variants?.pilots ?? []) {
      const spec = { ...robot.spec, name: `${robot.spec.name} (${pilot})`, cards: { ...robot.spec.cards, [seat]: pilot } };
      robots.push({ ...robotRow(spec, catalogue, cardIndex), phoenix: robot.phoenix });
      base.push(r);
      firstVariant.push(-1);
    }
  }

  const rows = {
    robot: robots.length,
    slot: robots.length * MAX_SLOTS,
    location: robots.length * LOCATIONS,
    track: robots.length * MAX_TRACK,
    attack: robots.reduce((sum, robot) => sum + robot.attacks.length, 0),
    effect: robots.reduce((sum, robot) => sum + robot.effects.length, 0),
    reach: robots.reduce((sum, robot) => sum + robot.attacks.length, 0) * RANGES,
    cover: robots.length * RANGES,
    effectIndex: robots.length * EFFECT_TYPES.length,
    scenario: 0,
    team: 0,
    member: 0,
    hex: 0,
    sight: 0,
    structure: 0,
    force: 0,
    bunker: 0,
    tile: 0,
    ...extra,
  };
  const { buffer, tables } = allocTables(kriegbotSchemas, rows);
  let attackRow = 0;
  let effectRow = 0;
  const pilotCards = (variants?.pilots ?? []).map((id) => cardIndex.get(id) ?? -1);
  robots.forEach((robot, r) => {
    writeRobot(tables, r, robot, templateIds, catalogue);
    tables.robot.baseRow[r] = base[r] ?? r;
    tables.robot.firstVariant[r] = firstVariant[r] ?? -1;
    tables.robot.pilotCard[r] = pilotCards.indexOf(robot.slots.find((slot) => slot.pilot && slot.occupied)?.card ?? -2);
    tables.robot.firstAttack[r] = attackRow;
    tables.robot.attackCount[r] = robot.attacks.length;
    for (const attack of robot.attacks) {
      writeAttack(tables, attackRow, attack);
      writeReach(tables, r, attackRow++, attack);
    }
    tables.robot.firstEffect[r] = effectRow;
    tables.robot.effectCount[r] = robot.effects.length;
    // a type the robot has none of: first 0 and end 0, an empty range the hooks' loops leave at once (units.ts firstEffectOf)
    tables.effectIndex.first.fill(0, r * EFFECT_TYPES.length, (r + 1) * EFFECT_TYPES.length);
    for (const effect of robot.effects) {
      const type = EFFECT_TYPES.indexOf(effect.fn.effect?.type ?? 'silhouette');
      const at = r * EFFECT_TYPES.length + type;
      tables.robot.effectTypes[r] = tables.robot.effectTypes[r]! | (1 << type);
      if (tables.effectIndex.count[at] === 0) tables.effectIndex.first[at] = effectRow;
      tables.effectIndex.count[at] = (tables.effectIndex.count[at] ?? 0) + 1;
      tables.effectIndex.end[at] = effectRow + 1;
      writeEffect(tables, effectRow++, effect);
    }
  });
  const slotNames = robots.map((robot) => robot.slots.map((slot) => slot.name));
  const profileIds = [...catalogue.profiles.keys()];
  const cardOf = (index: number): string => (index <= PROFILE_CARD ? (profileIds[PROFILE_CARD - index] ?? '') : (cardIds[index] ?? ''));
  const rowNames: RowNames = {
    robots: robots.map((robot, r) => ({ ...robot.spec, phoenix: robot.isPhoenix, slots: slotNames[r] ?? [] })),
    attacks: robots.flatMap((robot) => robot.attacks.map((attack) => ({ card: cardOf(attack.card), function: attack.fn.name, index: attack.fnIndex }))),
    effects: robots.flatMap((robot) => robot.effects.map((effect) => ({ card: cardOf(effect.card), function: effect.fn.name, type: effect.fn.effect?.type ?? '' }))),
  };
  return { buffer, rows, tables, cardIds, slotNames, rowNames };
}

function robotRow(spec: RobotSpec, catalogue: KriegbotCatalogue, cardIndex: ReadonlyMap<string, number>): RobotRow {
  const template = catalogue.templates.get(spec.template);
  if (template === undefined) throw new Error(`${spec.name}: unknown template ${spec.template}`);
  const slots = Object.entries(template.slots).map(([name, slot]) => {
    const cardId = spec.cards[name];
    const card = cardId === undefined || cardId === NEUTRAL_ITEM ? undefined : catalogue.cards.get(cardId);
    if (cardId !== undefined && cardId !== NEUTRAL_ITEM && card === undefined) throw new Error(`${spec.name}: unknown card ${cardId}`);
    const hits = card !== undefined && card.kind !== 'skin' && card.kind !== 'core' ? card.hitsToDestroy : 2;
    return {
      name,
      kind: SLOT_KINDS.indexOf(slot.kind),
      card: card === undefined ? -1 : (cardIndex.get(cardId as string) ?? -1),
      occupied: slot.kind === 'drive' || slot.kind === 'core' || cardId !== undefined, // drive and core are integral to the template (L115)
      hits,
      bleed: slot.bleed,
      pylon: slot.pylon === undefined ? NO_ARC : arcCode(slot.pylon),
      pilot: card?.kind === 'system' && card.pilot,
    };
  });
  if (slots.length > MAX_SLOTS) throw new Error(`${spec.template}: more than ${MAX_SLOTS} slots`);
  const attacks: AttackRow[] = [];
  const effects: EffectRow[] = [];
  const addCard = (card: Card, cardId: string, slot: number, pylon: number) => {
    const printed = card.functions.find((fn) => fn.attack !== undefined)?.attack?.arc;
    const cardArc = printed === undefined || printed === 'pylon' ? pylon : arcCode(printed);
    card.functions.forEach((fn, fnIndex) => {
      const index = cardIndex.get(cardId) ?? -1;
      if (fn.attack !== undefined) attacks.push({ slot, card: index, attack: fn.attack, fn, fnIndex, arc: fn.attack.arc === 'pylon' ? pylon : arcCode(fn.attack.arc) });
      if (fn.effect !== undefined) effects.push({ slot, card: index, fn, fnIndex, arc: cardArc });
    });
  };
  slots.forEach((slot, index) => {
    const cardId = spec.cards[slot.name];
    const card = cardId === undefined ? undefined : catalogue.cards.get(cardId);
    if (card !== undefined && cardId !== undefined) addCard(card, cardId, index, slot.pylon);
  });
  const pilotAt = slots.findIndex((slot) => slot.pilot);
  for (const cardId of spec.extraCards ?? []) {
    const card = catalogue.cards.get(cardId);
    if (card !== undefined && pilotAt >= 0) addCard(card, cardId, pilotAt, slots[pilotAt]?.pylon ?? NO_ARC);
  }
  const skin = spec.skin === null ? undefined : catalogue.cards.get(spec.skin);
  if (skin !== undefined && spec.skin !== null) addCard(skin, spec.skin, -1, NO_ARC);
  const profileIds = [...catalogue.profiles.keys()];
  const weaponAt = slots.findIndex((slot) => slot.kind === SLOT_KINDS.indexOf('weapon'));
  for (const id of spec.profiles ?? []) {
    const profile = catalogue.profiles.get(id);
    if (profile === undefined) throw new Error(`${spec.name}: unknown attack profile ${id}`);
    const fn: CardFunction = { name: profile.name, action: 'attack', attack: profile.attack } as CardFunction;
    attacks.push({ slot: weaponAt, card: PROFILE_CARD - profileIds.indexOf(id), attack: profile.attack, fn, fnIndex: 0, arc: arcCode(profile.attack.arc) });
  }
  return { spec, template, slots, attacks, effects, phoenix: -1, isPhoenix: false, speeds: template.speed };
}

/** The slot a boarding pilot takes: the old pilot's, else the cockpit (L516, L633); undefined for a Phoenix-bot or a robot with neither. */
function pilotSeat(robot: RobotRow): string | undefined {
  if (robot.isPhoenix) return undefined;
  const pilot = robot.slots.find((slot) => slot.pilot && slot.occupied);
  if (pilot !== undefined) return pilot.name;
  return Object.entries(robot.template.slots).find(([, slot]) => slot.kind === 'system' && slot.cockpit === true)?.[0];
}

/** The Phoenix-bot: the rifle system alone, moving as the undamaged chassis, with the pilot's abilities (L314, L575). */
function phoenixRow(robot: RobotRow): RobotRow | undefined {
  const rifleAt = robot.effects.find((effect) => effect.fn.effect?.type === 'phoenix-bot');
  if (rifleAt === undefined || rifleAt.slot < 0) return undefined;
  const rifle = robot.slots[rifleAt.slot];
  if (rifle === undefined) return undefined;
  const pilotAt = robot.slots.findIndex((slot) => slot.pilot);
  const keep = (slot: number) => slot === rifleAt.slot || slot === pilotAt;
  return {
    ...robot,
    spec: { ...robot.spec, name: `${robot.spec.name} (Phoenix-bot)` },
    slots: [{ ...rifle, bleed: undefined }],
    // The rifle and the pilot keep their original pylon arcs (a pilot's Bazooka from a slot that
    // is no pylon has none, so it cannot fire, L349); what the pilot did now rides on the rifle.
    attacks: robot.attacks.filter((attack) => keep(attack.slot)).map((attack) => ({ ...attack, slot: 0 })),
    effects: robot.effects.filter((effect) => keep(effect.slot) && effect.fn.effect?.type !== 'phoenix-bot').map((effect) => ({ ...effect, slot: 0 })),
    phoenix: -1,
    isPhoenix: true,
    speeds: [robot.template.speed[0] ?? 0],
  };
}

function writeRobot(t: KriegbotTables, r: number, robot: RobotRow, templateIds: readonly string[], catalogue: KriegbotCatalogue): void {
  const { template, slots, spec } = robot;
  const isPhoenix = robot.isPhoenix;
  t.robot.template[r] = templateIds.indexOf(spec.template);
  t.robot.trackLength[r] = robot.speeds.length;
  robot.speeds.forEach((speed, damage) => (t.track.speed[r * MAX_TRACK + damage] = speed));
  t.robot.bipedSpeed[r] = isPhoenix ? 0 : (template.biped?.speed ?? 0);
  t.robot.bipedSilhouette[r] = template.biped?.silhouette ?? 0;
  t.robot.bipedOrder[r] = template.biped?.order ?? template.order;
  t.robot.rotations[r] = template.rotations;
  t.robot.sideslips[r] = template.sideslips;
  t.robot.order[r] = template.order;
  t.robot.canStrafe[r] = template.strafe ? 1 : 0;
  t.robot.canManeuver[r] = template.maneuver ? 1 : 0;
  t.robot.freeReface[r] = template.freeReface ? 1 : 0;
  t.robot.slotCount[r] = slots.length;
  t.robot.driveSlot[r] = slots.findIndex((slot) => slot.kind === SLOT_KINDS.indexOf('drive'));
  t.robot.coreSlot[r] = slots.findIndex((slot) => slot.kind === SLOT_KINDS.indexOf('core'));
  t.robot.pilotSlot[r] = slots.findIndex((slot) => slot.pilot && slot.occupied);
  t.robot.criticalSlots[r] = [t.robot.pilotSlot[r]!, t.robot.driveSlot[r]!, t.robot.coreSlot[r]!].reduce((bits, slot) => (slot >= 0 ? bits | (1 << slot) : bits), 0);
  let empty = 0;
  for (let i = 0; i < MAX_SLOTS; i++) if (slots[i]?.occupied !== true) empty |= 1 << i; // past the template's slots too
  t.robot.emptySlots[r] = empty;
  t.robot.hasSkin[r] = spec.skin === null || isPhoenix ? 0 : 1;
  t.robot.lifeboat[r] = isPhoenix ? 1 : 0;
  t.robot.expansion[r] = spec.expansion ? 1 : 0;
  t.robot.infantry[r] = spec.infantry === true ? 1 : 0;
  const coreCard = slots.find((slot) => slot.kind === SLOT_KINDS.indexOf('core'))?.card ?? -1;
  const core = coreCard < 0 ? undefined : catalogue.cards.get([...catalogue.cards.keys()][coreCard] ?? '');
  t.robot.energy[r] = core?.kind === 'core' ? core.energy : 0;
  t.robot.recharge[r] = core?.kind === 'core' ? core.recharge : 0;
  const policy = catalogue.policies.get(spec.policy) ?? catalogue.policies.values().next().value;
  if (policy === undefined) throw new Error('the catalogue defines no policy');
  const locationPolicy = spec.locationPolicy ?? policy.locationPolicy;
  t.robot.locationPolicy[r] = locationPolicy === 'lowest' ? LocationPolicy.Lowest : LocationPolicy.MaxHarm;
  t.robot.preferredRange[r] = preferredRange(robot, policy.preferredBand);
  t.robot.powerUpForAttacks[r] = policy.powerUpForAttacks ? 1 : 0;
  t.robot.rebootAt[r] = policy.rebootAt;
  t.robot.strafePolicy[r] = policy.strafe ? 1 : 0;
  t.robot.defend[r] = policy.defend ? 1 : 0;
  t.robot.exposure[r] = policy.exposure;
  t.robot.focusFire[r] = policy.focusFire ? 1 : 0;
  t.robot.bailOut[r] = policy.bailOut ? 1 : 0;
  t.robot.randomPlay[r] = policy.random ? 1 : 0;
  t.robot.overchargePolicy[r] = policy.overcharge ? 1 : 0;
  t.robot.phoenix[r] = robot.phoenix;
  t.robot.electricAttacks[r] = robot.attacks.filter((attack) => attack.fn.electric === true).length;
  t.robot.counterAttacks[r] = robot.attacks.filter((attack) => attack.fn.action === 'after-roll').length;
  t.robot.terrain[r] = terrainMask(template);
  slots.forEach((slot, i) => {
    const row = r * MAX_SLOTS + i;
    t.slot.kind[row] = slot.kind;
    t.slot.occupied[row] = slot.occupied ? 1 : 0;
    t.slot.card[row] = slot.card;
    t.slot.hitsToDestroy[row] = slot.hits;
    t.slot.bleed[row] = slot.bleed === undefined ? -1 : slots.findIndex((other) => other.name === slot.bleed);
    t.slot.pylon[row] = slot.pylon;
    t.slot.pilot[row] = slot.pilot ? 1 : 0;
  });
  for (let location = 0; location < LOCATIONS; location++) {
    t.location.slot[r * LOCATIONS + location] = isPhoenix ? 0 : slots.findIndex((slot) => template.slots[slot.name]?.locations.includes(location));
  }
}

/**
 * Terrain codes the drive may enter, as a bit mask (L181): clear, bridge (L321) and flood plain
 * always; woods, buildings, hills and water as the template says.
 */
function terrainMask(template: Template): number {
  let mask = (1 << Terrain.Clear) | (1 << TERRAIN_BRIDGE) | (1 << TERRAIN_FLOOD_PLAIN);
  if (template.terrain.woods) mask |= 1 << Terrain.Woods;
  if (template.terrain.buildings) mask |= 1 << Terrain.Building;
  if (template.terrain.hills) mask |= 1 << Terrain.Hill;
  if (template.terrain.water) mask |= 1 << Terrain.Water;
  return mask;
}

/** The policy's band as a range: the far edge of that band (3D6 short, 2D6 medium, 1D6 long, L53) of the first weapon that has it. */
function preferredRange(robot: RobotRow, band: 'short' | 'medium' | 'long'): number {
  const wanted = band === 'short' ? 3 : band === 'medium' ? 2 : 1;
  const weapons = robot.attacks.filter((attack) => !attack.fn.poweredUp && attack.arc >= 0);
  for (const attack of weapons) {
    const edge = attack.attack.range.filter(([, dice]) => dice === wanted).map(([upTo]) => upTo);
    if (edge.length > 0) return Math.max(...edge);
  }
  const reach = weapons.flatMap((attack) => attack.attack.range.filter(([, dice]) => dice > 0).map(([upTo]) => upTo));
  if (reach.length === 0) return 1;
  return band === 'short' ? Math.min(...reach) : Math.max(...reach);
}

function writeAttack(t: KriegbotTables, row: number, { slot, card, attack, fn, fnIndex, arc }: AttackRow): void {
  if (attack.range.length > MAX_BANDS) throw new Error(`range diagram with more than ${MAX_BANDS} bands`);
  t.attack.slot[row] = slot;
  t.attack.card[row] = card;
  t.attack.fn[row] = fnIndex;
  t.attack.action[row] = ACTIONS.indexOf(fn.action);
  t.attack.medium[row] = mediumCode(attack.medium);
  t.attack.hit[row] = HIT_TYPES.indexOf(attack.hit);
  t.attack.attacks[row] = attack.attacks;
  t.attack.disables[row] = attack.disables ?? 1;
  t.attack.fire[row] = attack.fire === true ? 1 : 0;
  t.attack.nineMinusSpeed[row] = attack.silhouette === 'nine-minus-max-speed' ? 1 : 0;
  t.attack.paintedOrMoved[row] = attack.target === 'painted-or-moved' ? 1 : 0;
  t.attack.robotOnly[row] = attack.affects === 'robot' ? 1 : 0;
  t.attack.ignoresTerrain[row] = attack.ignoresTerrain === true ? 1 : 0;
  t.attack.locationDice[row] = attack.locationDice ?? 0;
  t.attack.poweredUp[row] = fn.poweredUp ? 1 : 0;
  t.attack.electric[row] = fn.electric ? 1 : 0;
  t.attack.overcharge[row] = fn.electric && attack.overcharge !== false ? 1 : 0;
  t.attack.arc[row] = arc;
  for (let bearing = 0; bearing < 6; bearing++) if (arcCovers(arc, bearing)) t.attack.bearings[row] = (t.attack.bearings[row] ?? 0) | (1 << bearing);
  t.attack.bandCount[row] = attack.range.length;
  const upTo = [t.attack.upTo0, t.attack.upTo1, t.attack.upTo2, t.attack.upTo3];
  const dice = [t.attack.dice0, t.attack.dice1, t.attack.dice2, t.attack.dice3];
  attack.range.forEach(([range, count], band) => {
    (upTo[band] as Uint8Array)[row] = range;
    (dice[band] as Uint8Array)[row] = count;
  });
}

/** Dice and band by range for one attack row, and its bearings folded into the robot's cover. */
function writeReach(t: KriegbotTables, r: number, row: number, { attack, fn, arc }: AttackRow): void {
  for (let range = 0; range < RANGES; range++) {
    const band = attack.range.findIndex(([upTo]) => range <= upTo);
    const dice = band < 0 ? 0 : (attack.range[band]?.[1] ?? 0);
    t.reach.dice[row * RANGES + range] = dice;
    t.reach.band[row * RANGES + range] = band;
    if (dice > 0 && fn.action === 'attack' && !fn.poweredUp) {
      for (let bearing = 0; bearing < 6; bearing++) if (arcCovers(arc, bearing)) t.cover.bearings[r * RANGES + range] = (t.cover.bearings[r * RANGES + range] ?? 0) | (1 << bearing);
    }
  }
}

function writeEffect(t: KriegbotTables, row: number, { slot, card, fn, fnIndex, arc }: EffectRow): void {
  const effect = fn.effect;
  if (effect === undefined) return;
  const numbers = effect as Record<string, unknown>;
  const first = (...keys: string[]) => keys.map((key) => numbers[key]).find((value) => typeof value === 'number') as number | undefined;
  t.effect.slot[row] = slot;
  t.effect.card[row] = card;
  t.effect.fn[row] = fnIndex;
  t.effect.arc[row] = arc;
  t.effect.type[row] = EFFECT_TYPES.indexOf(effect.type);
  t.effect.action[row] = ACTIONS.indexOf(fn.action);
  t.effect.amount[row] = first('amount', 'dice', 'silhouette', 'distance', 'turns', 'speed', 'selfDamage', 'radius', 'damage', 'mines') ?? 0;
  t.effect.media[row] = mediaMask((numbers['against'] ?? numbers['media']) as string[] | undefined);
  t.effect.when[row] = WHEN.indexOf((numbers['when'] as (typeof WHEN)[number] | undefined) ?? 'always');
  t.effect.uses[row] = numbers['uses'] === 'each-attack' ? 1 : 0;
  t.effect.electric[row] = fn.electric ? 1 : 0;
  t.effect.poweredUp[row] = fn.poweredUp ? 1 : 0;
}
