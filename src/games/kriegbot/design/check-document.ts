// cold: validates one Kriegbot design or team file.
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import type { DocumentCheck, ResolveFile } from '../../../kernel/ruleset.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { designSchema, isTeamData } from './design.js';
import { checkDesign } from './design-rules.js';
import { DESIGN_SHAPE, readTeam } from './team-file.js';
import { checkMap, isMapData } from '../map/map.js';
import { checkScenarioFile, isScenarioData } from '../scenario/scenario-file.js';
import { compileScenario } from '../scenario/scenario-compile.js';
import { isCampaignData } from '../campaign/campaign-file.js';
import { loadCampaign } from '../campaign/campaign.js';


export function checkDocument(file: SourceFile, catalogue: KriegbotCatalogue, resolve: ResolveFile): DocumentCheck {
  if (isTeamData(file.data)) return checkTeamFile(file, catalogue, resolve);
  if (isMapData(file.data)) return { kind: 'map', name: nameOf(file.data), problems: checkMap(file.path, file.data) };
  if (isScenarioData(file.data)) return { kind: 'scenario', name: nameOf(file.data), problems: checkScenario(file, catalogue, resolve) };
  if (isCampaignData(file.data)) return { kind: 'campaign', name: nameOf(file.data), problems: problemsOf(() => loadCampaign(catalogue, file, resolve)) };
  const parsed = designSchema.safeParse(file.data);
  if (!parsed.success) {
    const problems = file.data === null || typeof file.data !== 'object' || Array.isArray(file.data)
      ? [{ file: file.path, path: '', message: 'must be a design (with a template) or a team (with robots)', rule: DESIGN_SHAPE }]
      : zodProblems(file.path, [], parsed.error, DESIGN_SHAPE);
    return { kind: 'design', name: nameOf(file.data), problems };
  }
  return { kind: 'design', name: parsed.data.name, problems: checkDesign(parsed.data, catalogue, file.path, '') };
}

function checkTeamFile(file: SourceFile, catalogue: KriegbotCatalogue, resolve: ResolveFile): DocumentCheck {
  const read = readTeam(file, catalogue, resolve);
  return { kind: 'team', name: read.team?.name ?? nameOf(file.data), problems: read.problems };
}

/** A scenario's shape and sources, then its map and teams against its rules for each side. */
function checkScenario(file: SourceFile, catalogue: KriegbotCatalogue, resolve: ResolveFile): readonly Problem[] {
  const problems = checkScenarioFile(file.path, file.data);
  if (problems.length > 0) return problems;
  return problemsOf(() => compileScenario(catalogue, file, {}, resolve));
}

/** The problems a loader's ValidationError names, or none. */
function problemsOf(load: () => unknown): readonly Problem[] {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.problems;
    throw error;
  }
}

function nameOf(data: unknown): string {
  const name = data !== null && typeof data === 'object' && 'name' in data ? data.name : undefined;
  return typeof name === 'string' ? name : '(unnamed)';
}
