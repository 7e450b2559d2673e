// types: the Mecha Bots layout of a compiled set of bots (struct-of-arrays, kernel/table.ts): the
// rule readings, each bot's 49 cells (kind code, and 1 where the design leaves a powered counter
// unpowered), its devices (weapons and sensors: their cells and arcs) and its policy.
import type { Tables } from '../../../kernel/table.js';

export const mechaBotsSchemas = {
  rules: {
    /** Hit-location die (resolve/aim.ts HitDie). */
    die: Int8Array,
    /** Armour arithmetic (resolve/strike.ts ArmourReading). */
    reading: Int8Array,
    /** 1: a weapon or sensor with no range counter reaches 1 hex (max(1, r)); 0: it reaches r. */
    minimumReach: Int8Array,
    /** The Mad Scientist's hit points (L3, L22). */
    hitPoints: Int8Array,
    /** Counters one boiler powers (L68). */
    perBoiler: Int8Array,
    /** 1 when the attacker may subtract its sensor bonus as well as add it (a variant). */
    twoWayAim: Int8Array,
    /** B9: 1 when a hit seat wounds its rider for every point still in the column (the variant), 0 for its one point. */
    seatRemaining: Int8Array,
    /** B6: 1 when bots of equal weight act in seat order (the variant), 0 when a draw on the game's stream settles it. */
    seatOrderTies: Int8Array,
    /** The sensor bonus max(sensorMinimum, accuracy + sensorOffset - range) (catalogue combat.sensorBonus). */
    sensorOffset: Int8Array,
    sensorMinimum: Int8Array,
  },
  bot: {
    firstDevice: Int16Array,
    devices: Int8Array,
    /** Counters besides the brain: the lighter bot acts first (@curufea-main). */
    components: Int8Array,
    /** Policy: the distance it keeps (0: its longest weapon's reach), and 1 to turn its best armour to the enemy. */
    keepAt: Int8Array,
    armourFirst: Int8Array,
    /** City policy: buy order (0 the design's cell order, 1 weapons, 2 armour, 3 mobility first) and 1 to park by a shop. */
    buyFirst: Int8Array,
    parkAtShop: Int8Array,
    /** City: the program cards, codes of city/program-cards.ts. */
    attackCard: Int8Array,
    activeCard: Int8Array,
    passiveCard: Int8Array,
    /** City: 1 when the Mad Scientist also trades (buys where its bot makes goods cheap, sells them back dear). */
    tradeLoop: Int8Array,
    /** City: 1 when the Mad Scientist rides in the seat once the bot has all its design's counters. */
    rideWhenBuilt: Int8Array,
  },
  /** Row bot * 49 + cell. */
  cell: { kind: Int8Array, inert: Int8Array },
  device: {
    /** 0 a weapon, 1 a sensor. */
    sensor: Int8Array,
    firstCell: Int16Array,
    cells: Int8Array,
    /** Sectors it covers in its bot's frame (bit mask). */
    arc: Int8Array,
    tallyRow: Int16Array,
  },
  /** The cells of each device, in order. */
  deviceCell: { cell: Int8Array },
  /** Row from * 9 + column - 1: where that column's cells start in columnCell, and how many (chassis/geometry.ts). */
  column: { first: Int16Array, count: Int8Array },
  columnCell: { cell: Int8Array },
  /** Row sector (0..5 in the bot's frame): the outer location looking out over it. */
  sector: { location: Int8Array },
  /** The city game (spec 6.2 level 2): the board's numbers and the terrain codes it uses (city.yaml). */
  city: {
    width: Int8Array, height: Int8Array, streetEvery: Int8Array, shops: Int8Array, banks: Int8Array, scientistSpeed: Int8Array, turnCap: Int16Array,
    street: Int8Array, shop: Int8Array, bank: Int8Array, lab: Int8Array,
    /** Start money (L4), shop stock and bank money at the start (L12-18), restock distance and what shops build (L149-151). */
    money: Int16Array, shopStock: Int8Array, bankMoney: Int16Array, quietWithin: Int8Array, bankEarnDice: Int8Array, bankEarnSides: Int8Array,
    /** 1 when a shop's and bank's prices read the trader's own bot's range, 0 the nearest bot of any player. */
    ownBotPrices: Int8Array,
    /** Program cards (program.yaml): 1 when every bot is under direct control; the control range's base and hexes per remote-control counter. */
    directControl: Int8Array, controlBase: Int8Array, controlPerRemote: Int8Array,
  },
  /** Block terrain by weight (terrain code, weight). */
  block: { terrain: Int8Array, weight: Int16Array },
  /** Movement cost by mover (0 the Mad Scientist, 1.. the modes of transport) and terrain code: row mover * 16 + code; 255 closed. */
  moveCost: { cost: Uint8Array },
  /** The price table by bot range (L197-220): row range - 1, the last row for that range or more. */
  price: { buy: Int8Array, sell: Int8Array, extort: Int8Array },
  /** The order Mad Scientists in one shop are served (L175-183): codes of SERVICE_KEYS, in precedence. */
  service: { key: Int8Array },
  /** Kinds shops build (uniformly), and each bot's start kit: kind codes. */
  stocked: { kind: Int8Array },
  startKit: { kind: Int8Array, alt: Int8Array },
} as const;

export type MechaBotsTables = Tables<typeof mechaBotsSchemas>;

