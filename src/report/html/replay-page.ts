// cold: a replayed game as one HTML page that steps through it: a section per turn with the map
// drawn after that turn (the game's text frame) beside that turn's events, and links to the turn
// before and after (plain anchors: no script). The whole-game picture, where the game draws one,
// comes first. Self-contained like the run reports.
import type { Replay } from '../../kernel/compiled.js';
import { escapeHtml, htmlDocument } from './html.js';

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; color: #1b1b1b; margin: 0 auto; max-width: 1200px; padding: 1.5em; }
h1 { font-size: 1.4em; } h2 { font-size: 1.1em; margin: 0 0 .4em; }
section.turn { border-top: 1px solid #ccc; padding: 1em 0; display: grid; grid-template-columns: minmax(0, auto) minmax(18em, 1fr); gap: 1.5em; }
pre { font: 12px/1.25 ui-monospace, monospace; margin: 0; overflow-x: auto; }
ol.events { margin: 0; padding-left: 1.4em; font-size: 13px; } ol.events li { margin: .15em 0; overflow-wrap: anywhere; }
nav.step a { margin-right: 1em; } .legend { color: #444; } figure { overflow-x: auto; margin: 1em 0; }
`;

/** One event as a line of text: its name, then its fields (long values cut). */
export function eventText(event: Readonly<Record<string, unknown>>): string {
  const name = String(event['event'] ?? 'event');
  const fields = Object.entries(event).filter(([key]) => key !== 'event' && key !== 'turn').map(([key, value]) => {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return `${key} ${text.length > 160 ? `${text.slice(0, 157)}...` : text}`;
  });
  return fields.length === 0 ? name : `${name}: ${fields.join(', ')}`;
}

export function renderReplayPage(title: string, replay: Replay): string {
  const byTurn = new Map<number, Readonly<Record<string, unknown>>[]>();
  for (const event of replay.events) {
    const turn = typeof event['turn'] === 'number' ? event['turn'] : 0;
    byTurn.set(turn, [...(byTurn.get(turn) ?? []), event]);
  }
  const turns = [...new Set([...byTurn.keys(), ...replay.frames.map((_, k) => k + 1)])].sort((a, b) => a - b);
  const id = (turn: number) => (turn === 0 ? 'setup' : `turn-${turn}`);
  const sections = turns.map((turn, k) => {
    const before = turns[k - 1];
    const after = turns[k + 1];
    const frame = turn >= 1 ? replay.frames[turn - 1] : undefined;
    const events = (byTurn.get(turn) ?? []).map((event) => `<li>${escapeHtml(eventText(event))}</li>`).join('\n');
    const step = `<nav class="step">${before === undefined ? '' : `<a href="#${id(before)}">previous</a>`}${after === undefined ? '' : `<a href="#${id(after)}">next</a>`}</nav>`;
    return `<section class="turn" id="${id(turn)}"><div><h2>${turn === 0 ? 'Before the first turn' : `Turn ${turn}`}</h2>${step}${frame === undefined ? '' : `<pre>${escapeHtml(frame)}</pre>`}</div><div><ol class="events">\n${events}\n</ol></div></section>`;
  }).join('\n');
  const picture = replay.svg === '' ? '' : `<figure data-chart="replay">${replay.svg}</figure>`;
  return htmlDocument(title, STYLE, `<header><h1>${escapeHtml(title)}</h1>${replay.legend === undefined ? '' : `<p class="legend">${escapeHtml(replay.legend)}</p>`}<p>Winner: ${escapeHtml(replay.winner)}. Turns: ${turns.filter((turn) => turn > 0).map((turn) => `<a href="#${id(turn)}">${turn}</a>`).join(' ')}</p></header>
${picture}
${sections}`);
}
