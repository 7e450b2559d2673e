// The seeds of the fuzzing campaign: every kind of input file of every game, from the bundled
// designs, and the commands that read each kind. `{file}` is the generated file, `{dir}` the case
// folder; bundled paths are relative to the package root (the worker's working folder).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'yaml';
import { PACKAGE_ROOT } from '../src/cli/package-root.js';

export const ROOT = PACKAGE_ROOT;

/** A quick run: two games, on the main thread, into the case folder. */
export const RUN = ['--games', '2', '--threads', '0', '--out', '{dir}/out'] as const;

const KB = 'designs/kriegbot';
export const BULWARK = `${KB}/robots/robotank-bulwark.yaml`;
export const HORNET = `${KB}/robots/helibot-hornet.yaml`;

/** One kind of input file: the bundled files to start from and the commands that read it. */
export interface FileKind {
  readonly game: string;
  readonly kind: string;
  /** Bundled files of this kind, relative to the package root. */
  readonly seeds: readonly string[];
  readonly commands: readonly (readonly string[])[];
}

function yamlFiles(folder: string, keep: (name: string) => boolean = () => true): string[] {
  const dir = join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).filter((name) => /\.ya?ml$/.test(name) && keep(name)).sort().map((name) => `${folder}/${name}`);
}

const F = '{file}';
const game = (id: string) => ['--game', id];

export const FILE_KINDS: readonly FileKind[] = [
  { game: 'kriegbot', kind: 'design', seeds: [...yamlFiles(`${KB}/robots`), ...yamlFiles(`${KB}/scenario-robots`)],
    commands: [['validate', F], ['duel', F, BULWARK, ...RUN], ['matrix', F, HORNET, '--mode', 'scenario', ...RUN]] },
  { game: 'kriegbot', kind: 'team', seeds: yamlFiles(`${KB}/teams`),
    commands: [['validate', F], ['scenario', 'showdown', '--green', F, ...RUN]] },
  { game: 'kriegbot', kind: 'map', seeds: yamlFiles(`${KB}/maps`),
    commands: [['validate', F], ['map', F], ['scenario', 'showdown', '--map', F, ...RUN]] },
  { game: 'kriegbot', kind: 'scenario', seeds: yamlFiles(`${KB}/scenarios`, (name) => !name.includes('campaign')),
    commands: [['validate', F], ['scenario', F, ...RUN]] },
  { game: 'kriegbot', kind: 'campaign', seeds: yamlFiles(`${KB}/scenarios`, (name) => name.includes('campaign')),
    commands: [['validate', F], ['campaign', F, ...RUN]] },
  { game: 'hex-robots', kind: 'team', seeds: yamlFiles('designs/hex-robots/teams'),
    commands: [['validate', ...game('hex-robots'), F], ['duel', ...game('hex-robots'), F, 'designs/hex-robots/teams/gunline.yaml', ...RUN]] },
  { game: 'hex-robots', kind: 'map', seeds: yamlFiles('designs/hex-robots/maps'),
    commands: [['validate', ...game('hex-robots'), F]] },
  { game: 'junkyard-bots', kind: 'policy', seeds: yamlFiles('designs/junkyard-bots/policies'),
    commands: [['validate', ...game('junkyard-bots'), F], ['duel', ...game('junkyard-bots'), F, 'designs/junkyard-bots/policies/balanced.yaml', ...RUN],
      ['matrix', ...game('junkyard-bots'), F, 'designs/junkyard-bots/policies/warrior.yaml', '--players', '3', ...RUN]] },
  { game: 'maschinen-krieger', kind: 'force', seeds: yamlFiles('designs/maschinen-krieger/forces'),
    commands: [['validate', ...game('maschinen-krieger'), F], ['duel', ...game('maschinen-krieger'), F, 'designs/maschinen-krieger/forces/goblin-raiders.yaml', ...RUN]] },
  { game: 'mecha-bots', kind: 'bot', seeds: yamlFiles('designs/mecha-bots/bots'),
    commands: [['validate', ...game('mecha-bots'), F], ['duel', ...game('mecha-bots'), F, 'designs/mecha-bots/bots/sniper.yaml', ...RUN],
      ['matrix', ...game('mecha-bots'), F, 'designs/mecha-bots/bots/tank.yaml', '--players', '3', ...RUN]] },
];

export const GAMES = ['kriegbot', 'hex-robots', 'junkyard-bots', 'maschinen-krieger', 'mecha-bots'] as const;

/** A design folder and two designs of each game, for commands that take an erratum or a catalogue. */
export const GAME_DESIGNS: Readonly<Record<string, { folder: string; a: string; b: string }>> = {
  'kriegbot': { folder: `${KB}/robots`, a: BULWARK, b: HORNET },
  'hex-robots': { folder: 'designs/hex-robots/teams', a: 'designs/hex-robots/teams/gunline.yaml', b: 'designs/hex-robots/teams/brawlers.yaml' },
  'junkyard-bots': { folder: 'designs/junkyard-bots/policies', a: 'designs/junkyard-bots/policies/balanced.yaml', b: 'designs/junkyard-bots/policies/warrior.yaml' },
  'maschinen-krieger': { folder: 'designs/maschinen-krieger/forces', a: 'designs/maschinen-krieger/forces/goblin-raiders.yaml', b: 'designs/maschinen-krieger/forces/mercenary-afs-rush.yaml' },
  'mecha-bots': { folder: 'designs/mecha-bots/bots', a: 'designs/mecha-bots/bots/sniper.yaml', b: 'designs/mecha-bots/bots/tank.yaml' },
};

/** Commands that read an erratum (`{file}`) over game G's catalogue. */
export function errataCommands(id: string): string[][] {
  const { folder, a, b } = GAME_DESIGNS[id] as { folder: string; a: string; b: string };
  const commands = [['validate', ...game(id), '--errata', F, folder], ['duel', ...game(id), a, b, '--errata', F, ...RUN], ['cards', ...game(id), '--errata', F], ['odds', ...game(id), '--errata', F, ...(id === 'mecha-bots' ? ['--attacker', a, '--defender', b] : [])]];
  // diff weighs cards by their pick rates, which only Kriegbot's design space has
  return id === 'kriegbot' ? [...commands, ['diff', '--errata', F, a, b, ...RUN]] : commands;
}

/** Commands that read a whole catalogue folder (`{dir}/catalogue`). */
export function catalogueCommands(id: string): string[][] {
  const { a, b } = GAME_DESIGNS[id] as { folder: string; a: string; b: string };
  return [['validate', ...game(id), '--catalogue', '{dir}/catalogue', a], ['duel', ...game(id), a, b, '--catalogue', '{dir}/catalogue', ...RUN]];
}

/** A game's catalogue files (relative paths) and its bundled variants (errata). */
export function catalogueFiles(id: string): string[] {
  return yamlFiles(`designs/${id}/catalogue`);
}
export function variantFiles(id: string): string[] {
  return yamlFiles(`designs/${id}/catalogue/variants`);
}

/**
 * A bundled file's data with every reference to another file (a team's designs, a scenario's map)
 * made absolute, so the generated copy, written elsewhere, still finds them.
 */
export function seedData(path: string): unknown {
  const from = dirname(join(ROOT, path));
  const absolute = (value: unknown): unknown => {
    if (typeof value === 'string' && /\.ya?ml$/.test(value) && existsSync(resolve(from, value))) return resolve(from, value);
    if (Array.isArray(value)) return value.map(absolute);
    if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, absolute(inner)]));
    return value;
  };
  return absolute(parse(readFileSync(join(ROOT, path), 'utf8')));
}
