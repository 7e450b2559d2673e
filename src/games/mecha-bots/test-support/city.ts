// Test support for the city game: a set of bundled bots and policy variants compiled into tables,
// a game started on the generated board with the direct or the card control, and bots put on a hex.
import { join } from 'node:path';
import { BUNDLED_DESIGNS, readDataFile } from '../../../cli/load.js';
import { cellIndex } from '../../../hex/offset.js';
import { cellQ, cellR } from '../../../hex/height-grid.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { geometryOf } from '../chassis/catalogue-geometry.js';
import { compileBots, readingsOf } from '../compile/compile.js';
import { mechaBotsSchemas, type MechaBotsTables } from '../compile/tables.js';
import { CITY_SEAT_METRICS } from '../city/city-metrics.js';
import { createCityState, MAX_SEATS, type CityState } from '../city/city-state.js';
import { resetCity } from '../city/city-game.js';
import { bundledMb } from './bundled.js';
import { install } from '../city/bot-counters.js';
import { refreshStats } from '../arena/stats.js';
import { KIND_COUNT } from '../resolve/strike.js';

export const CITY_BASE = 12;
const BOTS = join(BUNDLED_DESIGNS, 'mecha-bots', 'bots');

/** A bundled bot file (by name, without .yaml), its policy changed by `policy` and renamed. */
export function botVariant(name: string, policy: Record<string, unknown> = {}, cells?: Record<string, unknown>) {
  const file = readDataFile(join(BOTS, `${name}.yaml`));
  const data = file.data as { policy?: object; cells: object };
  return { path: `${name}-variant.yaml`, data: { ...data, name: `${name} ${JSON.stringify(policy)}`, policy: { ...(data.policy ?? {}), ...policy }, cells: cells ?? data.cells } };
}

export function compileCityBots(files: ReturnType<typeof botVariant>[]): MechaBotsTables {
  const catalogue = bundledMb();
  const set = compileBots(readingsOf(catalogue), geometryOf(catalogue), files, catalogue);
  return viewTables(mechaBotsSchemas, set.rows as never, set.buffer) as MechaBotsTables;
}

/** A city game set up for the given rows (board seed 1), control 0 (cards) or 1 (direct), each bot's numbers fresh. */
export function startCity(t: MechaBotsTables, rows: number[], control: number, seed = 1): { cs: CityState; metrics: Float64Array } {
  const cs = createCityState(t, seed, 40, control);
  const metrics = new Float64Array(CITY_BASE + CITY_SEAT_METRICS.length * MAX_SEATS);
  resetCity(cs, Int32Array.from(rows), rows.length, new Rng(3, 3), metrics, CITY_BASE);
  rows.forEach((_, seat) => refreshStats(cs.bots, seat)); // what the bot phase does first
  return { cs, metrics };
}

/** The board cell of axial (q, r). */
export function cellAt(cs: CityState, q: number, r: number): number {
  return cellIndex(cs.map.grid.width, cs.map.grid.height, q, r);
}

/** Puts the seat's bot on a cell, facing `facing`. */
export function putBot(cs: CityState, seat: number, cell: number, facing = 0): void {
  cs.botCell[seat] = cell;
  cs.bots.q[seat] = cellQ(cs.map.grid.width, cell);
  cs.bots.r[seat] = cellR(cs.map.grid.width, cell);
  cs.bots.facing[seat] = facing;
}

export function hexesBetween(cs: CityState, a: number, b: number): number {
  const width = cs.map.grid.width;
  const dq = cellQ(width, b) - cellQ(width, a);
  const dr = cellR(width, b) - cellR(width, a);
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** Installs every counter the seat's bot's design still lacks (the bot as its design file draws it) and refreshes its numbers. */
export function completeBot(cs: CityState, seat: number): void {
  for (let kind = 0; kind < KIND_COUNT; kind++) while (install(cs, seat, kind) === 1);
  refreshStats(cs.bots, seat);
}
