// Every stated or example fact about the templates, checked against the data: the value, and
// that its source is `stated` or `example` citing the line. One test per fact.
import { describe, expect, it } from 'vitest';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { cites } from '../../../test-support/cited.js';
import { locate } from '../../../test-support/facts.js';

type Fact = readonly [line: string, entry: string, path: string, expected: unknown];

const FACTS: readonly Fact[] = [
  ['L233', 'rocketbot', 'speed[0]', 8],
  ['L266', 'rocketbot', 'slots.drive.locations[1]', 1],
  ['L266', 'rocketbot', 'slots.warhead.locations', [4]],
  ['L266', 'rocketbot', 'slots.warhead.bleed', 'secondary'],
  ['L73', 'rocketbot', 'rotations', 1],
  ['L71', 'rocketbot', 'strafe', true],
  ['L75', 'rocketbot', 'biped.speed', 2],
  ['L159', 'rocketbot', 'biped.rotations', 2],
  ['L159', 'rocketbot', 'biped.silhouette', 2],
  ['L75', 'rocketbot', 'biped.strafe', false],
  ['L153', 'rocketbot', 'order', 1],
  ['L71', 'rocketbot', 'terrain', { water: true, woods: true, buildings: true, hills: true }],
  ['L276', 'rocketbot', 'slots.drive.bleed', 'core'],
  ['L227', 'helibot', 'speed[1]', 3],
  ['L81', 'helibot', 'rotations', 1],
  ['L79', 'helibot', 'sideslips', 2],
  ['L79', 'helibot', 'strafe', true],
  ['L153', 'helibot', 'order', 2],
  ['L79', 'helibot', 'terrain', { water: true, woods: true, buildings: true, hills: true }],
  ['L87', 'hoverbot', 'rotations', 0],
  ['L85', 'hoverbot', 'sideslips', 2],
  ['L165', 'hoverbot', 'maneuver', false],
  ['L89', 'hoverbot', 'freeReface', true],
  ['L85', 'hoverbot', 'terrain.water', true],
  ['L87', 'hoverbot', 'terrain.woods', false],
  ['L87', 'hoverbot', 'terrain.buildings', false],
  ['L302', 'hoverbot', 'strafe', false],
  ['L153', 'hoverbot', 'order', 3],
  ['L93', 'spiderbot', 'rotations', 3],
  ['L93', 'spiderbot', 'terrain.woods', true],
  ['L205', 'spiderbot', 'slots.rear-pylon.pylon', 'rear-120'],
  ['L302', 'spiderbot', 'strafe', false],
  ['L153', 'spiderbot', 'order', 4],
  ['L257', 'robotank', 'slots.hull.locations', [0]],
  ['L258', 'robotank', 'slots.drive.locations', [1]],
  ['L259', 'robotank', 'slots.secondary.locations', [2]],
  ['L259', 'robotank', 'slots.secondary.kind', 'weapon'],
  ['L260', 'robotank', 'slots.primary.locations', [3]],
  ['L260', 'robotank', 'slots.primary.kind', 'weapon'],
  ['L261', 'robotank', 'slots.dorsal-turret.locations', [4]],
  ['L125', 'robotank', 'slots.dorsal-turret.pylon', 'all-360'],
  ['L633', 'robotank', 'slots.magazine.cockpit', true],
  ['L101', 'robotank', 'rotations', 1],
  ['L99', 'robotank', 'terrain.woods', true],
  ['L534', 'robotank', 'terrain.buildings', true],
  ['L153', 'robotank', 'order', 5],
  ['L341', 'robocar', 'speed[0]', 6],
  ['L345', 'robocar', 'slots.chassis.locations', [0]],
  ['L345', 'robocar', 'slots.chassis.kind', 'system'],
  ['L345', 'robocar', 'slots.chassis.bleed', 'core'],
  ['L345', 'robocar', 'slots.drive.locations', [1]],
  ['L345', 'robocar', 'slots.primary.locations', [2]],
  ['L345', 'robocar', 'slots.cupola.locations', [4]],
  ['L107', 'robocar', 'rotations', 1],
  ['L107', 'robocar', 'terrain.woods', false],
  ['L153', 'robocar', 'order', 6],
];

describe('template facts from the rulebook', () => {
  it.each(FACTS)('%s: %s %s', (line, template, path, expected) => {
    const found = locate(bundledKriegbot(), `templates.${template}`, path);
    expect(found.value).toEqual(expected);
    expect(['stated', 'example']).toContain(found.provenance?.kind);
    expect(cites(found.provenance, line)).toBe(true);
  });
});

/** Facts whose evidence is a count or a relation rather than one field. */
describe('template structure from the rulebook', () => {
  const templates = () => bundledKriegbot().templates;
  const slotsOf = (id: string, kind: string) => Object.values(templates().get(id)?.slots ?? {}).filter((slot) => slot.kind === kind);

  it('L67: six templates', () => {
    expect([...templates().keys()]).toEqual(['rocketbot', 'helibot', 'hoverbot', 'spiderbot', 'robotank', 'robocar']);
  });
  it('L113, L115: two weapon slots on every template', () => {
    for (const id of templates().keys()) expect(slotsOf(id, 'weapon'), id).toHaveLength(2);
  });
  it('L73: the Rocketbot has two systems', () => expect(slotsOf('rocketbot', 'system')).toHaveLength(2));
  it('L99: the Robotank has four systems', () => expect(slotsOf('robotank', 'system')).toHaveLength(4));
  it('L79: the Helibot has three pylons', () => expect(slotsOf('helibot', 'system').filter((s) => s.pylon !== undefined)).toHaveLength(3));
  it('L95: the Spiderbot has only one pylon', () => expect(slotsOf('spiderbot', 'system').filter((s) => s.pylon !== undefined)).toHaveLength(1));
  it('L276: drive hits bleed to the core after two hits, three for the Rocketbot', () => {
    for (const [id, template] of templates()) expect(template.speed, id).toHaveLength(id === 'rocketbot' ? 4 : 3);
  });
  it('L99: the Robotank drive is not slowed by damage', () => expect(new Set(templates().get('robotank')?.speed).size).toBe(1));
  it('L153: the biped Rocketbot moves after the Robocar', () => {
    expect(templates().get('rocketbot')?.biped?.order).toBeGreaterThan(templates().get('robocar')?.order ?? Infinity);
  });
  it('L71, L79, L105, L95, L101: speeds follow the adjectives (Rocketbot fastest; Robotank slowest)', () => {
    const top = (id: string) => templates().get(id)?.speed[0] ?? 0;
    for (const id of ['helibot', 'hoverbot', 'spiderbot', 'robotank', 'robocar']) expect(top('rocketbot'), id).toBeGreaterThan(top(id));
    for (const id of ['rocketbot', 'helibot', 'hoverbot', 'spiderbot', 'robocar']) expect(top(id), id).toBeGreaterThan(top('robotank'));
  });
});
