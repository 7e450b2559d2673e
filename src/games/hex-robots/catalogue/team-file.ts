// cold: a hex-robots team file - a name, a policy and the robots, each a list of items - read and
// checked against the catalogue: team size (R-team), known items and policy, the hands rule (R-hands).
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';
import { z } from 'zod';
import type { HexRobotsCatalogue } from './catalogue.js';

export const TEAM_SHAPE = 'team file format (designs/hex-robots/README.md)';

export const teamSchema = z.strictObject({
  name: z.string().min(1),
  policy: z.string().min(1),
  robots: z.array(z.strictObject({ name: z.string().min(1).optional(), items: z.array(z.string()) })),
});
export type Team = z.infer<typeof teamSchema>;

/** A team file parsed and checked: the team if its shape is right, and every problem. */
export function readTeam(file: SourceFile, catalogue: HexRobotsCatalogue): { readonly team: Team | undefined; readonly problems: readonly Problem[] } {
  if (file.data === null || typeof file.data !== 'object' || Array.isArray(file.data)) {
    return { team: undefined, problems: [{ file: file.path, path: '', message: 'must be a team: name, policy and robots', rule: TEAM_SHAPE }] };
  }
  const parsed = teamSchema.safeParse(file.data);
  if (!parsed.success) return { team: undefined, problems: zodProblems(file.path, [], parsed.error, TEAM_SHAPE) };
  return { team: parsed.data, problems: checkTeam(parsed.data, catalogue, file.path) };
}

export function checkTeam(team: Team, catalogue: HexRobotsCatalogue, file: string): Problem[] {
  const problems: Problem[] = [];
  const report = (path: string, message: string, rule: string) => problems.push({ file, path, message, rule });
  if (!catalogue.policies.has(team.policy)) {
    report('policy', `unknown policy "${team.policy}"${didYouMean(team.policy, catalogue.policies.keys())} (known: ${[...catalogue.policies.keys()].join(', ')})`, 'a team names a catalogue policy');
  }
  if (team.robots.length !== catalogue.team.robots) {
    report('robots', `has ${team.robots.length} robots, not ${catalogue.team.robots}`, `${catalogue.team.robots} robots a side (reconstructed, R-team)`);
  }
  team.robots.forEach((robot, index) => {
    const seen = new Map<string, number>();
    let hands = 0;
    robot.items.forEach((itemId, slot) => {
      const path = `robots[${index}].items[${slot}]`;
      const item = catalogue.items.get(itemId);
      if (item === undefined) {
        report(path, `unknown item "${itemId}"${didYouMean(itemId, catalogue.items.keys())} (known: ${[...catalogue.items.keys()].join(', ')})`, 'items come from the catalogue');
        return;
      }
      const copies = (seen.get(itemId) ?? 0) + 1;
      seen.set(itemId, copies);
      if (copies > catalogue.robot.copiesOfEachItem) report(path, `"${itemId}" is carried ${copies} times`, `at most ${catalogue.robot.copiesOfEachItem} of each item (reconstructed, R-hands)`);
      hands += item.hands;
    });
    if (hands > catalogue.robot.hands) {
      report(`robots[${index}].items`, `need ${hands} hands, a robot has ${catalogue.robot.hands}`, `${catalogue.robot.hands} hands a robot (reconstructed, R-hands)`);
    }
  });
  return problems;
}
