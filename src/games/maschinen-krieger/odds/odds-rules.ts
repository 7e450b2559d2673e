// cold: Ma.K's `botlab odds` (the contract's odds hook): the exact outcome of one attack (miss, no
// effect, M, A, D, and the weapon spent on the same roll) for each attack target, against an Armor
// Endurance class of the catalogue, in the sum resolution (the second edition, L175 [5.1.1]) and
// the product one (the first), side by side.
import type { OddsRules } from '../../../kernel/ruleset.js';
import { columns, type ReportTable } from '../../../report/table.js';
import { toTextTable } from '../../../report/text-table.js';
import { parseSpan } from '../../../kernel/span.js';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import { ENDURANCE_CLASSES, type EnduranceClass } from '../catalogue/catalogue-schema.js';
import { attackOutcome } from './attack-outcome.js';
import type { CriticalReading, Resolution } from './attack-roll.js';
import { bandedRow } from './endurance.js';
import { situation } from './attack-situation.js';
import { maschinenKriegerTallyExact } from './tally-exact.js';
import type { WeaponType } from './weapon-usage.js';

const WEAPON_TYPES: Readonly<Record<string, WeaponType>> = { laser: 'L', gun: 'G', mg: 'MG', rocket: 'R', pf: 'PF' };
const round = (p: number) => Math.round(p * 1e6) / 1e6;

export const maschinenKriegerOdds: OddsRules<MaschinenKriegerCatalogue> = {
  tally: maschinenKriegerTallyExact,
  options: [
    { name: 'attack-targets', type: 'string', describe: 'Ma.K: attack targets to list, like 0..12 or 5 (default -1..13; 37 is the product\'s top, L175 [5.1.1])' },
    { name: 'class', type: 'string', describe: `Ma.K: the target's Armor Endurance class, ${ENDURANCE_CLASSES.join(', ')} (default B)` },
    { name: 'usage', type: 'string', describe: `Ma.K: the attacking weapon, for what the same roll spends: ${Object.keys(WEAPON_TYPES).join(', ')} (default gun)` },
    { name: 'resolution', type: 'string', describe: 'Ma.K: sum, product or both (default both)' },
    { name: 'attacker', type: 'string', describe: 'Ma.K: an attacking unit of the catalogue (with --defender: the attack target worked out from the catalogue)' },
    { name: 'defender', type: 'string', describe: 'Ma.K: the target unit' },
    { name: 'weapon-index', type: 'number', describe: 'Ma.K: which of the attacker\'s weapons, from 0 (default 0)' },
    { name: 'hexes', type: 'number', describe: 'Ma.K: range in hexes, not counting the attacker\'s (L174 [5.1.1] 2; default 1)' },
    { name: 'terrain', type: 'string', describe: 'Ma.K: the target hex\'s terrain (L178 [5.1.3] 1)' },
    { name: 'attacker-pilot', type: 'string', describe: 'Ma.K: the attacker\'s pilot (L330 [18.1.2])' },
    { name: 'defender-pilot', type: 'string', describe: 'Ma.K: the target\'s pilot' },
    { name: 'indirect', type: 'boolean', describe: 'Ma.K: an indirect attack, -3 (L179 [5.1.3] 3)' },
    { name: 'immobilised', type: 'boolean', describe: 'Ma.K: the target is immobilised, +2 (L179 [5.1.3] 4)' },
  ],
  odds(catalogue, given) {
    if (given['attacker'] !== undefined || given['defender'] !== undefined) return situationOdds(catalogue, given);
    const targets = parseSpan(String(given['attack-targets'] ?? '-1..13'));
    if (targets === undefined || targets[0] < -15 || targets[1] > 40) return `--attack-targets: attack targets like 0..12 or 5, from -15 to 40 (got "${String(given['attack-targets'])}")`;
    const letter = String(given['class'] ?? 'B') as EnduranceClass;
    const bands = catalogue.endurance.get(letter);
    if (bands === undefined) return `--class: an Armor Endurance class, ${ENDURANCE_CLASSES.join(', ')} (got "${letter}")`;
    const usage = String(given['usage'] ?? 'gun');
    const type = WEAPON_TYPES[usage];
    if (type === undefined) return `--usage: one of ${Object.keys(WEAPON_TYPES).join(', ')} (got "${usage}")`;
    const which = String(given['resolution'] ?? 'both');
    if (!['sum', 'product', 'both'].includes(which)) return `--resolution: sum, product or both (got "${which}")`;
    const resolutions: Resolution[] = which === 'both' ? ['sum', 'product'] : [which as Resolution];
    const critical: CriticalReading = catalogue.ambiguities['k1-critical-under-sum'].value === 'always' ? 'from-zero' : 'when-hit';
    const row = bandedRow({ d: bands.destroyed, m: bands.immobilised, a: bands.disarmed });
    const rows: Record<string, string | number>[] = [];
    for (const resolution of resolutions) {
      for (let target = targets[0]; target <= targets[1]; target++) {
        const outcome = attackOutcome(target, row, { resolution, critical, weapon: { type } });
        rows.push({
          resolution, attack_target: target, class: letter, weapon: usage, p_hit: round(outcome.hit),
          miss: round(outcome.p.miss), no_effect: round(outcome.p.none), m: round(outcome.p.M), a: round(outcome.p.A), d: round(outcome.p.D), weapon_spent: round(outcome.weaponOut),
        });
      }
    }
    const table: ReportTable = {
      title: `One attack against Armor Endurance class ${letter} (${usage}): exact, L174-189 [5.1-5.3]`,
      columns: columns('resolution', 'attack_target', 'class', 'weapon', 'p_hit', 'miss', 'no_effect', 'm', 'a', 'd', 'weapon_spent'),
      rows,
    };
    return { table, text: toTextTable(table) };
  },
};

/** The odds of one attack the catalogue describes: its attack target worked out, in both resolutions. */
function situationOdds(catalogue: MaschinenKriegerCatalogue, given: Readonly<Record<string, unknown>>): { table: ReportTable; text: string } | string {
  if (given['attacker'] === undefined || given['defender'] === undefined) return '--attacker, --defender: name both units';
  const text = (name: string) => (given[name] === undefined ? undefined : String(given[name]));
  const found = situation(catalogue, {
    attacker: String(given['attacker']), defender: String(given['defender']),
    weapon: given['weapon-index'] === undefined ? undefined : Number(given['weapon-index']),
    range: given['hexes'] === undefined ? undefined : Number(given['hexes']),
    terrain: text('terrain'), attackerPilot: text('attacker-pilot'), defenderPilot: text('defender-pilot'),
    indirect: given['indirect'] === true, immobilised: given['immobilised'] === true,
  });
  if (typeof found === 'string') return found;
  const answer = maschinenKriegerOdds.odds(catalogue, { 'attack-targets': String(found.target), class: found.endurance, usage: USAGE_OF[found.weapon], resolution: given['resolution'] ?? 'both' });
  if (typeof answer === 'string') return answer;
  return { table: answer.table, text: `attack target: ${found.working} (L174-179 [5.1.1-5.1.3])\n\n${toTextTable(answer.table)}` };
}

const USAGE_OF: Readonly<Record<WeaponType, string>> = { L: 'laser', G: 'gun', MG: 'mg', R: 'rocket', PF: 'pf' };
