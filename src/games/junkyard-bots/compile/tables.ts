// types: the Junkyard Bots layout of a compiled set of policies (struct-of-arrays, kernel/table.ts).
// Die types (a kind, a size and six face codes: dice/faces.ts), the junkyard's dice and each
// robot's starters as die-type rows, the rule numbers, one row per policy with its numbers. The
// teleport odds of every multiset of eaten energy depend on the run's teleportAt setting, so each
// worker works them out exactly when it builds its scratch (game/teleport-table.ts).
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
    /** The most energy dice of one type the junkyard holds: the radix of the teleport table. */
    energyCap: Int8Array,
    /** 1 when a targeting computer counts toward the part limit (a variant; L53 lists robot parts only). */
    computerCounts: Int8Array,
    /** The ambiguity readings (rules.yaml a1-a13), each 0 for the default: */
    /** A1: 1 caps damage at the weapon's size instead of its roll. */
    capAtSize: Int8Array,
    /** A2: 1 makes a blank after a picture a dud too. */
    laterBlankDuds: Int8Array,
    /** A3: 1 lets a part absorb up to its size (destroyed by any damage put on it). */
    absorbUpTo: Int8Array,
    /** A4: 1 lets the targeting computer pick before the shield. */
    computerFirst: Int8Array,
    /** A5: 1 forbids powering up a dodge. */
    noDodgePowerUp: Int8Array,
    /** A6: 1 reads the dodge as all or nothing: a defense at least the attack stops it, else the full explosion. */
    allOrNothing: Int8Array,
    /** A7: 0 the policy chooses, 1 energy pictures always roll again, 2 always keep. */
    pictureRule: Int8Array,
    /** A8: 1 puts a thrown weapon that exploded face up in the junkyard. */
    thrownToJunkyard: Int8Array,
    /** A9: 1 removes a destroyed claw's weapon and an exploded robot's dice from the game. */
    salvageRemoved: Int8Array,
    /** A12: 1 leaves the pipes of claws and mouths out of grab and eat rolls. */
    noPipesOnGrab: Int8Array,
    /** A13: 1 puts all self-inflicted damage on the body. */
    selfOnBody: Int8Array,
  },
  policy: {
    /** Build weight per kind (policy want 0-2; weapons, energy and computers 1: compile.ts). */
    wEye: Int8Array, wMouth: Int8Array, wClaw: Int8Array, wMover: Int8Array, wPipe: Int8Array, wWeapon: Int8Array, wEnergy: Int8Array, wComputer: Int8Array,
    /** Grab or eat a face-down die unseen only when its size is below this (1: never blind; 5: always). */
    blindBelow: Int8Array,
    /** SizePref: which die in the junkyard it aims at. */
    sizePref: Int8Array,
    /** Pipe placement: the kind a new pipe goes on (Kind), and the longest chain of pipes it builds. */
    pipeOn: Int8Array,
    chainDepth: Int8Array,
    /** PowerUp: never, to rescue a roll that fell short, or always (throws and dodges too). */
    powerUp: Int8Array,
    /** 1: the last mover and the last eye take damage only when nothing else can. */
    keepLast: Int8Array,
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
} as const;

export type JunkyardTables = Tables<typeof junkyardSchemas>;

/** Die kinds (L53, L108-118): robot parts, then weapons, energy and the targeting computer. */
export const Kind = { Eye: 0, Mouth: 1, Claw: 2, Mover: 3, Pipe: 4, Weapon: 5, Energy: 6, Computer: 7 } as const;
export const KINDS = 8;

/** Whom a throw aims at. */
export const Target = { Weakest: 0, Strongest: 1, MostEnergy: 2, NextSeat: 3, Random: 4 } as const;

/** How a robot spreads damage over its parts and body (policy damageOrder). */
export const Allocate = { BodyFirst: 0, PipesFirst: 1, CheapestFirst: 2 } as const;

/** Which die a grab aims at (policy sizePreference): the one it most likely takes, the most points expected, the biggest in reach. */
export const SizePref = { Surest: 0, Balanced: 1, Largest: 2 } as const;

/** When eaten energy powers up a roll (policy powerUp). */
export const PowerUp = { Never: 0, ToRescue: 1, Always: 2 } as const;
