// cold: the tool's own name and version, from package.json, for report manifests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from './package-root.js';

const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
export const TOOL_NAME = manifest.name;
export const TOOL_VERSION = manifest.version;
