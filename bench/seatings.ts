// `npm run bench:seatings`: how alike the two seatings of a block are. For every pair of each
// game's bundled designs, game i with the seats one way and game i with them swapped end the same
// way (from design a's side) how often: with the second seating replaying the first one's stream
// (common random numbers, the runner before this measure) and on its own stream (the runner now,
// rng/stream.ts seatingStream), beside the share two independent games would give.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUNDLED_DESIGNS, loadCatalogue, readDataFile, resolveBeside } from '../src/cli/load.js';
import { rulesets } from '../src/games/index.js';
import { Outcome } from '../src/kernel/outcome.js';
import type { SimRuleset } from '../src/kernel/ruleset.js';
import { viewTables } from '../src/kernel/table.js';
import { Rng } from '../src/rng/rng.js';
import { seatingStream } from '../src/rng/stream.js';

const FOLDERS: Readonly<Record<string, string>> = { kriegbot: 'robots', 'hex-robots': 'teams', 'junkyard-bots': 'policies', 'maschinen-krieger': 'forces', 'mecha-bots': 'bots' };
const GAMES = Number(process.env['BENCH_SEATING_GAMES'] ?? 400);

function alike(game: string, folder: string, replay: boolean): { alike: number; independent: number } {
  const rules = (rulesets as Readonly<Record<string, SimRuleset<unknown>>>)[game] as SimRuleset<unknown>;
  const { catalogue } = loadCatalogue<unknown>(rules);
  const dir = join(BUNDLED_DESIGNS, game, folder);
  const files = readdirSync(dir).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(dir, name)));
  const compiled = rules.compileDesigns(catalogue, files, resolveBeside);
  const tables = viewTables(rules.battle.schemas, compiled.rows as never, compiled.buffer);
  const settings = { turnCap: rules.battle.turnCap ?? 30, values: Object.fromEntries(rules.battle.settings.map((s) => [s.name, s.default])) };
  const scratch = rules.battle.createScratch(tables, settings, new Float64Array(0));
  const metrics = new Float64Array(rules.battle.metrics.length + 64);
  const rng = new Rng(0, 0);
  let same = 0;
  let expected = 0;
  let pairs = 0;
  const n = compiled.designs.length;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      const stream = 1000 * a + b;
      const fromA: string[][] = [[], []];
      for (let seating = 0; seating < 2; seating++) {
        rng.reseed(7, replay || seating === 0 ? stream : seatingStream(stream, seating));
        for (let i = 0; i < GAMES; i++) {
          const outcome = rules.battle.fight(tables, seating === 0 ? a : b, seating === 0 ? b : a, rng, scratch, metrics);
          fromA[seating]?.push(outcome === Outcome.Draw ? 'draw' : (outcome === Outcome.AWins) === (seating === 0) ? 'a' : 'b');
        }
      }
      const all = [...(fromA[0] ?? []), ...(fromA[1] ?? [])];
      const share = (value: string) => all.filter((x) => x === value).length / all.length;
      for (let i = 0; i < GAMES; i++) if (fromA[0]?.[i] === fromA[1]?.[i]) same++;
      expected += GAMES * (share('a') ** 2 + share('b') ** 2 + share('draw') ** 2);
      pairs += GAMES;
    }
  }
  return { alike: same / pairs, independent: expected / pairs };
}

console.log(`node ${process.version}; ${GAMES} games a seating for every pair of bundled designs, seed 7`);
for (const [game, folder] of Object.entries(FOLDERS)) {
  const replayed = alike(game, folder, true);
  const own = alike(game, folder, false);
  console.log(`${game}: swapped games ending alike - replayed stream ${replayed.alike.toFixed(3)} (independent ${replayed.independent.toFixed(3)}), own stream ${own.alike.toFixed(3)} (independent ${own.independent.toFixed(3)})`);
}
