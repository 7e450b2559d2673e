// Test support: the bundled Mecha Bots catalogue, loaded the way the CLI loads it, with or without
// one of its variants (errata in designs/mecha-bots/catalogue/variants/).
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue } from '../../../cli/load.js';
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import { mechaBotsRules } from '../rules.js';

export const MB_DESIGNS = join(BUNDLED_DESIGNS, 'mecha-bots');
export const MB_CATALOGUE = join(MB_DESIGNS, 'catalogue');
export const MB_VARIANTS = join(MB_CATALOGUE, 'variants');

let cached: MechaBotsCatalogue | undefined;

export function bundledMb(): MechaBotsCatalogue {
  cached ??= loadCatalogue<MechaBotsCatalogue>(mechaBotsRules).catalogue;
  return cached;
}

/** The bundled catalogue with an erratum from designs/mecha-bots/catalogue/variants/ applied. */
export function mbWithVariant(name: string): MechaBotsCatalogue {
  return loadCatalogue<MechaBotsCatalogue>(mechaBotsRules, undefined, join(MB_VARIANTS, name)).catalogue;
}
