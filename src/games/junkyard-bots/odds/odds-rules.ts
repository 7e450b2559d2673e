// cold: Junkyard Bots' `botlab odds` (the contract's odds hook), exact, from the catalogue's dice:
// a pool's total against thresholds (L149-160), a throw's damage against a dodge (L220-250) and
// the teleport chance of eaten energy (L43, L210). Dice are named by catalogue key
// (kind/colour/size, e.g. claw/green/S), comma-separated; defaults are the starters' own
// situations (spec 3.8).
import type { OddsRules } from '../../../kernel/ruleset.js';
import { columns, type ReportTable } from '../../../report/table.js';
import { toTextTable } from '../../../report/text-table.js';
import type { JunkyardCatalogue } from '../catalogue/catalogue.js';
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { OddsDie } from './odds-die.js';
import { poolAtLeast } from './pool-total.js';
import { teleportChance } from './energy-pool.js';
import { throwDamage } from './throw-damage.js';
import { junkyardTallyExact } from './tally-exact.js';

const DEFAULTS = {
  pool: 'claw/green/S,eye/green/S',
  vs: '1,2,4',
  weapon: 'weapon/red/M',
  dodge: 'mover/green/S,eye/green/S',
  energy: 'energy/red/M,energy/red/M,energy/red/M',
} as const;

const round = (p: number) => Math.round(p * 1e6) / 1e6;

/** Dice by key, or a message naming the first unknown one. */
function diceOf(catalogue: JunkyardCatalogue, option: string, text: string): OddsDie[] | string {
  const dice: OddsDie[] = [];
  for (const key of text.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const die = catalogue.dice.get(key);
    if (die === undefined) return `--${option}: no die "${key}"${didYouMean(key, catalogue.dice.keys())} (dice are kind/colour/size, e.g. claw/green/S)`;
    dice.push({ sizePoints: die.points, faces: die.codes });
  }
  return dice;
}

export const junkyardOdds: OddsRules<JunkyardCatalogue> = {
  tally: junkyardTallyExact,
  options: [
    { name: 'pool', type: 'string', describe: `dice rolled together, by catalogue key (default ${DEFAULTS.pool}: the starters' eye and claw)` },
    { name: 'vs', type: 'string', describe: `totals to reach, comma-separated (default ${DEFAULTS.vs}: a small, medium and large part, L149-152)` },
    { name: 'weapon', type: 'string', describe: `the thrown weapon's die (default ${DEFAULTS.weapon}); the attack's other dice are --pool` },
    { name: 'dodge', type: 'string', describe: `the target's dodge dice, movers first; none for no movers (default ${DEFAULTS.dodge})` },
    { name: 'energy', type: 'string', describe: `eaten energy for the teleport chance (default ${DEFAULTS.energy})` },
  ],
  odds(catalogue, given) {
    const text = (name: keyof typeof DEFAULTS) => String(given[name] ?? DEFAULTS[name]);
    const pool = diceOf(catalogue, 'pool', text('pool'));
    if (typeof pool === 'string') return pool;
    const thresholds = text('vs').split(',').map((part) => Number(part.trim()));
    if (thresholds.some((t) => !Number.isInteger(t) || t < 0 || t > 100)) return `--vs: whole totals from 0 to 100, comma-separated (got "${text('vs')}")`;
    const weapon = diceOf(catalogue, 'weapon', text('weapon'));
    if (typeof weapon === 'string') return weapon;
    if (weapon.length !== 1) return `--weapon: one weapon die (got ${weapon.length})`;
    const dodge = given['dodge'] === 'none' ? [] : diceOf(catalogue, 'dodge', text('dodge'));
    if (typeof dodge === 'string') return dodge;
    const energy = diceOf(catalogue, 'energy', text('energy'));
    if (typeof energy === 'string') return energy;
    const threshold = catalogue.teleport.threshold;
    const rows: Record<string, string | number>[] = [];
    poolAtLeast(pool, thresholds).forEach((p, i) => rows.push({ what: 'pool total', dice: text('pool'), outcome: `at least ${thresholds[i]}`, probability: round(p) }));
    const damage = throwDamage({ weapon: weapon[0]!, attack: pool, defense: dodge });
    rows.push({ what: 'throw', dice: `${text('weapon')} + ${text('pool')} v ${given['dodge'] === 'none' ? 'no movers' : text('dodge')}`, outcome: 'dud (L232)', probability: round(damage.dud) });
    // Damage values down to a millionth (the picture chains run on with ever smaller chances).
    damage.damage.p.forEach((p, i) => (round(p) > 0 ? rows.push({ what: 'throw', dice: '', outcome: `damage ${damage.damage.offset + i}`, probability: round(p) }) : 0));
    rows.push({ what: 'throw', dice: '', outcome: 'mean damage', probability: round(damage.mean) });
    rows.push({ what: 'teleport', dice: text('energy'), outcome: `at least ${threshold} (pictures rolled again)`, probability: round(teleportChance(energy, threshold)) });
    const table: ReportTable = { title: 'Exact odds (junkyard-bots.txt L149-160, L220-250, L43)', columns: columns('what', 'dice', 'outcome', 'probability'), rows };
    return { table, text: toTextTable(table) };
  },
};
