// cold: a unit-cost calibration run, shared by `botlab calibrate` and the study: the game's
// entrants (each unit type alone and in stacks), every pair of the same size played, strengths
// fitted (src/sim/calibration.ts), calibrate.csv and the games behind it (winrate.csv) written.
import type { CalibrationRules } from '../kernel/calibration.js';
import type { SimRuleset } from '../kernel/ruleset.js';
import { calibrationTable } from '../report/calibration-table.js';
import type { ReportTable } from '../report/table.js';
import { winRateTable } from '../report/simulation-tables.js';
import { calibrationMatchups, calibrationRows } from '../sim/calibration.js';
import { winRateRows } from '../sim/summarise.js';
import { UsageError } from './errors.js';
import { loadCatalogue } from './load.js';
import type { GameOptions } from './options.js';
import type { RunSettings } from './run-options.js';
import { prepareSources, runSimulation, writeSimulationReports } from './simulation.js';

export interface CalibrationRequest {
  readonly sizes: readonly number[] | undefined;
  readonly units: readonly string[] | undefined;
  readonly reference: string | undefined;
  readonly referenceCost: number | undefined;
}

export interface CalibrationOutput {
  readonly calibrate: ReportTable;
  readonly winrate: ReportTable;
  readonly battles: number;
  readonly entrants: number;
  readonly written: string[];
}

export function calibrationOf(rules: SimRuleset<unknown>): CalibrationRules<unknown> {
  if (rules.calibration === undefined) throw new UsageError(`--game: ${rules.id} has no unit-cost calibration (its designs are not built from unit types)`);
  return rules.calibration;
}

/** Plays and writes a calibration; `page` false leaves its HTML page to the caller (a study draws its pages at the end). */
export async function runCalibration(options: GameOptions, rules: SimRuleset<unknown>, request: CalibrationRequest, settings: RunSettings, out: string | undefined, command: string, page = true): Promise<CalibrationOutput> {
  const started = Date.now();
  const calibration = calibrationOf(rules);
  const sizes = request.sizes ?? calibration.sizes;
  for (const size of sizes) if (!Number.isInteger(size) || size < 1 || size > calibration.maxSize) throw new UsageError(`--sizes: stack sizes run from 1 to ${calibration.maxSize} (got ${size})`);
  const { catalogue } = loadCatalogue<unknown>(rules, options.catalogue, options.errata);
  const entrants = calibration.entrants(catalogue, sizes, request.units);
  if (typeof entrants === 'string') throw new UsageError(entrants);
  const units = new Set(entrants.map((entrant) => entrant.unit));
  if (units.size < 2) throw new UsageError('--units: a calibration needs at least two unit types');
  const reference = request.reference ?? calibration.reference;
  if (!units.has(reference)) throw new UsageError(`--reference: "${reference}" is not among the unit types played (${[...units].join(', ')})`);
  const referenceCost = request.referenceCost ?? calibration.referenceCost;
  if (!(referenceCost > 0)) throw new UsageError(`--reference-cost: must be above 0 (got ${referenceCost})`);
  const prepared = prepareSources(options, entrants.map((entrant) => entrant.file));
  const result = await runSimulation(prepared, calibrationMatchups(entrants), settings);
  const calibrate = calibrationTable(calibrationRows(entrants, result, reference, referenceCost), reference, referenceCost);
  const winrate = winRateTable(winRateRows(prepared.compiled, result));
  const written = await writeSimulationReports(command, prepared, result, settings, out, { 'calibrate.csv': calibrate, 'winrate.csv': winrate }, started, page);
  return { calibrate, winrate, battles: result.battles, entrants: entrants.length, written };
}
