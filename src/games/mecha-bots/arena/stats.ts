// hot: what a bot's working counters give it this turn. Each lost counter lowers its object by one
// (@curufea-damage). Boilers power four counters each (L68); when lost boilers leave too few, the
// owner keeps its weapons powered first, then its sensors, then speed, then terrain counters (a
// reconstruction: the text lets the owner pick, B1). A device's power is its working damage or
// accuracy counters, its reach its working range counters (at least 1 when it has none, a
// reconstruction). Speed is the working speed counters on one chassis (L106, B10); the hexes
// before a 60-degree turn are 7 minus the locations holding working mobility counters (wiki status).
import { CELL_COUNT, CELLS_PER_LOCATION, LOCATIONS } from '../chassis/geometry.js';
import { Kind } from '../resolve/strike.js';
import { MAX_DEVICES, type ArenaState } from './state.js';

/** Fills power, reach, speed and turnEvery for the bot in `slot`. */
export function refreshStats(s: ArenaState, slot: number): void {
  const t = s.t;
  const base = slot * CELL_COUNT;
  let boilers = 0;
  for (let cell = 0; cell < CELL_COUNT; cell++) if (s.kind[base + cell] === Kind.Boiler && s.destroyed[base + cell] === 0) boilers++;
  let budget = boilers * (t.rules.perBoiler[0] as number);
  const bot = s.design[slot] as number;
  const first = t.bot.firstDevice[bot] as number;
  const devices = t.bot.devices[bot] as number;
  const minimum = t.rules.minimumReach[0] as number;
  // weapons first, then sensors (pass 0, 1)
  for (let pass = 0; pass < 2; pass++) {
    for (let d = 0; d < devices; d++) {
      const device = first + d;
      if ((t.device.sensor[device] as number) !== pass) continue;
      let power = 0;
      let reach = 0;
      const from = t.device.firstCell[device] as number;
      const count = t.device.cells[device] as number;
      for (let k = 0; k < count; k++) {
        const cell = t.deviceCell.cell[from + k] as number;
        const kind = s.kind[base + cell] as number;
        // absent (not yet installed in the city game), destroyed or unpowered cells give nothing
        if (kind < 0 || s.destroyed[base + cell] === 1 || s.inert[base + cell] === 1) continue;
        if (kind === Kind.WeaponConnector || kind === Kind.SensorConnector) continue;
        if (budget <= 0) continue;
        budget--;
        if (kind === Kind.WeaponDamage || kind === Kind.SensorAccuracy) power++;
        else reach++;
      }
      s.power[slot * MAX_DEVICES + d] = power;
      s.reach[slot * MAX_DEVICES + d] = reach > 0 ? reach : power > 0 ? minimum : 0;
    }
  }
  let speed = 0;
  let locations = 0;
  for (let location = 0; location < LOCATIONS; location++) {
    let here = 0;
    for (let k = 0; k < CELLS_PER_LOCATION; k++) {
      const cell = base + location * CELLS_PER_LOCATION + k;
      const kind = s.kind[cell] as number;
      if ((kind !== Kind.MobilitySpeed && kind !== Kind.MobilityTerrain) || s.destroyed[cell] === 1 || s.inert[cell] === 1) continue;
      here = 1;
      if (kind === Kind.MobilitySpeed && budget > 0) {
        budget--;
        speed++;
      }
    }
    locations += here;
  }
  s.speed[slot] = speed;
  s.turnEvery[slot] = LOCATIONS - locations;
}
