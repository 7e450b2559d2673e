// Every stated or example fact about the design cards and power cores, checked against the
// data: the value, and that its source is `stated` or `example` citing the line. `{Name}` in a
// path picks the function with that name. One test per fact.
import { describe, expect, it } from 'vitest';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { cites } from '../../../test-support/cited.js';
import { locate } from '../../../test-support/facts.js';

type Fact = readonly [line: string, card: string, path: string, expected: unknown];

const hit = (line: string, hitType: string, cards: readonly (readonly [string, string])[]): Fact[] =>
  cards.map(([card, fn]) => [line, card, `functions{${fn}}.attack.hit`, hitType] as const);

const FACTS: readonly Fact[] = [
  // Categories and sets.
  ['L15', 'railgun', 'kind', 'weapon'],
  ['L15', 'emp-blaster', 'kind', 'weapon'],
  ['L15', 'chainsaw', 'kind', 'weapon'],
  ['L216', 'guided-missile', 'kind', 'weapon'],
  ['L15', 'targeting-computer', 'kind', 'system'],
  ['L15', 'incendiary-munitions', 'kind', 'system'],
  ['L15', 'radar', 'kind', 'system'],
  ['L278', 'nano-glue', 'kind', 'system'],
  ['L575', 'recoilless-rifle', 'kind', 'system'],
  ['L441', 'targeting-laser', 'kind', 'system'],
  ['L649', 'suicide-nuke', 'kind', 'system'],
  ['L225', 'jump-boosters', 'kind', 'system'],
  ['L57', 'combat-pilot', 'kind', 'system'],
  ['L225', 'silvered-skin', 'kind', 'skin'],
  ['L225', 'chameleon-skin', 'kind', 'skin'],
  ['L329', 'electro-reactive-skin', 'kind', 'skin'],
  ['L337', 'super-steel-skin', 'kind', 'skin'],
  ['L571', 'exo-disposable-skin', 'kind', 'skin'],
  ['L538', 'mhd-generator', 'kind', 'core'],
  // Hit types (L237-268).
  ...hit('L237', 'damage-1', [['free-electron-laser', 'Free Electron Laser'], ['howitzer', 'Howitzer'], ['flail', 'Flail'], ['gatling-gun', 'Gatling Gun'], ['grenade-launcher', 'Grenade Launcher'], ['electrolaser', 'Electrolaser']]),
  ...hit('L241', 'damage-1-doubles-2', [['tow-missile', 'TOW Missile'], ['mag-claw', 'Mag Claw'], ['particle-beam-accelerator', 'Particle Beam Accelerator'], ['guided-missile', 'Guided Missile'], ['rocket-pod', 'Rocket Pod'], ['combat-pilot', 'Bazooka'], ['recoilless-rifle', 'Recoilless Rifle']]),
  ...hit('L247', 'damage-2', [['railgun', 'Railgun'], ['chainsaw', 'Chainsaw'], ['viral-bayonet', 'Viral Bayonet'], ['smoothbore-main-gun', 'Sabot']]),
  ...hit('L249', 'burst', [['flamethrower', 'Flamethrower'], ['heavy-machine-gun', 'Heavy Machine Gun']]),
  ...hit('L249', 'burst-disable', [['emp-blaster', 'EMP Blaster']]),
  ...hit('L253', 'paint', [['targeting-laser', 'Targeting Laser'], ['chemical-rockets', 'Targeting gel warhead'], ['radar', 'Radar paint']]),
  ...hit('L268', 'disable-defender-choice', [['tesla-gun', 'Tesla Gun'], ['nemo-battery', 'Counter-attack'], ['chemical-rockets', 'Disabling warhead']]),
  // The Guided Missile (L216-219, L341).
  ['L216', 'guided-missile', 'functions{Guided Missile}.attack.range', [[2, 0], [8, 2], [18, 1]]],
  ['L341', 'guided-missile', 'functions{Guided Missile}.attack.silhouette', 'nine-minus-max-speed'],
  ['L341', 'guided-missile', 'functions{Guided Missile}.attack.target', 'painted-or-moved'],
  ['L341', 'guided-missile', 'functions{Ripple-fire}.poweredUp', true],
  ['L341', 'guided-missile', 'functions{Ripple-fire}.attack.attacks', 3],
  // Other weapons.
  ['L341', 'gatling-gun', 'functions{Point defense}.action', 'defense'],
  ['L341', 'gatling-gun', 'functions{Point defense}.effect.dice', -1],
  ['L337', 'flamethrower', 'functions{Flamethrower}.attack.fire', true],
  ['L443', 'flamethrower', 'functions{Smokescreen}.effect.type', 'smokescreen'],
  ['L345', 'emp-blaster', 'functions{Powered-up blast}.attack.range[0][1]', 6],
  ['L345', 'emp-blaster', 'functions{Powered-up blast}.poweredUp', true],
  ['L329', 'howitzer', 'functions{Barrage}.poweredUp', true],
  ['L329', 'howitzer', 'functions{Barrage}.attack.ignoresTerrain', true],
  ['L333', 'mag-claw', 'functions{Clamp}.action', 'defense'],
  ['L333', 'mag-claw', 'functions{Clamp}.effect.type', 'clamp'],
  ['L550', 'tesla-gun', 'functions{Tesla Gun}.attack.overcharge', false],
  ['L571', 'limpet-mines', 'functions{Limpet Mines}.action', 'attack'],
  ['L571', 'limpet-mines', 'functions{Detonate}.action', 'defense'],
  // Systems.
  ['L276', 'chobham-armor', 'hitsToDestroy', 4],
  ['L337', 'phased-array-antenna', 'functions{Electronic steering}.effect.amount', 1],
  ['L345', 'explosive-capacitor', 'functions{Flux Compression}.action', 'defense'],
  ['L345', 'explosive-capacitor', 'functions{Flux Compression}.effect.type', 'as-if-powered-up'],
  ['L345', 'explosive-capacitor', 'functions{Flux Compression}.effect.selfDamage', 1],
  ['L243', 'combat-pilot', 'functions{Bazooka}.attack.range[0][1]', 3],
  ['L349', 'combat-pilot', 'functions{Bazooka}.attack.arc', 'pylon'],
  ['L565', 'combat-pilot', 'functions{Second attack}.effect.type', 'extra-attack-action'],
  ['L333', 'combat-pilot', 'pilot', true],
  ['L179', 'hotshot-pilot', 'functions{Sideslip}.effect.type', 'sideslips'],
  ['L495', 'civilian-pilot', 'functions{Bail-out}.effect.distance', 5],
  ['L312', 'civilian-pilot', 'functions{Bail-out}.action', 'attack'],
  ['L314', 'recoilless-rifle', 'functions{Phoenix-Bot}.effect.type', 'phoenix-bot'],
  ['L278', 'nano-glue', 'functions{Clanking Replication}.effect.type', 'replicate'],
  ['L583', 'targeting-laser', 'functions{Rangefinder}.effect.when', 'in-arc'],
  ['L302', 'jump-boosters', 'functions{Jump strafe}.effect.type', 'strafe'],
  ['L651', 'suicide-nuke', 'functions{Detonate}.effect.radius', 2],
  ['L585', 'uav', 'functions{Launch UAV}.effect.silhouette', 6],
  ['L569', 'infantry-pod', 'functions{Bail-out}.effect.footsoldiers', 1],
  ['L569', 'infantry-pod', 'functions{Bail-out}.effect.motorized', 1],
  ['L573', 'mad-sensor', 'functions{Magnetic Flux Detection}.effect.type', 'paint-overcharger'],
  // Skins.
  ['L292', 'silvered-skin', 'functions{Shed paint}.effect.type', 'remove-paint'],
  ['L292', 'silvered-skin', 'functions{Shed paint}.action', 'status'],
  ['L329', 'electro-reactive-skin', 'functions{Reactive sacrifice}.effect.uses', 'sacrifice'],
  ['L329', 'electro-reactive-skin', 'functions{Reactive sacrifice}.action', 'after-roll'],
  ['L337', 'super-steel-skin', 'functions{Super-steel}.effect.type', 'cancel-damage'],
  ['L571', 'exo-disposable-skin', 'functions{Shed skin}.effect.type', 'remove-markers'],
  // Power cores (L538-559).
  ['L544', 'mhd-generator', 'recharge', 1],
  ['L554', 'mhd-generator', 'functions{MHD exhaust}.effect.type', 'speed'],
  ['L554', 'mhd-generator', 'functions{MHD exhaust}.effect.amount', 1],
  ['L555', 'compulsator-flywheel', 'functions{Gyro effect}.effect.type', 'rotations'],
  ['L555', 'compulsator-flywheel', 'functions{Gyro effect}.effect.amount', 1],
  ['L556', 'nanowire-battery', 'functions{Water-cooled heatsinks}.effect.type', 'remove-disable'],
  ['L556', 'nanowire-battery', 'functions{Water-cooled heatsinks}.effect.amount', 1],
  ['L556', 'nanowire-battery', 'functions{Water-cooled heatsinks}.action', 'status'],
  ['L557', 'ultracapacitor', 'functions{High discharge rate}.effect.type', 'double-attack'],
  ['L557', 'ultracapacitor', 'functions{High discharge rate}.effect.media', ['BEAM', 'BOLT']],
  ['L558', 'fuel-cell', 'functions{Recharge without powering up}.effect.type', 'recharge'],
  ['L559', 'superconducting-solenoid', 'functions{Retain power-up}.effect.type', 'retain-power-up'],
];

describe('card facts from the rulebook', () => {
  it.each(FACTS)('%s: %s %s', (line, card, path, expected) => {
    const found = locate(bundledKriegbot(), `cards.${card}`, path);
    expect(found.value).toEqual(expected);
    expect(['stated', 'example'], `${card}.${found.path} should be stated or example`).toContain(found.provenance?.kind);
    expect(cites(found.provenance, line), `${card}.${found.path} should cite ${line}`).toBe(true);
  });
});

describe('card counts from the rulebook', () => {
  const cards = () => [...bundledKriegbot().cards.values()];
  const pools = () => bundledKriegbot().pools;

  it('L37: 46 design cards per colour', () => {
    expect(pools().green.base).toHaveLength(46);
    expect(pools().yellow.base).toHaveLength(46);
  });
  it('L538: six power cores, none in a colour pool', () => {
    const cores = cards().filter((card) => card.kind === 'core');
    expect(cores.map((card) => card.name)).toEqual(['MHD Generator', 'Compulsator Flywheel', 'Nanowire Battery', 'Ultracapacitor', 'Fuel Cell', 'Superconducting Solenoid']);
  });
  it('L540: every core has four to six energy steps', () => {
    for (const card of cards()) if (card.kind === 'core') expect(card.energy, card.name).toBeGreaterThanOrEqual(4);
    for (const card of cards()) if (card.kind === 'core') expect(card.energy, card.name).toBeLessThanOrEqual(6);
  });
  it('L383, L633: four pilots in each colour', () => {
    for (const colour of ['green', 'yellow'] as const) {
      const pilots = pools()[colour].base.filter((id) => {
        const card = bundledKriegbot().cards.get(id);
        return card?.kind === 'system' && card.pilot;
      });
      expect(pilots, colour).toHaveLength(4);
    }
  });
  it('L489: the expansion adds weapons, systems and skins', () => {
    const kinds = new Set(pools().green.expansion.map((id) => bundledKriegbot().cards.get(id)?.kind));
    expect([...kinds].sort()).toEqual(['skin', 'system', 'weapon']);
  });
  it('the extraction names 55 designs plus an unnamed fourth pilot: 56 cards besides the cores', () => {
    expect(cards().filter((card) => card.kind !== 'core')).toHaveLength(56);
  });
});
