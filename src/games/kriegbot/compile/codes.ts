// types: the numeric codes compiled tables and the hot resolver use in place of strings.
// Each list's order is the order of the catalogue schema's enum, so compile maps by index.
import { ARCS, HIT_TYPES, MAX_BANDS, MAX_TRACK, MEDIA } from '../catalogue/catalogue-schema.js';

/** GUN 0, BEAM 1, BOLT 2, MISSILE 3, MELEE 4 (as MEDIA); an unlabelled attack is NO_MEDIUM. */
export const NO_MEDIUM = MEDIA.length;
export const mediumCode = (medium: string | null): number => (medium === null ? NO_MEDIUM : MEDIA.indexOf(medium as (typeof MEDIA)[number]));
export const mediaMask = (media: readonly string[] | undefined): number => (media ?? []).reduce((mask, medium) => mask | (1 << mediumCode(medium)), 0);

export const Hit = {
  Damage1: HIT_TYPES.indexOf('damage-1'),
  Damage1Doubles2: HIT_TYPES.indexOf('damage-1-doubles-2'),
  Damage2: HIT_TYPES.indexOf('damage-2'),
  Burst: HIT_TYPES.indexOf('burst'),
  BurstDisable: HIT_TYPES.indexOf('burst-disable'),
  Paint: HIT_TYPES.indexOf('paint'),
  DisableChoice: HIT_TYPES.indexOf('disable-defender-choice'),
} as const;

/** Arc codes: ARCS in order, then the pylon marker (resolved to the slot's arc at compile time). */
export const arcCode = (arc: string): number => ARCS.indexOf(arc as (typeof ARCS)[number]);
export const NO_ARC = -1;

export const SlotKind = { Weapon: 0, System: 1, Drive: 2, Core: 3 } as const;
export const SLOT_KINDS = ['weapon', 'system', 'drive', 'core'] as const;

export const Action = { Attack: 0, Defense: 1, Passive: 2, AfterRoll: 3, Status: 4, Movement: 5 } as const;
export const ACTIONS = ['attack', 'defense', 'passive', 'after-roll', 'status', 'movement'] as const;

/** Effect types, in the order of the catalogue's effect union. */
export const EFFECT_TYPES = [
  'silhouette', 'speed', 'rotations', 'sideslips', 'strafe', 'reverse', 'dice', 'point-defense', 'clamp',
  'cancel-damage', 'remove-paint', 'as-if-powered-up', 'bail-out', 'phoenix-bot', 'extra-attack-action',
  'replicate', 'ignite', 'smokescreen', 'nuke', 'uav', 'infantry-pod', 'limpet-mines', 'fuel-air-bomb',
  'recharge', 'paint-overcharger', 'remove-markers', 'block-paint', 'retain-power-up', 'remove-disable',
  'double-attack', 'overcharge-free',
] as const;
const effect = (name: (typeof EFFECT_TYPES)[number]) => EFFECT_TYPES.indexOf(name);
export const Effect = {
  Silhouette: effect('silhouette'),
  Speed: effect('speed'),
  Rotations: effect('rotations'),
  Sideslips: effect('sideslips'),
  Strafe: effect('strafe'),
  Reverse: effect('reverse'),
  Dice: effect('dice'),
  PointDefense: effect('point-defense'),
  Clamp: effect('clamp'),
  CancelDamage: effect('cancel-damage'),
  RemovePaint: effect('remove-paint'),
  AsIfPoweredUp: effect('as-if-powered-up'),
  BailOut: effect('bail-out'),
  PhoenixBot: effect('phoenix-bot'),
  ExtraAttackAction: effect('extra-attack-action'),
  Replicate: effect('replicate'),
  Ignite: effect('ignite'),
  Smokescreen: effect('smokescreen'),
  Nuke: effect('nuke'),
  Uav: effect('uav'),
  InfantryPod: effect('infantry-pod'),
  LimpetMines: effect('limpet-mines'),
  FuelAirBomb: effect('fuel-air-bomb'),
  Recharge: effect('recharge'),
  PaintOvercharger: effect('paint-overcharger'),
  RemoveMarkers: effect('remove-markers'),
  BlockPaint: effect('block-paint'),
  RetainPowerUp: effect('retain-power-up'),
  RemoveDisable: effect('remove-disable'),
  DoubleAttack: effect('double-attack'),
  OverchargeFree: effect('overcharge-free'),
} as const;

/** `when` of silhouette and dice effects. */
export const WHEN = ['always', 'moved', 'not-moved', 'strafe', 'in-arc', 'long-range'] as const;
export const When = { Always: 0, Moved: 1, NotMoved: 2, Strafe: 3, InArc: 4, LongRange: 5 } as const;

/** cancel-damage `uses`. */
export const Uses = { Sacrifice: 0, EachAttack: 1 } as const;

/** The movement option a robot chose this turn (L155-171); NotYet until its movement phase. */
export const Movement = { NotYet: 0, Move: 1, MoveStrafe: 2, Maneuver: 3, Reboot: 4, PowerUp: 5 } as const;

/** Whether a unit is still in the fight, and if not, why (L57-59, L312). */
export const Status = { Active: 0, CoreDestroyed: 1, PilotKilled: 2, BailedOut: 3, Destroyed: 4 } as const;

/** Named hit-location policies (L255): the attacker's pick of a rolled location. */
export const LocationPolicy = { MaxHarm: 0, Lowest: 1 } as const;

export const MAX_SLOTS = 8;
export { MAX_BANDS, MAX_TRACK }; // the catalogue's limits (catalogue-schema.ts), so validation refuses what the tables cannot hold
export const LOCATIONS = 5;
/** Ranges precomputed per attack row (0-127); longer ranges read as 127, beyond every diagram but bombardment's. */
export const RANGES = 128;

/**
 * Bearings covered by each arc code (ARCS order), as a bit mask over bearings 0 ahead, 1
 * front-right, 2 rear-right, 3 behind, 4 rear-left, 5 front-left. On the line both robots sit on
 * hexside directions, so a 120-degree arc covers three bearings and a 60-degree arc one (L201-206).
 */
const ARC_BEARINGS = [1, 32, 2, 8, 16, 4, 35, 28, 63];
export function arcCovers(arc: number, bearing: number): boolean {
  return arc >= 0 && (((ARC_BEARINGS[arc] ?? 0) >> bearing) & 1) === 1;
}

/** Media that may strafe: GUN, BEAM, MISSILE (L304), as a mask over MEDIA codes. */
export const MEDIUM_STRAFES = (1 << 0) | (1 << 1) | (1 << 3);
