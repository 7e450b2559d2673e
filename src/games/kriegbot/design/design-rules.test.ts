import { describe, expect, it } from 'vitest';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { ResolveFile } from '../../../kernel/ruleset.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { checkDocument } from './check-document.js';

const tank = () => ({
  name: 'Bulwark',
  template: 'robotank',
  policy: 'brawler',
  weapons: { primary: 'smoothbore-main-gun', secondary: 'mag-claw' },
  systems: { hull: 'incendiary-munitions', 'dorsal-turret': 'combat-pilot', sponson: 'chaff', magazine: 'targeting-computer' },
  skin: 'super-steel-skin',
} as Record<string, unknown>);

const car = () => ({
  name: 'Interceptor',
  template: 'robocar',
  policy: 'balanced',
  weapons: { primary: 'gatling-gun', secondary: 'tow-missile' },
  systems: { chassis: 'nano-glue', cupola: 'recoilless-rifle', cockpit: 'hotshot-pilot' },
  skin: 'silvered-skin',
} as Record<string, unknown>);

const noFiles: ResolveFile = (reference) => ({ file: reference, path: '', message: 'no such file' });

function problems(data: unknown, resolve: ResolveFile = noFiles): string[] {
  const file: SourceFile = { path: 'design.yaml', data };
  return checkDocument(file, bundledKriegbot(), resolve).problems.map((p) => `${p.file}: ${p.path}: ${p.message} [${p.rule ?? ''}]`);
}

describe('a design', () => {
  it('is valid when every slot holds a card of the right kind', () => {
    expect(problems(tank())).toEqual([]);
    expect(problems(car())).toEqual([]);
  });

  it('may hold at most one pilot (L123)', () => {
    const design = tank();
    design['systems'] = { ...(design['systems'] as object), magazine: 'civilian-pilot' };
    expect(problems(design)).toEqual([
      expect.stringMatching(/^design\.yaml: systems\.magazine: holds a second pilot \(combat-pilot in dorsal-turret, civilian-pilot in magazine\) \[a pilot is optional, but no more than one may be taken \(L123\)\]$/),
    ]);
  });

  it('puts pylon-arc systems only in pylon slots (L125)', () => {
    const design = tank();
    design['systems'] = { ...(design['systems'] as object), sponson: 'recoilless-rifle' };
    expect(problems(design)).toEqual([expect.stringMatching(/^design\.yaml: systems\.sponson: "recoilless-rifle" carries the pylon-arc icon .*\(L125\)\]$/)]);
  });

  it('takes cards of the slot shape: no system in a weapon slot (L115)', () => {
    const design = tank();
    design['weapons'] = { primary: 'radar', secondary: 'mag-claw' };
    expect(problems(design)).toEqual([expect.stringMatching(/weapons\.primary: "radar" is a system card; this slot takes a weapon card/)]);
  });

  it('fills every slot (L117)', () => {
    const design = tank();
    design['systems'] = { hull: 'incendiary-munitions', 'dorsal-turret': 'combat-pilot', sponson: 'chaff' };
    expect(problems(design)).toEqual([expect.stringMatching(/systems\.magazine: is empty: the Robotank system slot "magazine" needs a system card/)]);
  });

  it('names slots the template has, with a suggestion', () => {
    const design = tank();
    design['systems'] = { hull: 'incendiary-munitions', 'dorsal-turret': 'combat-pilot', sponson: 'chaff', magazin: 'targeting-computer' };
    const found = problems(design);
    expect(found).toContainEqual(expect.stringMatching(/systems\.magazin: the Robotank has no system slot "magazin" \(did you mean "magazine"\?\)/));
    expect(found).toContainEqual(expect.stringMatching(/systems\.magazine: is empty/));
  });

  it('names unknown cards with a suggestion', () => {
    const design = tank();
    design['skin'] = 'super-stel-skin';
    expect(problems(design)).toEqual([expect.stringMatching(/skin: unknown card "super-stel-skin" \(did you mean "super-steel-skin"\?\)/)]);
  });

  it('names unknown templates and policies', () => {
    expect(problems({ ...tank(), template: 'robotnak' })).toEqual([expect.stringMatching(/template: unknown template "robotnak" \(did you mean "robotank"\?\)/)]);
    expect(problems({ ...tank(), policy: 'agressive' })).toEqual([expect.stringMatching(/policy: unknown policy "agressive"/)]);
  });

  it('holds each card once (L677)', () => {
    const design = tank();
    design['weapons'] = { primary: 'mag-claw', secondary: 'mag-claw' };
    expect(problems(design)).toEqual([expect.stringMatching(/weapons\.secondary: "mag-claw" is already fitted at weapons\.primary/)]);
  });

  it('places a power core only in the expansion (L115)', () => {
    expect(problems({ ...tank(), core: 'fuel-cell' })).toEqual([expect.stringMatching(/core: a power core card is placed only in the expansion game.*\(L115\)/)]);
  });

  it('needs a power core in the expansion (L538)', () => {
    expect(problems({ ...tank(), expansion: true })).toEqual([expect.stringMatching(/core: is missing.*\(L538\)/)]);
    expect(problems({ ...tank(), expansion: true, core: 'fuel-cell' })).toEqual([]);
  });

  it('uses expansion cards only in the expansion (L489)', () => {
    expect(problems({ ...tank(), skin: 'exo-disposable-skin' })).toEqual([expect.stringMatching(/skin: "exo-disposable-skin" is an expansion card/)]);
  });

  it('rejects misspelt or missing fields', () => {
    const { weapons, ...noWeapons } = tank();
    expect(weapons).toBeDefined();
    expect(problems(noWeapons)).toEqual([expect.stringMatching(/^design\.yaml: weapons: /)]);
    expect(problems({ ...tank(), skins: 'chaff' })).toEqual([expect.stringMatching(/^design\.yaml: : Unrecognized key: "skins"/)]);
  });

  it('rejects a file that is not a design or team', () => {
    expect(problems(['a', 'list'])).toEqual([expect.stringMatching(/must be a design \(with a template\) or a team \(with robots\)/)]);
  });
});

describe('a team', () => {
  const files: Record<string, unknown> = { 'tank.yaml': tank(), 'car.yaml': car() };
  const resolve: ResolveFile = (reference) =>
    reference in files ? { path: reference, data: files[reference] } : { file: reference, path: '', message: 'no such file' };
  const team = (robots: unknown[], extra: object = {}) => ({ name: 'Green', colour: 'green', robots, ...extra });

  it('is valid with designs by file and inline', () => {
    expect(problems(team(['tank.yaml', car()]), resolve)).toEqual([]);
  });

  it('draws each card at most once from its colour (L37, L357)', () => {
    const other = { ...car(), skin: 'super-steel-skin' };
    expect(problems(team(['tank.yaml', other]), resolve)).toEqual([
      expect.stringMatching(/^design\.yaml: robots\[1\]: Interceptor uses "super-steel-skin", already used by robots\[0\] \(Bulwark\).*\(L37, L357\)/),
    ]);
  });

  it('has one to three robots (L353)', () => {
    const found = problems(team(['tank.yaml', 'car.yaml', { ...car(), template: 'hoverbot' }, { ...car(), template: 'helibot' }]), resolve);
    expect(found).toContainEqual(expect.stringMatching(/robots: has 4 robots \[each team is composed of 1-3 robots \(L353\)/));
  });

  it('has robots unless it is a side of infantry only, which has none (L353, L615)', () => {
    expect(problems(team([]), resolve)).toContainEqual(expect.stringMatching(/robots: has 0 robots \[each team is composed of 1-3 robots \(L353\); a side of infantry says infantryOnly: true\]/));
    const infantry = (robots: unknown[]) => team(robots, { infantryOnly: true });
    expect(problems(infantry([]), resolve)).toEqual([]);
    expect(problems(infantry(['tank.yaml']), resolve)).toContainEqual(expect.stringMatching(/has 1 robots but says infantryOnly/));
  });

  it('uses each template once (L355)', () => {
    const secondTank = { ...tank(), name: 'Second', weapons: { primary: 'railgun', secondary: 'chainsaw' }, systems: { hull: 'holo-blur', 'dorsal-turret': 'radar', sponson: 'nano-glue', magazine: 'hotshot-pilot' }, skin: 'chameleon-skin' };
    expect(problems(team(['tank.yaml', secondTank]), resolve)).toEqual([expect.stringMatching(/robots\[1\]: Second uses the robotank template, already taken by robots\[0\]/)]);
  });

  it('reports designs it cannot find, naming where they are listed', () => {
    expect(problems(team(['tank.yaml', 'missing.yaml']), resolve)).toEqual([expect.stringMatching(/^design\.yaml: robots\[1\]: missing\.yaml: no such file/)]);
  });

  it('reports a referenced design\'s own problems against its file', () => {
    files['bad.yaml'] = { ...car(), template: 'robocart' };
    expect(problems(team(['bad.yaml']), resolve)).toEqual([expect.stringMatching(/^bad\.yaml: template: unknown template "robocart"/)]);
  });

  it('chooses distinct cores in the expansion (L538)', () => {
    const a = { ...tank(), expansion: true, core: 'fuel-cell' };
    const b = { ...car(), expansion: true, core: 'fuel-cell' };
    expect(problems(team([a, b], { expansion: true }), resolve)).toEqual([expect.stringMatching(/robots\[1\]: Interceptor uses the fuel-cell core, already chosen by robots\[0\]/)]);
  });

  it('draws only cards in its colour\'s pool (L357)', () => {
    const catalogue = bundledKriegbot();
    const houseRule = { ...catalogue, pools: { ...catalogue.pools, green: { base: catalogue.pools.green.base.filter((id) => id !== 'chaff'), expansion: [] } } };
    const found = checkDocument({ path: 'team.yaml', data: team(['tank.yaml']) }, houseRule, resolve).problems.map((p) => p.message);
    expect(found).toEqual(['Bulwark uses "chaff", which is not in the green base pool']);
  });

  it('keeps expansion designs out of a base-game team', () => {
    const a = { ...tank(), expansion: true, core: 'fuel-cell' };
    expect(problems(team([a]), resolve)).toEqual([expect.stringMatching(/robots\[0\]: Bulwark is an expansion design but the team is not playing the expansion/)]);
  });
});
