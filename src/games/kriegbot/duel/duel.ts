// hot: one duel on a line (issue 4): two robots fight turn by turn until a hard kill or the turn
// cap. Movement phase in template order, then the attack phase in the same order, then the
// status phase (L143-147, L153, L193). Seat 0 goes first between equal orders.
import type { Rng } from '../../../rng/rng.js';
import * as outcomeModule from '../../../kernel/outcome.js';
import * as codes from '../compile/codes.js';
import * as duelAttackModule from './duel-attack.js';
import * as duelMoveModule from './duel-move.js';
import * as eventLogModule from '../log/event-log.js';
import type { KriegbotState } from '../resolve/state.js';
import * as statusPhaseModule from '../resolve/status-phase.js';
import type { KriegbotTables } from '../compile/tables.js';
import * as unitsModule from '../resolve/units.js';

// module-local copies of what it imports: V8 folds a module's own consts, not imported bindings (bench/README.md)
const { Outcome } = outcomeModule;
const { Event, Phase, logEvent, logEvent6, logReset } = eventLogModule;
const { Status } = codes;
const { takeAttacks } = duelAttackModule;
const { takeMovement } = duelMoveModule;
const { statusPhase } = statusPhaseModule;
const { resetRobot, startTurn } = unitsModule;

/** Per-duel metrics written by fight(): turns played, and 1 if the turn cap ended it. */
export const DUEL_METRICS = ['turns', 'stall'] as const;

export function fight(t: KriegbotTables, a: number, b: number, rng: Rng, s: KriegbotState, metrics: Float64Array): number {
  resetRobot(t, s, 0, a);
  resetRobot(t, s, 1, b);
  s.units = 2;
  s.range = s.startRange;
  s.keptAttack = -1; // nothing kept from another duel (state.ts)
  s.facing[0] = 0;
  s.facing[1] = 0;
  metrics[1] = 0;
  const log = s.log;
  logReset(log);
  logEvent6(log, Event.Place, 0, -1, 0, 0, 0, a, -1);
  logEvent6(log, Event.Place, 1, -1, 0, 1, 0, b, -1);
  logEvent(log, Event.LineMove, -1, s.range, 0, 0, 0);
  for (let turn = 1; turn <= s.turnCap; turn++) {
    log.turn = turn;
    log.phase = Phase.TurnStart;
    logEvent(log, Event.Turn, -1, turn, 0, 0, 0);
    startTurn(t, s, 0);
    startTurn(t, s, 1);
    const first = moveOrder(t, s, 1) < moveOrder(t, s, 0) ? 1 : 0;
    const second = 1 - first;
    log.phase = Phase.Movement;
    takeMovement(t, s, rng, first, second);
    takeMovement(t, s, rng, second, first);
    log.phase = Phase.Attack;
    takeAttacks(t, s, rng, first, second);
    takeAttacks(t, s, rng, second, first);
    log.phase = Phase.Status;
    statusPhase(t, s, rng, first);
    statusPhase(t, s, rng, second);
    const aDown = s.status[0] !== Status.Active;
    const bDown = s.status[1] !== Status.Active;
    if (aDown || bDown) {
      metrics[0] = turn;
      const outcome = aDown && bDown ? Outcome.Draw : aDown ? Outcome.BWins : Outcome.AWins;
      log.phase = Phase.End;
      logEvent(log, Event.Win, -1, aDown && bDown ? -1 : aDown ? 1 : 0, 0, 0, 0);
      return outcome;
    }
  }
  metrics[0] = s.turnCap;
  metrics[1] = 1;
  log.phase = Phase.End;
  logEvent(log, Event.Win, -1, -1, 1, 0, 0);
  return Outcome.Draw;
}

/** Movement order (L153): the template's, or last for a biped Rocketbot. */
function moveOrder(t: KriegbotTables, s: KriegbotState, u: number): number {
  const r = s.robot[u]!;
  return s.biped[u] === 1 ? t.robot.bipedOrder[r]! : t.robot.order[r]!;
}
