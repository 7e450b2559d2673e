// Kriegbot's sides in the game contract (C9): it declares green and yellow, and compileScenario
// takes a replacement team by the side's name, refusing a side it does not have.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../catalogue/problem.js';
import { BUNDLED_DESIGNS, readDataFile, resolveBeside } from '../../../cli/load.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { kriegbot } from '../index.js';
import { compileScenario } from './scenario-compile.js';

const KRIEGBOT = join(BUNDLED_DESIGNS, 'kriegbot');
const showdown = () => readDataFile(join(KRIEGBOT, 'scenarios', '01-showdown.yaml'));
const team = (name: string) => readDataFile(join(KRIEGBOT, 'teams', `${name}.yaml`));

describe('Kriegbot sides', () => {
  it('declares green and yellow, in seat order', () => expect(kriegbot.sides).toEqual(['green', 'yellow']));

  it('plays the scenario\'s own teams unless a side is given, and a given team on its own side', () => {
    const own = compileScenario(bundledKriegbot(), showdown(), {}, resolveBeside);
    expect(own.sides).toEqual(['green', 'yellow']);
    expect(own.designs.map((design) => design.name)).toEqual(['Green strike group', 'Yellow raiders']);
    const given = compileScenario(bundledKriegbot(), showdown(), { sides: { yellow: team('yellow-lone-pilot'), green: team('green-lone-pilot') } }, resolveBeside);
    expect(given.designs.map((design) => design.name)).toEqual(['Green lone pilot', 'Yellow lone pilot']);
  });

  it('refuses a team for a side it does not have', () => {
    const compile = () => compileScenario(bundledKriegbot(), showdown(), { sides: { purple: team('green-lone-pilot') } }, resolveBeside);
    expect(compile).toThrow(ValidationError);
    expect(compile).toThrow(/green-lone-pilot\.yaml: given as the team of side "purple"; the sides are green, yellow/);
  });
});
