// cold: `botlab odds --game mecha-bots`: one weapon's attack on a chassis, exactly (spec 6.8): for
// `--attacker A.yaml --defender B.yaml [--range N --side front|front-left|... --weapon K]`, each
// column's chance and what it does (brain destroyed, counters lost by kind), under the catalogue's
// readings; `--sensor-table` the aim bonus for accuracy 0-7 at ranges 1-8 (@curufea-status);
// `--seat-points K` a seated Mad Scientist's chance to die of K points on the seat (L25).
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { OddsRules } from '../../../kernel/ruleset.js';
import { columns, type ReportTable } from '../../../report/table.js';
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import { sensorBonus } from '../catalogue/bot-numbers.js';
import { deathOdds } from '../catalogue/mad-scientist.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { readDesign } from '../chassis/design-file.js';
import { KINDS } from '../chassis/layout.js';
import { readingsOf } from '../compile/compile.js';
import { HitDie } from '../resolve/aim.js';
import { ArmourReading } from '../resolve/strike.js';
import { attackOdds } from './attack-odds.js';
import { chassisOf, SIDES, weaponFigures } from './attack-situation.js';

const round = (value: number) => Math.round(value * 1e6) / 1e6;

function sensorTable(catalogue: MechaBotsCatalogue): ReportTable {
  const { offset, minimum } = catalogue.combat.sensorBonus;
  return {
    title: `Aim bonus by sensor accuracy and range: max(${minimum}, accuracy + ${offset} - range) (@curufea-status)`,
    columns: columns('accuracy', ...Array.from({ length: 8 }, (_, k) => `range_${k + 1}${k === 7 ? '_plus' : ''}`)),
    rows: Array.from({ length: 8 }, (_, accuracy) => ({ accuracy, ...Object.fromEntries(Array.from({ length: 8 }, (_, k) => [`range_${k + 1}${k === 7 ? '_plus' : ''}`, sensorBonus(catalogue, accuracy, k + 1)])) })),
  };
}

function seatTable(catalogue: MechaBotsCatalogue, points: number): ReportTable {
  return {
    title: `A seated Mad Scientist's death of seat damage, 1D6 wounds a point against ${catalogue.madScientist.hitPoints} hit points (L5, L25)`,
    columns: columns('points', 'ways', 'out_of', 'p_dead'),
    rows: Array.from({ length: points }, (_, k) => {
      const { ways, outOf } = deathOdds(catalogue, k + 1);
      return { points: k + 1, ways, out_of: outOf, p_dead: round(ways / outOf) };
    }),
  };
}

export const mechaBotsOdds: OddsRules<MechaBotsCatalogue> = {
  options: [
    { name: 'attacker', type: 'file', describe: 'mecha-bots: the attacking bot\'s chassis design file' },
    { name: 'defender', type: 'file', describe: 'mecha-bots: the defending bot\'s chassis design file' },
    { name: 'range', type: 'number', describe: 'mecha-bots: hexes from the attacker to the defender (default 1)' },
    { name: 'side', type: 'string', describe: `mecha-bots: the defender's side the attack comes from (${SIDES.join(', ')}; default front)` },
    { name: 'weapon', type: 'number', describe: 'mecha-bots: the attacker\'s weapon, numbered from 1 (default 1)' },
    { name: 'sensor-table', type: 'boolean', describe: 'mecha-bots: the aim bonus for sensor accuracy 0-7 at ranges 1-8' },
    { name: 'seat-points', type: 'number', describe: 'mecha-bots: a seated Mad Scientist\'s chance to die of 1..K points on the seat' },
  ],
  odds(catalogue, options) {
    if (options['sensor-table'] === true) return { table: sensorTable(catalogue) };
    const seat = options['seat-points'];
    if (seat !== undefined) {
      if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 1 || seat > 12) return `--seat-points: a whole number from 1 to 12 (got ${String(seat)})`;
      return { table: seatTable(catalogue, seat) };
    }
    const attackerFile = options['attacker'] as SourceFile | undefined;
    const defenderFile = options['defender'] as SourceFile | undefined;
    if (attackerFile === undefined || defenderFile === undefined) return 'odds --game mecha-bots: give --attacker A.yaml and --defender B.yaml (or --sensor-table, or --seat-points K)';
    const geometry = geometryOf(catalogue);
    const attacker = readDesign(attackerFile, geometry);
    const defender = readDesign(defenderFile, geometry);
    const problem = [...attacker.problems, ...defender.problems][0];
    if (problem !== undefined) return `${problem.file}: ${problem.path}: ${problem.message} [rule: ${problem.rule}]`;
    if (attacker.design === undefined || defender.design === undefined) return 'odds: a design could not be read';
    const range = options['range'] === undefined ? 1 : Number(options['range']);
    if (!Number.isInteger(range) || range < 1 || range > 20) return `--range: a whole number of hexes from 1 to 20 (got ${String(options['range'])})`;
    const side = (options['side'] as string | undefined) ?? 'front';
    const from = SIDES.indexOf(side as (typeof SIDES)[number]);
    if (from < 0) return `--side: one of ${SIDES.join(', ')} (got "${side}")`;
    const readings = readingsOf(catalogue);
    const figures = weaponFigures(attacker.design, Number(options['weapon'] ?? 1) - 1, range, readings);
    if (typeof figures === 'string') return figures;
    if (figures.reach < range) return `--range: ${attacker.design.name}'s weapon reaches ${figures.reach} hex(es), not ${range} (@curufea-damage: hits only within range)`;
    const odds = attackOdds(geometry, chassisOf(defender.design), {
      from, damage: figures.damage, bonus: figures.bonus,
      die: readings.die === 'uniform' ? HitDie.Uniform : HitDie.TwoDice,
      reading: readings.armour === 'per-cell' ? ArmourReading.PerCell : readings.armour === 'once-per-location' ? ArmourReading.OncePerLocation : ArmourReading.SamplePage,
      twoWay: readings.twoWayAim ? 1 : 0, fromRight: readings.fromRight,
    });
    const kinds = KINDS.filter((kind) => !kind.endsWith('connector') && kind !== 'brain');
    const lostColumns = (lost: readonly number[]) => Object.fromEntries(kinds.map((kind) => [`lost_${kind}`, round(lost[KINDS.indexOf(kind)] ?? 0)]));
    const table: ReportTable = {
      title: `${attacker.design.name}'s weapon ${Number(options['weapon'] ?? 1)} (${figures.damage} damage, aim bonus ${figures.bonus} at ${range} hexes) at ${defender.design.name}'s ${side}`,
      columns: columns('column', 'p_column', 'brain', ...kinds.map((kind) => `lost_${kind}`)),
      rows: [
        ...odds.perColumn.map((result, k) => ({ column: k + 1, p_column: round(odds.columns[k] ?? 0), brain: result.brain ? 1 : 0, ...lostColumns(result.lost) })),
        { column: 'expected', p_column: 1, brain: round(odds.brain), ...lostColumns(odds.lost) },
      ],
    };
    const lost = kinds.filter((kind) => (odds.lost[KINDS.indexOf(kind)] ?? 0) > 0).map((kind) => `${kind} ${round(odds.lost[KINDS.indexOf(kind)] ?? 0)}`);
    return { table, text: `${table.title}\n  P(brain destroyed) = ${round(odds.brain)}\n  expected counters lost: ${lost.length === 0 ? 'none' : lost.join(', ')}\n  columns: ${odds.columns.map((p, k) => `${k + 1}: ${round(p)}`).join(', ')}` };
  },
};
