// cold: hex-robots team files to compiled tables: the only place where item and policy ids turn
// into numbers. Bad files throw one ValidationError listing every problem.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { CompiledSet, ResolveFile } from '../../../kernel/ruleset.js';
import { allocTables } from '../../../kernel/table.js';
import type { HexRobotsCatalogue } from '../catalogue/catalogue.js';
import { readTeam, type Team } from '../catalogue/team-file.js';
import { compileRuleNumbers, loadoutBits } from '../resolve/compile-rules.js';
import { hexRobotsSchemas } from './tables.js';
import { ATTACK_KINDS, attackCells } from './tally.js';

/** A robot's loadout as a name: its items joined with +, or "none". */
export function loadoutName(items: readonly string[]): string {
  return items.length === 0 ? 'none' : [...items].sort().join('+');
}

/** The compiled teams, with each team's robots named for replays: the team file's name and the loadout. */
export interface HexRobotsCompiledSet extends CompiledSet {
  readonly robotNames: readonly (readonly string[])[];
}

export function compileTeams(catalogue: HexRobotsCatalogue, files: readonly SourceFile[], _resolve: ResolveFile): HexRobotsCompiledSet {
  const problems: Problem[] = [];
  const teams: Team[] = [];
  for (const file of files) {
    const read = readTeam(file, catalogue);
    problems.push(...read.problems);
    if (read.team !== undefined) teams.push(read.team);
  }
  if (problems.length > 0) throw new ValidationError(problems);
  const robots = teams.reduce((sum, team) => sum + team.robots.length, 0);
  const rules = compileRuleNumbers(catalogue);
  const rows = {
    shot: rules.shot.length, melee: rules.melee.length, effects: rules.effects.length, effectRoll: rules.effectRoll.length, turn: rules.turn.length,
    team: teams.length, robot: robots, game: 1,
  };
  const { buffer, tables: t } = allocTables(hexRobotsSchemas, rows);
  t.shot.v.set(rules.shot);
  t.melee.v.set(rules.melee);
  t.effects.v.set(rules.effects);
  t.effectRoll.v.set(rules.effectRoll);
  t.turn.v.set(rules.turn);
  t.game.width[0] = catalogue.map.width;
  t.game.robotLevels[0] = catalogue.robot.heightLevels;
  t.game.height[0] = catalogue.map.height;
  let robot = 0;
  teams.forEach((team, k) => {
    const policy = catalogue.policies.get(team.policy);
    if (policy === undefined) throw new Error(`unknown policy ${team.policy}`); // checked by readTeam
    t.team.firstRobot[k] = robot;
    t.team.robots[k] = team.robots.length;
    t.team.closeIn[k] = policy.approach === 'close-to-melee' ? 1 : 0;
    t.team.preferredRange[k] = policy.preferredRange;
    t.team.moveAndShoot[k] = policy.moveAndShoot ? 1 : 0;
    t.team.coverWeight[k] = policy.coverWeight;
    t.team.highGroundWeight[k] = policy.highGroundWeight;
    t.team.focusFire[k] = policy.focusFire ? 1 : 0;
    for (const member of team.robots) t.robot.items[robot++] = loadoutBits(catalogue, member.items);
  });
  return {
    buffer,
    rows,
    designs: teams.map((team) => ({
      name: team.name,
      kind: team.robots.map((member) => loadoutName(member.items)).sort().join(', '),
      policy: team.policy,
      key: createHash('sha256').update(canonicalJson({ policy: team.policy, robots: team.robots.map((member) => loadoutName(member.items)).sort() })).digest('hex').slice(0, 16),
    })),
    robotNames: teams.map((team) => team.robots.map((member, i) => `${member.name ?? `robot ${i + 1}`} (${loadoutName(member.items)})`)),
    // Two tallied attack rows per team: its shots and its melee attacks (tally.ts).
    attacks: teams.flatMap((_, design) => ATTACK_KINDS.map((kind) => ({ labels: { attack: kind }, design, cells: [attackCells(kind)] }))),
  };
}
