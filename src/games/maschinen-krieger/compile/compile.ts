// cold: force files and the catalogue to compiled tables (tables.ts): the only place where unit
// ratings, pilots, charts, the lane and the readings of K1 and K7 turn into numbers. Bad files throw
// one ValidationError listing every problem. Air units never get here: force-file.ts refuses them.
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { CompiledSet, ResolveFile } from '../../../kernel/ruleset.js';
import { allocTables } from '../../../kernel/table.js';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import { rangeModifier } from '../catalogue/catalogue.js';
import { ENDURANCE_CLASSES, MOVEMENT_MODES, WEAPON_CODES, type Weapon } from '../catalogue/catalogue-schema.js';
import { readForce, type Force } from '../catalogue/force-file.js';
import { Resolution, Usage } from '../resolve/attack.js';
import { maschinenKriegerSchemas, NO_ENTRY, RANGE_CELLS, UNLIMITED, type MaschinenKriegerTables } from './tables.js';
import { tallyCells } from './tally.js';

/** The compiled forces. */
export interface MaschinenKriegerCompiledSet extends CompiledSet {
  readonly forces: readonly Force[];
  /** Per force, per unit: the unit's catalogue id (for replays and reports). */
  readonly unitIds: readonly (readonly string[])[];
  /** The lane's terrain ids from side 0's end. */
  readonly lane: readonly string[];
}

export function compileForces(catalogue: MaschinenKriegerCatalogue, files: readonly SourceFile[], _resolve: ResolveFile): MaschinenKriegerCompiledSet {
  const problems: Problem[] = [];
  const forces: { file: SourceFile; force: Force }[] = [];
  for (const file of files) {
    const result = readForce(file, catalogue);
    problems.push(...result.problems);
    if (result.force !== undefined) forces.push({ file, force: result.force });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  const lane = catalogue.lanes.get('standard');
  if (lane === undefined) throw new Error('the catalogue has no standard lane (catalogue.ts requires one)');
  const terrainIds = [...catalogue.terrain.keys()];
  const units = forces.flatMap(({ force }) => force.units);
  const weaponCount = units.reduce((sum, unit) => sum + unit.unit.weapons.length, 0);
  const rows = { rules: 1, laneHex: lane.hexes.length, terrain: terrainIds.length, force: forces.length, unit: units.length, weapon: weaponCount, rangeMod: weaponCount * RANGE_CELLS };
  const { buffer, tables: t } = allocTables(maschinenKriegerSchemas, rows);
  writeRules(t, catalogue, lane.hexes.length);
  lane.hexes.forEach((id, hex) => (t.laneHex.terrain[hex] = terrainIds.indexOf(id)));
  writeTerrain(t, catalogue);
  const attacks: CompiledSet['attacks'][number][] = [];
  let unitRow = 0;
  let weaponRow = 0;
  forces.forEach(({ force }, design) => {
    t.force.firstUnit[design] = unitRow;
    t.force.units[design] = force.units.length;
    t.force.engageAt[design] = force.policy.engageAt === 'max' ? 0 : force.policy.engageAt;
    t.force.simultaneous[design] = force.policy.attacks === 'simultaneous' ? 1 : 0;
    t.force.closeQuarters[design] = force.policy.closeQuarters ? 1 : 0;
    t.force.combineInfantry[design] = force.policy.infantry === 'combined' ? 1 : 0;
    force.units.forEach((member) => {
      const { unit, pilot } = member;
      const endurance = catalogue.endurance.get(unit.endurance);
      const u = t.unit;
      u.start[unitRow] = member.hex;
      u.infantry[unitRow] = unit.infantry ? 1 : 0;
      u.typeOne[unitRow] = unit.type === 'I' ? 1 : 0;
      u.movement[unitRow] = 2 * (unit.movement?.points ?? 0);
      u.mode[unitRow] = MOVEMENT_MODES.indexOf(unit.movement?.mode ?? 'W');
      u.defense[unitRow] = unit.defense + (pilot?.defense ?? 0);
      u.pilotAttack[unitRow] = pilot?.attack ?? 0;
      u.destroyed[unitRow] = endurance?.destroyed ?? 0;
      u.immobilised[unitRow] = endurance?.immobilised ?? 0;
      u.disarmed[unitRow] = endurance?.disarmed ?? 0;
      u.enduranceClass[unitRow] = ENDURANCE_CLASSES.indexOf(unit.endurance);
      u.vp[unitRow] = unit.vp;
      u.firstWeapon[unitRow] = weaponRow;
      u.weapons[unitRow] = unit.weapons.length;
      unit.weapons.forEach((mounted) => {
        const weapon = catalogue.weapons.get(mounted.weapon) as Weapon;
        const w = t.weapon;
        w.attack[weaponRow] = mounted.attack;
        w.range[weaponRow] = Math.min(mounted.range, RANGE_CELLS - 1);
        w.code[weaponRow] = WEAPON_CODES.indexOf(weapon.code);
        w.usage[weaponRow] = usageOf(weapon, unit.infantry);
        w.ammo[weaponRow] = weapon.limitedAmmo ? (mounted.ammo ?? 1) : 0;
        w.perPhase[weaponRow] = weapon.limitedAmmo ? Math.max(weapon.offensiveShotsPerPhase, weapon.defensiveShotsPerAttack) : UNLIMITED;
        w.recovers[weaponRow] = unit.infantry && weapon.code === 'L' ? 1 : 0;
        w.tallyRow[weaponRow] = attacks.length;
        for (let range = 0; range < RANGE_CELLS; range++) t.rangeMod.modifier[weaponRow * RANGE_CELLS + range] = rangeModifier(weapon, Math.max(range, 1)) ?? 0;
        attacks.push({ labels: { unit: unit.name, weapon: mounted.weapon }, design, cells: [tallyCells()] });
        weaponRow++;
      });
      unitRow++;
    });
  });
  return {
    buffer,
    rows,
    forces: forces.map(({ force }) => force),
    unitIds: forces.map(({ force }) => force.units.map((unit) => unit.id)),
    lane: [...lane.hexes],
    designs: forces.map(({ force }) => ({
      name: force.name,
      kind: makeUp(force),
      policy: policyName(force),
      key: createHash('sha256').update(canonicalJson({ units: force.units.map((unit) => [unit.id, unit.pilot?.name ?? null, unit.hex]), policy: force.policy })).digest('hex').slice(0, 16),
    })),
    attacks,
  };
}

/** A force's units in a few words ("2 A.F.S. + S.A.F.S."): the reports' kind and the tally's target. */
function makeUp(force: Force): string {
  const counts = new Map<string, number>();
  for (const unit of force.units) counts.set(unit.unit.name, (counts.get(unit.unit.name) ?? 0) + 1);
  return [...counts].map(([name, count]) => (count === 1 ? name : `${count} ${name}`)).join(' + ');
}

/** A force's policy in a few words, for the reports' policy column. */
function policyName(force: Force): string {
  const { engageAt, attacks, closeQuarters, infantry } = force.policy;
  return [closeQuarters ? 'close-quarters' : `engage-${engageAt}`, attacks, ...(force.units.some((unit) => unit.unit.infantry) ? [`infantry-${infantry}`] : [])].join(' ');
}

/** What the attack roll decides about the weapon (L282 [11.2.1-11.2.2]); an infantry MG never breaks (L304 [14.2.4]). */
function usageOf(weapon: Weapon, infantry: boolean): number {
  if (weapon.burnout.length === 0 || (infantry && weapon.infantryExempt)) return Usage.None;
  return weapon.code === 'L' ? Usage.Laser : Usage.MachineGun;
}

function writeRules(t: MaschinenKriegerTables, catalogue: MaschinenKriegerCatalogue, laneLength: number): void {
  const r = t.rules;
  r.resolution[0] = catalogue.game.resolution === 'product' ? Resolution.Product : Resolution.Sum;
  r.critical[0] = catalogue.ambiguities['k1-critical-under-sum'].value === 'always' ? 1 : 0;
  r.laneLength[0] = laneLength;
  r.defensiveRange[0] = catalogue.attack.defensiveFireRange;
  r.immobilisedModifier[0] = catalogue.attack.targetImmobilised;
  r.unarmedToHit[0] = catalogue.attack.unarmedToHit;
  r.chargingModifier[0] = catalogue.attack.chargingInfantry;
  r.chargeHexes[0] = catalogue.game.infantryChargeHexes;
  r.infantryHexes[0] = catalogue.game.infantryMoveHexes;
  const morale = catalogue.procedures.morale;
  r.recoverOn[0] = morale.recoverOnOrBelow;
  r.moraleStacked[0] = morale.modifiers.stackedOrAbleToAttack;
  r.moraleCover[0] = morale.modifiers.forestOrBuilding;
  r.moraleEnemy[0] = morale.modifiers.enemyInRange;
  r.moraleRange[0] = morale.enemyRange;
  r.moraleAgain[0] = morale.modifiers.brokenAgain;
  r.disarmAll[0] = catalogue.ambiguities['k7-disarmed-weapons'].value === 'all-ranged-weapons' ? 1 : 0;
}

/** Terrain that counts as "a forest or building hex" for morale recovery (L306 [14.3.2] 2). */
const COVER = ['forest', 'building', 'partial-building'];

function writeTerrain(t: MaschinenKriegerTables, catalogue: MaschinenKriegerCatalogue): void {
  const half = (cost: number | null) => (cost === null ? NO_ENTRY : Math.round(cost * 2));
  [...catalogue.terrain].forEach(([id, terrain], row) => {
    const x = t.terrain;
    x.cover[row] = COVER.includes(id) ? 1 : 0;
    x.aL[row] = terrain.attack.L;
    x.aG[row] = terrain.attack.G;
    x.aMG[row] = terrain.attack.MG;
    x.aR[row] = terrain.attack.R;
    x.aPF[row] = terrain.attack.PF;
    x.mW[row] = half(terrain.movement.W);
    x.mC[row] = half(terrain.movement.C);
    x.mH[row] = half(terrain.movement.H);
    x.mB[row] = half(terrain.movement.B);
  });
}
