// Every reconstruction can be overridden with an erratum (src/catalogue/errata.ts, `--errata FILE`),
// the way Kriegbot's catalogue is patched; the bundled variants load and change what they say.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { applyErrata } from '../../../catalogue/errata.js';
import { parseProvenance } from '../../../catalogue/provenance.js';
import { readDataFile } from '../../../cli/load.js';
import { compileRuleNumbers } from '../resolve/compile-rules.js';
import { TurnSlot } from '../resolve/slots.js';
import { toHit } from '../resolve/to-hit.js';
import { bundledHexRobots, HEX_ROBOTS_DESIGNS, hexRobotsWithVariant } from '../test-support/bundled.js';
import { loadCatalogue } from './catalogue.js';

const folder = join(HEX_ROBOTS_DESIGNS, 'catalogue');
const files = readdirSync(folder).filter((name) => name.endsWith('.yaml')).sort().map((name) => readDataFile(join(folder, name)));

/** Every reconstructed number or switch in the bundled files, as [section, id, field, value]. */
function reconstructedValues(): [string, string, string, number | boolean][] {
  const found: [string, string, string, number | boolean][] = [];
  for (const file of files) {
    for (const [section, entries] of Object.entries(file.data as Record<string, Record<string, Record<string, unknown>>>)) {
      for (const [id, entry] of Object.entries(entries)) {
        for (const [field, text] of Object.entries(entry['sources'] as Record<string, string>)) {
          const value = entry[field];
          const source = parseProvenance(text);
          if (typeof source !== 'string' && source.kind === 'reconstructed' && (typeof value === 'number' || typeof value === 'boolean')) found.push([section, id, field, value]);
        }
      }
    }
  }
  return found;
}

describe('errata over the hex-robots catalogue', () => {
  const values = reconstructedValues();

  it('finds the reconstructions of spec 5.5 among the reconstructed values', () => {
    const keys = values.map(([section, id, field]) => `${section}.${id}.${field}`);
    for (const key of ['turn.costs.shoot', 'turn.costs.movePerHex', 'melee.bonuses.attackerMeleeWeapon', 'effectRoll.modifiers.meleeWeapon', 'robot.standard.hands', 'robot.standard.heightLevels', 'game.team.robots', 'policies.gunline.preferredRange']) {
      expect(keys).toContain(key);
    }
  });

  it.each(values.map(([section, id, field, value]) => [`${section}.${id}.${field}`, section, id, field, value] as const))('%s can be changed by an erratum', (_key, section, id, field, value) => {
    const changed = typeof value === 'boolean' ? !value : value + 1;
    const erratum = { path: 'erratum.yaml', data: { [section]: { [id]: { [field]: changed, sources: { [field]: 'reconstructed - a test erratum changes it' } } } } };
    const patched = applyErrata(files, erratum);
    const entry = (patched.find((file) => (file.data as Record<string, Record<string, unknown>>)[section]?.[id] !== undefined)?.data as Record<string, Record<string, Record<string, unknown>>>)[section]?.[id];
    expect(entry?.[field]).toBe(changed);
    expect(() => loadCatalogue(patched)).not.toThrow();
  });

  it('refuses an erratum that changes a value without a source', () => {
    expect(() => applyErrata(files, { path: 'e.yaml', data: { turn: { costs: { shoot: 3 } } } })).toThrow(/turn\.costs\.shoot: is changed by the erratum but has no new source/);
  });
});

describe('the bundled variants', () => {
  const variants = readdirSync(join(HEX_ROBOTS_DESIGNS, 'catalogue', 'variants')).filter((name) => name.endsWith('.yaml'));

  it('are errata of reconstructed sources only', () => {
    expect(variants.length).toBeGreaterThanOrEqual(2);
    for (const name of variants) {
      const data = parse(readFileSync(join(HEX_ROBOTS_DESIGNS, 'catalogue', 'variants', name), 'utf8')) as Record<string, Record<string, { sources: Record<string, string> }>>;
      for (const entry of Object.values(data).flatMap((entries) => Object.values(entries))) {
        for (const text of Object.values(entry.sources)) expect(parseProvenance(text)).toMatchObject({ kind: 'reconstructed' });
      }
    }
  });

  it('cheap-actions.yaml: shoot, melee and stand up cost 1 AP', () => {
    const turn = compileRuleNumbers(hexRobotsWithVariant('cheap-actions.yaml')).turn;
    expect([turn[TurnSlot.Shoot], turn[TurnSlot.Melee], turn[TurnSlot.StandUp], turn[TurnSlot.MovePerHex]]).toEqual([1, 1, 1, 1]);
    expect(compileRuleNumbers(bundledHexRobots()).turn[TurnSlot.Shoot]).toBe(2);
  });

  it('strong-melee.yaml: a melee weapon gives the attacker +2', () => {
    expect(hexRobotsWithVariant('strong-melee.yaml').meleeBonuses.attackerMeleeWeapon).toBe(2);
  });

  it('stunned-easier.yaml: a stunned target is 1 easier to hit (H3)', () => {
    const shot = compileRuleNumbers(hexRobotsWithVariant('stunned-easier.yaml')).shot;
    expect(toHit(4, 0, 0, 0, 1, shot)).toBe(6);
  });
});
