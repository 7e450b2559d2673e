// cold: consistency of one template's slots, hit locations and bleed arrows.
import type { Problem } from '../../../catalogue/problem.js';
import type { Template } from './catalogue-schema.js';

export function checkTemplate(file: string, at: string, template: Template): Problem[] {
  const problems: Problem[] = [];
  const report = (path: string, message: string, rule: string) => problems.push({ file, path: `${at}.${path}`, message, rule });
  const slots = Object.entries(template.slots);
  const ofKind = (kind: string) => slots.filter(([, slot]) => slot.kind === kind);

  if (ofKind('drive').length !== 1) report('slots', 'needs exactly one drive slot', 'drives are integral with the template (L115)');
  if (ofKind('core').length !== 1) report('slots', 'needs exactly one core slot', 'the Star of David slot is the power core (L115)');
  if (ofKind('weapon').length !== 2) report('slots', `has ${ofKind('weapon').length} weapon slots, not 2`, 'two weapons (L113, L115)');
  const systems = ofKind('system').length;
  if (systems < 2 || systems > 4) report('slots', `has ${systems} system slots`, 'two to four systems (L115)');

  for (let location = 0; location <= 4; location++) {
    const holders = slots.filter(([, slot]) => slot.locations.includes(location)).map(([name]) => name);
    if (holders.length !== 1) {
      report('slots', `hit location ${location} is on ${holders.length === 0 ? 'no slot' : holders.join(' and ')}`, 'each red number 0-4 hits one slot (L255, L262)');
    }
  }

  const cockpits = slots.filter(([, slot]) => slot.cockpit === true);
  if (cockpits.length !== 1 || cockpits[0]?.[1].kind !== 'system') {
    report('slots', 'needs exactly one cockpit, and it must be a system slot', 'the innermost system slot is the cockpit (L633)');
  }

  for (const [name, slot] of slots) {
    if (slot.pylon !== undefined && slot.kind !== 'system') report(`slots.${name}.pylon`, 'only system slots can be pylons', 'pylons are system slots (L125)');
    if (slot.kind === 'core') {
      if (slot.bleed !== undefined) report(`slots.${name}.bleed`, 'the power core has nowhere to bleed', 'bleed ends at the power core (L59, L276)');
      continue;
    }
    if (slot.bleed === undefined) {
      report(`slots.${name}.bleed`, 'is missing: every item but the power core bleeds somewhere', 'bleed through (L264)');
      continue;
    }
    const target = template.slots[slot.bleed];
    if (target === undefined) {
      report(`slots.${name}.bleed`, `names no slot "${slot.bleed}" of this template`, 'bleed through (L264)');
    } else if (slot.kind === 'drive' && target.kind !== 'core') {
      report(`slots.${name}.bleed`, 'a saturated drive bleeds to the power core', 'drive hits bleed to the core (L276)');
    } else if (!reachesCore(template, name)) {
      report(`slots.${name}.bleed`, 'the bleed arrows from here loop without reaching the power core', 'bleed through (L264)');
    }
  }
  return problems;
}

function reachesCore(template: Template, start: string): boolean {
  const seen = new Set<string>();
  let current: string | undefined = start;
  while (current !== undefined && !seen.has(current)) {
    const slot: Template['slots'][string] | undefined = template.slots[current];
    if (slot === undefined) return false;
    if (slot.kind === 'core') return true;
    seen.add(current);
    current = slot.bleed;
  }
  return false;
}
