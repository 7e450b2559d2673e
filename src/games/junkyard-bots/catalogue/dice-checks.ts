// cold: what the rulebook fixes about the dice, checked on whatever faces the catalogue (or an
// erratum) gives them: one picture in six (L160), blanks on weapons and energy only (L141, L232),
// red and blue with one mean and blue the wider (L47), and larger dice better (L47).
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import { BLANK, FACES_PER_DIE, PICTURE, type Size } from '../dice/faces.js';
import type { JunkyardCatalogue } from './catalogue.js';
import { dieKey, type Die } from './die.js';
import { BLANK_KINDS, COLOURS, DIE_KINDS, SIZES, type DieKind } from './catalogue-schema.js';

export const DICE_RULES = {
  kind: 'kinds of die are the rulebook\'s (L49, L109-122)',
  picture: 'one picture face in six (L160)',
  blankOnlyOn: 'blanks only on weapons and energy (L141, L232)',
  blankNeeded: 'weapons and energy have a blank face (L141, L176, L232)',
  sameMean: 'red and blue dice of one kind and size have the same mean; blue only swings wider (inferred L47)',
  swing: 'blue dice have "slightly higher highs and lower lows than the red dice" (L47)',
  larger: '"The larger the part the better" (L47) - a larger die has the higher mean',
} as const;

/** A die's mean total, pictures rerolled, as a fraction: E = (points of the other faces + pictures x size) / (6 - pictures). */
export function meanOf(die: Die): { readonly numerator: number; readonly denominator: number } {
  const pictures = die.codes.filter((code) => code === PICTURE).length;
  const other = die.codes.reduce((sum, code) => sum + (code === PICTURE || code === BLANK ? 0 : code), 0);
  return { numerator: other + pictures * die.points, denominator: FACES_PER_DIE - pictures };
}

/** Compares two means: negative, zero or positive. */
function compareMeans(a: Die, b: Die): number {
  const x = meanOf(a);
  const y = meanOf(b);
  return x.numerator * y.denominator - y.numerator * x.denominator;
}

const shown = (die: Die) => {
  const { numerator, denominator } = meanOf(die);
  return String(Number((numerator / denominator).toFixed(2)));
};
const pips = (die: Die) => die.codes.filter((code) => code !== PICTURE).map((code) => (code === BLANK ? 0 : code));
const named = (die: Die) => `${die.colour} ${die.size} ${die.kind}`;

export function checkDice(catalogue: JunkyardCatalogue): Problem[] {
  const problems: Problem[] = [];
  const file = (kind: string) => catalogue.origins.get(`dice.${kind}`)?.file ?? '(catalogue)';
  const report = (die: Die, message: string, rule: string, suffix = '') =>
    problems.push({ file: file(die.kind), path: `dice.${die.kind}.${die.colour}.${die.size}${suffix}`, message, rule });

  for (const kind of catalogue.kinds.keys()) {
    if (!(DIE_KINDS as readonly string[]).includes(kind)) {
      problems.push({ file: file(kind), path: `dice.${kind}`, message: `is no kind of die${didYouMean(kind, DIE_KINDS)} (known: ${DIE_KINDS.join(', ')})`, rule: DICE_RULES.kind });
    }
  }

  for (const die of catalogue.dice.values()) {
    const pictures = die.codes.filter((code) => code === PICTURE).length;
    if (pictures !== 1) report(die, pictures === 0 ? 'has no picture face' : `has ${pictures} picture faces`, DICE_RULES.picture);
    const blankKind = BLANK_KINDS.includes(die.kind);
    if (blankKind && !die.codes.includes(BLANK)) report(die, 'has no blank face', DICE_RULES.blankNeeded);
    if (!blankKind) {
      die.codes.forEach((code, index) => {
        if (code === BLANK) report(die, `is blank, but ${die.kind} dice have no blank face`, DICE_RULES.blankOnlyOn, `[${index}]`);
      });
    }
  }
  // Means are compared only between dice with one picture; the others are reported above.
  const get = (kind: DieKind, colour: string, size: Size) => {
    const die = catalogue.dice.get(dieKey(kind, colour, size));
    return die !== undefined && die.codes.filter((code) => code === PICTURE).length === 1 ? die : undefined;
  };
  for (const kind of DIE_KINDS) {
    for (const size of SIZES) {
      const red = get(kind, 'red', size);
      const blue = get(kind, 'blue', size);
      if (red === undefined || blue === undefined) continue;
      if (compareMeans(red, blue) !== 0) report(blue, `has mean ${shown(blue)}, the ${named(red)} ${shown(red)}`, DICE_RULES.sameMean);
      const [redPips, bluePips] = [pips(red), pips(blue)];
      if (Math.max(...bluePips) < Math.max(...redPips)) report(blue, `tops out at ${Math.max(...bluePips)}, below the ${named(red)}'s ${Math.max(...redPips)}`, DICE_RULES.swing);
      if (Math.min(...bluePips) > Math.min(...redPips)) report(blue, `never rolls below ${Math.min(...bluePips)}, above the ${named(red)}'s lowest ${Math.min(...redPips)}`, DICE_RULES.swing);
    }
    for (const colour of COLOURS) {
      let smaller: Die | undefined;
      for (const size of SIZES) {
        const die = get(kind, colour, size);
        if (die === undefined) continue;
        if (smaller !== undefined && compareMeans(die, smaller) <= 0) report(die, `has mean ${shown(die)}, not above the ${smaller.size} die's ${shown(smaller)}`, DICE_RULES.larger);
        smaller = die;
      }
    }
  }
  return problems;
}
