// Test support: a bundled hex-robots map file (designs/hex-robots/maps/), parsed but not checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { BUNDLED_DESIGNS } from '../cli/load.js';

export function bundledHexMap(name: string): unknown {
  return parse(readFileSync(join(BUNDLED_DESIGNS, 'hex-robots', 'maps', name), 'utf8'));
}
