// cold: validates one Kriegbot design or team file.
import { ValidationError, type Problem } from '../../catalogue/problem.js';
import type { SourceFile } from '../../catalogue/source-file.js';
import { zodProblems } from '../../catalogue/zod-problems.js';
import type { DocumentCheck, ResolveFile } from '../../kernel/ruleset.js';
import type { KriegbotCatalogue } from './catalogue.js';
import { designSchema, isTeamData, teamSchema, type Team } from './design.js';
import { checkDesign } from './design-rules.js';
import { checkTeam, type TeamMember } from './team-rules.js';
import { checkMap, isMapData } from './map.js';
import { checkScenarioFile, isScenarioData } from './scenario-file.js';
import { compileScenario } from './scenario-compile.js';

const DESIGN_SHAPE = 'design file format (designs/kriegbot/README.md)';
const TEAM_SHAPE = 'team file format (designs/kriegbot/README.md)';

export function checkDocument(file: SourceFile, catalogue: KriegbotCatalogue, resolve: ResolveFile): DocumentCheck {
  if (isTeamData(file.data)) return checkTeamFile(file, catalogue, resolve);
  if (isMapData(file.data)) return { kind: 'map', name: nameOf(file.data), problems: checkMap(file.path, file.data) };
  if (isScenarioData(file.data)) return { kind: 'scenario', name: nameOf(file.data), problems: checkScenario(file, catalogue, resolve) };
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

/** A team file with its robots read and checked: the team and its members if it parsed, and every problem. */
export function readTeam(file: SourceFile, catalogue: KriegbotCatalogue, resolve: ResolveFile): { readonly team: Team | undefined; readonly members: readonly TeamMember[]; readonly problems: readonly Problem[] } {
  const parsed = teamSchema.safeParse(file.data);
  if (!parsed.success) return { team: undefined, members: [], problems: zodProblems(file.path, [], parsed.error, TEAM_SHAPE) };
  const team = parsed.data;
  const problems: Problem[] = [];
  const members: TeamMember[] = [];
  team.robots.forEach((entry, index) => {
    const source: SourceFile | Problem = typeof entry === 'string' ? resolve(entry, file) : { path: file.path, data: entry };
    if ('message' in source) {
      problems.push({ ...source, message: `${source.message} (listed at ${file.path}: robots[${index}])` });
      return;
    }
    const at = typeof entry === 'string' ? '' : `robots[${index}].`;
    const design = designSchema.safeParse(source.data);
    if (!design.success) {
      problems.push(...zodProblems(source.path, at === '' ? [] : ['robots', index], design.error, DESIGN_SHAPE));
      return;
    }
    problems.push(...checkDesign(design.data, catalogue, source.path, at));
    members.push({ file: source.path, at, design: design.data });
  });
  problems.push(...checkTeam(team, members, catalogue, file.path));
  return { team, members, problems };
}

/** A scenario's shape and sources, then its map and teams against its rules for each side. */
function checkScenario(file: SourceFile, catalogue: KriegbotCatalogue, resolve: ResolveFile): readonly Problem[] {
  const problems = checkScenarioFile(file.path, file.data);
  if (problems.length > 0) return problems;
  try {
    compileScenario(catalogue, file, {}, resolve);
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
