// cold: hex-robots' `botlab odds` (the contract's odds hook): one shooting situation range by range
// (hex-robots-3inch.txt L9-27), what a hit does (L31-38), and melee by net bonus (L28-30), all
// exact. The CSV is the shot table; the text adds the effect rows and the melee table.
import type { OddsRules } from '../../../kernel/ruleset.js';
import { columns, type ReportTable } from '../../../report/table.js';
import { toTextTable } from '../../../report/text-table.js';
import { parseSpan } from '../../../kernel/span.js';
import type { HexRobotsCatalogue } from '../catalogue/catalogue.js';
import { compileEffectRollTable, compileEffectTable, compileShotTable } from '../resolve/compile-rules.js';
import { effectModifier } from '../resolve/effect.js';
import { EFFECT_ROWS, ItemBit } from '../resolve/slots.js';
import { effectOdds, type EffectOddsRow } from './effect-odds.js';
import type { ShotSituation } from './hit-odds.js';
import { killOdds, type KillOddsRow } from './kill-odds.js';
import { meleeOdds } from './melee-odds.js';
import { hexRobotsTallyExact } from './tally-exact.js';

/** Outcomes of 2d6, of 2d6 then 1d6, and of two 2d6 rolls: every exact odd here is a whole count of one of these. */
const TWO_DICE = 36;
const SHOT_AND_EFFECT = 216;
const OPPOSED = 1296;
const EFFECT_DIE = 6;

/** Hidden percentages the rulebook lists (L22-24), by quarters hidden; 100% is no line of sight (L8). */
const HIDDEN_PERCENT = [0, 25, 50, 75] as const;

/** A net melee bonus beyond this changes nothing more: 2d6 + 11 always beats 2d6. */
const MELEE_BONUS_LIMIT = 12;

interface Situation {
  readonly ranges: readonly [number, number] | undefined;
  readonly shot: ShotSituation;
  readonly hiddenPercent: number;
  readonly melee: readonly [number, number];
}

function flag(value: unknown): number {
  return value === true ? 1 : 0;
}

/** The options read and checked; a string names the first bad one and its rule. */
function situation(catalogue: HexRobotsCatalogue, given: Readonly<Record<string, unknown>>): Situation | string {
  const { minimum, maximum } = catalogue.range;
  let ranges: [number, number] | undefined;
  const rangesText = given['ranges'];
  if (rangesText !== undefined) {
    const span = typeof rangesText === 'string' || typeof rangesText === 'number' ? parseSpan(String(rangesText)) : undefined;
    // L7: no shot into an adjacent hex (range 1); L10: nothing beyond the maximum range.
    if (span === undefined || span[0] < minimum || span[1] > maximum) {
      return `--ranges: hexes like ${minimum}..${maximum} or ${minimum + 2}, from ${minimum} to ${maximum}: no shot at an adjacent robot (L7), none beyond ${maximum} hexes (L10) (got ${JSON.stringify(rangesText)})`;
    }
    ranges = span;
  }

  const hidden = given['hidden'] ?? 0;
  const quarters = HIDDEN_PERCENT.indexOf(hidden as (typeof HIDDEN_PERCENT)[number]);
  if (quarters < 0) {
    // A robot hidden entirely cannot be seen, so cannot be shot (L8).
    const note = hidden === 100 ? '; 100% hidden is no line of sight, no shot (L8)' : '';
    return `--hidden: 0, 25, 50 or 75 (L22-24)${note} (got ${String(hidden)})`;
  }

  const meleeText = given['melee-bonus'] ?? '-4..5';
  const melee = typeof meleeText === 'string' || typeof meleeText === 'number' ? parseSpan(String(meleeText)) : undefined;
  if (melee === undefined || melee[0] < -MELEE_BONUS_LIMIT || melee[1] > MELEE_BONUS_LIMIT) {
    return `--melee-bonus: net bonuses to the attacker like -4..5 or 2, whole numbers from -${MELEE_BONUS_LIMIT} to ${MELEE_BONUS_LIMIT} (L28-29) (got ${JSON.stringify(meleeText)})`;
  }

  return {
    ranges,
    hiddenPercent: hidden as number,
    shot: { hiddenQuarters: quarters, shield: flag(given['shield']), moved: flag(given['moved']), stunned: flag(given['stunned']) },
    melee,
  };
}

/** "30/36 (0.8333)" when p is a whole count out of `of`, else the decimal alone. */
function fraction(p: number, of: number): string {
  const decimal = p.toFixed(4);
  return isWhole(p, of) ? `${countOf(p, of)}/${of} (${decimal})` : decimal;
}

/** p as a whole count out of `of`: the odds here are exact, and a d6 effect row times a 2d6 shot is always a count out of 216. */
function countOf(p: number, of: number): number {
  return Math.round(p * of);
}

function isWhole(p: number, of: number): boolean {
  return Math.abs(p * of - countOf(p, of)) < 1e-9;
}

/** The count divided once (the nearest double to the fraction) when p is a whole count out of `of`, else p as computed. */
function exact(p: number, of: number): number {
  return isWhole(p, of) ? countOf(p, of) / of : p;
}

/** Expected shots to destroy, 1 / p (216 / count when exact); undefined for a shot that cannot kill (to-hit above 12). */
function shotsToKill(pDestroyed: number): number | undefined {
  if (pDestroyed === 0) return undefined;
  return isWhole(pDestroyed, SHOT_AND_EFFECT) ? SHOT_AND_EFFECT / countOf(pDestroyed, SHOT_AND_EFFECT) : 1 / pDestroyed;
}

function rowLabel(row: number): string {
  return row === EFFECT_ROWS ? `${row}+` : String(row);
}

/** What an effect row does, from the catalogue's table (L33-38). */
function describeEffect(row: EffectOddsRow): string {
  if (row.destroyed) return 'destroyed';
  const parts: string[] = [];
  if (row.stunned) parts.push('stunned');
  if (row.knockedDown) parts.push('knocked down');
  if (row.knockBack > 0) parts.push(`knocked back ${row.knockBack} hex${row.knockBack === 1 ? '' : 'es'}`);
  if (row.apLimit > 0) parts.push(`only ${row.apLimit} AP next turn`);
  return parts.length === 0 ? 'no effect' : parts.join(', ');
}

/** The modifiers in force, in the rulebook's words, with the to-hit they add (L22-27). */
function describeSituation(catalogue: HexRobotsCatalogue, s: Situation): string {
  const m = catalogue.shootingModifiers;
  const parts: string[] = [];
  let total = 0;
  const add = (on: boolean, text: string, value: number) => {
    if (!on) return;
    parts.push(`${text} ${signed(value)}`);
    total += value;
  };
  add(s.shot.hiddenQuarters > 0, `${s.hiddenPercent}% of the target hidden`, m.hidden[s.shot.hiddenQuarters - 1] ?? 0);
  add(s.shot.shield === 1, 'target has a shield', m.shield);
  add(s.shot.moved === 1, 'shooter moved before firing', m.moved);
  add(s.shot.stunned === 1, 'target is stunned', m.stunned);
  return parts.length === 0 ? 'an open shot, no modifiers' : `${parts.join(', ')}: to-hit ${signed(total)}`;
}

function signed(value: number): string {
  return value >= 0 ? `+${value}` : String(value);
}

function spanText(span: readonly [number, number]): string {
  return span[0] === span[1] ? String(span[0]) : `${span[0]}..${span[1]}`;
}

function shotTable(rows: readonly KillOddsRow[], effects: readonly EffectOddsRow[], s: Situation): ReportTable {
  const yesNo = (value: number) => (value === 1 ? 'yes' : 'no');
  return {
    title: 'Exact odds of one shot, by range',
    columns: columns(
      'range', 'to_hit', 'hits_in_36', 'p_hit', 'destroyed_in_216', 'p_destroyed', 'shots_to_kill',
      ...effects.map((e) => `p_effect_${e.row}`), 'hidden_pct', 'shield', 'moved', 'stunned',
    ),
    // Each decimal is its whole count divided once, the nearest double to the exact fraction.
    rows: rows.map((row) => {
      const out: Record<string, string | number> = {
        range: row.range, to_hit: row.toHit, hits_in_36: countOf(row.pHit, TWO_DICE), p_hit: exact(row.pHit, TWO_DICE),
        destroyed_in_216: countOf(row.pDestroyed, SHOT_AND_EFFECT), p_destroyed: exact(row.pDestroyed, SHOT_AND_EFFECT),
        shots_to_kill: shotsToKill(row.pDestroyed) ?? '',
      };
      for (const effect of effects) out[`p_effect_${effect.row}`] = exact(effect.p, EFFECT_DIE);
      out['hidden_pct'] = s.hiddenPercent;
      out['shield'] = yesNo(s.shot.shield);
      out['moved'] = yesNo(s.shot.moved);
      out['stunned'] = yesNo(s.shot.stunned);
      return out;
    }),
  };
}

function shotText(rows: readonly KillOddsRow[]): string {
  return toTextTable({
    title: '',
    columns: columns('range', 'to_hit', 'p_hit', 'p_destroyed', 'shots_to_kill'),
    rows: rows.map((row) => {
      const shots = shotsToKill(row.pDestroyed);
      return {
        range: row.range, to_hit: row.toHit, p_hit: fraction(row.pHit, TWO_DICE), p_destroyed: fraction(row.pDestroyed, SHOT_AND_EFFECT),
        shots_to_kill: shots === undefined ? 'never' : Number(shots.toFixed(2)),
      };
    }),
  });
}

function effectText(shot: readonly EffectOddsRow[], bladed: readonly EffectOddsRow[] | undefined): string {
  return toTextTable({
    title: '',
    columns: [
      { key: 'roll', label: 'roll' }, { key: 'effect', label: 'effect' }, { key: 'p', label: bladed === undefined ? 'p' : 'p (shot)' },
      ...(bladed === undefined ? [] : [{ key: 'melee', label: 'p (melee weapon hit)' }]),
    ],
    rows: shot.map((row, i) => ({
      roll: rowLabel(row.row), effect: describeEffect(row), p: fraction(row.p, EFFECT_DIE),
      ...(bladed === undefined ? {} : { melee: fraction(bladed[i]?.p ?? 0, EFFECT_DIE) }),
    })),
  });
}

function meleeText(catalogue: HexRobotsCatalogue, span: readonly [number, number]): string {
  const table = toTextTable({
    title: '',
    columns: columns('net', 'win', 'tie', 'lose'),
    rows: meleeOdds(span[0], span[1]).map((row) => ({
      net: signed(row.net), win: fraction(row.win, OPPOSED), tie: fraction(row.tie, OPPOSED), lose: fraction(row.lose, OPPOSED),
    })),
  });
  const b = catalogue.meleeBonuses;
  const bonuses = ([
    ['attacker\'s melee weapon', b.attackerMeleeWeapon], ['defender\'s melee weapon (to the defender)', b.defenderMeleeWeapon],
    ['attacker\'s shield', b.attackerShield], ['defender\'s shield (to the defender)', b.defenderShield],
    ['higher ground (to either side)', b.higherGround], ['defender knocked down', b.defenderKnockedDown], ['defender stunned', b.defenderStunned],
  ] as const).filter(([, value]) => value !== 0).map(([name, value]) => `${name} ${signed(value)}`);
  // L29 names bonuses but the list is missing: the catalogue's are reconstructed (melee.yaml).
  const note = `net = the attacker's bonuses minus the defender's; the catalogue's (reconstructed, L28-29): ${bonuses.length === 0 ? 'none' : bonuses.join(', ')}`;
  return `${note}\n\n${table}`;
}

export const hexRobotsOdds: OddsRules<HexRobotsCatalogue> = {
  tally: hexRobotsTallyExact,
  options: [
    { name: 'ranges', type: 'string', default: '2..9', describe: 'hex robots: the shot ranges in hexes, e.g. 2..9 or 4' },
    { name: 'shield', type: 'boolean', default: false, describe: 'hex robots: the target has a shield (+1 to hit)' },
    { name: 'moved', type: 'boolean', default: false, describe: 'hex robots: the shooter moved before firing (+1 to hit)' },
    { name: 'hidden', type: 'number', default: 0, describe: 'hex robots: percent of the target hidden, 0, 25, 50 or 75 (+1 per 25%)' },
    { name: 'stunned', type: 'boolean', default: false, describe: 'hex robots: the target is stunned (+1 to hit, as written)' },
    { name: 'melee-bonus', type: 'string', default: '-4..5', describe: 'hex robots: the net melee bonuses to the attacker to tabulate, e.g. -4..5' },
  ],
  odds(catalogue, given) {
    const s = situation(catalogue, given);
    if (typeof s === 'string') return s;
    const shotRules = compileShotTable(catalogue);
    const effectRules = compileEffectTable(catalogue);
    const rollRules = compileEffectRollTable(catalogue);
    // A shot at a standing target: the effect die's modifiers (L31, reconstructed) are for melee weapons and robots lying down.
    const shotModifier = effectModifier(0, 0, 0, rollRules);
    const meleeWeaponModifier = effectModifier(ItemBit.MeleeWeapon, 1, 0, rollRules);
    const effects = effectOdds(effectRules, shotModifier);
    const bladed = meleeWeaponModifier === shotModifier ? undefined : effectOdds(effectRules, meleeWeaponModifier);
    const rows = killOdds(shotRules, effectRules, s.shot, shotModifier).filter((row) => s.ranges === undefined || (row.range >= s.ranges[0] && row.range <= s.ranges[1]));
    const shown: readonly [number, number] = s.ranges ?? [rows[0]?.range ?? catalogue.range.minimum, rows.at(-1)?.range ?? catalogue.range.maximum];

    const text = [
      `One shot at range ${spanText(shown)}: ${describeSituation(catalogue, s)} (L20-27). A hit needs 2d6 >= to-hit (L9, H1); p_destroyed = p_hit x P(effect ${rowLabel(EFFECT_ROWS)}).`,
      '',
      shotText(rows),
      '',
      `What a hit does: 1d6${shotModifier === 0 ? '' : ` ${signed(shotModifier)}`}, read on the effect table (L31-38); several stuns do not add up (L39).`,
      '',
      effectText(effects, bladed),
      '',
      `Melee: attacker and defender each roll 2d6 plus bonuses; a higher attacker total hits, a tie does nothing (L28-30, H2).`,
      meleeText(catalogue, s.melee),
      '',
      'Every number is exact (counts out of 36, 216 and 1296); the shot table as CSV: --csv',
    ].join('\n');
    return { table: shotTable(rows, effects, s), text };
  },
};
