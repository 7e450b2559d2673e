import { describe, expect, it } from 'vitest';
import type { Template } from './catalogue-schema.js';
import { checkTemplate } from './template-checks.js';

const tank = (): Template => ({
  name: 'Tank',
  order: 5,
  speed: [3, 3, 3],
  rotations: 1,
  sideslips: 0,
  strafe: false,
  maneuver: true,
  freeReface: false,
  terrain: { water: false, woods: true, buildings: true, hills: true },
  slots: {
    hull: { kind: 'system', locations: [0], bleed: 'magazine' },
    drive: { kind: 'drive', locations: [1], bleed: 'core' },
    secondary: { kind: 'weapon', locations: [2], bleed: 'hull' },
    primary: { kind: 'weapon', locations: [3], bleed: 'turret' },
    turret: { kind: 'system', locations: [4], pylon: 'all-360', bleed: 'magazine' },
    magazine: { kind: 'system', locations: [], cockpit: true, bleed: 'core' },
    core: { kind: 'core', locations: [] },
  },
  sources: {},
});

const messages = (template: Template) => checkTemplate('t.yaml', 'templates.tank', template).map((p) => `${p.path}: ${p.message}`);

describe('checkTemplate', () => {
  it('accepts a consistent template', () => {
    expect(messages(tank())).toEqual([]);
  });

  it('finds a hit location on no slot and one on two slots (L255)', () => {
    const template = tank();
    template.slots['turret'] = { ...template.slots['turret']!, locations: [3] };
    expect(messages(template)).toEqual([
      'templates.tank.slots: hit location 3 is on primary and turret',
      'templates.tank.slots: hit location 4 is on no slot',
    ]);
  });

  it('finds bleed arrows that loop (L264)', () => {
    const template = tank();
    template.slots['magazine'] = { ...template.slots['magazine']!, bleed: 'hull' };
    expect(messages(template)).toContain('templates.tank.slots.hull.bleed: the bleed arrows from here loop without reaching the power core');
  });

  it('finds a bleed arrow to a slot that does not exist', () => {
    const template = tank();
    template.slots['hull'] = { ...template.slots['hull']!, bleed: 'hul' };
    expect(messages(template)).toContain('templates.tank.slots.hull.bleed: names no slot "hul" of this template');
  });

  it('requires the drive to bleed to the core (L276)', () => {
    const template = tank();
    template.slots['drive'] = { ...template.slots['drive']!, bleed: 'hull' };
    expect(messages(template)).toContain('templates.tank.slots.drive.bleed: a saturated drive bleeds to the power core');
  });

  it('allows pylons only on system slots (L125)', () => {
    const template = tank();
    template.slots['primary'] = { ...template.slots['primary']!, pylon: 'front-60' };
    expect(messages(template)).toContain('templates.tank.slots.primary.pylon: only system slots can be pylons');
  });

  it('requires two weapon slots and one cockpit (L113, L633)', () => {
    const template = tank();
    template.slots['secondary'] = { ...template.slots['secondary']!, kind: 'system' };
    template.slots['magazine'] = { ...template.slots['magazine']!, cockpit: false };
    expect(messages(template)).toEqual([
      'templates.tank.slots: has 1 weapon slots, not 2',
      'templates.tank.slots: needs exactly one cockpit, and it must be a system slot',
    ]);
  });

  it('limits systems to two to four (L115)', () => {
    const template = tank();
    template.slots['extra1'] = { kind: 'system', locations: [], bleed: 'core' };
    template.slots['extra2'] = { kind: 'system', locations: [], bleed: 'core' };
    expect(messages(template)).toEqual(['templates.tank.slots: has 5 system slots']);
  });
});
