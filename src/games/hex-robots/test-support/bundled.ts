// Test support: the bundled hex-robots catalogue and rule numbers, loaded the way the CLI loads them.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile } from '../../../cli/load.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { HexRobotsCatalogue } from '../catalogue/catalogue.js';
import { compileRuleNumbers, type RuleNumbers } from '../resolve/compile-rules.js';
import { hexRobotsRules } from '../rules.js';

export const HEX_ROBOTS_DESIGNS = join(BUNDLED_DESIGNS, 'hex-robots');

let cached: HexRobotsCatalogue | undefined;

export function bundledHexRobots(): HexRobotsCatalogue {
  cached ??= loadCatalogue<HexRobotsCatalogue>(hexRobotsRules).catalogue;
  return cached;
}

/** The bundled catalogue with an erratum from designs/hex-robots/catalogue/variants/ applied. */
export function hexRobotsWithVariant(name: string): HexRobotsCatalogue {
  return loadCatalogue<HexRobotsCatalogue>(hexRobotsRules, undefined, join(HEX_ROBOTS_DESIGNS, 'catalogue', 'variants', name)).catalogue;
}

export function bundledNumbers(): RuleNumbers {
  return compileRuleNumbers(bundledHexRobots());
}

export function bundledTeamFile(name: string): SourceFile {
  return readDataFile(join(HEX_ROBOTS_DESIGNS, 'teams', name));
}
