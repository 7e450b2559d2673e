// The registry: the only file that names every game.
import type { AnyRuleset } from '../kernel/ruleset.js';
import { kriegbot } from './kriegbot/index.js';

export const rulesets = { kriegbot } as const satisfies Record<string, AnyRuleset>;
export type GameId = keyof typeof rulesets;
export const GAME_IDS = Object.keys(rulesets) as GameId[];

export function findRuleset(id: string): AnyRuleset | undefined {
  return Object.hasOwn(rulesets, id) ? rulesets[id as GameId] : undefined;
}
