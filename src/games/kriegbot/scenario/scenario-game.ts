// cold: the per-game bookkeeping of a scenario, allocated once per worker beside KriegbotState
// and reset by deploy(): who sits where, the turn order, kills so far, victory points, and the
// rest of a game's state that the battle state does not hold (the event log is KriegbotState.log).
import type { MapScratch } from '../map/map-scratch.js';
import { MAX_UNITS } from '../resolve/state.js';

/** What a unit is. */
export const UnitKind = { Robot: 0, Structure: 1, Crypto: 2, Gunner: 3, Infantry: 4, Drone: 5 } as const;

/** KriegbotState.detail of a WMD bunker and of a building tile, after the map's STRUCTURES (L532, L645). */
export const BUNKER = 5;
export const BUILDING = 6;

/** KriegbotState.detail of a crypto-marker unit that is an energy dish (Musical Chairs, L673); seats are 0-2. */
export const DISH = 4;

/** KriegbotState.detail of infantry (L505). */
export const Infantry = { Footsoldier: 0, Motorized: 1 } as const;

/** Unit flags (KriegbotState.flags). */
export const UnitFlag = {
  /** Fired a weapon that is not street legal (L455). */
  Illegal: 1,
  /** Attacked a police unit (L465). */
  AttackedPolice: 2,
  /** Officer Krupke may attack this unit (L459). */
  Wanted: 4,
  /** The human mole (L417). */
  Mole: 8,
  /** Held off the map until called in (the Robocop, L457). */
  Reserve: 16,
  /** A piloted robot: its loss is a kill only if the pilot did not bail out (L371). */
  Piloted: 32,
  /** Has exited the map. */
  Fled: 64,
  /** Infantry: a pilot on foot, who may board a derelict (L516); a robot: it has lost its pilot and may be boarded. */
  Pilot: 128,
  /** Off the map, coming in by insertion reentry (L528). */
  Inbound: 256,
  /** Carries a suicide nuke that takes no slot (WMD terrorists, L649). */
  Nuke: 512,
  /** The downed pilot among his decoys (L659). */
  Vip: 1024,
  /** Its Infantry Pod's tents have bailed out (L569). */
  PodEmpty: 2048,
  /** It has launched its UAV (L585). */
  UavLaunched: 4096,
} as const;

/** KriegbotState.carry for the flag; crypto markers carry their seat (0-2). */
export const CARRY_FLAG = 9;

/** Seats: 0 and 1 are the two teams of a matchup, 2 the police. THIRD_SIDE wins belong to neither team (the mole). */
export const THIRD_SIDE = 3;
export const NO_WINNER = -1;

export class ScenarioGame {
  readonly map: MapScratch;
  constructor(map: MapScratch) {
    this.map = map;
    this.cellStamp = new Int32Array(map.cells * 2);
    this.cellScore = new Int32Array(map.cells * 2);
    this.cellMost = new Int32Array(map.cells * 2);
    this.cellBound = new Int32Array(map.cells * 2);
    this.boundStamp = new Int32Array(map.cells * 2);
    this.inSight = new Int16Array(MAX_UNITS * map.cells);
    this.footQueue = new Int16Array(map.cells);
    this.footSeen = new Int32Array(map.cells);
    this.footSteps = new Int8Array(map.cells);
  }

  // Scratch for infantry movement (scenario-infantry.ts): a breadth-first search over hexes.
  readonly footQueue: Int16Array;
  readonly footSeen: Int32Array;
  readonly footSteps: Int8Array;
  /** Marks footSeen per search (apart from `stamp`, which keys the movement scores). */
  footStamp = 0;

  // Scratch for scoring movement ends (scenario-move.ts): the enemies of the robot deciding, and
  // per hex, stamped per decision, its score apart from facing (twice: without and with a marker
  // picked up on the way) and each enemy's distance if it is in sight.
  readonly enemies = new Int16Array(MAX_UNITS);
  enemyCount = 0;
  /** Per enemy of the decision: its hex, its row of map.robotArcs, and its facing once it has moved this turn (else -1: it can still turn to bear). */
  readonly enemyCell = new Int32Array(MAX_UNITS);
  readonly enemyArcRow = new Int32Array(MAX_UNITS);
  readonly enemyFacing = new Int32Array(MAX_UNITS);
  stamp = 0;
  readonly cellStamp: Int32Array;
  readonly cellScore: Int32Array; // whole numbers: every weight is an integer, and integers never box
  /** Per hex (as cellScore): the most a facing can add there, the weights of the enemies in sight that some attack reaches at their distance. */
  readonly cellMost: Int32Array;
  /** Per hex (as cellScore), for the hexes of the decision's ends: an upper bound of its cellScore worked out without scoring it (scenario-move.ts hexBound). */
  readonly cellBound: Int32Array;
  /** Per hex (as cellScore): the decision (stamp) its cellBound was worked out for. */
  readonly boundStamp: Int32Array;
  /** For a robot going to pick up a marker: hexes from the marker to where it then makes for (scenario-path.ts). */
  goalRest = 0;
  /** 1: the movement decision skips ends whose hex cannot beat the best so far (cellMost); 0 scores every end (tests compare the two). */
  pruneEnds = 1;
  /** The score of the end the last movement decision chose. */
  bestScore = 0;
  /** The waypoint the path to the end it chose passed (reach.ts endVia), when it chose among grouped ends; else -1. */
  bestVia = -1;
  /** At enemies index i * cells + cell: the enemy's distance from the hex if it is in sight there and not in the hex, else 0. */
  readonly inSight: Int16Array;
  /** Units [0, robots) are robots (the police included); the gunner, structures and crypto markers follow. */
  robots = 0;
  gunner = -1;
  /** The structure that is the alien landing craft, or -1 (L429). */
  landing = -1;
  /** The seat that may bombard and the structure whose loss ends it (-1: none). */
  bombardSeat = -1;
  bombardTower = -1;
  /** The team row at each seat and its role (0 green, 1 yellow, 2 police). */
  readonly seatTeam = new Int16Array(3);
  readonly seatRole = new Int8Array(3);
  /** Hard kills each seat has suffered so far (L371). */
  readonly losses = new Int8Array(3);
  /** The fuel-air epicentre waiting to go off, or -1 (L693). */
  epicentre = -1;
  /** Bit per seat: its TV tower has fallen and its robots no longer talk to each other (L318). */
  commsLost = 0;
  /** Victory points (street gangs, L467-469). */
  readonly points = new Int16Array(3);
  /** Movement and attack order this turn (L153, L193). */
  readonly order = new Int16Array(MAX_UNITS);
  orderLength = 0;
  /** Edge of the unit that called the police in: the Robocop arrives there next turn (L463), or -1. */
  reinforcement = -1;
  turn = 0;
  /** The flag's hex while it lies on the map, else -1 (L393, L401). */
  flagCell = -1;
  /** Robots' hard-kill status seen at the last settle(), so new losses can be told apart. */
  readonly counted = new Uint8Array(MAX_UNITS);
  /** The winning seat, THIRD_SIDE, or NO_WINNER; `over` is 1 once the game has ended. */
  winner = NO_WINNER;
  over = 0;
}
