// cold: the rules a team must keep on top of each robot's own: size, one colour's cards, each
// card at most once, distinct templates and power cores.
import type { Problem } from '../../../catalogue/problem.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Design, Team } from './design.js';

/** A team robot after its file was read: where its fields are reported, and the design. */
export interface TeamMember {
  readonly file: string;
  /** Prefix for field paths: '' for a design file, `robots[1].` for a design written inline. */
  readonly at: string;
  readonly design: Design;
}

export const MAX_TEAM_SIZE = 3;

export function checkTeam(team: Team, members: readonly TeamMember[], catalogue: KriegbotCatalogue, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = (path: string, message: string, rule: string) => problems.push({ file, path, message, rule });
  const expansion = team.expansion === true;
  const pool = catalogue.pools[team.colour];
  const allowed = new Set([...pool.base, ...(expansion ? pool.expansion : [])]);

  if (team.infantryOnly === true) {
    if (team.robots.length > 0) report('robots', `has ${team.robots.length} robots but says infantryOnly`, 'a side of infantry fields no robots (L615)');
  } else if (team.robots.length === 0 || team.robots.length > MAX_TEAM_SIZE) report('robots', `has ${team.robots.length} robots`, 'each team is composed of 1-3 robots (L353); a side of infantry says infantryOnly: true');

  const holder = new Map<string, string>();
  const templates = new Map<string, number>();
  members.forEach((member, index) => {
    const robot = `robots[${index}]`;
    const { design } = member;
    if ((design.expansion === true) !== expansion) {
      report(robot, `${design.name} is ${design.expansion === true ? '' : 'not '}an expansion design but the team is ${expansion ? '' : 'not '}playing the expansion`, 'one game, one rule set (L481)');
    }
    const other = templates.get(design.template);
    if (other !== undefined) report(robot, `${design.name} uses the ${design.template} template, already taken by robots[${other}]`, 'the six templates are shared out, one robot each (L355)');
    templates.set(design.template, index);

    const fitted = [...Object.values(design.weapons), ...Object.values(design.systems), design.skin];
    for (const cardId of fitted) {
      if (!catalogue.cards.has(cardId)) continue; // reported against the design itself
      if (!allowed.has(cardId)) report(robot, `${design.name} uses "${cardId}", which is not in the ${team.colour}${expansion ? '' : ' base'} pool`, `each team designs with its own colour's cards (L357)`);
      const first = holder.get(cardId);
      if (first !== undefined) report(robot, `${design.name} uses "${cardId}", already used by ${first}; the ${team.colour} pool has one copy`, 'one copy of each design card per colour (L37, L357)');
      else holder.set(cardId, `robots[${index}] (${design.name})`);
    }
    if (design.core !== undefined) {
      const first = holder.get(design.core);
      if (first !== undefined) report(robot, `${design.name} uses the ${design.core} core, already chosen by ${first}`, 'each team is given three cores and each player chooses one (L538)');
      else holder.set(design.core, `robots[${index}] (${design.name})`);
    }
  });
  return problems;
}
