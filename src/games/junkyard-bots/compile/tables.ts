// types: the Junkyard Bots layout of a compiled set of policies (struct-of-arrays, kernel/table.ts).
// Die types (a kind, a size and six face codes: dice/faces.ts), the junkyard's dice and each
// robot's starters as die-type rows, the rule numbers, one row per policy with its numbers, and
// the teleport odds of every multiset of eaten energy (worked out exactly when compiling).
import type { Tables } from '../../../kernel/table.js';

export const junkyardSchemas = {
  dieType: {
    /** Kind (Kind below). */
    kind: Int8Array,
    /** Points a picture scores: 1, 2 or 4 (L47, L160); also what grabbing, looking or eating it needs (L149-152) and the damage a part takes (L256). */
    size: Int8Array,
    f0: Int8Array, f1: Int8Array, f2: Int8Array, f3: Int8Array, f4: Int8Array, f5: Int8Array,
    /** Which energy type it is (0..energyTypes-1) for the teleport table; -1 for other kinds. */
    energyType: Int8Array,
  },
  /** The junkyard's dice at the start (die-type rows), face down. */
  junk: { type: Int16Array },
  /** The starters every robot begins with (die-type rows: claw, eye, feet; L17-22). */
  starter: { type: Int16Array },
  rules: {
    startPower: Int8Array,
    /** Part limit = power + this (L53). */
    limitOffset: Int8Array,
    /** Energy points to teleport (L43, L210). */
    teleportAt: Int8Array,
    energyTypes: Int8Array,
    /** Energy dice of one type the teleport table counts (more count as this many). */
    energyCap: Int8Array,
  },
  policy: {
    /** Build weight per kind (higher first): eye, mouth, claw, mover, pipe, weapon, energy, targeting computer. */
    wEye: Int8Array, wMouth: Int8Array, wClaw: Int8Array, wMover: Int8Array, wPipe: Int8Array, wWeapon: Int8Array, wEnergy: Int8Array, wComputer: Int8Array,
    /** Grab or eat a face-down die unseen only when its size is below this (1: never blind; 5: always). */
    blindBelow: Int8Array,
    /** Pipe placement: the kind a new pipe goes on (Kind). */
    pipeOn: Int8Array,
    /** Throw target rule (Target). */
    target: Int8Array,
    /** Eaten energy dice kept for teleporting: power-ups and shields use only the energy above it. */
    reserve: Int8Array,
    /** Teleport when P(eaten energy >= teleportAt) is at least this, in hundredths. */
    teleportOdds: Int8Array,
    /** Shield when incoming damage is at least this (0: never). */
    shieldAt: Int8Array,
    /** Damage allocation (Allocate). */
    allocate: Int8Array,
    /** 1: an energy picture is rolled again; 0: kept (L140, A7). */
    rerollPicture: Int8Array,
  },
  /** P(eaten energy >= teleportAt) per multiset of energy (mixed-radix counts, each capped at energyCap), in parts per 65,535. */
  teleport: { odds: Uint16Array },
} as const;

export type JunkyardTables = Tables<typeof junkyardSchemas>;

/** Die kinds (L53, L108-118): robot parts, then weapons, energy and the targeting computer. */
export const Kind = { Eye: 0, Mouth: 1, Claw: 2, Mover: 3, Pipe: 4, Weapon: 5, Energy: 6, Computer: 7 } as const;
export const KINDS = 8;

/** Whom a throw aims at. */
export const Target = { Weakest: 0, Strongest: 1, MostEnergy: 2, NextSeat: 3 } as const;

/** How a robot spreads damage over its parts and body. */
export const Allocate = { BodyFirst: 0, PartsFirst: 1 } as const;
