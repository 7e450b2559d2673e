// cold: Kriegbot's `botlab odds` (the contract's odds hook): the chance N exploding attack dice
// reach a silhouette (L51-53, exact closed form), or one weapon against one template, range by
// range, with the markers it places per hit location.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import { hitProbability } from '../../../dice/exact.js';
import type { OddsRules } from '../../../kernel/ruleset.js';
import { toTextTable } from '../../../report/text-table.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { weaponOdds } from './odds.js';
import { hitChanceTable, weaponOddsSummary, weaponOddsTable, type HitChance } from './odds-tables.js';

function wholeNumber(option: string, value: unknown, low: number, high: number): number | string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < low || value > high) return `${option}: must be a whole number from ${low} to ${high} (got ${String(value)})`;
  return value;
}

export const kriegbotOdds: OddsRules<KriegbotCatalogue> = {
  options: [
    { name: 'max-dice', type: 'number', default: 6, describe: 'Kriegbot: largest number of attack dice' },
    { name: 'max-target', type: 'number', default: 30, describe: 'Kriegbot: largest silhouette' },
    { name: 'weapon', type: 'string', describe: 'Kriegbot: a card id, e.g. guided-missile: its odds at every range' },
    { name: 'target', type: 'string', describe: 'Kriegbot: the target template, with --weapon' },
  ],
  odds(catalogue, given) {
    const weapon = given['weapon'] as string | undefined;
    const target = given['target'] as string | undefined;
    if (weapon === undefined) {
      if (target !== undefined) return '--target goes with --weapon';
      const maxDice = wholeNumber('--max-dice', given['max-dice'], 1, 50);
      if (typeof maxDice === 'string') return maxDice;
      const maxTarget = wholeNumber('--max-target', given['max-target'], 0, 500);
      if (typeof maxTarget === 'string') return maxTarget;
      const rows: HitChance[] = [];
      for (let dice = 1; dice <= maxDice; dice++) for (let silhouette = 0; silhouette <= maxTarget; silhouette++) rows.push({ dice, target: silhouette, pHit: hitProbability(dice, silhouette) });
      return { table: hitChanceTable(rows) };
    }
    const attackCards = [...catalogue.cards].filter(([, card]) => card.functions.some((fn) => fn.attack !== undefined)).map(([id]) => id);
    if (!attackCards.includes(weapon)) return `--weapon: no card "${weapon}" with an attack${didYouMean(weapon, attackCards)}`;
    if (target === undefined) return `--weapon needs --target (one of ${[...catalogue.templates.keys()].join(', ')})`;
    if (!catalogue.templates.has(target)) return `--target: unknown template "${target}"${didYouMean(target, catalogue.templates.keys())}`;
    const rows = weaponOdds(catalogue, weapon, target);
    return { table: weaponOddsTable(rows), text: `${weapon} against a ${target}: expected markers per attack, exact (locations: botlab odds ... --csv)\n\n${toTextTable(weaponOddsSummary(rows))}` };
  },
};
