// cold: a run's output folder read back for its report: run.json (the manifest every run command
// writes) and each CSV file beside it as a table of strings, so an old run can be rendered again.
// Sub-folders holding a run.json of their own (a study's search or scenario) are runs of their own.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { columns, type ReportTable } from '../table.js';

export interface RunFolder {
  readonly folder: string;
  /** run.json as written (tool, toolVersion, command, game, rulesHash, policies, seed, games, provenance, settings, ...). */
  readonly manifest: Readonly<Record<string, unknown>>;
  /** The CSV files by name, in name order (catalogue.csv left out when run.json has its counts by section). */
  readonly tables: ReadonlyMap<string, ReportTable>;
  /** Sub-folders that are runs of their own (their names). */
  readonly children: readonly string[];
}

/** Reads one CSV file as its header and its rows of strings by header (csv-parse: quoted values may hold commas). */
export function readCsvRows(path: string): { readonly header: readonly string[]; readonly rows: Record<string, string>[] } {
  const records = parse(readFileSync(path, 'utf8'), { skip_empty_lines: true }) as string[][];
  const [header = [], ...body] = records;
  return { header, rows: body.map((values) => Object.fromEntries(header.map((key, i) => [key, values[i] ?? '']))) };
}

/** Reads one CSV file into a table of strings. */
export function readCsvTable(path: string, title: string): ReportTable {
  const { header, rows } = readCsvRows(path);
  return { title, columns: columns(...header), rows };
}

export function isRunFolder(folder: string): boolean {
  return existsSync(join(folder, 'run.json'));
}

export function readRunFolder(folder: string): RunFolder {
  const manifest = JSON.parse(readFileSync(join(folder, 'run.json'), 'utf8')) as Record<string, unknown>;
  const names = readdirSync(folder).sort();
  const tables = new Map<string, ReportTable>();
  // catalogue.csv (a thousand rows and more) is only counted for the report: run.json holds the counts when a run wrote them
  const counted = manifest['provenanceBySection'] !== undefined;
  for (const name of names) if (name.endsWith('.csv') && !(counted && name === 'catalogue.csv')) tables.set(name, readCsvTable(join(folder, name), name));
  const children = names.filter((name) => statSync(join(folder, name)).isDirectory() && isRunFolder(join(folder, name)));
  return { folder, manifest, tables, children };
}
