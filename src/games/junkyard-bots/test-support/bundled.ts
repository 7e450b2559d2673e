// Test support: the bundled Junkyard Bots catalogue and policy files, loaded the way the CLI loads them.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile } from '../../../cli/load.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { JunkyardCatalogue } from '../catalogue/catalogue.js';
import { junkyardBotsRules } from '../rules.js';

export const JUNKYARD_DESIGNS = join(BUNDLED_DESIGNS, 'junkyard-bots');
export const JUNKYARD_CATALOGUE = join(JUNKYARD_DESIGNS, 'catalogue');
export const JUNKYARD_VARIANTS = join(JUNKYARD_CATALOGUE, 'variants');

let cached: JunkyardCatalogue | undefined;

export function bundledJunkyard(): JunkyardCatalogue {
  cached ??= loadCatalogue<JunkyardCatalogue>(junkyardBotsRules).catalogue;
  return cached;
}

/** The bundled catalogue with an erratum from designs/junkyard-bots/catalogue/variants/ applied. */
export function junkyardWithVariant(name: string): JunkyardCatalogue {
  return loadCatalogue<JunkyardCatalogue>(junkyardBotsRules, undefined, join(JUNKYARD_VARIANTS, name)).catalogue;
}

export function bundledPolicyFile(name: string): SourceFile {
  return readDataFile(join(JUNKYARD_DESIGNS, 'policies', name));
}
