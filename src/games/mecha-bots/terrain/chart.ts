// cold: the movement chart (L270-449) and its footnotes (L444-449) as lookups. A cost is movement
// points per hex; null is the chart's N/A (may not enter). Footnotes: (4) and (6) bar a non-hovering
// Bot from ending its turn there (except (6) at its home base), (5) bars heavy Bots, and (1)-(3) let
// some Bots jump on, squash or climb what the chart bars (L252-268, read as overlays, B5). Rivers
// may be crossed without stopping by powerful legs under the B3 reading (terrain.river.crossing).
import type { MechaBotsCatalogue } from '../catalogue/catalogue.js';
import { terrainType } from '../catalogue/catalogue.js';
import { MODE_IDS, type Footnote, type ModeId } from '../catalogue/catalogue-schema.js';

export type Mover = 'mad-scientist' | ModeId;

export interface BotOnTerrain {
  readonly mode: ModeId;
  readonly weight: 'heavy' | 'light';
  /** The terrain is this Bot's home base (its owner's lab, L251). */
  readonly homeBase?: boolean;
}

/** The chart's cost for a mover to enter a terrain hex, or null for N/A (L270-440; the Mad Scientist, L273). */
export function moveCost(catalogue: MechaBotsCatalogue, terrainId: string, mover: Mover): number | null {
  const terrain = terrainType(catalogue, terrainId);
  return mover === 'mad-scientist' ? terrain.madScientist : terrain.bots[mover];
}

const rank = (mode: ModeId) => MODE_IDS.indexOf(mode);
const notes = (catalogue: MechaBotsCatalogue, terrainId: string): Footnote[] =>
  terrainType(catalogue, terrainId).footnotes.map((id) => catalogue.footnotes.get(id)).filter((note): note is Footnote => note !== undefined);

/** Is the Bot always hovering (hover jets, L115)? */
export function hovering(catalogue: MechaBotsCatalogue, mode: ModeId): boolean {
  return catalogue.mobility.modes.find((each) => each.id === mode)?.flight === 'always';
}

/** May the Bot enter the hex by the chart (not N/A) and its weight footnote ((5) light Bots only, L448)? */
export function mayEnter(catalogue: MechaBotsCatalogue, terrainId: string, bot: BotOnTerrain): boolean {
  if (moveCost(catalogue, terrainId, bot.mode) === null) return false;
  return notes(catalogue, terrainId).every((note) => note.rule !== 'light-only' || bot.weight === 'light');
}

/** May the Bot end its turn on the hex (footnotes (4) and (6), L447, L449), given it may enter? */
export function mayEndTurn(catalogue: MechaBotsCatalogue, terrainId: string, bot: BotOnTerrain): boolean {
  if (!mayEnter(catalogue, terrainId, bot)) return false;
  return notes(catalogue, terrainId).every((note) => note.rule !== 'may-not-end'
    || (note.exceptHovering && hovering(catalogue, bot.mode))
    || (note.exceptHomeBase && bot.homeBase === true));
}

/**
 * The special move a footnote allows onto a hex (L252-268) for this Bot - jump on (1), squash (2) or
 * climb (3) - or null. Only when the B5 reading takes them as overlays on the chart.
 */
export function specialMove(catalogue: MechaBotsCatalogue, terrainId: string, bot: BotOnTerrain): Footnote | null {
  if (catalogue.ambiguities['b5-special-moves'].value !== 'overlays') return null;
  return notes(catalogue, terrainId).find((note) => (note.rule === 'jump-on' || note.rule === 'squash' || note.rule === 'climb')
    && (note.bot === 'any' || note.bot === bot.weight)
    && (note.minMode === null || rank(bot.mode) >= rank(note.minMode))) ?? null;
}

/** The cost to pass over a hex the chart bars without stopping (B3: rivers for powerful legs), or null. */
export function crossingCost(catalogue: MechaBotsCatalogue, terrainId: string, mode: ModeId): number | null {
  const crossing = terrainType(catalogue, terrainId).crossing;
  if (crossing === null || moveCost(catalogue, terrainId, mode) !== null) return null;
  return rank(mode) >= rank(crossing.fromMode) ? crossing.cost : null;
}
