// Attack-resolver throughput on one thread, and GC events while it runs (target: 0).
// The loop bodies are hot code: they allocate nothing.
import { loadCatalogue } from '../src/cli/load.js';
import { DicePool, rollPool } from '../src/dice/pool.js';
import { useAttack } from '../src/games/kriegbot/resolve/attack.js';
import type { KriegbotCatalogue } from '../src/games/kriegbot/catalogue/catalogue.js';
import { Status } from '../src/games/kriegbot/compile/codes.js';
import { compileRobots, neutralSpec } from '../src/games/kriegbot/compile/compile.js';
import { kriegbot } from '../src/games/kriegbot/index.js';
import { createState } from '../src/games/kriegbot/resolve/state.js';
import { resetRobot } from '../src/games/kriegbot/resolve/units.js';
import { Rng } from '../src/rng/rng.js';
import { timeWithGc } from './gc-count.js';

export interface AttackFigures {
  readonly case: string;
  readonly attacks: number;
  readonly attacksPerSecond: number;
  readonly gcEvents: number;
  readonly hitRate: number;
}

const WARM_UP = 200_000;

export async function benchAttacks(attacks: number): Promise<AttackFigures[]> {
  const { catalogue } = loadCatalogue<KriegbotCatalogue>(kriegbot);
  const attacker = neutralSpec('robotank', catalogue);
  const spec = { ...attacker, cards: { ...attacker.cards, primary: 'grenade-launcher', secondary: 'flamethrower' } };
  const compiled = compileRobots([spec, neutralSpec('robocar', catalogue)], catalogue);
  const t = compiled.tables;
  const s = createState();
  const rng = new Rng(2026, 1);
  const row = (card: string) => {
    for (let k = 0; k < compiled.rows.attack; k++) if (compiled.cardIds[t.attack.card[k] ?? -1] === card) return k;
    throw new Error(card);
  };

  /** Full resolver: silhouette, roll, location policy, damage with bleed; a fresh target after six attacks or a kill. */
  const resolve = (k: number, range: number, n: number) => {
    let hits = 0;
    let since = 0;
    resetRobot(t, s, 0, 0);
    resetRobot(t, s, 1, 1);
    for (let i = 0; i < n; i++) {
      s.attackActions[0] = 1;
      hits += useAttack(t, s, rng, 0, k, 1, range, 0);
      since++;
      if (since === 6 || s.status[1] !== Status.Active) {
        resetRobot(t, s, 1, 1);
        since = 0;
      }
    }
    return hits;
  };

  const pool = new DicePool();
  const rollOnly = (n: number) => {
    let hits = 0;
    for (let i = 0; i < n; i++) {
      rollPool(rng, 3, pool);
      if (pool.total >= 6) hits++;
    }
    return hits;
  };

  const cases: [string, (n: number) => number][] = [
    ['roll 3 dice and compare with silhouette 6', rollOnly],
    ['resolver: Grenade Launcher (1 damage) vs Robocar, range 2', (n) => resolve(row('grenade-launcher'), 2, n)],
    ['resolver: Flamethrower (burst) vs Robocar, range 1', (n) => resolve(row('flamethrower'), 1, n)],
  ];
  const figures: AttackFigures[] = [];
  for (const [name, run] of cases) {
    run(WARM_UP);
    let hits = 0;
    const timed = await timeWithGc(() => {
      hits = run(attacks);
    });
    figures.push({ case: name, attacks, attacksPerSecond: Math.round(attacks / timed.seconds), gcEvents: timed.gcEvents, hitRate: hits / attacks });
  }
  return figures;
}

export async function benchRng(draws: number): Promise<number> {
  const rng = new Rng(1, 1);
  let sink = 0;
  const timed = await timeWithGc(() => {
    for (let i = 0; i < draws; i++) sink ^= rng.next();
  });
  if (sink === 0.5) console.log(sink); // keep the loop alive
  return Math.round(draws / timed.seconds);
}
