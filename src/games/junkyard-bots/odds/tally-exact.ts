// cold: the exact dud rate of damage.csv's rows (the contract's tally exact, C5): a throw is a dud
// when the weapon's first face is a blank (L232; A2), so the weapon's size decides it when every
// colour of that size has as many blanks (set A: one each). The damage and the shield depend on
// the thrower's and the target's dice, which the row's cell does not show: no exact column.
import type { TallyExact } from '../../../kernel/ruleset.js';
import { BLANK, FACES_PER_DIE } from '../dice/faces.js';
import type { JunkyardCatalogue } from '../catalogue/catalogue.js';

export const junkyardTallyExact: TallyExact<JunkyardCatalogue> = {
  measures: ['dud_rate'],
  exact(catalogue, _settings, columns) {
    const rates = new Set<number>();
    for (const die of catalogue.dice.values()) {
      if (die.kind === 'weapon' && die.size === columns['weapon']) rates.add(die.codes.filter((code) => code === BLANK).length / FACES_PER_DIE);
    }
    const [rate] = rates;
    return rates.size === 1 && rate !== undefined ? { dud_rate: rate } : {};
  },
};
