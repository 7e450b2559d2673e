// The referee's findings as a user reads them: one line per violation (game, turn, event, the
// rule broken with its lines), then a count; exit 2 when there is any.
import { EXIT_BAD_INPUT } from './errors.js';

/** Prints each game's violations and a summary line; sets the exit code. */
export function reportViolations(perGame: readonly (readonly string[])[], events: number): void {
  const lines = perGame.flat();
  for (const line of lines) console.log(line);
  const games = perGame.length;
  const broken = perGame.filter((violations) => violations.length > 0).length;
  const summary = `refereed ${games.toLocaleString('en')} game${games === 1 ? '' : 's'} (${events.toLocaleString('en')} events): ${lines.length === 0 ? 'no violations' : `${lines.length.toLocaleString('en')} violation${lines.length === 1 ? '' : 's'} in ${broken} game${broken === 1 ? '' : 's'}`}`;
  if (lines.length === 0) console.log(summary);
  else {
    console.error(summary);
    process.exitCode = EXIT_BAD_INPUT;
  }
}
