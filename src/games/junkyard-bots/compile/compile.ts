// cold: the catalogue and policy files to compiled tables: the only place where kinds, sizes,
// readings and policy values turn into numbers. Bad files throw one ValidationError listing every
// problem. Weapons, energy and targeting computers are wanted at weight 1 by every policy (a
// policy's `want` weighs only robot parts: designs/junkyard-bots/README.md).
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../catalogue/canonical-json.js';
import { ValidationError, type Problem } from '../../../catalogue/problem.js';
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { CompiledSet, ResolveFile } from '../../../kernel/ruleset.js';
import { allocTables } from '../../../kernel/table.js';
import type { JunkyardCatalogue } from '../catalogue/catalogue.js';
import type { DieKind, Policy } from '../catalogue/catalogue-schema.js';
import type { Die } from '../catalogue/die.js';
import { readPolicy, type PolicyFile } from '../catalogue/policy-file.js';
import { Allocate, junkyardSchemas, Kind, PowerUp, SizePref, Target, type JunkyardTables } from './tables.js';
import { throwCells } from './tally.js';

const KIND_CODES: Readonly<Record<DieKind, number>> = {
  eye: Kind.Eye, mouth: Kind.Mouth, claw: Kind.Claw, mover: Kind.Mover, pipe: Kind.Pipe, weapon: Kind.Weapon, energy: Kind.Energy, 'targeting-computer': Kind.Computer,
};
/** lookBeforeGrab as the size below which a die is grabbed unseen (L166, L176). */
const BLIND_BELOW = { always: 1, 'from-M': 2, 'from-L': 4, never: 5 } as const;
const TARGETS = { weakest: Target.Weakest, strongest: Target.Strongest, 'most-energy': Target.MostEnergy, 'next-seat': Target.NextSeat, random: Target.Random } as const;
const ORDERS = { 'body-first': Allocate.BodyFirst, 'pipes-first': Allocate.PipesFirst, 'cheapest-first': Allocate.CheapestFirst } as const;
const SIZE_PREFS = { surest: SizePref.Surest, balanced: SizePref.Balanced, largest: SizePref.Largest } as const;
const POWER_UPS = { never: PowerUp.Never, 'to-rescue': PowerUp.ToRescue, always: PowerUp.Always } as const;

/** The compiled policies. */
export interface JunkyardCompiledSet extends CompiledSet {
  readonly policies: readonly Policy[];
}

export function compilePolicies(catalogue: JunkyardCatalogue, files: readonly SourceFile[], _resolve: ResolveFile): JunkyardCompiledSet {
  const problems: Problem[] = [];
  const read: { file: PolicyFile; policy: Policy }[] = [];
  for (const file of files) {
    const result = readPolicy(file, catalogue);
    problems.push(...result.problems);
    if (result.policy?.policy !== undefined) read.push({ file: result.policy, policy: result.policy.policy });
  }
  if (problems.length > 0) throw new ValidationError(problems);
  const dice = [...catalogue.dice.values()];
  const energyTypes = dice.filter((die) => die.kind === 'energy');
  const rows = { dieType: dice.length, junk: catalogue.junkyard.length, starter: catalogue.starters.length, rules: 1, policy: read.length };
  const { buffer, tables: t } = allocTables(junkyardSchemas, rows);
  dice.forEach((die, row) => writeDie(t, row, die, energyTypes.indexOf(die)));
  catalogue.junkyard.forEach((die, i) => (t.junk.type[i] = dice.indexOf(die)));
  catalogue.starters.forEach((die, i) => (t.starter.type[i] = dice.indexOf(die)));
  writeRules(t, catalogue, energyTypes.length, Math.max(0, ...energyTypes.map((type) => catalogue.junkyard.filter((die) => die === type).length)));
  read.forEach(({ policy }, row) => writePolicy(t, row, policy));
  return {
    buffer,
    rows,
    policies: read.map(({ policy }) => policy),
    designs: read.map(({ file, policy }) => ({
      name: file.name,
      kind: file.preset ?? 'own',
      policy: file.preset ?? file.name,
      key: createHash('sha256').update(canonicalJson(policy)).digest('hex').slice(0, 16),
    })),
    // One tallied attack row per policy: its throws (compile/tally.ts).
    attacks: read.map((_, design) => ({ labels: { attack: 'throw' }, design, cells: [throwCells()] })),
  };
}

function writeDie(t: JunkyardTables, row: number, die: Die, energyType: number): void {
  t.dieType.kind[row] = KIND_CODES[die.kind];
  t.dieType.size[row] = die.points;
  t.dieType.energyType[row] = energyType;
  [t.dieType.f0, t.dieType.f1, t.dieType.f2, t.dieType.f3, t.dieType.f4, t.dieType.f5].forEach((column, k) => (column[row] = die.codes[k] ?? 0));
}

function writeRules(t: JunkyardTables, catalogue: JunkyardCatalogue, energyTypes: number, energyCap: number): void {
  const reading = (id: keyof JunkyardCatalogue['ambiguities'], alternative: string): number => (catalogue.ambiguities[id].value === alternative ? 1 : 0);
  const r = t.rules;
  r.startPower[0] = catalogue.start.power;
  r.limitOffset[0] = catalogue.partLimit.offset;
  r.computerCounts[0] = catalogue.partLimit.counted.includes('targeting-computer') ? 1 : 0;
  r.teleportAt[0] = catalogue.teleport.threshold;
  r.energyTypes[0] = energyTypes;
  r.energyCap[0] = energyCap;
  r.capAtSize[0] = reading('a1-explosion-value', 'weapon-size');
  r.laterBlankDuds[0] = reading('a2-weapon-bonus-blank', 'dud');
  r.absorbUpTo[0] = reading('a3-part-absorbs', 'up-to-size');
  r.computerFirst[0] = reading('a4-shield-order', 'targeting-first');
  r.noDodgePowerUp[0] = reading('a5-dodge-power-up', 'not-allowed');
  r.allOrNothing[0] = reading('a6-dodge-tie', 'all-or-nothing');
  r.pictureRule[0] = reading('a7-energy-picture', 'always-reroll') + 2 * reading('a7-energy-picture', 'always-keep');
  r.thrownToJunkyard[0] = reading('a8-thrown-weapon', 'junkyard');
  r.salvageRemoved[0] = reading('a9-salvage', 'removed');
  r.noPipesOnGrab[0] = reading('a12-pipes-on-grab-and-eat', 'do-not-roll');
  r.selfOnBody[0] = reading('a13-self-damage', 'body-only');
}

function writePolicy(t: JunkyardTables, row: number, policy: Policy): void {
  const p = t.policy;
  p.wEye[row] = policy.want.eye;
  p.wMouth[row] = policy.want.mouth;
  p.wClaw[row] = policy.want.claw;
  p.wMover[row] = policy.want.mover;
  p.wPipe[row] = policy.want.pipe;
  p.wWeapon[row] = 1;
  p.wEnergy[row] = 1;
  p.wComputer[row] = 1;
  p.blindBelow[row] = BLIND_BELOW[policy.lookBeforeGrab];
  p.sizePref[row] = SIZE_PREFS[policy.sizePreference];
  p.pipeOn[row] = KIND_CODES[policy.pipeTarget];
  p.chainDepth[row] = policy.pipeChainDepth;
  p.target[row] = TARGETS[policy.throwTarget];
  p.reserve[row] = policy.teleportReserve;
  p.teleportOdds[row] = Math.round(policy.teleportAt * 100);
  p.shieldAt[row] = policy.shieldFrom === 'never' ? 0 : policy.shieldFrom;
  p.powerUp[row] = POWER_UPS[policy.powerUp];
  p.allocate[row] = ORDERS[policy.damageOrder];
  p.keepLast[row] = policy.keepLastMoverAndEye ? 1 : 0;
  p.rerollPicture[row] = policy.energyPicture === 'reroll' ? 1 : 0;
}
