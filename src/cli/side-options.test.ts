// `--side NAME=VALUE` and the per-side aliases, on a made-up game with two sides: the CLI must
// work for whatever names a game declares, so this test uses none of a real game's.
import yargs from 'yargs';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../kernel/ruleset.js';
import { UsageError } from './errors.js';
import { SIDE_POLICY, SIDE_TEAM, valuesBySide, withSideOptions, type SideValue } from './side-options.js';

const SIDES = ['north', 'south'] as const;
const game = { id: 'tabletop', sides: SIDES } as unknown as AnyRuleset;
const sideless = { id: 'duels-only' } as unknown as AnyRuleset;

/** The command line parsed as a command registering these sides would parse it, then read per side. */
function given(argv: readonly string[], what: SideValue = SIDE_TEAM, rules: AnyRuleset = game): Record<string, string> {
  const args = withSideOptions(yargs([...argv]), what, SIDES).strict().fail((message, error) => {
    throw error ?? new Error(message);
  }).parseSync();
  return valuesBySide(args, rules, what, SIDES);
}

/** The usage error a command line gives. */
function usageError(argv: readonly string[], what: SideValue = SIDE_TEAM, rules: AnyRuleset = game): string {
  try {
    given(argv, what, rules);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as UsageError).message;
  }
  throw new Error(`no error for ${argv.join(' ')}`);
}

describe('team files by side', () => {
  it('reads --side NAME=FILE and the --NAME aliases into the same files', () => {
    const expected = { north: 'teams/a.yaml', south: 'teams/b.yaml' };
    expect(given(['--north', 'teams/a.yaml', '--south', 'teams/b.yaml'])).toEqual(expected);
    expect(given(['--side', 'north=teams/a.yaml', '--side', 'south=teams/b.yaml'])).toEqual(expected);
    expect(given(['--side', 'south=teams/b.yaml', '--north', 'teams/a.yaml'])).toEqual(expected);
  });

  it('normalises the path in both forms alike, so both name one file', () => {
    expect(given(['--side', 'north=./teams//a.yaml'])).toEqual(given(['--north', './teams//a.yaml']));
    expect(given(['--north', './teams//a.yaml'])).toEqual({ north: 'teams/a.yaml' });
  });

  it('gives nothing when no side is given', () => expect(given([])).toEqual({}));

  it('names the valid sides for an unknown one, on one line', () => {
    const message = usageError(['--side', 'nort=a.yaml']);
    expect(message).toBe('--side nort=a.yaml: tabletop has no side "nort" (did you mean "north"?); its sides are north, south');
    expect(message).not.toContain('\n');
  });

  it('rejects an alias the game does not have (another game declared it)', () => {
    expect(usageError(['--north', 'a.yaml'], SIDE_TEAM, sideless)).toBe('--north: duels-only has no side "north"; the game names no sides');
  });

  it.each([
    [['--side', 'north'], /^--side: NAME=FILE \(got "north"\)$/],
    [['--side', '=a.yaml'], /^--side: NAME=FILE/],
    [['--side', 'north='], /^--side: NAME=FILE/],
    [['--north', 'a.yaml', '--side', 'north=b.yaml'], /the north side is given twice$/],
    [['--north', 'a.yaml', '--north', 'b.yaml'], /^--north: the north side is given twice$/],
  ])('rejects %j', (argv, message) => expect(usageError(argv)).toMatch(message));
});

describe('policies by side', () => {
  it('reads --side-policy NAME=POLICY and --NAME-policy into the same policies, unnormalised', () => {
    const expected = { north: 'brawler', south: './odd' };
    expect(given(['--north-policy', 'brawler', '--south-policy', './odd'], SIDE_POLICY)).toEqual(expected);
    expect(given(['--side-policy', 'north=brawler', '--side-policy', 'south=./odd'], SIDE_POLICY)).toEqual(expected);
  });

  it('names the valid sides for an unknown one', () => {
    expect(usageError(['--side-policy', 'east=brawler'], SIDE_POLICY)).toBe('--side-policy east=brawler: tabletop has no side "east"; its sides are north, south');
  });
});
