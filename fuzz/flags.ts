// Generated command lines: a sound command on bundled files with one to three options changed to
// values a user might type by mistake (or on purpose): out-of-range numbers, words for numbers,
// unusable folders, devices, unknown names, options that do not belong to the command.
import fc from 'fast-check';
import { BULWARK, GAMES, GAME_DESIGNS, HORNET, RUN } from './corpus.js';

/** Sound commands to start from, besides the file kinds' own (which corpus.ts lists). */
export const EXTRA_COMMANDS: readonly (readonly string[])[] = [
  ['cards'], ['odds'], ['space', '--template', 'robotank', '--sample', '2'],
  ['search', '--template', 'rocketbot', '--budget', '1000', '--candidates', '8', '--threads', '0', '--out', '{dir}/out'],
  ['meta', BULWARK, HORNET, ...RUN],
  ['scenario', 'showdown', ...RUN], ['scenario', '4', ...RUN], ['campaign', ...RUN],
  ['replay', 'showdown', '--index', '0', '--out', '{dir}/out'], ['replay', BULWARK, HORNET, '--index', '1', '--out', '{dir}/out'],
  ['referee', 'showdown', '--games', '2'], ['map', 'designs/kriegbot/maps/open-field.yaml'], ['map', '--generate', '3'],
  ['calibrate', '--game', 'maschinen-krieger', '--units', 'goblin,afs', '--sizes', '1', ...RUN],
  ['team', '--templates', 'rocketbot,helibot', '--pool', 'yellow', '--budget', '2000', '--candidates', '8', '--threads', '0', '--out', '{dir}/out'],
  ['study', '--game', 'hex-robots', ...RUN],
  ['sensitivity', '--game', 'maschinen-krieger', '--variants', 'all', ...RUN],
  ...GAMES.map((id) => ['matrix', '--game', id, (GAME_DESIGNS[id] as { folder: string }).folder, ...RUN]),
];

const numberText = fc.oneof(
  fc.constantFrom('0', '-1', '1', '2', '3', '2.5', 'abc', '', '1e3', 'Infinity', 'NaN', '0x10', '-0', ' 4', '4294967297', '1e400'),
  fc.integer({ min: -10, max: 200 }).map(String),
);
const pathText = fc.constantFrom('', '/dev/null', '/dev/zero', '/proc/x', '/proc/self/status', '/', '.', 'nowhere.yaml', '{dir}', '{dir}/missing/x.yaml', 'designs', 'package.json', 'designs/kriegbot/robots/robotank-bulwark.yaml/x');
const nameText = fc.oneof(fc.constantFrom('x', '', 'showdown', '4', '99', 'open-field', 'honcho', 'kriegbot', 'mecha-bots', 'balanced', 'scenario', 'duel', 'robotank', 'green', 'purple'), fc.string({ maxLength: 8 }));

/** One option and its value(s) as typed. */
const option: fc.Arbitrary<readonly string[]> = fc.oneof(
  fc.tuple(fc.constantFrom('--games', '--threads', '--range', '--turns', '--players', '--max-games', '--index', '--sample', '--budget', '--candidates', '--components', '--ci'), numberText)
    .map(([flag, value]) => (flag === '--ci' ? [flag, value, '--max-games', '60'] : [flag, value])),
  fc.tuple(fc.constant('--seed'), fc.oneof(numberText, fc.string({ maxLength: 10 }))),
  fc.tuple(fc.constantFrom('--out', '--errata', '--catalogue', '--map', '--green', '--yellow', '--field'), pathText),
  fc.tuple(fc.constantFrom('--game', '--mode', '--scenario', '--template', '--templates', '--pool', '--policy', '--side', '--side-policy'), nameText),
  fc.tuple(fc.constantFrom('--set', '--compare'), fc.constantFrom('startRange=3', 'startRange=99', 'startRange=x', 'x=1', '=', 'resolution=sum,product', 'resolution=x', 'startRange=3,5', 'startRange=', 'turns=0')),
  fc.constantFrom(['--resume'], ['--expansion'], ['--yaml'], ['--csv'], ['--colour'], ['--unknown-option', '3'], ['extra-positional'], ['--games'], ['--help'], ['--version'], ['--', '--games', '2']),
);

/** A sound command with one to three options added or changed (a later value of an option wins, as in yargs). */
export function commandArbitrary(commands: readonly (readonly string[])[]): fc.Arbitrary<readonly string[]> {
  return fc.tuple(fc.constantFrom(...commands), fc.array(option, { minLength: 1, maxLength: 3 }))
    .map(([command, options]) => [...command, ...options.flat()]);
}
