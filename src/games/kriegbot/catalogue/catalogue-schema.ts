// cold: the shape of the Kriegbot catalogue files in designs/kriegbot/catalogue/.
// designs/kriegbot/README.md documents every field for designers; keep the two in step.
import { z } from 'zod';

/** Bands a range diagram may have and entries a speed track may have: what the compiled tables hold (compile/codes.ts). */
export const MAX_BANDS = 4;
export const MAX_TRACK = 4;

const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a kebab-case id such as "guided-missile"');
const count = z.number().int().min(0);
const sources = z.record(z.string(), z.string());

/** Attack media (L195). */
export const MEDIA = ['GUN', 'BEAM', 'BOLT', 'MISSILE', 'MELEE'] as const;
export const medium = z.enum(MEDIA);

/**
 * Arcs (L201-206): facing-width. 60-degree arcs point out of one hexside; the Spiderbot's
 * 120-degree rear pylon spans the three rear hexsides (L205). `pylon` (systems only) means the
 * arc of the slot the card sits in (L210).
 */
export const ARCS = [
  'front-60', 'front-left-60', 'front-right-60', 'rear-60', 'rear-left-60', 'rear-right-60',
  'front-120', 'rear-120', 'all-360',
] as const;
export const arc = z.enum(ARCS);

/** Hit types (L235-253), plus the disable variants (L268, L345). */
export const HIT_TYPES = [
  'damage-1', // L237
  'damage-1-doubles-2', // L241
  'damage-2', // L247
  'burst', // L249: one damage in every location rolled, once each
  'burst-disable', // L345: the EMP Blaster's burst places disable markers
  'paint', // L253
  'disable-defender-choice', // L268: disables in locations of the defender's choice
] as const;

/** Range diagram (L212-219): [up to range, attack dice] bands in increasing range; 0 dice = not allowed. Range 0 is for infantry only (L214, L509). */
const rangeDiagram = z
  .array(z.tuple([z.number().int().min(0), count]))
  .min(1)
  .max(MAX_BANDS, `a range diagram has at most ${MAX_BANDS} bands (range 0, short, medium and long, L53, L212-219)`)
  .refine((bands) => bands.every((band, i) => i === 0 || band[0] > (bands[i - 1]?.[0] ?? 0)), {
    message: 'range bands must be listed in increasing range',
  });

export const attackProfile = z.strictObject({
  medium: medium.nullable(),
  affects: z.enum(['robot', 'target']), // L197
  arc: z.union([arc, z.literal('pylon')]),
  range: rangeDiagram,
  hit: z.enum(HIT_TYPES),
  attacks: z.number().int().min(1),
  disables: z.number().int().min(1).optional(),
  fire: z.boolean().optional(), // sets the target on fire on a hit, even when damage is cancelled (L337)
  silhouette: z.literal('nine-minus-max-speed').optional(), // Guided Missile (L341)
  target: z.literal('painted-or-moved').optional(), // Guided Missile (L341)
  ignoresTerrain: z.boolean().optional(), // Howitzer power-up (L329)
  locationDice: z.number().int().min(1).optional(), // Howitzer barrage: locations rolled apart from the hit roll (L329)
  overcharge: z.literal(false).optional(), // an electric attack that may not be overcharged (Tesla Gun, L550)
});
export type AttackProfile = z.infer<typeof attackProfile>;

const media = z.array(medium).min(1);
const effect = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

/** Non-attack effects of a card function; the README lists what each one means. */
export const cardEffect = z.discriminatedUnion('type', [
  effect('silhouette', { amount: z.number().int(), against: media.optional(), when: z.enum(['always', 'moved', 'not-moved']).optional() }),
  effect('speed', { amount: z.number().int() }),
  effect('rotations', { amount: z.number().int() }),
  effect('sideslips', { amount: z.number().int() }),
  effect('strafe', {}),
  effect('reverse', { speed: z.number().int() }),
  effect('dice', { amount: z.number().int(), when: z.enum(['always', 'strafe', 'in-arc', 'long-range']), media: media.optional() }),
  effect('point-defense', { dice: z.number().int().max(-1), against: media }),
  effect('clamp', { turns: z.number().int().min(1) }),
  effect('cancel-damage', { uses: z.enum(['sacrifice', 'each-attack']), against: media.optional() }),
  effect('remove-paint', {}),
  effect('as-if-powered-up', { selfDamage: z.number().int().min(0) }),
  effect('bail-out', { distance: z.number().int().min(1), units: z.number().int().min(1) }),
  effect('phoenix-bot', {}),
  effect('extra-attack-action', {}),
  effect('replicate', {}),
  effect('ignite', { media }),
  effect('smokescreen', { silhouette: z.number().int() }),
  effect('nuke', { radius: z.number().int().min(0) }),
  effect('uav', { silhouette: z.number().int().min(1) }),
  effect('infantry-pod', { footsoldiers: count, motorized: count }),
  effect('limpet-mines', { mines: z.number().int().min(1), damage: z.number().int().min(1) }),
  effect('fuel-air-bomb', { radius: z.number().int().min(0), damage: z.number().int().min(1) }),
  effect('recharge', { amount: z.number().int().min(1) }),
  effect('paint-overcharger', {}),
  effect('remove-markers', { amount: z.number().int().min(1) }),
  effect('block-paint', {}),
  effect('retain-power-up', {}),
  effect('remove-disable', { amount: z.number().int().min(1) }),
  effect('double-attack', { media }),
  effect('overcharge-free', { media }),
]);
export type CardEffect = z.infer<typeof cardEffect>;

/**
 * One function printed on a card. `action` says what it costs: the attack action (red triangle,
 * L137), the defense action (red shield, L139), nothing (`passive`), a reveal after the attack
 * roll (`after-roll`, L286), a status-phase step (`status`, L290-296) or a movement-phase option.
 */
export const cardFunction = z
  .strictObject({
    name: z.string().min(1),
    action: z.enum(['attack', 'defense', 'passive', 'after-roll', 'status', 'movement']),
    electric: z.boolean(), // star icon: costs one energy step in the expansion (L141, L548)
    poweredUp: z.boolean(), // a power-up benefit: usable only while Powered Up (L169-171)
    attack: attackProfile.optional(),
    effect: cardEffect.optional(),
  })
  .refine((f) => f.attack !== undefined || f.effect !== undefined, { message: 'a function needs an attack or an effect' });
export type CardFunction = z.infer<typeof cardFunction>;

const cardBase = {
  name: z.string().min(1),
  set: z.enum(['base', 'expansion']),
  functions: z.array(cardFunction),
  sources,
};
/** Damage markers that destroy the item: 1 "destroyed with one damage" (L272), 2 (L274), 4 Chobham (L276). */
const hitsToDestroy = z.union([z.literal(1), z.literal(2), z.literal(4)]);

export const cardSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('weapon'), ...cardBase, hitsToDestroy }),
  z.strictObject({ kind: z.literal('system'), ...cardBase, hitsToDestroy, pilot: z.boolean(), pylonArc: z.boolean() }),
  z.strictObject({ kind: z.literal('skin'), ...cardBase }),
  z.strictObject({
    kind: z.literal('core'),
    ...cardBase,
    energy: z.number().int().min(4).max(6), // "between four and six energy steps" (L540)
    recharge: z.number().int().min(1), // "the number in the center of the power core card" (L540)
  }),
]);
export type Card = z.infer<typeof cardSchema>;
export type CardKind = Card['kind'];

const slotSchema = z.strictObject({
  kind: z.enum(['weapon', 'system', 'drive', 'core']),
  locations: z.array(z.number().int().min(0).max(4)), // 5 is never a location (L262)
  bleed: id.optional(),
  pylon: arc.optional(),
  cockpit: z.boolean().optional(),
});
export type Slot = z.infer<typeof slotSchema>;

export const templateSchema = z.strictObject({
  name: z.string().min(1),
  order: z.number().int().min(1),
  speed: z.array(count).min(1).max(MAX_TRACK, `a speed track has at most ${MAX_TRACK} entries (the engine holds four: the speed undamaged, then after each drive damage marker, L272)`),
  rotations: count,
  sideslips: count,
  strafe: z.boolean(),
  maneuver: z.boolean(),
  freeReface: z.boolean(),
  biped: z
    .strictObject({ speed: count, rotations: count, silhouette: count, order: z.number().int().min(1), strafe: z.boolean() })
    .optional(),
  terrain: z.strictObject({ water: z.boolean(), woods: z.boolean(), buildings: z.boolean(), hills: z.boolean() }),
  slots: z.record(id, slotSchema),
  sources,
});
export type Template = z.infer<typeof templateSchema>;

/** How the attacker picks the hit location among the rolled dice (L255). */
export const LOCATION_POLICY_NAMES = ['max-harm', 'lowest'] as const;

export const policySchema = z.strictObject({
  description: z.string().min(1),
  preferredBand: z.enum(['short', 'medium', 'long']),
  locationPolicy: z.enum(LOCATION_POLICY_NAMES),
  /** Power up (movement option 5) when a powered-up attack can be used at the current range. */
  powerUpForAttacks: z.boolean(),
  /** Reboot when at least this many items are disabled (a crippled robot always reboots, L173). */
  rebootAt: z.number().int().min(1),
  /** Move plus Strafe when the template or a system allows it (L302). */
  strafe: z.boolean(),
  /** Spend the defense action on point defense, chaff and clamps. */
  defend: z.boolean(),
  /** On the map: how much a hex in an enemy's sight and reach costs, against the 4 a hex off the preferred range costs. */
  exposure: z.number().min(0).max(20),
  /** On the map: prefer targets already hurt, to finish them (focus fire). */
  focusFire: z.boolean(),
  /** Overcharge electric attacks (one more die for one more energy step, L550) while the core keeps a step for a reboot. */
  overcharge: z.boolean(),
  /** A piloted robot about to be lost bails out, so the enemy does not score the kill (L312, L371). */
  bailOut: z.boolean(),
  /** Every choice uniformly at random among the legal ones: a baseline, never a search candidate. */
  random: z.boolean(),
  sources,
});
export type Policy = z.infer<typeof policySchema>;

export const poolSchema = z.strictObject({
  base: z.array(id),
  expansion: z.array(id),
});

/** A catalogue file holds one or more of these sections. */
export const catalogueFileSchema = z.strictObject({
  templates: z.record(id, templateSchema).optional(),
  cards: z.record(id, cardSchema).optional(),
  pools: z.record(z.enum(['green', 'yellow']), poolSchema).optional(),
  poolSources: sources.optional(),
  policies: z.record(id, policySchema).optional(),
  profiles: z.record(id, z.strictObject({ name: z.string().min(1), attack: attackProfile, sources })).optional(),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;
