// The referee catches each class of broken rule: a real, legal log is changed in one place (a
// hex too far, a shot out of arc, through a wood, at a building with a robot-only card ...) and
// the referee must name the rule. Each tampered log starts from a game it finds legal.
import { describe, expect, it } from 'vitest';
import { bundledKriegbot } from '../../../test-support/bundled.js';
import { duelGames, scenarioGames, type LoggedGame } from '../../../test-support/logged-games.js';
import { hexesOnLine, type Hex } from './geometry.js';
import { refereeGame } from './referee.js';
import type { RuleId } from './rules.js';

type Event = Record<string, unknown>;

const check = (events: readonly Event[]) => refereeGame(events, bundledKriegbot(), 'tampered');

let legal: LoggedGame[] | undefined;
/** Logged games of several scenarios that the referee finds legal. */
function legalGames(): LoggedGame[] {
  legal ??= ['01-showdown', '04-capture-the-flag', '07-the-war-of-the-worlds', '13-human-wave', '12-beachhead', '02-kill-the-human', '11-mission-control']
    .flatMap((name) => scenarioGames(name, 6, 3))
    .filter((game) => check(game.events).length === 0);
  return legal;
}

/**
 * Finds the first event (after the header) in a legal game that `applies`, lets `mutate` change a
 * copy of that game's log at that event, and returns the rules the referee finds broken.
 */
function tamper(applies: (event: Event, events: readonly Event[], i: number) => boolean, mutate: (events: Event[], i: number) => void, games: readonly LoggedGame[] = legalGames()): Set<RuleId> {
  for (const game of games) {
    const i = game.events.findIndex((event, at) => at > 0 && applies(event, game.events, at));
    if (i < 0) continue;
    const events = game.events.map((event) => structuredClone(event));
    mutate(events, i);
    return new Set(check(events).map((violation) => violation.rule));
  }
  throw new Error('no legal game has such an event');
}

const is = (event: Event, name: string, extra: (event: Event) => boolean = () => true) => event['event'] === name && extra(event);
const isAttack = (extra: (event: Event) => boolean = () => true) => (event: Event) => is(event, 'attack', (e) => !(e['flags'] as string[]).includes('counter') && extra(e));
const header = (events: Event[]) => events[0] as { map: { terrain: string[]; width: number; height: number }; units: { id: string; kind: string }[] };

/** Where each unit stands just before event `upTo`, from the place, move and arrive events. */
function positions(events: readonly Event[], upTo: number): Map<string, Hex> {
  const at = new Map<string, Hex>();
  for (let i = 1; i < upTo; i++) {
    const event = events[i] ?? {};
    const hex = (event['to'] ?? event['at']) as [number, number] | null | undefined;
    if ((event['event'] === 'place' || event['event'] === 'move' || event['event'] === 'arrive') && Array.isArray(hex)) at.set(String(event['unit']), { column: hex[0], row: hex[1] });
  }
  return at;
}

function setTerrain(events: Event[], hex: Hex, symbol: string): void {
  const rows = header(events).map.terrain;
  const row = rows[hex.row] ?? '';
  rows[hex.row] = row.slice(0, hex.column) + symbol + row.slice(hex.column + 1);
}

describe('the referee catches a tampered log (movement, L153-185, L333, L507)', () => {
  it('legal games give no violations (the base every other test tampers with)', () => {
    expect(legalGames().length).toBeGreaterThanOrEqual(10);
  });

  it('a hex too far: speed (L157)', () => {
    const rules = tamper((e) => is(e, 'move', (m) => m['kind'] === 'plain' && Array.isArray(m['path']) && (m['path'] as string[]).length > 0), (events, i) => {
      const move = events[i] as Event;
      (move['path'] as string[]).push(...Array(12).fill('forward'));
    });
    expect(rules).toContain('speed');
  });

  it('an extra pair of turns: rotations (L157, L175)', () => {
    const rules = tamper((e) => is(e, 'move', (m) => m['kind'] === 'plain' && Array.isArray(m['path'])), (events, i) => {
      (events[i]?.['path'] as string[]).unshift('turn-right', 'turn-left', 'turn-right', 'turn-left', 'turn-right', 'turn-left', 'turn-right', 'turn-left');
    });
    expect(rules).toContain('rotations');
  });

  it('sideslips a Robocar may not make (L179)', () => {
    const rules = tamper((e, events) => is(e, 'move', (m) => m['kind'] === 'plain' && unitTemplate(events, m) === 'robocar' && Array.isArray(m['path'])), (events, i) => {
      (events[i]?.['path'] as string[]).unshift('slip-right');
    });
    expect(rules).toContain('sideslips');
  });

  it('a step that is not into the faced hex: step (L175)', () => {
    const rules = tamper((e) => is(e, 'move', (m) => m['kind'] === 'plain' && (m['path'] as string[] | null)?.includes('forward') === true), (events, i) => {
      const move = events[i] as Event;
      move['to'] = [0, 0];
    });
    expect(rules).toContain('step');
  });

  it('a Robocar driving through woods: terrain (L181)', () => {
    const rules = tamper((e, events) => is(e, 'move', (m) => unitTemplate(events, m) === 'robocar' && (m['path'] as string[] | null)?.[0] === 'forward'), (events, i) => {
      const move = events[i] as Event;
      const from = move['from'] as [number, number];
      const facing = Number(move['from_facing']);
      const ahead = [{ column: from[0], row: from[1] - 1 }, null, null, { column: from[0], row: from[1] + 1 }][facing];
      if (ahead === null || ahead === undefined) throw new Error('test wants a Robocar heading north or south');
      setTerrain(events, ahead, 'W');
    });
    expect(rules).toContain('terrain');
  });

  it('ending in another robot\'s hex: stacking (L183)', () => {
    const rules = tamper((e, events, i) => is(e, 'move', (m) => m['kind'] === 'plain') && [...positions(events, i)].some(([id]) => id !== e['unit'] && /^[A-Z]$/.test(id)), (events, i) => {
      const move = events[i] as Event;
      const other = [...positions(events, i)].find(([id]) => id !== move['unit'] && /^[A-Z]$/.test(id))?.[1];
      move['to'] = [other?.column ?? 0, other?.row ?? 0];
    });
    expect(rules).toContain('stacking');
  });

  it('two movement options in one turn: oneOption (L155)', () => {
    const rules = tamper((e) => is(e, 'option', (o) => o['option'] === 'move'), (events, i) => {
      events.splice(i + 1, 0, { ...(events[i] as Event), option: 'power-up' });
    });
    expect(rules).toContain('oneOption');
  });

  it('a robot moving out of template order: order (L153)', () => {
    const rules = tamper((e, events, i) => is(e, 'option') && nextOptionIndex(events, i) > 0 && templateOrder(events, e) < templateOrder(events, events[nextOptionIndex(events, i)] ?? {}), (events, i) => {
      const j = nextOptionIndex(events, i);
      const a = events[i] as Event;
      events[i] = events[j] as Event;
      events[j] = a;
    });
    expect(rules).toContain('order');
  });

  it('a maneuver that moves: standStill (L163)', () => {
    const rules = tamper((e) => is(e, 'option', (o) => o['option'] === 'move'), (events, i) => {
      (events[i] as Event)['option'] = 'power-up';
    }, legalGames().filter((game) => game.events.some((e, i, all) => is(e, 'option', (o) => o['option'] === 'move') && is(all[i + 1] ?? {}, 'move', (m) => (m['path'] as string[] | null)?.length !== 0))));
    expect(rules).toContain('standStill');
  });

  it('a robot that ends its movement in water still painted: washing (L185)', () => {
    const rules = tamper((e) => is(e, 'move', (m) => m['kind'] === 'plain' && Array.isArray(m['to'])), (events, i) => {
      const move = events[i] as Event;
      const to = move['to'] as [number, number];
      setTerrain(events, { column: to[0], row: to[1] }, '~');
      events.splice(i, 0, { turn: move['turn'], phase: 'movement', event: 'mark', unit: move['unit'], mark: 'painted', on: true, by: null });
    });
    expect(rules).toContain('washing');
  });

  it('a clamped robot that moves: clamp (L333)', () => {
    const rules = tamper((e) => is(e, 'move', (m) => m['kind'] === 'plain' && (m['path'] as string[] | null)?.length !== 0), (events, i) => {
      const move = events[i] as Event;
      events.splice(i, 0, { turn: move['turn'], phase: 'movement', event: 'defense', unit: move['unit'] === 'A' ? 'B' : 'A', defense: 'clamp', card: 'mag-claw', function: 'Clamp', against: move['unit'] });
    });
    expect(rules).toContain('clamp');
  });

  it('a tent that runs five hexes on foot: infantryMove (L507)', () => {
    const rules = tamper((e, events) => is(e, 'move', (m) => m['kind'] === 'foot' && infantryKind(events, m) === 'footsoldier'), (events, i) => {
      const move = events[i] as Event;
      const from = move['from'] as [number, number];
      move['to'] = [from[0], Math.max(0, from[1] - 5)];
      if ((move['to'] as number[])[1] === from[1]) move['to'] = [from[0], from[1] + 5];
    });
    expect(rules).toContain('infantryMove');
  });

  it('leaving off the far edge: exit (L361)', () => {
    const rules = tamper((e) => is(e, 'exit', (x) => x['carrying'] === null), (events, i) => {
      const exit = events[i] as Event;
      const from = exit['from'] as [number, number];
      const height = header(events).map.height;
      exit['from'] = [from[0], from[1] === 0 ? height - 1 : 0];
    });
    expect(rules).toContain('exit');
  });

  describe('a power core\'s movement ability (L552-555), in Tesla Tower games where the yellow Spiderbot carries the MHD Generator', () => {
    let tesla: LoggedGame[] | undefined;
    const teslaGames = () => (tesla ??= scenarioGames('19-tesla-tower', 6, 3).filter((game) => check(game.events).length === 0));
    const isBoost = (e: Event) => is(e, 'card', (c) => c['effect'] === 'speed');

    it('used twice in one turn: coreAbility', () => {
      const rules = tamper(isBoost, (events, i) => {
        events.splice(i, 0, structuredClone(events[i] as Event));
      }, teslaGames());
      expect(rules).toContain('coreAbility');
    });

    it('used by a robot whose core has no such ability: coreAbility', () => {
      const rules = tamper(isBoost, (events, i) => {
        const other = header(events).units.find((unit) => unit.kind === 'robot' && unit.id !== events[i]?.['unit']);
        (events[i] as Event)['unit'] = other?.id;
      }, teslaGames());
      expect(rules).toContain('coreAbility');
    });

    it('used after the movement option: coreAbility', () => {
      const rules = tamper(isBoost, (events, i) => {
        const option = events.findIndex((e, at) => at > i && is(e, 'option', (o) => o['unit'] === events[i]?.['unit']));
        const [boost] = events.splice(i, 1);
        events.splice(option, 0, boost as Event);
      }, teslaGames());
      expect(rules).toContain('coreAbility');
    });
  });
});

describe('the referee catches a tampered log (attacks, L189-286, L341)', () => {
  it('a shot out of arc: arc (L201-208)', () => {
    const rules = tamper((e, events) => isAttack((a) => a['card'] === 'guided-missile' || a['card'] === 'flamethrower')(e) && lastMoveOf(events, String(e['unit']), events.indexOf(e)) > 0, (events, i) => {
      const move = events[lastMoveOf(events, String(events[i]?.['unit']), i)] as Event;
      move['facing'] = (Number(move['facing']) + 3) % 6; // turned about, the front arc faces away
    });
    expect(rules).toContain('arc');
  });

  it('a shot through a wood: sight (L199)', () => {
    const rules = tamper((e, events, i) => isAttack((a) => Number(a['range']) >= 2 && a['card'] !== 'guided-missile')(e) && lineBetween(events, i).length > 0, (events, i) => {
      const hex = lineBetween(events, i)[0];
      if (hex !== undefined) setTerrain(events, hex, 'W');
    });
    expect(rules).toContain('sight');
  });

  it('a robot-only card at a building: affects (L197)', () => {
    const rules = tamper(isAttack((a) => a['card'] === 'guided-missile' || a['card'] === 'tow-missile' || a['card'] === 'smoothbore-main-gun'), (events, i) => {
      const building = header(events).units.find((unit) => unit.kind === 'structure');
      (events[i] as Event)['target'] = building?.id;
    });
    expect(rules).toContain('affects');
  });

  it('a range the diagram does not allow: range (L212)', () => {
    const rules = tamper(isAttack(), (events, i) => {
      (events[i] as Event)['range'] = 40;
    });
    expect(rules).toContain('range');
  });

  it('one die too many: dice (L53, L212)', () => {
    const rules = tamper(isAttack((a) => (a['faces'] as number[]).length > 0), (events, i) => {
      const attack = events[i] as Event;
      (attack['dice'] as { rolled: number }).rolled += 1;
      (attack['faces'] as number[]).push(0);
    });
    expect(rules).toContain('dice');
  });

  it('a 5 with no add-die: addDice (L51)', () => {
    const rules = tamper(isAttack((a) => (a['faces'] as number[]).length > 0 && !(a['faces'] as number[]).includes(5)), (events, i) => {
      const faces = (events[i] as Event)['faces'] as number[];
      faces[faces.length - 1] = 5;
    });
    expect(rules).toContain('addDice');
  });

  it('a miss called a hit: hit (L231)', () => {
    const rules = tamper(isAttack((a) => a['hit'] === false && (a['faces'] as number[]).length > 0), (events, i) => {
      (events[i] as Event)['hit'] = true;
    });
    expect(rules).toContain('hit');
  });

  it('a second attack action with no Combat pilot: attackActions (L135)', () => {
    const rules = tamper((e, events) => isAttack((a) => (a['volley'] as number[])[0] === 0 && !hasCard(events, String(a['unit']), 'combat-pilot') && a['phase'] === 'attack' && /^[A-Z]$/.test(String(a['unit'])))(e), (events, i) => {
      events.splice(i + 1, 0, { ...(structuredClone(events[i]) as Event), card: 'nothing-else' });
      const copy = structuredClone(events[i]) as Event;
      events.splice(i + 1, 0, copy);
    });
    expect(rules).toContain('attackActions');
  });

  it('a Guided Missile at a robot that stood still: missileTarget (L341)', () => {
    const rules = tamper((e, events) => isAttack((a) => a['card'] === 'guided-missile' && a['function'] === 'Guided Missile')(e) && optionIndexOf(events, String(e['target']), Number(e['turn'])) > 0, (events, i) => {
      const option = events[optionIndexOf(events, String(events[i]?.['target']), Number(events[i]?.['turn']))] as Event;
      option['option'] = 'maneuver';
    });
    expect(rules).toContain('missileTarget');
  });

  it('ripple-fire without the power-up: poweredUp (L169)', () => {
    const rules = tamper((e, events) => isAttack((a) => a['function'] === 'Ripple-fire')(e) && optionIndexOf(events, String(e['unit']), Number(e['turn'])) > 0, (events, i) => {
      const option = events[optionIndexOf(events, String(events[i]?.['unit']), Number(events[i]?.['turn']))] as Event;
      option['option'] = 'move';
    });
    expect(rules).toContain('poweredUp');
  });

  it('an attack in the movement phase that is no strafe: phase (L189)', () => {
    const rules = tamper(isAttack((a) => a['phase'] === 'attack'), (events, i) => {
      (events[i] as Event)['phase'] = 'movement';
    });
    expect(rules).toContain('phase');
  });

  it('a robot attacking after its core was destroyed: acting (L57)', () => {
    const rules = tamper(isAttack((a) => /^[A-Z]$/.test(String(a['unit']))), (events, i) => {
      const attack = events[i] as Event;
      events.splice(i, 0, { turn: attack['turn'], phase: attack['phase'], event: 'status', unit: attack['unit'], status: 'core-destroyed', on_fire: false, painted: false });
    });
    expect(rules).toContain('acting');
  });

  it('a robot attacking with its drive disabled: crippled (L61)', () => {
    const rules = tamper(isAttack((a) => /^[A-Z]$/.test(String(a['unit']))), (events, i) => {
      const attack = events[i] as Event;
      events.splice(i, 0, { turn: attack['turn'], phase: attack['phase'], event: 'marker', unit: attack['unit'], location: null, cause: "owner's choice (L320-321)", aimed: 'drive', landed: 'drive', marker: 'disable', destroyed: false, status: 'active' });
    });
    expect(rules).toContain('crippled');
  });

  it('point defense with no defense action spent: pointDefense (L341)', () => {
    const rules = tamper((e) => is(e, 'defense', (d) => d['defense'] === 'point-defense'), (events, i) => {
      events.splice(i, 1);
    });
    expect(rules).toContain('pointDefense');
  });
});

describe('the referee catches a tampered log (markers, statuses, victory)', () => {
  it('a marker on a location no die shows: location (L255)', () => {
    const rules = tamper((e, events, i) => is(e, 'marker', (m) => m['cause'] === 'hit location') && is(events[i - 1] ?? {}, 'attack'), (events, i) => {
      const marker = events[i] as Event;
      const faces = (events[i - 1]?.['faces'] as number[]) ?? [];
      marker['location'] = [0, 1, 2, 3, 4].find((location) => !faces.includes(location)) ?? 0;
    });
    expect(rules).toContain('location');
  });

  it('a marker that lands off the bleed arrows: bleed (L264)', () => {
    const rules = tamper((e) => is(e, 'marker', (m) => m['cause'] === 'hit location' && m['landed'] === m['aimed'] && m['aimed'] !== 'drive'), (events, i) => {
      (events[i] as Event)['landed'] = 'drive';
    });
    expect(rules).toContain('bleed');
  });

  it('a one-damage hit with its marker left out: markers (L237)', () => {
    const rules = tamper((e, events, i) => isAttack((a) => a['hit'] === true && (a['card'] === 'gatling-gun' || a['card'] === 'grenade-launcher'))(e) && is(events[i + 1] ?? {}, 'marker'), (events, i) => {
      events.splice(i + 1, 1);
    });
    expect(rules).toContain('markers');
  });

  it('a fire roll of 5 that leaves the fire burning: fire (L290)', () => {
    const rules = tamper((e) => is(e, 'mark', (m) => m['mark'] === 'on-fire' && typeof m['roll'] === 'number'), (events, i) => {
      const mark = events[i] as Event;
      mark['roll'] = 5;
      mark['on'] = true;
    });
    expect(rules).toContain('fire');
  });

  it('the wrong winner: victory (L371-479)', () => {
    const rules = tamper((e) => is(e, 'win', (w) => w['winner'] !== null), (events, i) => {
      const win = events[i] as Event;
      win['winner'] = win['winner'] === 'green' ? 'yellow' : 'green';
    });
    expect(rules).toContain('victory');
  });

  it('play after the game is decided: victory (L373)', () => {
    const rules = tamper((e) => is(e, 'win', (w) => w['winner'] !== null), (events, i) => {
      const option = [...events].reverse().find((event) => is(event, 'option'));
      if (option !== undefined) events.splice(i, 0, { ...structuredClone(option), turn: Number(events[i]?.['turn']) + 1 });
    });
    expect(rules).toContain('victory');
  });
});

describe('the referee catches a tampered line duel', () => {
  const duels = () => duelGames(1, 5).filter((game) => check(game.events).length === 0);

  it('the duels it finds legal are most of them', () => {
    expect(duels().length).toBeGreaterThan(30);
  });

  it('a range change bigger than the move: speed (L157)', () => {
    const rules = tamper((e) => is(e, 'line-move', (m) => m['unit'] !== undefined && m['steps'] === 0), (events, i) => {
      (events[i] as Event)['range'] = Number(events[i]?.['range_from']) + 6;
    }, duels());
    expect(rules).toContain('speed');
  });

  it('a shot at an enemy outside the arc: arc (L201-208)', () => {
    const rules = tamper(isAttack((a) => a['card'] === 'guided-missile'), (events, i) => {
      const move = [...events.slice(0, i)].reverse().find((event) => is(event, 'line-move', (m) => m['unit'] === events[i]?.['unit']));
      if (move !== undefined) move['facing'] = 3; // the enemy behind it
    }, duels());
    expect(rules).toContain('arc');
  });
});

function unitTemplate(events: readonly Event[], event: Event): string | undefined {
  const head = events[0] as { units: { id: string; row: number | null }[]; rows: { template: string }[] };
  const row = head.units.find((unit) => unit.id === event['unit'])?.row;
  return row === null || row === undefined ? undefined : head.rows[row]?.template;
}

function infantryKind(events: readonly Event[], event: Event): string | undefined {
  return (events[0] as { units: { id: string; infantry?: string }[] }).units.find((unit) => unit.id === event['unit'])?.infantry;
}

function hasCard(events: readonly Event[], unit: string, card: string): boolean {
  const head = events[0] as { units: { id: string; row: number | null }[]; rows: { cards: Record<string, string> }[] };
  const row = head.units.find((entry) => entry.id === unit)?.row;
  return row !== null && row !== undefined && Object.values(head.rows[row]?.cards ?? {}).includes(card);
}

function templateOrder(events: readonly Event[], event: Event): number {
  return ['rocketbot', 'helibot', 'hoverbot', 'spiderbot', 'robotank', 'robocar'].indexOf(unitTemplate(events, event) ?? '');
}

function nextOptionIndex(events: readonly Event[], i: number): number {
  for (let j = i + 1; j < events.length && events[j]?.['phase'] === 'movement'; j++) if (is(events[j] ?? {}, 'option')) return j;
  return -1;
}

function optionIndexOf(events: readonly Event[], unit: string, turn: number): number {
  return events.findIndex((event) => is(event, 'option', (o) => o['unit'] === unit && o['turn'] === turn));
}

function lastMoveOf(events: readonly Event[], unit: string, before: number): number {
  for (let j = before - 1; j > 0; j--) if (is(events[j] ?? {}, 'move', (m) => m['unit'] === unit)) return j;
  return -1;
}

/** The hexes strictly between the attacker and its target at attack event i. */
function lineBetween(events: readonly Event[], i: number): Hex[] {
  const at = positions(events, i);
  const from = at.get(String(events[i]?.['unit']));
  const to = at.get(String(events[i]?.['target']));
  const map = (events[0] as { map: { width: number; height: number } }).map;
  return from === undefined || to === undefined ? [] : hexesOnLine(from, to, map.width, map.height);
}
