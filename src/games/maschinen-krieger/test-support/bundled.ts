// Test support: the bundled Maschinen Krieger catalogue and force files, loaded the way the CLI loads them.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile } from '../../../cli/load.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import { maschinenKriegerRules } from '../rules.js';

export const MK_DESIGNS = join(BUNDLED_DESIGNS, 'maschinen-krieger');
export const MK_CATALOGUE = join(MK_DESIGNS, 'catalogue');
export const MK_VARIANTS = join(MK_CATALOGUE, 'variants');
export const MK_FORCES = join(MK_DESIGNS, 'forces');

let cached: MaschinenKriegerCatalogue | undefined;

export function bundledMk(): MaschinenKriegerCatalogue {
  cached ??= loadCatalogue<MaschinenKriegerCatalogue>(maschinenKriegerRules).catalogue;
  return cached;
}

/** The bundled catalogue with an erratum from designs/maschinen-krieger/catalogue/variants/ applied. */
export function mkWithVariant(name: string): MaschinenKriegerCatalogue {
  return loadCatalogue<MaschinenKriegerCatalogue>(maschinenKriegerRules, undefined, join(MK_VARIANTS, name)).catalogue;
}

export function bundledForceFile(name: string): SourceFile {
  return readDataFile(join(MK_FORCES, name));
}
