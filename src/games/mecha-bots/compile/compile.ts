// cold: chassis design files and the catalogue's readings to compiled tables (tables.ts): the only
// place where counters, devices, arcs and policies turn into numbers. Bad files throw one
// ValidationError listing every problem.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { CompiledSet } from '../../../kernel/ruleset.js';
import { allocTables } from '../../../kernel/table.js';
import { readDesign, type ChassisDesign } from '../chassis/design-file.js';
import { CELL_COUNT, COLUMNS, SECTORS, type ChassisGeometry } from '../chassis/geometry.js';
import { KINDS } from '../chassis/layout.js';
import { HitDie } from '../resolve/aim.js';
import { ArmourReading, EMPTY } from '../resolve/strike.js';
import { tallyColumns } from '../arena/tally.js';
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import { mechaBotsSchemas, type MechaBotsTables } from './tables.js';
import { ACTIVE_CARDS, ATTACK_CARDS, PASSIVE_CARDS } from '../city/program-cards.js';
import { CLOSED, COST_TERRAIN_CODES } from '../../../hex/cost-reach.js';
import { MODE_IDS, SERVICE_KEYS } from '../catalogue/catalogue-schema.js';
import { stockedKinds } from '../economy/restock.js';

/** The readings of the reconstructions the arena depends on (the catalogue's, spec 6.6-6.7). */
export interface ArenaReadings {
  readonly die: 'uniform' | 'two-dice';
  /** The attacker may only add its sensor bonus, or also subtract it (a variant). */
  readonly twoWayAim: boolean;
  /** Columns numbered from the attacker's left (the reconstruction) or its right (a variant). */
  readonly fromRight: boolean;
  readonly armour: 'per-cell' | 'once-per-location' | 'sample-page';
  readonly reachWithoutRange: 'one' | 'none';
  readonly hitPoints: number;
  readonly perBoiler: number;
  /** B9: the seat wounds its rider for its one point, or for every point still in the column. */
  readonly seatRemaining?: boolean;
  /** B6: bots of equal weight act in seat order instead of by a draw. */
  readonly seatOrderTies?: boolean;
  /** The sensor bonus max(minimum, accuracy + offset - range) (combat.sensorBonus, @curufea-status). */
  readonly sensorOffset: number;
  readonly sensorMinimum: number;
}

/** The readings of a catalogue (chassis.standard, combat.standard, madScientist.standard, the boiler's power). */
export function readingsOf(catalogue: MechaBotsCatalogue): ArenaReadings {
  const { chassis, combat } = catalogue;
  const boiler = catalogue.components.get('boiler');
  return {
    die: chassis.hitDie.roll === 'd10-reroll-10' ? 'uniform' : 'two-dice',
    twoWayAim: chassis.hitDie.shift === 'add-or-subtract-up-to-bonus',
    fromRight: chassis.columns.numbering === 'from-attacker-right',
    armour: combat.armour === 'per-armour-cell' ? 'per-cell' : combat.armour,
    reachWithoutRange: combat.reach === 'at-least-adjacent' ? 'one' : 'none',
    hitPoints: catalogue.madScientist.hitPoints,
    perBoiler: boiler?.adds?.amount ?? 4,
    seatRemaining: catalogue.ambiguities['b9-seat-damage'].value === 'remaining-damage',
    seatOrderTies: catalogue.ambiguities['b6-lightest-first-ties'].value === 'seat-order',
    sensorOffset: combat.sensorBonus.offset,
    sensorMinimum: combat.sensorBonus.minimum,
  };
}

export interface MechaBotsCompiledSet extends CompiledSet {
  readonly designs: CompiledSet['designs'];
  readonly bots: readonly ChassisDesign[];
}

export function compileBots(readings: ArenaReadings, geometry: ChassisGeometry, files: readonly SourceFile[], city?: MechaBotsCatalogue): MechaBotsCompiledSet {
  const problems: Problem[] = [];
  const bots: ChassisDesign[] = [];
  for (const file of files) {
    const result = readDesign(file, geometry);
    problems.push(...result.problems);
    if (result.design !== undefined) bots.push(result.design);
  }
  if (problems.length > 0) throw new ValidationError(problems);
  const cards = city === undefined ? [] : cardProblems(files, bots, city); // every file read, so bots[i] is files[i]
  if (cards.length > 0) throw new ValidationError(cards);
  const devices = bots.flatMap((bot) => [...bot.layout.weapons.map((device) => ({ device, sensor: 0 })), ...bot.layout.sensors.map((device) => ({ device, sensor: 1 }))]);
  const rows = {
    rules: 1, bot: bots.length, cell: bots.length * CELL_COUNT, device: devices.length, deviceCell: devices.reduce((sum, { device }) => sum + device.cells.length, 0),
    column: SECTORS * COLUMNS, columnCell: SECTORS * CELL_COUNT, sector: SECTORS,
    city: 1, block: city === undefined ? 0 : Object.keys(city.city.blocks).length, moveCost: (1 + MODE_IDS.length) * COST_TERRAIN_CODES,
    price: city === undefined ? 0 : city.economy.prices.length, service: city === undefined ? 0 : city.economy.trading.serviceOrder.length, stocked: city === undefined ? 0 : stockedKinds(city).length,
    startKit: city === undefined ? 0 : (city.presets.get(city.city.start)?.components ?? []).reduce((sum, item) => sum + item.count, 0),
  };
  const { buffer, tables: t } = allocTables(mechaBotsSchemas, rows);
  t.rules.die[0] = readings.die === 'uniform' ? HitDie.Uniform : HitDie.TwoDice;
  t.rules.reading[0] = readings.armour === 'per-cell' ? ArmourReading.PerCell : readings.armour === 'once-per-location' ? ArmourReading.OncePerLocation : ArmourReading.SamplePage;
  t.rules.twoWayAim[0] = readings.twoWayAim ? 1 : 0;
  t.rules.seatRemaining[0] = readings.seatRemaining === true ? 1 : 0;
  t.rules.seatOrderTies[0] = readings.seatOrderTies === true ? 1 : 0;
  t.rules.sensorOffset[0] = readings.sensorOffset;
  t.rules.sensorMinimum[0] = readings.sensorMinimum;
  t.rules.minimumReach[0] = readings.reachWithoutRange === 'one' ? 1 : 0;
  t.rules.hitPoints[0] = readings.hitPoints;
  t.rules.perBoiler[0] = readings.perBoiler;
  let at = 0;
  geometry.columns.forEach((columns, from) => (readings.fromRight ? [...columns].reverse() : columns).forEach((cells, k) => {
    t.column.first[from * COLUMNS + k] = at;
    t.column.count[from * COLUMNS + k] = cells.length;
    for (const cell of cells) t.columnCell.cell[at++] = cell;
  }));
  for (let sector = 0; sector < SECTORS; sector++) t.sector.location[sector] = geometry.locationSector.indexOf(sector);
  if (city !== undefined) writeCity(t, city);
  const attacks: CompiledSet['attacks'][number][] = [];
  let deviceRow = 0;
  let cellRow = 0;
  bots.forEach((bot, index) => {
    const { layout, policy } = bot;
    layout.kinds.forEach((kind, cell) => {
      t.cell.kind[index * CELL_COUNT + cell] = kind === undefined ? EMPTY : KINDS.indexOf(kind);
      t.cell.inert[index * CELL_COUNT + cell] = layout.unpowered.has(cell) ? 1 : 0;
    });
    t.bot.firstDevice[index] = deviceRow;
    t.bot.devices[index] = layout.weapons.length + layout.sensors.length;
    t.bot.components[index] = layout.components;
    t.bot.keepAt[index] = policy.keepAt === 'range' ? 0 : policy.keepAt;
    t.bot.armourFirst[index] = policy.face === 'armour' ? 1 : 0;
    t.bot.buyFirst[index] = ['design', 'weapons', 'armour', 'mobility'].indexOf(policy.buy);
    t.bot.parkAtShop[index] = policy.park === 'shop' ? 1 : 0;
    t.bot.attackCard[index] = ATTACK_CARDS.indexOf(policy.attack);
    t.bot.activeCard[index] = ACTIVE_CARDS.indexOf(policy.active);
    t.bot.passiveCard[index] = PASSIVE_CARDS.indexOf(policy.passive);
    t.bot.tradeLoop[index] = policy.trade === 'loop' ? 1 : 0;
    t.bot.rideWhenBuilt[index] = policy.ride === 'when-built' ? 1 : 0;
    [...layout.weapons.map((device) => ({ device, sensor: 0 })), ...layout.sensors.map((device) => ({ device, sensor: 1 }))].forEach(({ device, sensor }, k) => {
      t.device.sensor[deviceRow] = sensor;
      t.device.firstCell[deviceRow] = cellRow;
      t.device.cells[deviceRow] = device.cells.length;
      t.device.arc[deviceRow] = device.arc;
      t.device.tallyRow[deviceRow] = sensor === 0 ? attacks.length : -1;
      device.cells.forEach((cell) => (t.deviceCell.cell[cellRow++] = cell));
      if (sensor === 0) attacks.push({ labels: { weapon: `${bot.name} weapon ${k + 1}` }, design: index, cells: [tallyColumns()] });
      deviceRow++;
    });
  });
  return {
    buffer,
    rows,
    bots,
    designs: bots.map((bot) => ({
      name: bot.name,
      kind: `${bot.layout.components} components`,
      policy: policyName(bot.policy),
      key: createHash('sha256').update(canonicalJson({ kinds: bot.layout.kinds.map((kind) => kind ?? null), unpowered: [...bot.layout.unpowered].sort((a, b) => a - b), policy: keyedPolicy(bot.policy) })).digest('hex').slice(0, 16),
    })),
    attacks,
  };
}

/** A bot's program cards must be cards the catalogue has (program.yaml): a variant may leave some out. */
function cardProblems(files: readonly SourceFile[], bots: readonly ChassisDesign[], catalogue: MechaBotsCatalogue): Problem[] {
  const problems: Problem[] = [];
  bots.forEach((bot, index) => {
    for (const kind of ['attack', 'active', 'passive'] as const) {
      const cards: readonly string[] = catalogue.program[kind];
      if (!cards.includes(bot.policy[kind])) {
        problems.push({ file: files[index]?.path ?? bot.name, path: `policy.${kind}`, message: `"${bot.policy[kind]}" is not one of the catalogue's ${kind} cards (${cards.join(', ')})`, rule: 'a bot plays program cards the catalogue has (program.yaml, @curufea-program)' });
      }
    }
  });
  return problems;
}

/** The city game's numbers (city.yaml, the chart L270-449, the economy L139-220, the start kit L10). */
function writeCity(t: MechaBotsTables, catalogue: MechaBotsCatalogue): void {
  const terrainIds = [...catalogue.terrain.keys()];
  const code = (id: string) => terrainIds.indexOf(id);
  const c = t.city;
  const { city, economy } = catalogue;
  c.width[0] = city.width;
  c.height[0] = city.height;
  c.streetEvery[0] = city.streetEvery;
  c.shops[0] = city.shops;
  c.banks[0] = city.banks;
  c.scientistSpeed[0] = city.scientistSpeed;
  c.turnCap[0] = city.turnCap;
  c.street[0] = code('cobbled-street');
  c.shop[0] = code('shop');
  c.bank[0] = code('bank');
  c.lab[0] = code('lab');
  c.money[0] = catalogue.madScientist.money;
  c.shopStock[0] = economy.shops.startStock;
  c.bankMoney[0] = economy.banks.startMoney;
  c.quietWithin[0] = economy.shops.noBotWithin;
  c.bankEarnDice[0] = economy.banks.earns.dice;
  c.bankEarnSides[0] = economy.banks.earns.sides;
  c.ownBotPrices[0] = economy.priceBot === 'own-bot' ? 1 : 0;
  economy.trading.serviceOrder.forEach((key, k) => (t.service.key[k] = SERVICE_KEYS.indexOf(key)));
  const { program } = catalogue;
  c.directControl[0] = program.control === 'direct' ? 1 : 0;
  c.controlBase[0] = program.controlRange.base;
  c.controlPerRemote[0] = program.controlRange.perRemoteControl;
  Object.entries(city.blocks).forEach(([id, weight], row) => {
    t.block.terrain[row] = code(id);
    t.block.weight[row] = weight;
  });
  t.moveCost.cost.fill(CLOSED);
  terrainIds.forEach((id, terrainCode) => {
    const terrain = catalogue.terrain.get(id);
    if (terrain === undefined) return;
    t.moveCost.cost[terrainCode] = terrain.madScientist ?? CLOSED;
    MODE_IDS.forEach((mode, m) => (t.moveCost.cost[(1 + m) * COST_TERRAIN_CODES + terrainCode] = terrain.bots[mode] ?? CLOSED));
  });
  [...economy.prices].sort((a, b) => a.range - b.range).forEach((row, k) => {
    t.price.buy[k] = row.buy;
    t.price.sell[k] = row.sell;
    t.price.extort[k] = row.extort;
  });
  stockedKinds(catalogue).forEach((kind, k) => (t.stocked.kind[k] = KINDS.indexOf(kind as (typeof KINDS)[number])));
  let k = 0;
  for (const item of catalogue.presets.get(city.start)?.components ?? []) {
    for (let n = 0; n < item.count; n++, k++) {
      t.startKit.kind[k] = KINDS.indexOf(item.oneOf[0] as (typeof KINDS)[number]);
      t.startKit.alt[k] = item.oneOf[1] === undefined ? -1 : KINDS.indexOf(item.oneOf[1] as (typeof KINDS)[number]);
    }
  }
}

/** The policy as the random streams' key sees it: the city fields only when not their defaults, so designs keep their streams. */
/** The city policy's values that differ from the defaults (so a bot's key and name stay those of the arena policy alone). */
function cityChoices(policy: ChassisDesign['policy']): Record<string, string> {
  const { buy, park, attack, active, passive, trade, ride } = policy;
  return {
    ...(buy === 'design' ? {} : { buy }), ...(park === 'hunt' ? {} : { park }), ...(attack === 'pursue' ? {} : { attack }),
    ...(active === 'approach' ? {} : { active }), ...(passive === 'target' ? {} : { passive }), ...(trade === 'extort' ? {} : { trade }), ...(ride === 'never' ? {} : { ride }),
  };
}

function keyedPolicy(policy: ChassisDesign['policy']): Record<string, unknown> {
  return { keepAt: policy.keepAt, face: policy.face, ...cityChoices(policy) };
}

/** "keep 1 face weapons", then the city choices that are not the defaults ("buy armour park shop flee hold ride"). */
function policyName(policy: ChassisDesign['policy']): string {
  const city = cityChoices(policy);
  const words = [city['buy'] === undefined ? '' : `buy ${city['buy']}`, city['park'] === undefined ? '' : `park ${city['park']}`, city['attack'] ?? '', city['active'] ?? '', city['passive'] ?? '',
    city['trade'] === undefined ? '' : 'trade', city['ride'] === undefined ? '' : 'ride'];
  return [`keep ${policy.keepAt} face ${policy.face}`, ...words.filter((word) => word !== '')].join(' ');
}
