// cold: `botlab sensitivity --screen` (issue 22): the values a catalogue's screening/ files list,
// each alternative an erratum made in memory (catalogue/screening.ts). A catalogue that breaks its
// own checks under an alternative is a fault of the list: the error names the list's entry.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ValidationError } from '../catalogue/problem.js';
import { readScreening, screeningErratum } from '../catalogue/screening.js';
import type { SourceFile } from '../catalogue/source-file.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import type { ScreenedRun } from '../report/screening-table.js';
import { problemLines, UsageError } from './errors.js';
import { displayPath, loadCatalogue, readCatalogueFiles, readDataFile } from './load.js';

/** The screened values of the catalogue's screening/ folder, an erratum made in memory for each alternative. A catalogue that breaks under one is a fault of the list: the error names the value. */
export function screeningVariants(rules: SimRuleset<unknown>, catalogue: string | undefined): { variants: { name: string; file: SourceFile }[]; runs: ScreenedRun[] } {
  const { dir, read } = readCatalogueFiles(rules, catalogue);
  const folder = join(dir, 'screening');
  const lists = existsSync(folder) ? readdirSync(folder).filter((name) => /\.ya?ml$/.test(name)).sort().map((name) => readDataFile(join(folder, name))) : [];
  if (lists.length === 0) throw new UsageError(`--screen: no screening lists in ${displayPath(folder)}`);
  const variants: { name: string; file: SourceFile }[] = [];
  const runs: ScreenedRun[] = [];
  for (const value of readScreening(lists, read)) {
    value.alternatives.forEach((alternative, k) => {
      const file = screeningErratum(value, alternative, read);
      const name = `${value.at} = ${JSON.stringify(alternative)}`;
      try {
        loadCatalogue(rules, catalogue, file);
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        throw new ValidationError([{ file: value.file, path: `values[${value.index}].try[${k}]`, message: `the catalogue breaks its rules with this value: ${problemLines(error.problems)[0] ?? ''}` }]);
      }
      variants.push({ name, file });
      runs.push({ variant: name, at: value.at, current: value.current, alternative });
    });
  }
  return { variants, runs };
}

