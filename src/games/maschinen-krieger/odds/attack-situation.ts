// cold: an attack described by the catalogue's units, pilots, weapons and terrain (spec 4.3 step
// 3): attack target = the weapon's attack ability + the attacker's pilot + the range modifier
// (L179 [5.1.3] 2) + the target hex's terrain for that weapon (L178 [5.1.3] 1) + indirect (-3) or
// immobilised target (+2) (L179 [5.1.3] 3-4) - (the target's defense + its pilot) (L174-175
// [5.1.1] 3, L330 [18.1.2]), with each term named for the reader.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { MaschinenKriegerCatalogue } from '../catalogue/catalogue.js';
import { rangeModifier } from '../catalogue/catalogue.js';
import type { EnduranceClass } from '../catalogue/catalogue-schema.js';
import { attackTarget, IMMOBILISED_MODIFIER, INDIRECT_MODIFIER } from './attack-target.js';
import type { WeaponType } from './weapon-usage.js';

export interface SituationInput {
  readonly attacker: string;
  readonly defender: string;
  readonly weapon?: number | undefined;
  readonly range?: number | undefined;
  readonly terrain?: string | undefined;
  readonly attackerPilot?: string | undefined;
  readonly defenderPilot?: string | undefined;
  readonly indirect?: boolean;
  readonly immobilised?: boolean;
}

export interface Situation {
  readonly target: number;
  readonly endurance: EnduranceClass;
  readonly weapon: WeaponType;
  readonly weaponId: string;
  /** The sum written out: "laser 8 + range 2: +1 + forest: -2 - defense 2 = 5". */
  readonly working: string;
}

/** The attack target of the situation, or a message naming the first thing the catalogue lacks. */
export function situation(catalogue: MaschinenKriegerCatalogue, input: SituationInput): Situation | string {
  const lookup = <T>(map: ReadonlyMap<string, T>, id: string, option: string): T | string =>
    map.get(id) ?? `--${option}: no "${id}" in the catalogue${didYouMean(id, map.keys())} (known: ${[...map.keys()].join(', ')})`;
  const attacker = lookup(catalogue.units, input.attacker, 'attacker');
  if (typeof attacker === 'string') return attacker;
  const defender = lookup(catalogue.units, input.defender, 'defender');
  if (typeof defender === 'string') return defender;
  const mounted = attacker.weapons[input.weapon ?? 0];
  if (mounted === undefined) return `--weapon-index: ${attacker.name} carries ${attacker.weapons.length} weapon(s), numbered from 0`;
  const weapon = lookup(catalogue.weapons, mounted.weapon, 'attacker');
  if (typeof weapon === 'string') return weapon;
  const range = input.range ?? 1;
  if (!Number.isInteger(range) || range < 1 || range > mounted.range) return `--range: ${attacker.name}'s ${mounted.weapon} reaches 1 to ${mounted.range} hexes (L174 [5.1.1] 2) (got ${range})`;
  const byRange = rangeModifier(weapon, range) ?? 0;
  const terrain = input.terrain === undefined ? undefined : lookup(catalogue.terrain, input.terrain, 'terrain');
  if (typeof terrain === 'string') return terrain;
  const byTerrain = terrain === undefined ? 0 : terrain.attack[weapon.code];
  const pilot = (id: string | undefined, option: string) => (id === undefined ? undefined : lookup(catalogue.pilots, id, option));
  const attackPilot = pilot(input.attackerPilot, 'attacker-pilot');
  if (typeof attackPilot === 'string') return attackPilot;
  const defensePilot = pilot(input.defenderPilot, 'defender-pilot');
  if (typeof defensePilot === 'string') return defensePilot;
  const target = attackTarget({
    attack: mounted.attack, defense: defender.defense, attackPilot: attackPilot?.attack ?? 0, defensePilot: defensePilot?.defense ?? 0,
    range: byRange, terrain: byTerrain, indirect: input.indirect === true, immobilised: input.immobilised === true,
  });
  const signed = (n: number) => (n < 0 ? `- ${-n}` : `+ ${n}`);
  const terms = [
    `${mounted.weapon} ${mounted.attack}`,
    ...(attackPilot === undefined ? [] : [`${signed(attackPilot.attack)} (${attackPilot.name})`]),
    `${signed(byRange)} (range ${range})`,
    ...(terrain === undefined ? [] : [`${signed(byTerrain)} (${terrain.name})`]),
    ...(input.indirect === true ? [`${signed(INDIRECT_MODIFIER)} (indirect)`] : []),
    ...(input.immobilised === true ? [`${signed(IMMOBILISED_MODIFIER)} (immobilised)`] : []),
    `- ${defender.defense} (${defender.name}'s defense)`,
    ...(defensePilot === undefined ? [] : [`${signed(-defensePilot.defense)} (${defensePilot.name})`]),
  ];
  return { target, endurance: defender.endurance, weapon: weapon.code, weaponId: mounted.weapon, working: `${terms.join(' ')} = ${target}` };
}
