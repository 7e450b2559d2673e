// Melee bonuses and effect modifiers read from the compiled catalogue (reconstructed, L28-31).
import { describe, expect, it } from 'vitest';
import { compileRuleNumbers } from './compile-rules.js';
import { effectModifier } from './effect.js';
import { attackerMeleeBonus, defenderMeleeBonus } from './melee.js';
import { ItemBit } from './slots.js';
import { bundledNumbers, hexRobotsWithVariant } from '../test-support/bundled.js';

const { melee, effectRoll } = bundledNumbers();
const { Gun, Shield, MeleeWeapon } = ItemBit;

describe('melee bonuses (L28-29, reconstructed)', () => {
  it('gives the attacker +1 for its melee weapon, nothing for a gun or a shield', () => {
    expect(attackerMeleeBonus(MeleeWeapon, 0, 0, 0, 0, melee)).toBe(1);
    expect(attackerMeleeBonus(Gun | Shield, 0, 0, 0, 0, melee)).toBe(0);
  });

  it('gives the defender +1 for its shield, nothing for a melee weapon', () => {
    expect(defenderMeleeBonus(Shield, 0, 0, melee)).toBe(1);
    expect(defenderMeleeBonus(MeleeWeapon | Gun, 0, 0, melee)).toBe(0);
  });

  it('gives +1 to whichever robot stands higher', () => {
    expect(attackerMeleeBonus(0, 1, 0, 0, 0, melee)).toBe(1);
    expect(defenderMeleeBonus(0, 0, 1, melee)).toBe(0);
    expect(attackerMeleeBonus(0, 0, 1, 0, 0, melee)).toBe(0);
    expect(defenderMeleeBonus(0, 1, 0, melee)).toBe(1);
  });

  it('gives the attacker +2 against a robot knocked down and +1 against a stunned one, all combined (L29)', () => {
    expect(attackerMeleeBonus(0, 0, 0, 1, 0, melee)).toBe(2);
    expect(attackerMeleeBonus(0, 0, 0, 0, 1, melee)).toBe(1);
    expect(attackerMeleeBonus(MeleeWeapon, 1, 0, 1, 1, melee)).toBe(5);
  });

  it('reads the erratum: strong-melee.yaml makes the melee weapon +2', () => {
    const strong = compileRuleNumbers(hexRobotsWithVariant('strong-melee.yaml'));
    expect(attackerMeleeBonus(MeleeWeapon, 0, 0, 0, 0, strong.melee)).toBe(2);
  });
});

describe('effect-roll modifiers (L31, reconstructed as none)', () => {
  it('adds nothing by default', () => {
    expect(effectModifier(MeleeWeapon, 1, 1, effectRoll)).toBe(0);
  });

  it('counts the melee weapon for melee hits only, the knocked-down target for any hit', () => {
    const variant = Int8Array.of(1, 1);
    expect(effectModifier(MeleeWeapon, 1, 0, variant)).toBe(1);
    expect(effectModifier(MeleeWeapon, 0, 0, variant)).toBe(0);
    expect(effectModifier(0, 0, 1, variant)).toBe(1);
    expect(effectModifier(MeleeWeapon, 1, 1, variant)).toBe(2);
  });
});
