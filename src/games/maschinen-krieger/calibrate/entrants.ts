// cold: Ma.K's calibration entrants (`botlab calibrate`): the text prints no point costs (spec 4.4),
// so each ground unit type plays every other, alone and in stacks of the same type, with no pilot
// and the force defaults (engage at the longest range, separate attacks). A stack fills its end hex
// up to the stacking limit (L228 [8.2]) and the hexes behind it. Air units fight in the Air
// Commitment phase, which the lane engine does not play, so they are left out.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { CalibrationEntrant, CalibrationRules } from '../../../kernel/calibration.js';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';

function entrants(catalogue: MaschinenKriegerCatalogue, sizes: readonly number[], units: readonly string[] | undefined): CalibrationEntrant[] | string {
  const ground = [...catalogue.units].filter(([, unit]) => unit.type !== 'III').map(([id]) => id);
  for (const id of units ?? []) {
    if (!catalogue.units.has(id)) return `--units: no unit "${id}" in the catalogue${didYouMean(id, ground)} (ground units: ${ground.join(', ')})`;
    if (!ground.includes(id)) return `--units: ${id} is an air unit; the lane engine has no Air Commitment phase (L172 [4.0] 1)`;
  }
  const chosen = units ?? ground;
  return sizes.flatMap((size) => chosen.map((id): CalibrationEntrant => {
    const unit = catalogue.units.get(id);
    const points = unit === undefined ? 1 : catalogue.game.stackPoints[unit.type];
    const perHex = Math.max(1, Math.floor(catalogue.game.stackLimit / Math.max(1, points)));
    const name = size === 1 ? (unit?.name ?? id) : `${size} x ${unit?.name ?? id}`;
    return {
      unit: id, name, size,
      file: { path: `(calibration: ${name})`, data: { name, units: Array.from({ length: size }, (_, k) => ({ unit: id, hex: Math.floor(k / perHex) })) } },
    };
  }));
}

export const maschinenKriegerCalibration: CalibrationRules<MaschinenKriegerCatalogue> = {
  entrants,
  sizes: [1, 2],
  maxSize: 4,
  // The scale: an A.F.S. costs 10. The text prints no costs (L354-355 gives VP only), so this only fixes the units.
  reference: 'afs',
  referenceCost: 10,
};
