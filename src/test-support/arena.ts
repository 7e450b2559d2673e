// Test support: a small Kriegbot battle state from robot specs, with lookups by card and slot name.
import { compileRobots, DEFAULT_POLICY, NEUTRAL_ITEM, type CompiledRobots, type RobotSpec } from '../games/kriegbot/compile/compile.js';
import { MAX_SLOTS } from '../games/kriegbot/compile/codes.js';
import { createState, type KriegbotState } from '../games/kriegbot/resolve/state.js';
import type { KriegbotTables } from '../games/kriegbot/compile/tables.js';
import { resetRobot, resetSimple } from '../games/kriegbot/resolve/units.js';
import { bundledKriegbot } from './bundled.js';

export { NEUTRAL_ITEM };

/** A robot: template, cards by slot name (missing slots are empty), optional skin. */
export function robot(template: string, cards: Record<string, string> = {}, options: { skin?: string; expansion?: boolean; name?: string } = {}): RobotSpec {
  return { name: options.name ?? template, template, cards, skin: options.skin ?? null, expansion: options.expansion ?? false, policy: DEFAULT_POLICY };
}

/** Every slot of the template filled with neutral items, then the cards given. */
export function fullRobot(template: string, cards: Record<string, string> = {}, options: { skin?: string; expansion?: boolean } = {}): RobotSpec {
  const slots = bundledKriegbot().templates.get(template)?.slots ?? {};
  const filled: Record<string, string> = {};
  for (const [name, slot] of Object.entries(slots)) if (slot.kind !== 'drive') filled[name] = NEUTRAL_ITEM;
  return robot(template, { ...filled, ...cards }, options);
}

export interface Arena {
  readonly t: KriegbotTables;
  readonly s: KriegbotState;
  readonly compiled: CompiledRobots;
  /** Attack row of unit u's card function, by card id and function name. */
  attack(u: number, card: string, fn?: string): number;
  /** Slot index of a slot name on unit u's robot. */
  slot(u: number, name: string): number;
  damage(u: number, name: string): number;
  disabled(u: number, name: string): boolean;
  destroyed(u: number, name: string): boolean;
  /** Adds a simple target (structure, crypto marker) as the next unit. */
  simple(silhouette: number, hits: number): number;
}

export function arena(specs: readonly RobotSpec[]): Arena {
  const catalogue = bundledKriegbot();
  const compiled = compileRobots(specs, catalogue);
  const t = compiled.tables;
  const s = createState();
  specs.forEach((_, u) => resetRobot(t, s, u, u));
  s.units = specs.length;
  const cardIds = compiled.cardIds;
  const slot = (u: number, name: string) => {
    const index = compiled.slotNames[s.robot[u] ?? 0]?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`unit ${u} has no slot ${name}`);
    return index;
  };
  return {
    t,
    s,
    compiled,
    attack(u, card, fn) {
      const r = s.robot[u] ?? 0;
      const functions = catalogue.cards.get(card)?.functions ?? [];
      const fnIndex = fn === undefined ? functions.findIndex((f) => f.attack !== undefined) : functions.findIndex((f) => f.name === fn);
      for (let k = t.robot.firstAttack[r] ?? 0; k < (t.robot.firstAttack[r] ?? 0) + (t.robot.attackCount[r] ?? 0); k++) {
        if (cardIds[t.attack.card[k] ?? -1] === card && t.attack.fn[k] === fnIndex) return k;
      }
      throw new Error(`unit ${u} has no attack ${card}${fn === undefined ? '' : ` / ${fn}`}`);
    },
    slot,
    damage: (u, name) => s.damage[u * MAX_SLOTS + slot(u, name)] ?? 0,
    disabled: (u, name) => s.disabled[u * MAX_SLOTS + slot(u, name)] === 1,
    destroyed: (u, name) => s.destroyed[u * MAX_SLOTS + slot(u, name)] === 1,
    simple(silhouette, hits) {
      const u = s.units++;
      resetSimple(s, u, silhouette, hits);
      return u;
    },
  };
}
