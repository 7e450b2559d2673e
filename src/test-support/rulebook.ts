// Test support: the Kriegbot rulebook, the project's specification, where the project keeps it:
// ../shared/rules/ beside the checkout (or the folder BOTLAB_RULES names). Undefined where it is
// not to be found: tests that read it are skipped there, and say why.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../cli/package-root.js';
import { kriegbot } from '../games/kriegbot/index.js';

export const RULEBOOK_FILE = join(process.env['BOTLAB_RULES'] ?? join(PACKAGE_ROOT, '..', 'shared', 'rules'), kriegbot.sources.rulebook);

/** The rulebook's lines; line L1 is RULEBOOK_LINES[0]. */
export const RULEBOOK_LINES: readonly string[] | undefined = existsSync(RULEBOOK_FILE) ? readFileSync(RULEBOOK_FILE, 'utf8').split('\n') : undefined;
