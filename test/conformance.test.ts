// The cross-game conformance suite (C13): every registered game passes the same checks. Adding a
// game to src/games/index.ts adds it here; a game missing from GAME_CHECKS fails the suite.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GAME_IDS, rulesets } from '../src/games/index.js';
import type { SimRuleset } from '../src/kernel/ruleset.js';
import { viewTables } from '../src/kernel/table.js';
import { resolveSettings } from '../src/kernel/settings.js';
import { Rng } from '../src/rng/rng.js';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import { expandDesignPaths } from '../src/cli/design-files.js';
import { bundledScenarios } from '../src/cli/scenario-files.js';
import { fewestGc } from '../src/test-support/gc-count.js';
import { battleGame } from '../src/cli/battle-game.js';
import { DEFAULT_BLOCK_GAMES, simulate } from '../src/sim/simulate.js';
import { createRunner } from '../src/sim/runner.js';
import { Field } from '../src/sim/task.js';
import { botlab, ROOT, scratchDir } from './support/cli.js';

/** Per game: its rulebook tests (worked examples and determined cases) and the test that checks its exact odds against sampling. */
const GAME_CHECKS: Record<string, {
  readonly examples: readonly string[];
  /** The test of its exact odds against the engine's sampling; undefined only for a game that cannot be simulated yet. */
  readonly oddsAgainstSampling: string | undefined;
  readonly matrix: readonly string[];
  /** false for a game registered before its engine (rules as data and exact odds only): the simulation checks are skipped, visibly. */
  readonly simulates?: boolean;
  /** Battles the GC count plays (100,000 unless a battle is long: a Junkyard Bots game is about 200 actions). */
  readonly gcBattles?: number;
  /** false for a game whose battles cannot be replayed yet (said here, so the suite shows the gap). */
  readonly replays?: boolean;
}> = {
  kriegbot: {
    examples: ['examples-combat', 'examples-damage', 'examples-dice', 'examples-expansion', 'examples-narrative'].map((name) => `src/games/kriegbot/examples/${name}.test.ts`),
    oddsAgainstSampling: 'src/games/kriegbot/odds/odds.test.ts',
    matrix: ['designs/kriegbot/robots/robotank-bulwark.yaml', 'designs/kriegbot/robots/helibot-hornet.yaml', 'designs/kriegbot/robots/rocketbot-striker.yaml'],
  },
  'hex-robots': {
    examples: ['src/games/hex-robots/resolve/determined.test.ts', 'src/games/hex-robots/skirmish/skirmish.test.ts', 'src/hex/cost-reach.test.ts'],
    oddsAgainstSampling: 'src/games/hex-robots/skirmish/tally.test.ts',
    matrix: ['designs/hex-robots/teams/mixed.yaml', 'designs/hex-robots/teams/brawlers.yaml', 'designs/hex-robots/teams/gunline.yaml'],
  },
  'junkyard-bots': {
    examples: ['src/games/junkyard-bots/game/cases.test.ts'],
    oddsAgainstSampling: 'src/games/junkyard-bots/game/throw-tally.test.ts',
    matrix: ['designs/junkyard-bots/policies/balanced.yaml', 'designs/junkyard-bots/policies/warrior.yaml', 'designs/junkyard-bots/policies/teleporter.yaml'],
    gcBattles: 10_000,
  },
  'maschinen-krieger': {
    examples: ['src/games/maschinen-krieger/catalogue/catalogue.test.ts', 'src/games/maschinen-krieger/odds/odds.test.ts', 'src/games/maschinen-krieger/resolve/attack.test.ts', 'src/games/maschinen-krieger/engage/cases.test.ts',
      ...['air-losses', 'breakthrough', 'minefield', 'morale', 'engineers'].map((name) => `src/games/maschinen-krieger/procedures/${name}.test.ts`)],
    oddsAgainstSampling: 'src/games/maschinen-krieger/engage/tally.test.ts',
    matrix: ['designs/maschinen-krieger/forces/strahl-pka-section.yaml', 'designs/maschinen-krieger/forces/mercenary-afs-patrol.yaml', 'designs/maschinen-krieger/forces/goblin-raiders.yaml'],
  },
  'mecha-bots': {
    examples: ['chassis/layout.test.ts', 'chassis/geometry.test.ts', 'resolve/strike.test.ts', 'resolve/aim.test.ts', 'arena/duel.test.ts', 'catalogue/bot-numbers.test.ts', 'catalogue/mad-scientist.test.ts', 'economy/prices.test.ts', 'economy/restock.test.ts', 'economy/trading.test.ts', 'terrain/chart.test.ts'].map((name) => `src/games/mecha-bots/${name}`),
    oddsAgainstSampling: 'src/games/mecha-bots/arena/tally.test.ts',
    matrix: ['designs/mecha-bots/bots/brawler.yaml', 'designs/mecha-bots/bots/sniper.yaml', 'designs/mecha-bots/bots/tank.yaml'],
    gcBattles: 20_000,
  },
};

describe.each(GAME_IDS.map((id) => [id]))('%s', (id) => {
  const rules = rulesets[id] as SimRuleset<unknown>;
  const checks = GAME_CHECKS[id];

  it('is listed in the conformance checks', () => {
    expect(checks).toBeDefined();
  });

  it('loads its catalogue, and every bundled file validates', () => {
    const { catalogue } = loadCatalogue<unknown>(rules);
    const files = expandDesignPaths([join(BUNDLED_DESIGNS, id)]);
    expect(files.length).toBeGreaterThan(0);
    const problems = files.flatMap((path) => rules.checkDocument(readDataFile(path), catalogue, resolveBeside).problems);
    expect(problems).toEqual([]);
  });

  it('has its rulebook tests and an odds-against-sampling test', () => {
    expect(checks?.oddsAgainstSampling !== undefined || checks?.simulates === false, 'only a game with no engine yet lacks the odds-against-sampling test').toBe(true);
    for (const file of [...(checks?.examples ?? []), ...(checks?.oddsAgainstSampling === undefined ? [] : [checks.oddsAgainstSampling])]) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  const simulates = checks?.simulates ?? true;

  it('can be simulated, or says it cannot yet', () => {
    expect((rules as SimRuleset<unknown>).battle !== undefined).toBe(simulates);
  });

  it.skipIf(!simulates)('plays its battles (100,000, or gcBattles for long ones) with no garbage collection', async () => {
    const { catalogue } = loadCatalogue<unknown>(rules);
    const compiled = rules.compileDesigns(catalogue, (checks?.matrix ?? []).map((path) => readDataFile(join(ROOT, path))), resolveBeside);
    const tables = viewTables(rules.battle.schemas, compiled.rows as never, compiled.buffer);
    const settings = resolveSettings(rules.battle.settings, 30, {}, id);
    if (typeof settings === 'string') throw new Error(settings);
    const scratch = rules.battle.createScratch(tables, settings, new Float64Array(0));
    const metrics = new Float64Array(rules.battle.metrics.length);
    const rng = new Rng(5, 1);
    const battles = (count: number) => () => {
      for (let i = 0; i < count; i++) rules.battle.fight(tables, i % 2, 1 - (i % 2), rng, scratch, metrics);
    };
    const count = checks?.gcBattles ?? 100_000;
    battles(count / 5)(); // warm up: let the optimising compiler finish
    expect(await fewestGc(3, battles(count))).toBe(0);
  }, 240_000);

  it.skipIf(!simulates)('replays a duel\'s games as the simulation played them (the same winners, seat by seat)', async () => {
    const replayBattle = rules.replayBattle;
    expect(replayBattle !== undefined, 'a game that can be simulated replays its battles (botlab replay A B), unless its checks say it cannot yet').toBe(checks?.replays ?? true);
    if (replayBattle === undefined) return;
    const { catalogue } = loadCatalogue<unknown>(rules);
    const pair = (checks?.matrix ?? []).slice(0, 2).map((path) => readDataFile(join(ROOT, path)));
    const compiled = rules.compileDesigns(catalogue, pair, resolveBeside);
    const settings = resolveSettings(rules.battle.settings, 30, {}, id);
    if (typeof settings === 'string') throw new Error(settings);
    const perSeating = 6;
    const result = await simulate(rules, compiled, [{ a: 0, b: 1 }], { seed: 9, stop: { games: 2 * perSeating, maxGames: 2 * perSeating }, settings }, createRunner(0));
    const outcomes = result.matchups[0]?.outcomes ?? new Float64Array(0);
    // Games 0..5 of the run sit design a first; games 250..255 (the block's second seating) sit b first.
    const games = [...Array(perSeating).keys()].flatMap((k) => [k, DEFAULT_BLOCK_GAMES + k]);
    const winners = games.map((game) => {
      const replay = replayBattle(compiled, 0, 1, battleGame(compiled, 0, 1, 9, game, 30), settings);
      const seat = replay.events.at(-1)?.['winner'];
      const seating = game < DEFAULT_BLOCK_GAMES ? 0 : 1;
      return seat === null || seat === undefined ? 'draw' : (seat === 'first') === (seating === 0) ? 'a' : 'b';
    });
    expect([winners.filter((w) => w === 'a').length, winners.filter((w) => w === 'b').length, winners.filter((w) => w === 'draw').length])
      .toEqual([outcomes[Field.AWins], outcomes[Field.BWins], outcomes[Field.Draws]]);
  }, 60_000);

  it('declares the sides its scenarios play, if it has scenarios (the CLI offers --side NAME=FILE and --NAME by them)', () => {
    const [first] = bundledScenarios(id);
    if (rules.compileScenario === undefined || first === undefined) return;
    expect(rules.sides?.length ?? 0).toBeGreaterThanOrEqual(2);
    const { catalogue } = loadCatalogue<unknown>(rules);
    const compiled = rules.compileScenario(catalogue, readDataFile(join(BUNDLED_DESIGNS, id, 'scenarios', first)), {}, resolveBeside);
    expect(compiled.sides.filter((side) => !(rules.sides ?? []).includes(side))).toEqual([]);
  });

  it.skipIf(!simulates)('gives identical CSV files with 0, 1 and 2 threads', () => {
    const outs = [0, 1, 2].map((threads) => {
      const out = scratchDir();
      const run = botlab('matrix', ...(checks?.matrix ?? []), '--game', id, '--games', '300', '--seed', '11', '--threads', String(threads), '--out', out);
      expect(run.status, run.stderr).toBe(0);
      return ['winrate.csv', 'damage.csv'].map((name) => readFileSync(join(out, name), 'utf8'));
    });
    expect(outs[1]).toEqual(outs[0]);
    expect(outs[2]).toEqual(outs[0]);
  }, 120_000);
});

describe('the registry is the only place that names the games', () => {
  it('no file under src/sim, src/search, src/report or src/cli names a registered game', () => {
    const named = ['src/sim', 'src/search', 'src/report', 'src/cli'].flatMap((folder) => expandSources(join(ROOT, folder)))
      .filter((path) => GAME_IDS.some((id) => readFileSync(path, 'utf8').toLowerCase().includes(id)));
    expect(named).toEqual([]);
  });

  it('nor a registered game\'s side (as a word): each game declares its own', () => {
    const sides = [...new Set(GAME_IDS.flatMap((id) => (rulesets[id] as SimRuleset<unknown>).sides ?? []))];
    const word = new RegExp(`\\b(${sides.map((side) => side.replace(/[^a-z0-9]/gi, '\\$&')).join('|')})\\b`, 'i');
    const named = sides.length === 0 ? [] : ['src/sim', 'src/search', 'src/report', 'src/cli'].flatMap((folder) => expandSources(join(ROOT, folder)))
      .filter((path) => word.test(readFileSync(path, 'utf8')));
    expect(named).toEqual([]);
  });
});

function expandSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? expandSources(join(folder, entry.name)) : entry.name.endsWith('.ts') ? [join(folder, entry.name)] : []));
}
