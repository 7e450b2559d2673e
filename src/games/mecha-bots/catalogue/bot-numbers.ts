// cold: the numbers a Bot's counters give, read from the catalogue: speed (L106), mode of transport
// (L107-109), turning (@curufea-status), heavy or light (L42-46, B2), boilers needed (L68, B1), the
// sensor bonus at a range (@curufea-status) and how far a weapon or sensor reaches (spec 6.6). Counts
// in, numbers out; where the counters sit on the card is the chassis module's business.
import type { MechaBotsCatalogue } from './catalogue.js';
import type { Mobility } from './catalogue-schema.js';

type Mode = Mobility['modes'][number];

function whole(value: number, what: string): number {
  if (!Number.isInteger(value) || value < 0) throw new RangeError(`${what} must be a whole number of 0 or more (got ${value})`);
  return value;
}

/** Speed: speed counters divided by the connected chassis of the Bot, rounded down (L106). */
export function botSpeed(catalogue: MechaBotsCatalogue, speedCounters: number, connectedChassis = catalogue.chassis.chassisPerBot): number {
  whole(speedCounters, 'speed counters');
  if (!Number.isInteger(connectedChassis) || connectedChassis < 1) throw new RangeError(`connected chassis must be 1 or more (got ${connectedChassis})`);
  return Math.floor(speedCounters / connectedChassis);
}

/** The mode of transport for a number of terrain counters (L109); past the last mode, the last (hover jets). */
export function mobilityMode(catalogue: MechaBotsCatalogue, terrainCounters: number): Mode {
  const modes = catalogue.mobility.modes;
  const mode = modes[Math.min(whole(terrainCounters, 'terrain counters'), modes.length - 1)];
  if (mode === undefined) throw new Error('the catalogue has no modes of transport');
  return mode;
}

/** Hexes a Bot must go forward before each 60-degree turn: the base less the locations holding mobility counters, never below 0 (@curufea-status). */
export function hexesBeforeTurn(catalogue: MechaBotsCatalogue, locationsWithMobility: number): number {
  return Math.max(0, catalogue.mobility.turningBase - whole(locationsWithMobility, 'locations'));
}

/** Heavy: more than half the chassis filled with components (L43); light otherwise, exactly half reading light (B2). */
export function botWeight(catalogue: MechaBotsCatalogue, components: number): 'heavy' | 'light' {
  return 2 * whole(components, 'components') > catalogue.chassis.heavyBasis ? 'heavy' : 'light';
}

/** Boilers needed for a number of weapon, sensor and mobility counters (L68): the count over a boiler's power, rounded as B1 reads. */
export function boilersNeeded(catalogue: MechaBotsCatalogue, poweredCounters: number): number {
  const power = catalogue.components.get('boiler')?.adds?.amount;
  if (power === undefined) throw new Error('the catalogue\'s boiler powers nothing');
  const ratio = whole(poweredCounters, 'powered counters') / power;
  return catalogue.chassis.boilerRounding === 'ceil' ? Math.ceil(ratio) : Math.floor(ratio);
}

/** Counters a number of boilers powers (L68). */
export function boilerPower(catalogue: MechaBotsCatalogue, boilers: number): number {
  return whole(boilers, 'boilers') * (catalogue.components.get('boiler')?.adds?.amount ?? 0);
}

/** The sensor bonus at a range: max(minimum, accuracy + offset - range) (the status page's accuracy table). */
export function sensorBonus(catalogue: MechaBotsCatalogue, accuracy: number, range: number): number {
  const { offset, minimum } = catalogue.combat.sensorBonus;
  return Math.max(minimum, whole(accuracy, 'accuracy') + offset - whole(range, 'range'));
}

/** Hexes a weapon or sensor with this many range counters reaches: max(1, r) by default, r under the variant (spec 6.6). */
export function reach(catalogue: MechaBotsCatalogue, rangeCounters: number): number {
  const r = whole(rangeCounters, 'range counters');
  return catalogue.combat.reach === 'at-least-adjacent' ? Math.max(1, r) : r;
}
