// The registry: the only file that names every game.
import type { AnyRuleset } from '../kernel/ruleset.js';
import type { CommandModule } from 'yargs';
import { kriegbotCommands } from './kriegbot/commands/index.js';
import { hexRobots } from './hex-robots/index.js';
import { kriegbot } from './kriegbot/index.js';
import { junkyardBots } from './junkyard-bots/index.js';
import { maschinenKrieger } from './maschinen-krieger/index.js';
import { mechaBots } from './mecha-bots/index.js';

export const rulesets = { kriegbot, 'hex-robots': hexRobots, 'junkyard-bots': junkyardBots, 'maschinen-krieger': maschinenKrieger, 'mecha-bots': mechaBots } as const satisfies Record<string, AnyRuleset>;
export type GameId = keyof typeof rulesets;
export const GAME_IDS = Object.keys(rulesets) as GameId[];

export function findRuleset(id: string): AnyRuleset | undefined {
  return Object.hasOwn(rulesets, id) ? rulesets[id as GameId] : undefined;
}

/** Commands only some games have (Kriegbot's team and map), added to `botlab` beside the shared ones. */
export const gameCommands: readonly CommandModule<object, never>[] = [...kriegbotCommands];
