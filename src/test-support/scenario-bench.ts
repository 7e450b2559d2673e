// Test support: a bundled scenario compiled and ready to play in-process, with its teams
// optionally replaced (a random-policy copy of a team, for instance).
import { readDataFile, resolveBeside } from '../cli/load.js';
import { scenarioPath } from '../cli/scenario-files.js';
import type { SourceFile } from '../catalogue/source-file.js';
import { kriegbot } from '../games/kriegbot/index.js';
import { createMapScratch } from '../games/kriegbot/map/map-scratch.js';
import { compileScenario, type CompiledScenario } from '../games/kriegbot/scenario/scenario-compile.js';
import { ScenarioGame } from '../games/kriegbot/scenario/scenario-game.js';
import { createState, type KriegbotState } from '../games/kriegbot/resolve/state.js';
import { kriegbotSchemas, type KriegbotTables } from '../games/kriegbot/compile/tables.js';
import { viewTables } from '../kernel/table.js';
import { createRunner } from '../sim/runner.js';
import { simulate, type MatchupResult } from '../sim/simulate.js';
import { bundledKriegbot } from './bundled.js';

export interface ScenarioBench {
  readonly compiled: CompiledScenario;
  readonly t: KriegbotTables;
  readonly s: KriegbotState;
  readonly g: ScenarioGame;
}

export function scenarioBench(name: string, overrides: { green?: SourceFile; yellow?: SourceFile; map?: SourceFile } = {}, turnCap = 30): ScenarioBench {
  const { map, ...sides } = overrides;
  const compiled = compileScenario(bundledKriegbot(), readDataFile(scenarioPath('kriegbot', name)), { ...(map === undefined ? {} : { map }), sides }, resolveBeside);
  const t = viewTables(kriegbotSchemas, compiled.rows as never, compiled.buffer);
  const s = createState();
  s.turnCap = turnCap;
  return { compiled, t, s, g: new ScenarioGame(createMapScratch(t)) };
}

/** Plays `games` games (half with each team on top) on the main thread. */
export async function playInline(compiled: CompiledScenario, games: number, seed: number, turnCap = 30): Promise<MatchupResult> {
  const runner = createRunner(0);
  const result = await simulate(kriegbot, compiled, [{ a: 0, b: 1 }], { seed, stop: { games, maxGames: games }, settings: { turnCap, values: { startRange: 10 } }, tally: false }, runner);
  const [matchup] = result.matchups;
  if (matchup === undefined) throw new Error('no matchup');
  return matchup;
}

/** A bundled team file with every robot's policy replaced. */
export function teamWithPolicy(teamFile: string, policy: string): SourceFile {
  const team = readDataFile(teamFile);
  const data = team.data as { name: string; robots: unknown[] };
  const robots = data.robots.map((entry) => {
    const design = typeof entry === 'string' ? (resolveBeside(entry, team) as SourceFile).data : entry;
    return { ...(design as object), policy };
  });
  return { path: team.path, data: { ...data, name: `${data.name} (${policy})`, robots } };
}
