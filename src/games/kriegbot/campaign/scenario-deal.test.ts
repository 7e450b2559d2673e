// Scenarios that deal their robots for every game: Musical Chairs' chassis, cores and piles
// (L677) and Aftermath's face-down cards on the derelicts (L633), checked deal by deal.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_DESIGNS, readDataFile, resolveBeside } from '../../../cli/load.js';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { cardsOf, type Design } from '../design/design.js';
import { checkDesign } from '../design/design-rules.js';
import { valueOf, weaponWorth } from './robot-draft.js';
import { compileDeal, isDealtData, loadDealt } from './scenario-deal.js';
import { viewTables } from '../../../kernel/table.js';
import { Rng } from '../../../rng/rng.js';
import { bailOut } from '../resolve/actions.js';
import { MAX_SLOTS, Status } from '../compile/codes.js';
import { addInfantry } from '../scenario/infantry-units.js';
import { createMapScratch } from '../map/map-scratch.js';
import { Infantry, ScenarioGame, UnitFlag } from '../scenario/scenario-game.js';
import { boardDerelict } from '../scenario/scenario-infantry.js';
import { deploy } from '../scenario/scenario-setup.js';
import { createState } from '../resolve/state.js';
import { kriegbotSchemas } from '../compile/tables.js';

const catalogue = bundledKriegbot();
const scenario = (name: string) => readDataFile(join(BUNDLED_DESIGNS, 'kriegbot', 'scenarios', name));
const value = valueOf(weaponWorth(catalogue, true));
const sideDesigns = (compiled: ReturnType<typeof compileDeal>, side: string) => compiled.teams.filter((team) => team.side === side).flatMap((team) => team.robots);
const card = (id: string) => catalogue.cards.get(id);
const pylonCard = (id: string) => { const c = card(id); return c?.kind === 'system' && c.pylonArc; };

describe('Musical Chairs deals every robot a chassis, a core and a pile of cards (L677)', () => {
  const set = loadDealt(catalogue, scenario('17-musical-chairs.yaml'), resolveBeside);
  const deals = Array.from({ length: 12 }, (_, deal) => compileDeal(catalogue, set, value, 3, deal));

  it('is marked as dealt; the bundled teams give each side its number of robots and their policies', () => {
    expect(isDealtData(scenario('17-musical-chairs.yaml').data)).toBe(true);
    expect(isDealtData(scenario('01-showdown.yaml').data)).toBe(false);
    for (const compiled of deals) {
      for (const side of ['green', 'yellow']) {
        expect(sideDesigns(compiled, side).map((design) => design.policy)).toEqual(set.base.teams.find((team) => team.side === side)?.robots.map((design) => design.policy));
      }
    }
  });

  it('no two robots share a chassis or a core; no pilots, no infantry; every slot filled legally, never one card twice', () => {
    for (const compiled of deals) {
      const robots = [...sideDesigns(compiled, 'green'), ...sideDesigns(compiled, 'yellow')];
      expect(new Set(robots.map((design) => design.template)).size).toBe(robots.length);
      expect(new Set(robots.map((design) => design.core)).size).toBe(robots.length);
      for (const design of robots) {
        expect(checkDesign(design, catalogue, 'dealt', '')).toEqual([]);
        const cards = cardsOf(design).map(card);
        expect(cards.some((c) => c?.kind === 'system' && (c.pilot || c.functions.some((fn) => fn.effect?.type === 'infantry-pod')))).toBe(false);
      }
    }
  });

  it('the same seed and deal give the same robots; other deals other robots', () => {
    const again = compileDeal(catalogue, set, value, 3, 5);
    expect(sideDesigns(again, 'green')).toEqual(sideDesigns(deals[5] ?? again, 'green'));
    expect(new Set(deals.map((compiled) => JSON.stringify(sideDesigns(compiled, 'green')))).size).toBe(deals.length);
  });
});

describe('Aftermath covers the derelicts with Team Green\'s cards, face down (L633)', () => {
  const set = loadDealt(catalogue, scenario('14-aftermath.yaml'), resolveBeside);
  const bundled = set.base.teams.find((team) => team.side === 'derelicts')?.robots ?? [];
  const deals = Array.from({ length: 8 }, (_, deal) => sideDesigns(compileDeal(catalogue, set, value, 4, deal), 'derelicts'));
  const slots = (design: Design) => Object.entries(catalogue.templates.get(design.template)?.slots ?? {});

  it('keeps each derelict\'s chassis, core and policy; leaves its cockpit empty; pylon cards only on pylons', () => {
    for (const derelicts of deals) {
      expect(derelicts.map((design) => [design.template, design.core, design.policy])).toEqual(bundled.map((design) => [design.template, design.core, design.policy]));
      for (const design of derelicts) {
        for (const [name, slot] of slots(design)) {
          if (slot.kind !== 'system') continue;
          const id = design.systems[name];
          if (slot.cockpit === true) expect(id).toBeUndefined();
          else if (slot.pylon === undefined) expect(pylonCard(id ?? '')).toBe(false);
        }
      }
    }
  });

  it('a pilot who boards a dealt derelict puts his card in its empty cockpit and flies it (L516, L633)', () => {
    const compiled = compileDeal(catalogue, set, value, 4, 0);
    const t = viewTables(kriegbotSchemas, compiled.rows as never, compiled.buffer);
    const g = new ScenarioGame(createMapScratch(t));
    const s = createState();
    deploy(t, g, s, 0, 1, new Rng(4, 0));
    const derelict = 0;
    expect([s.status[derelict], t.robot.pilotSlot[s.robot[derelict] ?? 0]]).toEqual([Status.PilotKilled, -1]); // the cockpit is empty
    const pilot = addInfantry(t, g, s, 0, Infantry.Footsoldier, s.cell[derelict] ?? 0, true);
    s.pilotCard[pilot] = 1;
    expect(boardDerelict(t, g, s, pilot)).toBe(derelict);
    const row = s.robot[derelict] ?? 0;
    const pilots = [...catalogue.cards].filter(([, c]) => c.kind === 'system' && c.pilot).map(([id]) => id);
    expect([...catalogue.cards.keys()][t.slot.card[row * MAX_SLOTS + (t.robot.pilotSlot[row] ?? 0)] ?? -1]).toBe(pilots[1]);
    expect([s.status[derelict], s.seat[derelict], ((s.flags[derelict] ?? 0) & UnitFlag.Piloted) !== 0]).toEqual([Status.Active, 0, true]);
    s.attackActions[derelict] = 1;
    expect(bailOut(t, s, derelict)).toBe(1); // and he can bail out of it again
  });

  it('deals from Team Green\'s cards but the pilots, each card once across the squad', () => {
    const green = new Set([...catalogue.pools.green.base, ...catalogue.pools.green.expansion]);
    for (const derelicts of deals) {
      const dealt = derelicts.flatMap((design) => cardsOf(design).filter((id) => card(id)?.kind !== 'core'));
      const pilot = (id: string) => { const c = card(id); return c?.kind === 'system' && c.pilot; };
      expect(dealt.every((id) => green.has(id) && !pilot(id))).toBe(true);
      expect(new Set(dealt).size).toBe(dealt.length);
    }
    expect(new Set(deals.map((derelicts) => JSON.stringify(derelicts))).size).toBe(deals.length);
  });
});
