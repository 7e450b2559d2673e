// cold: a team file read with its robots (files or inline designs), each checked against the
// design rules and the team against the team rules.
import type { Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import type { ResolveFile } from '../../../kernel/ruleset.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import { designSchema, teamSchema, type Team } from './design.js';
import { checkDesign } from './design-rules.js';
import { checkTeam, type TeamMember } from './team-rules.js';

export const DESIGN_SHAPE = 'design file format (designs/kriegbot/README.md)';
const TEAM_SHAPE = 'team file format (designs/kriegbot/README.md)';

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
      // the problem is the team file's: its entry names a file that cannot be read
      problems.push({ file: file.path, path: `robots[${index}]`, message: `${source.file}: ${source.message}`, ...(source.rule === undefined ? {} : { rule: source.rule }) });
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
