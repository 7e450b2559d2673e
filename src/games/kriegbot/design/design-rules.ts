// cold: the construction rules for one Kriegbot design.
import { didYouMean } from '../../../catalogue/did-you-mean.js';
import type { Problem } from '../../../catalogue/problem.js';
import type { Card, CardKind } from '../catalogue/catalogue-schema.js';
import type { KriegbotCatalogue } from '../catalogue/catalogue.js';
import type { Design } from './design.js';

type Report = (path: string, message: string, rule: string) => void;

export function checkDesign(design: Design, catalogue: KriegbotCatalogue, file: string, at: string): Problem[] {
  const problems: Problem[] = [];
  const report: Report = (path, message, rule) => problems.push({ file, path: at + path, message, rule });
  const expansion = design.expansion === true;

  if (!catalogue.policies.has(design.policy)) {
    report('policy', `unknown policy "${design.policy}"${didYouMean(design.policy, catalogue.policies.keys())} (known: ${[...catalogue.policies.keys()].join(', ')})`, 'a design names a catalogue policy');
  }
  const template = catalogue.templates.get(design.template);
  if (template === undefined) {
    report('template', `unknown template "${design.template}"${didYouMean(design.template, catalogue.templates.keys())} (known: ${[...catalogue.templates.keys()].join(', ')})`, 'six templates (L67)');
    return problems;
  }

  const used = new Map<string, string>();
  const lookUp = (path: string, cardId: string, kind: CardKind, rule: string): Card | undefined => {
    const card = catalogue.cards.get(cardId);
    if (card === undefined) {
      report(path, `unknown card "${cardId}"${didYouMean(cardId, catalogue.cards.keys())}`, 'cards come from the catalogue');
      return undefined;
    }
    if (card.kind !== kind) report(path, `"${cardId}" is a ${card.kind} card; this slot takes a ${kind} card`, rule);
    // Cores are all expansion cards; a core without the expansion has its own rule (L115) below.
    if (card.set === 'expansion' && !expansion && card.kind !== 'core') report(path, `"${cardId}" is an expansion card; set expansion: true to use it`, 'expansion cards (L489)');
    const earlier = used.get(cardId);
    if (earlier !== undefined) report(path, `"${cardId}" is already fitted at ${earlier}`, 'no robot may hold two of the same item (L37, L677)');
    used.set(cardId, path);
    return card;
  };

  for (const group of ['weapons', 'systems'] as const) {
    const kind = group === 'weapons' ? 'weapon' : 'system';
    const slotNames = Object.entries(template.slots).filter(([, slot]) => slot.kind === kind).map(([slotName]) => slotName);
    const shapeRule = `${slotNames.length} ${kind} slots on the ${template.name} (L113, L115)`;
    for (const slotName of slotNames) {
      if (design[group][slotName] === undefined) report(`${group}.${slotName}`, `is empty: the ${template.name} ${kind} slot "${slotName}" needs a ${kind} card`, `fill every slot (L117); ${shapeRule}`);
    }
    for (const [slotName, cardId] of Object.entries(design[group])) {
      const path = `${group}.${slotName}`;
      const slot = template.slots[slotName];
      if (slot === undefined || slot.kind !== kind) {
        report(path, `the ${template.name} has no ${kind} slot "${slotName}"${didYouMean(slotName, slotNames)} (${kind} slots: ${slotNames.join(', ')})`, shapeRule);
        lookUp(path, cardId, kind, 'slot shapes (L115)');
        continue;
      }
      const card = lookUp(path, cardId, kind, 'slot shapes (L115)');
      if (card?.kind === kind && card.kind === 'system' && card.pylonArc && slot.pylon === undefined) {
        const pylons = Object.entries(template.slots).filter(([, s]) => s.pylon !== undefined).map(([n]) => n);
        report(path, `"${cardId}" carries the pylon-arc icon and must sit in a pylon slot (${template.name} pylons: ${pylons.join(', ') || 'none'})`, 'pylon-arc systems go in pylon slots (L125)');
      }
    }
  }

  const pilots = Object.entries(design.systems).filter(([, cardId]) => {
    const card = catalogue.cards.get(cardId);
    return card?.kind === 'system' && card.pilot;
  });
  if (pilots.length > 1) {
    report(`systems.${pilots[1]?.[0]}`, `holds a second pilot (${pilots.map(([slot, cardId]) => `${cardId} in ${slot}`).join(', ')})`, 'a pilot is optional, but no more than one may be taken (L123)');
  }

  lookUp('skin', design.skin, 'skin', 'one skin card (L113, L115)');
  if (design.core !== undefined) {
    if (!expansion) report('core', 'a power core card is placed only in the expansion game; set expansion: true or remove it', 'no card in the power core slot unless playing the expansion (L115)');
    lookUp('core', design.core, 'core', 'the Star of David slot takes a power core (L115, L538)');
  } else if (expansion) {
    report('core', 'is missing: in the expansion every robot chooses a power core', 'each player chooses a power core (L538)');
  }
  return problems;
}
