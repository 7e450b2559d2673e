// The whole input space of the campaign as one fast-check arbitrary: a generated file of some kind
// of some game (a design, team, map, scenario, campaign, policy, force, bot, erratum or a catalogue
// file in a copied catalogue) read by one of the commands that read that kind, or a generated
// command line over bundled files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { catalogueCommands, catalogueFiles, errataCommands, FILE_KINDS, GAMES, ROOT, seedData, variantFiles } from './corpus.js';
import { commandArbitrary, EXTRA_COMMANDS } from './flags.js';
import { fileArbitrary } from './mutate.js';
import type { FuzzCase } from './protocol.js';

const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');

/** Catalogue ids of a game (the keys of each section's entries), for mutations that put a real card in the wrong place. */
function catalogueIds(game: string): string[] {
  const ids = new Set<string>();
  for (const file of catalogueFiles(game)) {
    const data = parse(read(file)) as unknown;
    if (data === null || typeof data !== 'object') continue;
    for (const section of Object.values(data)) {
      if (section !== null && typeof section === 'object' && !Array.isArray(section)) for (const id of Object.keys(section)) ids.add(id);
    }
  }
  return [...ids].sort();
}

/** Sound errata to mutate: a game's bundled variants, and one catalogue entry restated as an erratum. */
function errataSeeds(game: string): unknown[] {
  const seeds: unknown[] = variantFiles(game).map((file) => parse(read(file)) as unknown);
  for (const file of catalogueFiles(game)) {
    const data = parse(read(file)) as Record<string, unknown> | null;
    for (const [section, entries] of Object.entries(data ?? {})) {
      if (entries === null || typeof entries !== 'object' || Array.isArray(entries)) continue;
      const [id, entry] = Object.entries(entries)[0] ?? [];
      if (id !== undefined) seeds.push({ [section]: { [id]: entry } });
    }
  }
  return seeds;
}

const withFile = (command: readonly string[], name: string): string[] => command.map((arg) => arg.replaceAll('{file}', `{dir}/${name}`));

function fileKindCases(): fc.Arbitrary<FuzzCase>[] {
  const cases: fc.Arbitrary<FuzzCase>[] = [];
  for (const kind of FILE_KINDS) {
    const ids = catalogueIds(kind.game);
    cases.push(fc.constantFrom(...kind.seeds).chain((seed) => {
      const name = seed.split('/').pop() as string;
      return fc.tuple(fileArbitrary(seedData(seed), ids), fc.constantFrom(...kind.commands)).map(([file, command]) => ({
        kind: `${kind.game} ${kind.kind}, ${file.how}`,
        files: { [name]: file.content },
        args: withFile(command, name),
        filesOnly: true,
      }));
    }));
  }
  for (const game of GAMES) {
    const ids = catalogueIds(game);
    cases.push(fc.tuple(fc.constantFrom(...errataSeeds(game)), fc.constantFrom(...errataCommands(game)))
      .chain(([seed, command]) => fileArbitrary(seed, ids).map((file) => ({
        kind: `${game} erratum, ${file.how}`, files: { 'erratum.yaml': file.content }, args: withFile(command, 'erratum.yaml'), filesOnly: true,
      }))));
    const files = catalogueFiles(game).filter((file) => !file.includes('/variants/'));
    cases.push(fc.tuple(fc.constantFrom(...files), fc.constantFrom(...catalogueCommands(game))).chain(([changed, command]) =>
      fileArbitrary(parse(read(changed)), ids).map((file) => ({
        kind: `${game} catalogue file, ${file.how}`,
        files: Object.fromEntries(files.map((path) => [`catalogue/${path.split('/').pop() as string}`, path === changed ? file.content : read(path)])),
        args: command,
        filesOnly: true,
      }))));
  }
  return cases;
}

/** The sound command lines every generated one starts from (each file kind's commands on its bundled files, and more). */
export function soundCommands(): string[][] {
  const commands: string[][] = EXTRA_COMMANDS.map((command) => [...command]);
  for (const kind of FILE_KINDS) for (const command of kind.commands) commands.push(command.map((arg) => arg.replaceAll('{file}', kind.seeds[0] as string)));
  return commands;
}

/** Every generated case: about four in five a generated file, one in five a generated command line. */
export function caseArbitrary(): fc.Arbitrary<FuzzCase> {
  const files = fc.oneof(...fileKindCases());
  const commands = commandArbitrary(soundCommands()).map((args): FuzzCase => ({ kind: `command line (${args[0] ?? ''})`, files: {}, args, filesOnly: false }));
  return fc.oneof({ weight: 4, arbitrary: files }, { weight: 1, arbitrary: commands });
}
