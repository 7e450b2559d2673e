// cold: the referee's victory rules (L371-479, L587-736): from the kills, exits and points the
// log shows, when the game is decided and for whom; the game must end then, as the scenario says.
// Where the rulebook does not say how a game ends (a side with nothing left to fight with), the
// defaults in designs/kriegbot/README.md apply: the side with robots left wins.
import { isRobot, violate, type LogEvent, type Referee, type Unit } from './model.js';

/** Events that are a unit acting: none may come once the game is decided. */
const ACTS = new Set(['option', 'move', 'attack', 'ram', 'bail-out', 'board', 'maneuver', 'line-move']);
const KILLED = new Set(['core-destroyed', 'pilot-killed', 'destroyed']);

/** Flags an action taken after the referee saw the game decided. */
export function playAfterTheEnd(ref: Referee, event: LogEvent): void {
  if (ref.over === null || ref.overReported || !ACTS.has(event.event)) return;
  if (event.event === 'attack' && Array.isArray(event['flags']) && (event['flags'] as string[]).includes('counter')) return;
  if (event.event === 'line-move' && event['unit'] === undefined) return;
  violate(ref, 'victory', `${String(event['unit'])} acts (${event.event}) after the game was decided (${ref.over.why})`);
  ref.overReported = true; // once is enough
}

/** After each event: note robots newly out of the fight, and whether the game is now decided. */
export function noteOut(ref: Referee, event: LogEvent): void {
  for (const unit of ref.units.values()) {
    if (!isRobot(unit) || ref.counted.has(unit.id) || unit.status === 'active') continue;
    ref.counted.add(unit.id);
    if (unit.side !== null && KILLED.has(unit.status)) ref.kills.push({ unit: unit.id, side: unit.side, action: ref.actions, how: unit.status });
    if (unit.info.piloted === true && unit.side !== null && (KILLED.has(unit.status) || unit.status === 'bailed-out')) ref.humansLost.push({ side: unit.side, action: ref.actions });
  }
  if (event.event === 'simple-hit' && event['destroyed'] === true) score(ref, String(event['unit']));
  if (ref.over === null || (ref.overAction === ref.actions && !ref.overReported)) {
    ref.over = decided(ref);
    ref.overAction = ref.actions;
  }
}

/** Victory points for destruction (Human Wave, L625): buildings, structures and enemy tents. */
function score(ref: Referee, id: string): void {
  const points = ref.header.scenario?.victoryPoints;
  const unit = ref.units.get(id);
  if (points === undefined || unit === undefined) return;
  if (unit.kind === 'structure' || (unit.kind === 'infantry' && unit.side !== points.side)) ref.points++;
}

/** The side on the other team. */
function other(ref: Referee, side: string): string | null {
  return ref.header.seats.slice(0, 2).find((s) => s !== null && s !== side) ?? null;
}

/** Robots of a side still in the game: fighting on the map, or still to come (in orbit, L528). */
function alive(ref: Referee, side: string | null, infantry = false): number {
  let count = 0;
  for (const unit of ref.units.values()) {
    if (unit.side !== side || unit.status !== 'active') continue;
    if (isRobot(unit) || (infantry && unit.kind === 'infantry')) count++;
  }
  return count;
}

function decided(ref: Referee): { winner: string | null; why: string } | null {
  const scenario = ref.header.scenario;
  const [top, bottom] = ref.header.seats;
  if (scenario === undefined || top === null || bottom === null || top === undefined || bottom === undefined) return null;
  const victory = scenario.victory;
  const lastExit = ref.exits.at(-1);
  switch (victory) {
    case 'first-kill': {
      // The first kill decides, unless one action killed on both sides (L371 and its note, L395).
      const byAction = new Map<number, Set<string>>();
      for (const kill of ref.kills) byAction.set(kill.action, (byAction.get(kill.action) ?? new Set()).add(kill.side));
      for (const sides of byAction.values()) {
        if (sides.size === 1) {
          const loser = [...sides][0] ?? '';
          return { winner: other(ref, loser), why: `first kill: ${loser} lost a robot` };
        }
      }
      break;
    }
    case 'kill-the-human': {
      if (ref.humansLost.length > 0) {
        const action = ref.humansLost[0]?.action;
        const sides = new Set(ref.humansLost.filter((lost) => lost.action === action).map((lost) => lost.side));
        if (sides.size > 1) return { winner: null, why: 'both humans lost at once' };
        const loser = [...sides][0] ?? '';
        return { winner: other(ref, loser), why: `${loser}'s human is killed or bailed out (L379)` };
      }
      break;
    }
    case 'capture-the-flag':
      if (lastExit?.carrying === 'flag' && lastExit.edge === 'own') return { winner: lastExit.side, why: 'the flag is carried off its own edge (L403)' };
      break;
    case 'crypto':
      if (lastExit !== undefined && lastExit.edge === 'own' && lastExit.carrying !== null && lastExit.carrying !== `${String(lastExit.side)} crypto`) return { winner: lastExit.side, why: 'an enemy crypto is carried off its own edge (L411)' };
      break;
    case 'cyborgs':
      if (lastExit?.carrying !== null && lastExit?.carrying !== undefined) {
        const mole = ref.units.get(lastExit.unit)?.info.mole === true;
        if (mole) return { winner: lastExit.edge === 'far' ? 'third side' : null, why: 'the mole carries a crypto off (L423)' };
        const own = lastExit.carrying === `${String(lastExit.side)} crypto` || lastExit.carrying === 'human crypto';
        return { winner: lastExit.edge === 'own' && !own ? lastExit.side : null, why: 'a crypto is carried off the map (L423)' };
      }
      break;
    case 'escape': {
      const monster = scenario.monster?.side ?? '';
      if (lastExit?.side === monster && lastExit.edge === 'far') return { winner: monster, why: 'the monster reaches the far edge (L479)' };
      if (alive(ref, monster) === 0) return { winner: other(ref, monster), why: 'the monster is out (L479)' };
      return null;
    }
    case 'rescue': {
      const side = scenario.downedPilot?.side ?? '';
      const vip = [...ref.units.values()].find((unit) => unit.info.vip === true);
      if (vip !== undefined && vip.status !== 'active' && vip.status !== 'boarded') return { winner: other(ref, side), why: 'the downed pilot is dead (L667)' };
      if (lastExit !== undefined && lastExit.side === side && lastExit.edge === 'own' && vip?.host === lastExit.unit) return { winner: side, why: 'the pilot is carried off (L667)' };
      // With no robot left to carry him off, he cannot leave the map (L665): the hunters have won.
      if (alive(ref, side) === 0) return { winner: other(ref, side), why: 'no robot is left to carry the pilot off (L665)' };
      return null;
    }
    case 'bunkers': {
      const wmd = (scenario.wmd as { side?: string } | undefined)?.side ?? '';
      const bunkers = [...ref.units.values()].filter((unit) => unit.info.structure === 'wmd-bunker');
      if (bunkers.length > 0 && bunkers.every((unit) => unit.status !== 'active')) return { winner: other(ref, wmd), why: 'every bunker is destroyed (L653)' };
      if (alive(ref, other(ref, wmd)) === 0) return { winner: wmd, why: 'the attackers have no robot left' };
      return null;
    }
    case 'points': {
      const points = scenario.victoryPoints;
      if (points === undefined) return null;
      if (ref.points >= points.win) return { winner: points.side, why: `${ref.points} points (L625)` };
      if (alive(ref, points.side) === 0) return { winner: other(ref, points.side), why: 'the robot is lost' };
      return null;
    }
    case 'most-robots':
    case 'dishes':
    case 'street-gangs':
      return null; // counted at the end
    default:
      break;
  }
  // The last active robot also wins (L373); with none on either side, nobody does.
  const infantry = victory === 'last-unit';
  const left = [alive(ref, top, infantry), alive(ref, bottom, infantry)];
  if (left[0] === 0 && left[1] === 0) return victory === 'mission-control' ? null : { winner: null, why: 'no robot left on either side' };
  if (left[0] === 0) return { winner: bottom, why: `${top} has no robot left` };
  if (left[1] === 0) return { winner: top, why: `${bottom} has no robot left` };
  return null;
}

/** The game's end: as the referee saw it decided, or at the turn cap as the scenario says. */
export function checkWin(ref: Referee, event: LogEvent): void {
  const claimed = (event['winner'] ?? null) as string | null;
  const stall = event['stall'] === true;
  if (ref.header.mode === 'duel') return checkDuelWin(ref, claimed, stall);
  const decision = ref.over;
  if (decision !== null) {
    if (decision.winner !== claimed && !sameSide(decision.winner, claimed)) violate(ref, 'victory', `the log names ${String(claimed)} the winner; the game was decided for ${String(decision.winner)} (${decision.why})`);
    return;
  }
  if (event.turn < ref.header.turnCap && !stall && !['dishes', 'street-gangs', 'mission-control'].includes(ref.header.scenario?.victory ?? '')) {
    violate(ref, 'victory', `the game ends in turn ${event.turn} with ${String(claimed)} the winner, but no victory condition is met`);
  }
  const atCap = capOutcome(ref);
  if (atCap !== undefined && event.turn >= ref.header.turnCap && atCap !== claimed) violate(ref, 'victory', `at the turn cap the scenario gives ${String(atCap)}, the log ${String(claimed)}`);
}

/** Who wins when the turns run out, where the scenario says (L479, L639, L625, L653, L667); undefined where it does not. */
function capOutcome(ref: Referee): string | null | undefined {
  const scenario = ref.header.scenario;
  if (scenario === undefined) return undefined;
  switch (scenario.victory) {
    case 'escape':
      return other(ref, scenario.monster?.side ?? '');
    case 'bunkers':
      return (scenario.wmd as { side?: string } | undefined)?.side ?? null;
    case 'rescue':
      return other(ref, scenario.downedPilot?.side ?? '');
    case 'most-robots': {
      const [top, bottom] = ref.header.seats;
      const a = alive(ref, top ?? null);
      const b = alive(ref, bottom ?? null);
      return a > b ? (top ?? null) : b > a ? (bottom ?? null) : null;
    }
    case 'points': {
      const points = scenario.victoryPoints;
      return points === undefined ? undefined : ref.points >= points.tie ? null : other(ref, points.side);
    }
    case 'dishes':
    case 'street-gangs':
      return undefined;
    default:
      return null;
  }
}

function sameSide(a: string | null, b: string | null): boolean {
  return a === b || (a === 'third side' && b === 'third side');
}

/** A duel ends at the first hard kill (both at once: a draw) or at the turn cap (a stall). */
function checkDuelWin(ref: Referee, claimed: string | null, stall: boolean): void {
  const down = [...ref.units.values()].filter((unit: Unit) => isRobot(unit) && unit.status !== 'active').map((unit) => unit.side);
  const expected = down.length === 1 ? (ref.header.seats.find((seat) => seat !== down[0]) ?? null) : null;
  if (down.length === 0 && !stall) violate(ref, 'victory', 'the duel ends with both robots still active before the turn cap');
  if (down.length > 0 && stall) violate(ref, 'victory', 'the duel is called a stall after a robot was lost');
  if (expected !== claimed) violate(ref, 'victory', `the log names ${String(claimed)} the winner of the duel; the rules give ${String(expected)}`);
}
