// cold: hex-robots' design space for `botlab space`, `search`, `meta` and `diff` (the contract's
// SearchRules): a team is a policy and catalogue.team.robots robots (R-team: 4), each carrying one
// of the legal loadouts (R-hands: 7). Order within a team does not matter, so a team is a multiset:
// C(7 + 4 - 1, 4) = 210 per policy, small enough to enumerate. Nothing to sweep.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { DesignSpace, SearchRules } from '../../../kernel/design-space.js';
import type { HexRobotsCatalogue } from '../catalogue/catalogue.js';
import { legalLoadouts, loadoutKey, teamCount, teamKey, teamLoadouts, type Loadout } from '../catalogue/loadout-space.js';
import type { Team } from '../catalogue/team-file.js';

/** One design: a policy and one loadout per robot, kept in legal-loadout order (the order of a multiset is not part of it). */
export interface HexTeam {
  readonly policy: string;
  readonly robots: readonly Loadout[];
}

/** The default field: every bundled team, equally weighted (paths under designs/hex-robots/). */
const DEFAULT_FIELD = ['brawlers', 'gunline', 'mixed', 'one-handed', 'skirmishers'].map((name) => `teams/${name}.yaml`);

/** How a search's top.csv names a robot carrying nothing (loadoutKey's name); `none` and an empty cell read the same. */
const EMPTY_NAMES = new Set(['empty', 'none', '']);

/** A loadout named in top.csv ("gun+shield", "empty") back as its item ids. */
function loadoutOf(name: string): Loadout {
  const trimmed = name.trim();
  return EMPTY_NAMES.has(trimmed) ? [] : trimmed.split('+');
}

/** The columns robot_1..robot_n of a team of n. */
function robotColumns(teamSize: number): string[] {
  return Array.from({ length: teamSize }, (_, i) => `robot_${i + 1}`);
}

/** The team's name in its file and in reports: its key, which holds no comma (top.csv and meta.csv stay unquoted). */
function teamName(team: HexTeam): string {
  return `${team.policy}: ${teamKey(team.robots)}`;
}

/** A team as the file the game reads: robots R1..Rn, items in catalogue order. */
export function teamFile(team: HexTeam, name = teamName(team)): Team {
  return { name, policy: team.policy, robots: team.robots.map((items, i) => ({ name: `R${i + 1}`, items: [...items] })) };
}

/** Every ordering of a loadout's items, each as a `+` name, without repeats. */
function orderings(items: readonly string[]): string[] {
  if (items.length <= 1) return [loadoutKey(items)];
  const out = new Set<string>();
  items.forEach((first, i) => {
    for (const rest of orderings([...items.slice(0, i), ...items.slice(i + 1)])) out.add(`${first}+${rest}`);
  });
  return [...out];
}

function space(catalogue: HexRobotsCatalogue, given: Readonly<Record<string, unknown>>): DesignSpace<HexTeam> | string {
  const known = [...catalogue.policies.keys()];
  const listed = given['policy'];
  if (listed !== undefined && typeof listed !== 'string') return `--policy: a policy name, or several separated by commas (got ${String(listed)})`;
  const policies = listed === undefined ? known : [...new Set(listed.split(',').map((name) => name.trim()).filter((name) => name !== ''))];
  if (policies.length === 0) return `--policy: name a policy (known: ${known.join(', ')})`;
  for (const policy of policies) {
    if (!catalogue.policies.has(policy)) return `--policy: unknown policy "${policy}"${didYouMean(policy, known)} (known: ${known.join(', ')}) (a team names a catalogue policy)`;
  }

  const loadouts = legalLoadouts(catalogue);
  const teamSize = catalogue.team.robots;
  const multisets = teamLoadouts(loadouts, teamSize);
  // Each loadout's place in the legal list: a team's robots are kept sorted by it.
  const index = new Map(loadouts.map((loadout, i) => [loadoutKey(loadout), i]));
  const rank = (loadout: Loadout) => index.get(loadoutKey(loadout)) ?? loadouts.length;
  const canonical = (policy: string, robots: readonly Loadout[]): HexTeam => ({ policy, robots: [...robots].sort((a, b) => rank(a) - rank(b)) });
  const key = (team: HexTeam) => teamName(team);
  const columnNames = robotColumns(teamSize);
  const which = policies.length === 1 ? `${policies[0]} policy` : policies.length === known.length ? `every policy` : `policies ${policies.join(', ')}`;

  return {
    title: `teams of ${teamSize} from the ${loadouts.length} legal loadouts (${which})`,
    folder: 'search-teams',
    count() {
      const perPolicy = BigInt(teamCount(loadouts.length, teamSize));
      return {
        total: perPolicy * BigInt(policies.length),
        lines: [
          `loadouts ${loadouts.length} (${loadouts.map(loadoutKey).join(', ')}: ${catalogue.robot.hands} hands, at most ${catalogue.robot.copiesOfEachItem} of each item, reconstructed R-hands)`,
          `multisets ${perPolicy.toLocaleString('en')} (${teamSize} robots from ${loadouts.length} loadouts, order not counted: C(${loadouts.length + teamSize - 1}, ${teamSize}); ${teamSize} a side, reconstructed R-team)`,
          `policies ${policies.length} (${policies.join(', ')})`,
        ],
      };
    },
    // Uniform over (policy, multiset): one draw picks a whole team, not robots one by one (which would favour mixed teams).
    random(rng) {
      const policy = policies[rng.int(policies.length)] ?? '';
      return { policy, robots: multisets[rng.int(multisets.length)] ?? [] };
    },
    neighbours(team) {
      const seen = new Set([key(team)]);
      const out: HexTeam[] = [];
      const keep = (next: HexTeam) => {
        const k = key(next);
        if (seen.has(k)) return;
        seen.add(k);
        out.push(next);
      };
      // One robot carries another loadout.
      team.robots.forEach((_, i) => {
        for (const loadout of loadouts) keep(canonical(team.policy, team.robots.map((robot, j) => (j === i ? loadout : robot))));
      });
      // Or the team plays another policy.
      for (const policy of policies) keep({ policy, robots: team.robots });
      return out;
    },
    *enumerate() {
      for (const policy of policies) for (const robots of multisets) yield { policy, robots };
    },
    key,
    toFile: (team) => ({ path: teamName(team), data: teamFile(team) }),
    columns: ['policy', ...columnNames],
    row(team) {
      const row: Record<string, string> = { policy: team.policy };
      columnNames.forEach((column, i) => (row[column] = loadoutKey(team.robots[i] ?? [])));
      return row;
    },
    recorded: { policies, teamSize },
    policies,
  };
}

/** A team file back from a search's top.csv row (meta --from-search): the policy and one loadout per robot column. */
function rebuild(row: Readonly<Record<string, string>>, recorded: Readonly<Record<string, unknown>>): Team {
  const size = typeof recorded['teamSize'] === 'number' ? recorded['teamSize'] : Object.keys(row).filter((column) => /^robot_\d+$/.test(column)).length;
  const team: HexTeam = { policy: row['policy'] ?? '', robots: robotColumns(size).map((column) => loadoutOf(row[column] ?? '')) };
  const rank = row['rank'];
  return teamFile(team, rank === undefined || rank === '' ? teamName(team) : `#${rank} ${teamName(team)}`);
}

/**
 * The loadouts a team file's robots carry, for pick rates. A hand-written file may list a robot's
 * items in any order while the pool names each loadout in catalogue order, so every ordering of a
 * robot's items is listed: the pool's name is always among them.
 */
function partsOf(data: unknown): string[] {
  const robots = (data as Partial<Team> | null)?.robots;
  if (!Array.isArray(robots)) return [];
  const parts = new Set<string>();
  for (const robot of robots) {
    const items = (robot as { items?: unknown } | null)?.items;
    if (Array.isArray(items)) for (const name of orderings(items.map(String))) parts.add(name);
  }
  return [...parts];
}

export const hexRobotsSearch: SearchRules<HexRobotsCatalogue, HexTeam> = {
  options: [
    { name: 'policy', type: 'string', describe: 'hex robots: the team policy, or several separated by commas (default: vary every catalogue policy)' },
  ],
  space,
  defaultField: () => DEFAULT_FIELD,
  rebuild,
  partsOf,
  pool: (catalogue) => legalLoadouts(catalogue).map((loadout) => ({ part: loadoutKey(loadout), kind: 'loadout' })),
  bundled: 'teams',
};
