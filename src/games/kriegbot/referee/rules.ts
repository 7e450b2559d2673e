// types: the rules the referee checks, each with the rulebook lines it comes from
// (kriegbot-living-rules-2009.txt). A violation names one of them.

export const RULES = {
  order: { lines: 'L153, L193', text: 'robots move and attack in template order: Rocketbot, Helibot, Hoverbot, Spiderbot, Robotank, Robocar, a biped Rocketbot last' },
  phase: { lines: 'L143-147, L189-191, L499', text: 'movement options in the movement phase, attacks in the attack phase (a strafe or ram in the movement phase), infantry in the infantry phase' },
  oneOption: { lines: 'L155', text: 'a robot takes one movement option a turn' },
  crippled: { lines: 'L61, L173, L280', text: 'a robot with a disabled pilot, drive or power core may only reboot or bail out' },
  speed: { lines: 'L157, L175', text: 'a move enters at most the maximum speed in hexes, the drive slowed by its damage' },
  step: { lines: 'L175, L179', text: 'each hex entered is the hex faced, or a front hex beside it with a sideslip' },
  rotations: { lines: 'L157, L175', text: 'no more hexside rotations than the template allows' },
  sideslips: { lines: 'L179', text: 'no more sideslips than the template or card allows' },
  terrain: { lines: 'L181', text: 'a drive enters only the terrain its template may enter' },
  stacking: { lines: 'L183, L59', text: 'a move may not end in a hex with another robot, an abandoned one included' },
  standStill: { lines: 'L163, L167, L171', text: 'a maneuver, reboot or power-up does not move' },
  maneuver: { lines: 'L163-165', text: 'a maneuver costs the defense action and is no option for the Hoverbot' },
  reboot: { lines: 'L167, L63', text: 'a reboot costs both actions and is impossible while unpowered' },
  powerUp: { lines: 'L169-171, L63', text: 'a power-up is impossible while unpowered' },
  strafe: { lines: 'L161, L300-307', text: 'only a Rocketbot not in biped status, a Helibot or a robot with jump boosters may strafe, for both actions, with a GUN, BEAM or MISSILE along the line straight ahead, one die less' },
  ram: { lines: 'L310', text: 'a ram is on a robot with a lower maximum speed, painted or in sight at the start of the move; the collision costs a movement point and the rammer ends adjacent to and facing its victim' },
  washing: { lines: 'L185', text: 'a robot ending its movement phase in water loses its painted and on-fire markers' },
  clamp: { lines: 'L333', text: 'a clamped robot stays in its hex and facing' },
  reface: { lines: 'L89', text: 'only the Hoverbot refaces freely after its movement' },
  infantryMove: { lines: 'L507', text: 'infantry move 2 hexes on foot or 5 motorized and stop on entering a building, woods or water' },
  exit: { lines: 'L361, L377, L403', text: 'a robot may exit only off its own edge, where the scenario lets it' },
  acting: { lines: 'L57-59, L312', text: 'a destroyed robot, or one whose pilot was killed or bailed out, does nothing' },
  attackActions: { lines: 'L135, L565', text: 'one attack action a turn; a Combat pilot two, with different cards' },
  defenseActions: { lines: 'L135, L139, L383', text: 'one defense action a turn (two for the honcho)' },
  range: { lines: 'L212-214, L509', text: 'the range diagram allows the range; never range 0 except for infantry' },
  arc: { lines: 'L201-210', text: 'the target lies within the weapon arc, never in the attacker\'s own hex' },
  sight: { lines: 'L199, L129, L341, L400, L511, L585', text: 'woods, buildings and (unless either is on one) hills between block line of sight; a painted target, or one treated as painted (a flag carrier, a robot an enemy UAV sees), lets missiles see over woods and hills' },
  dice: { lines: 'L53, L212, L307, L341, L550', text: 'the attack dice are the band\'s, with only the modifiers the rules give' },
  addDice: { lines: 'L51', text: 'every 5 adds a die' },
  hit: { lines: 'L231', text: 'a hit when the dice reach the silhouette' },
  affects: { lines: 'L197', text: 'a card that says "robot" attacks robots only' },
  missileTarget: { lines: 'L341, L129, L400', text: 'the Guided Missile attacks only a target that is painted or moved this turn (a flag carrier is treated as painted for line of sight only)' },
  poweredUp: { lines: 'L169, L345', text: 'a power-up function needs the Powered Up status (or Flux Compression)' },
  location: { lines: 'L255, L262, L268', text: 'a hit location is a rolled die, never a 5' },
  bleed: { lines: 'L264, L276', text: 'a marker aimed at an empty or destroyed slot bleeds along the arrows; a saturated drive\'s damage bleeds to the core' },
  markers: { lines: 'L237-253', text: 'a hit places the markers its hit type says' },
  pointDefense: { lines: 'L135, L341', text: 'point defense takes a die from the attacks of one attack action from within the card\'s arc' },
  coreAbility: { lines: 'L552-555', text: 'a power core ability (the MHD Generator\'s speed, the Compulsator\'s rotation) is paid for, once a turn, with an undamaged core, and works that turn only' },
  unpowered: { lines: 'L63', text: 'an unpowered robot\'s attack or defense action disables the card used' },
  fire: { lines: 'L290', text: 'a robot on fire rolls one die: a 5 puts it out, any other face damages that location' },
  bombard: { lines: 'L363', text: 'bombardment: each painted robot, at the start of the status phase, 1D6, two damage on a hit' },
  victory: { lines: 'L371-479, L587-736', text: 'the game ends when, and as, the scenario\'s victory condition says' },
} as const;

export type RuleId = keyof typeof RULES;

/** One breach of the rules in a logged game. */
export interface Violation {
  readonly game: string;
  readonly turn: number;
  /** The event's number in the log (0 is the header). */
  readonly event: number;
  readonly rule: RuleId;
  readonly message: string;
}

/** The violation as one line: game, turn, event, what happened, the rule and its lines. */
export function formatViolation(violation: Violation): string {
  const rule = RULES[violation.rule];
  return `${violation.game}: turn ${violation.turn}, event ${violation.event}: ${violation.message} [rule: ${rule.text} (${rule.lines})]`;
}
