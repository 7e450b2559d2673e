// Bad input and faults (issue 21): each case once failed with a stack trace, a raw errno after the
// whole run, a hang or silence; now it is refused before any work with one line naming the file or
// option and the rule (exit 2), and leaves no output behind.
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botlab, scratchDir } from './support/cli.js';

const A = 'designs/kriegbot/robots/robotank-bulwark.yaml';
const B = 'designs/kriegbot/robots/helibot-hornet.yaml';

/** Exit 2, one or a few lines on stderr matching `pattern`, and no stack trace. */
function refused(run: { status: number | null; stderr: string }, pattern: RegExp): void {
  expect(run.status, run.stderr).toBe(2);
  expect(run.stderr).toMatch(pattern);
  expect(run.stderr).not.toMatch(/^\s+at /m);
}

function file(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'botlab-bad-'));
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

/** A folder with its write permission taken away (which root ignores). */
function readOnlyFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'botlab-ro-'));
  chmodSync(dir, 0o555);
  return join(dir, 'out');
}

/** A YAML alias bomb: nine aliases nine deep (a "billion laughs" file). */
const BOMB = ['a: &a ["x","x","x","x","x","x","x","x","x"]', ...['b', 'c', 'd', 'e', 'f', 'g'].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcdefg'[i]}`).join(',')}]`)].join('\n');

describe('input files', () => {
  it('an alias bomb is refused as a file problem (validate, duel and --errata), and validate goes on to the next file', () => {
    const bomb = file('bomb.yaml', `${BOMB}\n`);
    const validate = botlab('validate', bomb, A);
    refused(validate, /bomb\.yaml: is not usable YAML: .*alias/);
    expect(validate.stderr).toMatch(/1 of 2 files invalid/);
    refused(botlab('duel', bomb, B, '--games', '2', '--threads', '0', '--out', scratchDir()), /bomb\.yaml: is not usable YAML/);
    refused(botlab('validate', '--errata', bomb, A), /bomb\.yaml: is not usable YAML/);
  });

  it('a device is refused before it is read (no endless read of /dev/zero), and so is a file over the size cap', () => {
    refused(botlab('validate', '/dev/zero'), /\/dev\/zero: is not a regular file/);
    refused(botlab('duel', A, '/dev/zero', '--games', '2', '--threads', '0', '--out', scratchDir()), /\/dev\/zero: is not a regular file/);
    const big = file('big.yaml', `name: x\n# ${'y'.repeat(5 * 1024 * 1024)}\n`);
    refused(botlab('validate', big), /big\.yaml: is 5\.0 MB; input files are at most 4 MB/);
  });

  it('a design with 50,000 keys is refused in seconds, not a minute, and its problem line lists ten keys, not all', () => {
    const big = file('keys.yaml', `name: Big\ntemplate: robotank\n${Array.from({ length: 50_000 }, (_, i) => `k${i}: ${i}`).join('\n')}\n`);
    const started = Date.now();
    const run = botlab('validate', big);
    refused(run, /Unrecognized keys: "k0", "k1", .*"k9" and 49,990 more/);
    expect(Date.now() - started).toBeLessThan(15_000); // 34-55 s before (the yaml package's duplicate-key check is quadratic)
    expect(Math.max(...run.stderr.split('\n').map((line) => line.length))).toBeLessThan(400);
    const twice = file('twice.yaml', 'name: A\nname: B\n');
    refused(botlab('validate', twice), /twice\.yaml: is not valid YAML or JSON at line 2, column 1: Map keys must be unique \("name" twice\)/);
  });

  it('a problem names the line and column of its field (file:line:col), a missing field the map that lacks it', () => {
    const design = file('hornet.yaml', '# a strafing helibot\nname: Hornet\ntemplate: helibot\npolicy: brawler\ncolour: red\nweapons:\n  primary: flamethrower\n');
    refused(botlab('validate', design), /hornet\.yaml:5:1: Unrecognized key: "colour"/);
    const weapon = file('saucer.yaml', readFileSync('designs/kriegbot/robots/hoverbot-saucer.yaml', 'utf8').replace('turret: radar', 'turret: radr'));
    refused(botlab('validate', weapon), /saucer\.yaml:10:3: systems\.turret: unknown/);
    const force = file('raiders.yaml', 'name: Raiders\nunits:\n  - { unit: goblin, hex: 0 }\n  - { unit: gobblin, hex: 0 }\n');
    refused(botlab('validate', '--game', 'maschinen-krieger', force), /raiders\.yaml:4:7: units\[1\]\.unit: /);
    // a design reached through a team file is located in its own file
    const dir = mkdtempSync(join(tmpdir(), 'botlab-bad-'));
    writeFileSync(join(dir, 'bad.yaml'), readFileSync('designs/kriegbot/robots/hoverbot-saucer.yaml', 'utf8').replace('policy: balanced', 'policy: berserker'));
    writeFileSync(join(dir, 'team.yaml'), 'name: T\ncolour: green\nrobots:\n  - bad.yaml\n');
    refused(botlab('validate', join(dir, 'team.yaml')), /bad\.yaml:4:1: policy: unknown policy "berserker"/);
  });

  it('a catalogue problem of the whole catalogue names its folder; a file with thousands of problems prints twenty and counts the rest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'botlab-bad-'));
    for (const name of readdirSync('designs/kriegbot/catalogue').filter((file) => file.endsWith('.yaml'))) {
      writeFileSync(join(dir, name), readFileSync(join('designs/kriegbot/catalogue', name), 'utf8'));
    }
    writeFileSync(join(dir, 'pools.yaml'), readFileSync('designs/kriegbot/catalogue/pools.yaml', 'utf8').replace(/^( {6}- )smoothbore-main-gun$/m, '$1[1]'));
    const run = botlab('validate', '--catalogue', dir, A);
    refused(run, /pools: no catalogue file defines the green and yellow pools/);
    for (const line of run.stderr.trim().split('\n')) expect(line.startsWith(dir)).toBe(true); // was "(catalogue): pools: ..."
    const map = file('many.yaml', `name: Many\nterrain:\n${Array.from({ length: 500 }, () => '  - 7').join('\n')}\n`);
    const many = botlab('validate', map);
    refused(many, /many\.yaml: and \d+ more problems like these/);
    expect(many.stderr.trim().split('\n').length).toBeLessThanOrEqual(22);
  });

  it('a key that is a list, a map or !!binary data is refused with its line, not stringified with a process warning', () => {
    for (const [text, reason] of [
      ['cards:\n  ? [a, b]\n  : x\n', /at line 2, column 5: a key is a list or a map; keys must be plain names/],
      ['name: A\n{x: 1}: 2\n', /at line 2, column 1: a key is a list or a map/],
      ['!!binary effects:\n  roll-1: { roll: 1 }\n', /at line 1, column \d+: a key is tagged as data \(such as !!binary\)/],
    ] as const) {
      const run = botlab('odds', '--game', 'hex-robots', '--errata', file('key.yaml', text));
      refused(run, reason);
      expect(run.stderr).not.toMatch(/Warning/);
    }
  });

  it('an erratum entry set to null is a problem of the erratum, not a TypeError in diff', () => {
    const erratum = file('null.yaml', 'cards:\n  smoothbore-main-gun: null\n');
    refused(botlab('diff', '--errata', erratum, '--games', '2', '--threads', '0', '--out', scratchDir()), /null\.yaml:2:3: cards\.smoothbore-main-gun: must map the entry's fields to their new values \(got null\)/);
  });

  it('what validation accepts runs: a five-band range diagram or an eight-entry speed track is refused by validate --errata', () => {
    const bands = file('bands.yaml', 'profiles:\n  infantry-rifle:\n    attack:\n      range: [[0, 3], [2, 2], [4, 1], [6, 1], [8, 1]]\n    sources:\n      attack.range: reconstructed test\n');
    refused(botlab('validate', '--errata', bands, A), /at most 4 bands/);
    refused(botlab('odds', '--errata', bands), /at most 4 bands/);
    const track = file('track.yaml', 'templates:\n  helibot:\n    speed: [8, 7, 6, 5, 4, 3, 2, 1]\n    sources:\n      speed: reconstructed test\n');
    refused(botlab('validate', '--errata', track, A), /speed track has at most 4 entries/);
  });
});

describe('options', () => {
  it('an unusable --out is refused before any work (a file, /dev/null, a folder under a file, /proc, empty) and nothing is written', () => {
    const plain = file('plain.txt', 'x');
    for (const [out, pattern] of [
      [plain, /--out: .*plain\.txt is a file, not a folder/],
      ['/dev/null', /--out: \/dev\/null is a file, not a folder/],
      [join(plain, 'sub'), /--out: cannot make .*plain\.txt is a file, not a folder/],
      ['/proc/botlab-x', /--out: cannot write to \/proc\/botlab-x/],
      ['', /--out: give a folder name/],
      // a place no one may write in, root included (sysfs); a read-only folder stops only other users
      ...(existsSync('/sys/kernel') ? [['/sys/kernel/botlab-x', /--out: cannot write to \/sys\/kernel\/botlab-x: permission denied/] as const] : []),
      ...(process.getuid?.() !== 0 ? [[readOnlyFolder(), /--out: cannot write to .*: permission denied/] as const] : []),
    ] as const) {
      const started = Date.now();
      refused(botlab('duel', A, B, '--games', '20000', '--out', out), pattern);
      expect(Date.now() - started).toBeLessThan(15_000); // refused up front, not after 20,000 battles (nor a hang)
    }
  });

  it('--threads above four a core, a seed beyond 32 bits, and --scenario without --mode scenario are refused; --version prints the version', () => {
    refused(botlab('duel', A, B, '--threads', '256', '--out', scratchDir()), /--threads: must be a whole number from 0 to \d+ \(got 256\)/);
    refused(botlab('duel', A, B, '--seed', '4294967297', '--out', scratchDir()), /--seed: a whole-number seed is from 0 to 4294967295/);
    refused(botlab('matrix', 'designs/kriegbot/robots', '--scenario', '4', '--out', scratchDir()), /--scenario: goes with --mode scenario/);
    const version = botlab('--version');
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^botlab \d+\.\d+\.\d+$/);
  });

  it('an option that takes one value, given twice, is refused by name (--out twice crashed yargs, --seed twice was a TypeError); --catalogue must be a folder', () => {
    const out = scratchDir();
    refused(botlab('duel', A, B, '--games', '2', '--out', join(out, 'a'), '--out', join(out, 'b')), /^--out: given 2 times \(.*\); give it once$/m);
    refused(botlab('duel', A, B, '--games', '2', '--seed', '1', '--seed', '2'), /^--seed: given 2 times \(1, 2\); give it once$/m);
    refused(botlab('scenario', 'showdown', '--games', '2', '--max-games', '3', '--max-games', '4'), /^--max-games: given 2 times/m);
    expect(readdirSync(out)).toEqual([]);
    // a repeatable option still gathers its values
    const sides = botlab('scenario', 'showdown', '--games', '2', '--threads', '0', '--out', join(out, 'c'), '--side', 'green=designs/kriegbot/teams/green-strike.yaml', '--side', 'yellow=designs/kriegbot/teams/green-nato.yaml');
    expect(sides.status, sides.stderr).toBe(0);
    refused(botlab('validate', '--catalogue', 'package.json', A), /package\.json: is not a folder: --catalogue takes the folder/);
  });

  it('duel refuses a folder (it played the folder\'s first two designs and ignored B), and --games 3 says it plays 4', () => {
    const out = scratchDir();
    refused(botlab('duel', 'designs/kriegbot/robots', B, '--games', '2', '--out', out), /duel: takes two design files/);
    expect(readdirSync(out)).toEqual([]);
    const odd = botlab('duel', A, B, '--games', '3', '--threads', '0', '--out', out);
    expect(odd.status).toBe(0);
    expect(odd.stderr).toMatch(/--games 3: plays 4 a pairing, half in each seating/);
    expect(existsSync(join(out, 'duel.csv'))).toBe(true);
  });
});
