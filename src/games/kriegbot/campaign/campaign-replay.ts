// cold: one campaign of a run played again with the event log on: each mission's game logged
// as `botlab replay` logs a scenario game, for the referee (scenario 20, L711-736).
import type { Replay } from '../../../kernel/ruleset.js';
import { playCampaign, type CampaignPlayer } from './campaign.js';
import { LOG_CAPACITY, gameLog } from '../scenario/scenario-replay.js';
import { logInto } from '../log/event-log.js';

/** Campaign `index` of the run with this seed, with every mission's game as a logged replay. */
export function replayCampaign(player: CampaignPlayer, seed: number, index: number): Replay[] {
  const replays: Replay[] = [];
  const state = player.state;
  logInto(state.log, new Int32Array(LOG_CAPACITY));
  try {
    playCampaign(player, seed, index, (compiled, t, played, game) => {
      replays.push(gameLog(compiled, t, played, game, { seed, stream: index, seating: 0, index: replays.length, turnCap: played.turnCap }));
    });
  } finally {
    logInto(state.log, new Int32Array(0));
  }
  return replays;
}
