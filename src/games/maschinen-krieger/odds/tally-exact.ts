// cold: the exact rates of damage.csv's rows (the contract's tally exact, C5): an attack's cell is
// its attack target and the target's endurance class, which decide hit, D, M and A exactly
// (attack-outcome.ts; L175-189 [5.1-5.3]) in the run's resolution. The open-ended cells (below 0,
// the top one) pool several attack targets and get none; nor does the spent rate, which depends
// on the weapon. (An indirect attack outside its target hex would add 1 to the endurance roll, L202
// [5.5.3], which the cell does not show; the engagement engine makes direct attacks only.)
import type { TallyExact } from '../../../kernel/ruleset.js';
import { settingValue } from '../../../kernel/settings.js';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import type { EnduranceClass } from '../catalogue/catalogue-schema.js';
import { attackOutcome } from './attack-outcome.js';
import type { CriticalReading, Resolution } from './attack-roll.js';
import { bandedRow } from './endurance.js';

/** The `resolution` setting's values: the catalogue's own, then sum and product (battle.ts). */
const RESOLUTIONS: readonly (Resolution | undefined)[] = [undefined, 'sum', 'product'];

export const maschinenKriegerTallyExact: TallyExact<MaschinenKriegerCatalogue> = {
  measures: ['hit', 'destroyed', 'immobilised', 'disarmed'],
  exact(catalogue, settings, columns) {
    const target = String(columns['attack_target'] ?? '');
    if (!/^-?\d+$/.test(target)) return {}; // "below 0" or "22+": several attack targets
    const bands = catalogue.endurance.get(String(columns['endurance_class']) as EnduranceClass);
    if (bands === undefined) return {};
    const resolution = RESOLUTIONS[settingValue(settings, 'resolution')] ?? catalogue.game.resolution;
    const critical: CriticalReading = catalogue.ambiguities['k1-critical-under-sum'].value === 'always' ? 'from-zero' : 'when-hit';
    const outcome = attackOutcome(Number(target), bandedRow({ d: bands.destroyed, m: bands.immobilised, a: bands.disarmed }), { resolution, critical });
    return { hit: outcome.hit, destroyed: outcome.p.D, immobilised: outcome.p.M, disarmed: outcome.p.A };
  },
};
