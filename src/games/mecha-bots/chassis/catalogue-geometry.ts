// cold: the chassis geometry of a catalogue (its chassis.standard entry: flower centres by location
// and the facing), checked to be seven distinct 7-hex flowers whose cells fall into 9 columns along
// every axis, so a variant card that cannot be struck column by column is refused when it loads.
import { ValidationError } from '../../../catalogue/problem.js';
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import { CELL_COUNT, chassisGeometry, COLUMNS, LOCATION_IDS, type ChassisGeometry } from './geometry.js';

const cache = new WeakMap<MechaBotsCatalogue, ChassisGeometry>();

export function geometryOf(catalogue: MechaBotsCatalogue): ChassisGeometry {
  const known = cache.get(catalogue);
  if (known !== undefined) return known;
  const centres = LOCATION_IDS.map((id) => {
    const location = catalogue.chassis.locations.find((candidate) => candidate.id === id);
    return [location?.centre[0] ?? 0, location?.centre[1] ?? 0] as const;
  });
  const geometry = chassisGeometry(centres, catalogue.chassis.facing);
  const rule = 'the chassis card is seven 7-hex flowers that tile 49 hexes, 9 columns along every axis (spec 6.6)';
  if (geometry.byCoordinates.size !== CELL_COUNT || geometry.columns.some((columns) => columns.length !== COLUMNS)) {
    throw new ValidationError([{ file: catalogue.origins.get('chassis.standard')?.file ?? '(catalogue)', path: 'chassis.standard.locations', message: `the flowers cover ${geometry.byCoordinates.size} distinct hexes in ${geometry.columns[0]?.length ?? 0} columns`, rule }]);
  }
  cache.set(catalogue, geometry);
  return geometry;
}
