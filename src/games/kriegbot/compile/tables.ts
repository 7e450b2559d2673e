// types: the Kriegbot layout of a compiled design set (struct-of-arrays, see kernel/table.ts).
// Slot, location and track rows belong to a robot: row r * MAX_SLOTS + i, r * LOCATIONS + l,
// r * MAX_TRACK + d. Attack and effect rows are slices [first, first + count) of their tables.
import type { Schemas, Tables } from '../../../kernel/table.js';

export const kriegbotSchemas = {
  robot: {
    template: Uint8Array,
    trackLength: Uint8Array, // drive hits absorbed before bleeding to the core, plus one (L276)
    bipedSpeed: Uint8Array, // 0: no biped mode
    bipedSilhouette: Uint8Array,
    rotations: Uint8Array,
    sideslips: Uint8Array,
    order: Uint8Array,
    bipedOrder: Uint8Array,
    canStrafe: Uint8Array,
    canManeuver: Uint8Array,
    freeReface: Uint8Array,
    slotCount: Uint8Array,
    driveSlot: Int8Array,
    coreSlot: Int8Array,
    pilotSlot: Int8Array, // -1: an AI robot (L57)
    criticalSlots: Uint8Array, // bits of the pilot, drive and core slots: one disabled leaves only reboot or bail-out (L61)
    effectTypes: Int32Array, // bit i: it has an effect of type i (EFFECT_TYPES order, 31 of them), working or not
    emptySlots: Uint8Array, // bit i: slot i holds no item (of all MAX_SLOTS): the condition word's third byte (state.ts brokenSlots)
    firstAttack: Uint16Array,
    attackCount: Uint8Array,
    electricAttacks: Uint8Array, // its electric attack functions (L548)
    counterAttacks: Uint8Array, // its after-roll attack functions (counter-attacks, L286): most robots have none
    firstEffect: Uint16Array,
    effectCount: Uint8Array,
    hasSkin: Uint8Array,
    expansion: Uint8Array,
    energy: Uint8Array, // power core maximum (L540)
    recharge: Uint8Array,
    locationPolicy: Uint8Array,
    preferredRange: Uint8Array, // the policy's band, as a range for this robot's main weapon
    powerUpForAttacks: Uint8Array,
    rebootAt: Uint8Array,
    strafePolicy: Uint8Array,
    defend: Uint8Array,
    exposure: Uint8Array, // the policy's map tactics (scenario-move.ts, scenario-attack.ts)
    focusFire: Uint8Array,
    bailOut: Uint8Array,
    randomPlay: Uint8Array,
    infantry: Uint8Array, // 1: the infantry row (rifle and designator), which may attack at range 0 (L509)
    overchargePolicy: Uint8Array,
    phoenix: Int16Array, // robot row of the Phoenix-bot this robot can become, or -1 (L314, L575)
    lifeboat: Uint8Array, // 1 for a Phoenix-bot row
    baseRow: Int16Array, // the row a pilot variant was made from (itself for any other row)
    firstVariant: Int16Array, // the first of its pilot variants (one per scenario pilot card, compile.ts), or -1
    pilotCard: Int8Array, // which scenario pilot card sits in its pilot slot, or -1
    terrain: Uint8Array, // bit mask of the terrain codes (map/terrain.ts) the drive may enter (L181)
  },
  slot: {
    kind: Uint8Array,
    occupied: Uint8Array, // 0: an empty slot, so hits bleed through it (L264)
    card: Int16Array, // catalogue card index, -1 for the drive, an empty slot or a neutral item
    hitsToDestroy: Uint8Array,
    bleed: Int8Array, // slot index within the robot, -1 for the core
    pylon: Int8Array, // arc code, -1 if not a pylon
    pilot: Uint8Array,
  },
  location: { slot: Int8Array },
  /** Per attack row and range 0..RANGES-1: attack dice and band index (-1 beyond the diagram), precomputed (L212). */
  reach: { dice: Uint8Array, band: Int8Array },
  /** Per robot and range: bearings at which some attack reaches, when every item works. */
  cover: { bearings: Uint8Array },
  /** Per robot and effect type (EFFECT_TYPES order): its first effect row of that type, how many it has, and one past the last (first and end 0 if none). */
  effectIndex: { first: Int16Array, count: Uint8Array, end: Int16Array },
  track: { speed: Uint8Array },
  attack: {
    slot: Int8Array, // the item the attack is printed on
    card: Int16Array,
    fn: Uint8Array, // the function's index on its card
    action: Uint8Array,
    medium: Uint8Array,
    hit: Uint8Array,
    attacks: Uint8Array,
    disables: Uint8Array,
    fire: Uint8Array,
    nineMinusSpeed: Uint8Array,
    paintedOrMoved: Uint8Array,
    robotOnly: Uint8Array, // 1: the card says "robot", so it attacks robots only (L197)
    ignoresTerrain: Uint8Array,
    locationDice: Uint8Array,
    poweredUp: Uint8Array,
    electric: Uint8Array,
    overcharge: Uint8Array, // 1 if an electric attack may be overcharged (L550)
    arc: Int8Array, // -1: a pylon-arc system in a slot that is not a pylon, so it cannot attack (L125)
    bearings: Uint8Array, // the arc as a mask of the six bearings on the line (codes.ts arcCovers)
    bandCount: Uint8Array,
    upTo0: Uint8Array,
    upTo1: Uint8Array,
    upTo2: Uint8Array,
    upTo3: Uint8Array,
    dice0: Uint8Array,
    dice1: Uint8Array,
    dice2: Uint8Array,
    dice3: Uint8Array,
  },
  effect: {
    slot: Int8Array, // the item that carries it; -1 for the skin
    card: Int16Array,
    fn: Uint8Array,
    arc: Int8Array, // the arc it works in: its card's attack arc, else its slot's pylon; -1 if none
    type: Uint8Array,
    action: Uint8Array,
    amount: Int8Array,
    media: Uint8Array, // bit mask of media it applies to; 0 = all
    when: Uint8Array,
    uses: Uint8Array,
    electric: Uint8Array,
    poweredUp: Uint8Array,
  },
  // A scenario on the hex map (issue 6): empty for duels. One scenario row; team rows list
  // their members' robot rows; hex and sight rows cover the map's cells.
  scenario: {
    victory: Uint8Array, // VICTORIES order (scenario-file.ts)
    width: Uint8Array,
    height: Uint8Array,
    flee: Uint8Array, // 1: robots may exit off their own edge (L361)
    fragile: Uint8Array, // bit per role (0 green, 1 yellow) whose robots are Fragile (L365)
    bombardRole: Int8Array, // -1: no bombardment (L363)
    bombardUntilTower: Uint8Array,
    flagCell: Int16Array, // -1: no flag (L393)
    crypto: Uint8Array,
    honchoRole: Int8Array,
    landingRole: Int8Array,
    gunner: Int16Array, // robot row that carries the landing craft's weapon, or -1
    hackerRole: Int8Array,
    hackCard: Int16Array,
    mole: Uint8Array,
    streetMedia: Uint8Array, // 0: every weapon is legal; else the legal media mask (L455)
    streetCard: Int16Array,
    police: Int16Array, // team row of the police, or -1 (L457)
    monsterRole: Int8Array,
    monsterDice: Uint8Array,
    monsterMedia: Uint8Array,
    monsterCard: Int16Array,
    ramReduction: Uint8Array,
    centreCell: Int16Array, // the indestructible centre building's hex, or -1 (L593, L701)
    powerUpWithin: Int8Array, // -1: power up anywhere; else only this near the centre (L705)
    freeOvercharge: Uint8Array, // 1: every electric attack overcharged for free (L707)
    coreStepsDown: Uint8Array, // cores start this far below full (L703)
    infantryRow: Int16Array, // the robot row infantry attack with, or -1 (L511-514)
    infantryRules: Uint8Array, // 1: an expansion scenario, where every bail-out leaves a tent; else only an expansion robot's (L481, L495)
    insertionRole: Int8Array, // the role whose robots come in by insertion reentry, or -1 (L528)
    barrageRole: Int8Array, // the role with fuel-air air support, or -1 (L693)
    barrageRadius: Uint8Array, // the blast: hexes from the epicentre, and damage to each target (fuel-air bomb card)
    barrageDamage: Uint8Array,
    towerCover: Uint8Array, // silhouette added to the barrage side's TV tower (its skin, L691)
    wmdRole: Int8Array, // the role whose pilots and infantry carry suicide nukes and hold the bunkers, or -1 (L649)
    nukeRadius: Uint8Array, // everything within this many hexes of a detonation is destroyed (Suicide Nuke card, L651)
    bunkerSilhouette: Uint8Array, // 1 plus the bunkers' skin (L651)
    rescueRole: Int8Array, // the role whose downed pilot and decoys wait for rescue, or -1 (L659)
    rescueTents: Uint8Array,
    rescueWithin: Uint8Array, // hexes from the enemy edge they start within
    pointsRole: Int8Array, // the role scoring victory points for destruction (Human Wave), or -1 (L625)
    pointsTie: Uint8Array,
    pointsWin: Uint8Array,
    reinforceRole: Int8Array, // the role whose killed infantry para-drop back (L617), or -1
    derelictTeam: Int16Array, // Aftermath: the team row of the derelicts, or -1 (L633)
    ringRadius: Uint8Array, // how far straight out from the centre they stand
    pilotsEach: Uint8Array, // pilots a side para-drops (L635)
    pilotCards: Uint8Array, // the pilot cards a pilot on foot can be (robot.pilotCard; each robot's pilot variants)
    dishRules: Uint8Array, // 1: Musical Chairs, every robot for itself with energy dishes (L669-683)
    dishPowerUp: Uint8Array,
    dishExit: Uint8Array,
    dishWin: Uint8Array,
  },
  team: { role: Uint8Array, first: Uint16Array, count: Uint8Array },
  member: { robot: Int16Array },
  /** Per map cell (row * width + column): terrain code, axial q and r. */
  hex: { terrain: Uint8Array, q: Int16Array, r: Int16Array },
  /**
   * Per pair of cells (from * cells + to): bit 0 clear line of sight, bit 1 sight to a painted
   * target for indirect fire (L199); reopen: the structures (bits above 2) whose fall restores
   * the sight in its low two bits, 0 if none (sight-table.ts).
   */
  sight: { mask: Uint8Array, reopen: Uint16Array },
  /** Structures (L316-321): STRUCTURES order, cell, and the edge whose side it is on (0 top, 1 bottom, -1 none). */
  structure: { type: Uint8Array, cell: Int16Array, edge: Int8Array },
  /** Infantry each side (row 0 green, 1 yellow) starts with (expansion, L589-599): boarded footsoldiers, footsoldiers and motorized infantry on its edge, and footsoldiers in orbit (L689). */
  force: { boarded: Uint8Array, foot: Uint8Array, motorized: Uint8Array, inbound: Uint8Array },
  /** WMD bunkers (L645): their hexes. */
  bunker: { cell: Int16Array },
  /** The scenario's building tiles (L532, L613, L659, L701): their hexes. */
  tile: { cell: Int16Array },
} as const satisfies Schemas;

export type KriegbotSchemas = typeof kriegbotSchemas;
export type KriegbotTables = Tables<KriegbotSchemas>;
