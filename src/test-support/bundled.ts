// Test support: the bundled Kriegbot catalogue, loaded the way the CLI loads it.
import { loadCatalogue, type LoadedCatalogue } from '../cli/load.js';
import type { KriegbotCatalogue } from '../games/kriegbot/catalogue/catalogue.js';
import { kriegbot } from '../games/kriegbot/index.js';

let cached: LoadedCatalogue<KriegbotCatalogue> | undefined;

export function bundledKriegbot(): KriegbotCatalogue {
  cached ??= loadCatalogue<KriegbotCatalogue>(kriegbot);
  return cached.catalogue;
}
