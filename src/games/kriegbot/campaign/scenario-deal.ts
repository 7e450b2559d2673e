// cold: scenarios whose robots are dealt at random for every game (kernel/dealt.ts). Musical
// Chairs (`deal: piles`, L677): each robot gets a random chassis and power core, and the cards of
// both colours but the pilots and the infantry are shuffled into one pile per robot; each robot
// fits what it wants from its pile, then the piles change hands and it fills its empty slots from
// the next one (robot-draft.ts). Aftermath (`deal: derelicts`, L633): Team Green's cards but the
// pilots and the pylon cards are shuffled and dealt face down onto the derelicts' empty slots,
// the pylon cards at random onto the pylons, the cockpit left empty for the dead pilot.
// Deal i is dealt on random stream (seed, 2i) and played, in both seatings, from (seed, 2i + 1):
// seating 0 on that stream, seating 1 on its own (rng/stream.ts seatingStream).
import type { DealtRules, DealtSet } from '../../../kernel/dealt.js';
import type { CompiledScenarioSet, ScenarioOverrides } from '../../../kernel/ruleset.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { shuffled } from '../../../rng/shuffled.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Item } from './campaign-stock.js';
import type { Design } from '../design/design.js';
import { createMapScratch } from '../map/map-scratch.js';
import { dealChassis, designOf, draftRobot, fitSystemsAndSkin, fitWeapon, valueOf, weaponWorth, type RobotDraft } from './robot-draft.js';
import { buildScenario, compileScenario, type CompiledScenario, type LoadedTeam } from '../scenario/scenario-compile.js';
import { isScenarioData } from '../scenario/scenario-file.js';
import { ScenarioGame } from '../scenario/scenario-game.js';
import { playScenario } from '../scenario/scenario.js';
import { createState, type KriegbotState } from '../resolve/state.js';
import { kriegbotSchemas, type KriegbotTables } from '../compile/tables.js';
import { seatingStream } from '../../../rng/stream.js';

/** The scenario compiled with its bundled (or given) teams: what a deal keeps and replaces. */
export interface LoadedDealt extends DealtSet {
  readonly base: CompiledScenario;
  /** What each weapon is worth to the designer (robot-draft.ts), computed once. */
  readonly worth: Readonly<Record<string, number>>;
}

interface DealtPlayer {
  readonly catalogue: KriegbotCatalogue;
  readonly set: LoadedDealt;
  readonly value: (card: string) => number;
  readonly state: KriegbotState;
  readonly rng: Rng;
  current: { readonly seed: number; readonly deal: number; readonly t: KriegbotTables; readonly game: ScenarioGame; readonly stream: number } | undefined;
}

export function isDealtData(data: unknown): boolean {
  return isScenarioData(data) && data !== null && typeof data === 'object' && 'deal' in data;
}

/** Reads and checks the scenario with its bundled teams (their sizes and policies are kept). */
export function loadDealt(catalogue: KriegbotCatalogue, file: Parameters<typeof compileScenario>[1], resolve: Parameters<typeof compileScenario>[3], overrides: ScenarioOverrides = {}): LoadedDealt {
  const base = compileScenario(catalogue, file, overrides, resolve);
  const side = (name: string) => base.teams.find((team) => team.side === name);
  const label = (name: string) => {
    const team = side(name);
    const dealt = base.scenario.deal === 'piles' || team?.side === 'derelicts';
    return { name: `${team?.name ?? name}${dealt ? ' (dealt)' : ''}`, policy: [...new Set(team?.robots.map((design) => design.policy) ?? [])].join('+') };
  };
  return {
    title: base.title, victory: base.victory, mapName: base.mapName, sides: ['green', 'yellow'],
    teams: [label('green'), label('yellow')], inputs: base.inputs, base, worth: weaponWorth(catalogue, base.scenario.freeOvercharge === true),
  };
}

/** Deal `deal` of the run with `seed`: the teams with their robots dealt, compiled. */
export function compileDeal(catalogue: KriegbotCatalogue, set: LoadedDealt, value: (card: string) => number, seed: number, deal: number): CompiledScenario {
  const rng = new Rng(seed, 2 * deal);
  const { base } = set;
  const teams: LoadedTeam[] = base.teams.map((team) => ({ side: team.side, name: team.name, file: team.file, designs: team.robots }));
  if (base.scenario.deal === 'piles') {
    const dealt = dealPiles(catalogue, teams.filter((team) => team.side === 'green' || team.side === 'yellow'), value, rng);
    teams.forEach((team, i) => (teams[i] = { ...team, designs: dealt.get(team) ?? team.designs }));
  } else {
    teams.forEach((team, i) => {
      if (team.side === 'derelicts') teams[i] = { ...team, designs: dealDerelicts(catalogue, team.designs, rng) };
    });
  }
  return buildScenario(catalogue, base.scenario, base.map, teams, base.inputs);
}

/**
 * Musical Chairs (L677): chassis and cores at random (as from the box: no two alike), both
 * colours' cards but pilots and infantry in one pile per robot; each robot takes its best weapons
 * and random systems and skin from its pile, then from the next robot's leftovers.
 */
function dealPiles(catalogue: KriegbotCatalogue, teams: readonly LoadedTeam[], value: (card: string) => number, rng: Rng): Map<LoadedTeam, Design[]> {
  const chassis = dealChassis(catalogue, teams.map((team) => team.designs.length), rng);
  const robots = teams.flatMap((team, i) => team.designs.map((design, k) => {
    const dealt = chassis[i]?.[k] ?? { template: 'robocar', core: '' };
    const name = `${design.name} (dealt ${catalogue.templates.get(dealt.template)?.name ?? dealt.template})`;
    return { team, draft: draftRobot(catalogue, name, dealt, design.policy, null) };
  }));
  const cards = shuffled((['green', 'yellow'] as const).flatMap((colour, owner) => {
    const pool = catalogue.pools[colour];
    return [...pool.base, ...pool.expansion].filter((id) => {
      const card = catalogue.cards.get(id);
      if (card === undefined || card.kind === 'core') return false;
      return !(card.kind === 'system' && (card.pilot || card.functions.some((fn) => fn.effect?.type === 'infantry-pod'))); // no pilots or infantry (L677)
    }).map((card): Item => ({ card, owner }));
  }), rng);
  const piles: Item[][] = robots.map(() => []);
  cards.forEach((item, i) => piles[i % piles.length]?.push(item));
  const fill = (draft: RobotDraft, pile: Item[]) => {
    while (fitWeapon(catalogue, draft, pile, value));
    fitSystemsAndSkin(catalogue, draft, pile, rng);
  };
  robots.forEach(({ draft }, k) => fill(draft, piles[k] ?? []));
  robots.forEach(({ draft }, k) => fill(draft, piles[(k + 1) % piles.length] ?? [])); // then the piles change hands
  const out = new Map<LoadedTeam, Design[]>();
  for (const { team, draft } of robots) out.set(team, [...(out.get(team) ?? []), designOf(draft)]);
  return out;
}

/**
 * Aftermath (L633): Team Green's cards but the pilots and the pylon cards, shuffled face down
 * onto each derelict's empty slots by shape; the pylon cards at random onto the pylons (then any
 * system, when they run out); the cockpit empty. The derelicts keep their chassis, core and policy.
 */
function dealDerelicts(catalogue: KriegbotCatalogue, derelicts: readonly Design[], rng: Rng): Design[] {
  const pool = catalogue.pools.green;
  const ids = [...pool.base, ...pool.expansion];
  const deck = (keep: (id: string) => boolean) => shuffled(ids.filter(keep), rng);
  const kind = (id: string) => catalogue.cards.get(id);
  const weapons = deck((id) => kind(id)?.kind === 'weapon');
  const skins = deck((id) => kind(id)?.kind === 'skin');
  const systems = deck((id) => { const card = kind(id); return card?.kind === 'system' && !card.pilot && !card.pylonArc; });
  const pylons = deck((id) => { const card = kind(id); return card?.kind === 'system' && !card.pilot && card.pylonArc; });
  return derelicts.map((design) => {
    const slots = Object.entries(catalogue.templates.get(design.template)?.slots ?? {});
    const weaponCards: Record<string, string> = {};
    const systemCards: Record<string, string> = {};
    for (const [name, slot] of slots) {
      if (slot.kind === 'weapon') assign(weaponCards, name, weapons.pop());
      else if (slot.kind === 'system' && slot.cockpit !== true) assign(systemCards, name, slot.pylon !== undefined ? (pylons.pop() ?? systems.pop()) : systems.pop());
    }
    return { ...design, expansion: true, weapons: weaponCards, systems: systemCards, skin: skins.pop() ?? '' };
  });
}

function assign(cards: Record<string, string>, slot: string, card: string | undefined): void {
  if (card !== undefined) cards[slot] = card;
}

function current(player: DealtPlayer, seed: number, deal: number): NonNullable<DealtPlayer['current']> {
  if (player.current?.seed === seed && player.current.deal === deal) return player.current;
  const compiled = compileDeal(player.catalogue, player.set, player.value, seed, deal);
  const t = viewTables(kriegbotSchemas, compiled.rows as never, compiled.buffer);
  player.current = { seed, deal, t, game: new ScenarioGame(createMapScratch(t)), stream: 2 * deal + 1 };
  return player.current;
}

/** The dealt-scenario contract (kernel/dealt.ts) for Kriegbot. */
export const kriegbotDeals: DealtRules<KriegbotCatalogue> = {
  isDealt: isDealtData,
  load: (catalogue, file, resolve, overrides) => loadDealt(catalogue, file, resolve, overrides),
  prepare(catalogue, set, turnCap) {
    const state = createState();
    state.turnCap = turnCap;
    return { catalogue, set: set as LoadedDealt, value: valueOf((set as LoadedDealt).worth), state, rng: new Rng(0, 0), current: undefined } satisfies DealtPlayer;
  },
  compileDeal(prepared, seed, deal) {
    const player = prepared as DealtPlayer;
    const compiled: CompiledScenarioSet = compileDeal(player.catalogue, player.set, player.value, seed, deal);
    return { compiled, stream: 2 * deal + 1 };
  },
  play(prepared, seed, deal, seating, metrics) {
    const player = prepared as DealtPlayer;
    const { t, game, stream } = current(player, seed, deal);
    // the same deal in both seatings, but its own dice in each: on one stream the swapped game of a
    // symmetric scenario replayed the first (Aftermath's sides won exactly as often as each other)
    player.rng.reseed(seed, seatingStream(stream, seating));
    return playScenario(t, game, player.state, seating === 0 ? 0 : 1, seating === 0 ? 1 : 0, player.rng, metrics);
  },
};
