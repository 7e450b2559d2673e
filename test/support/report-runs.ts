// Test support: one small run of each kind that writes an HTML report, made with the built CLI into
// a scratch folder (about 12 seconds): a two-player matrix, N-player standings, a search, a
// scenario, a unit-cost calibration, a whole study of one game, a campaign, a metagame and an
// errata diff.
import { join } from 'node:path';
import { botlab, scratchDir } from './cli.js';

export interface ReportRun {
  readonly kind: string;
  /** The folder holding index.html. */
  readonly folder: string;
  /** The sections (ids) its page must have. */
  readonly sections: readonly string[];
}

export function makeReportRuns(): ReportRun[] {
  const root = scratchDir();
  const runs: [string, string[], string, string[]][] = [
    ['matrix', ['matrix', 'designs/kriegbot/robots', '--games', '100'], 'matrix', ['winrate', 'damage']],
    ['standings', ['matrix', '--game', 'mecha-bots', 'designs/mecha-bots/bots', '--players', '3', '--games', '20'], 'standings', ['standings']],
    ['search', ['search', '--game', 'mecha-bots', '--components', '12', '--candidates', '8', '--budget', '6000'], 'search', ['search']],
    ['scenario', ['scenario', 'designs/kriegbot/scenarios/01-showdown.yaml', '--games', '100'], 'scenario', ['scenario', 'sides']],
    ['calibrate', ['calibrate', '--game', 'maschinen-krieger', '--games', '40'], 'calibrate', ['winrate', 'calibrate']],
    ['study', ['study', '--game', 'hex-robots', '--games', '100'], join('study', 'hex-robots'), ['winrate', 'damage', 'designs', 'provenance']],
    ['campaign', ['campaign', '--games', '10'], 'campaign', ['campaign', 'gangs', 'missions', 'cards']],
    ['meta', ['meta', '--games', '100', '--resamples', '20'], 'meta', ['meta']],
    ['diff', ['diff', 'designs/kriegbot/robots', '--errata', 'test/support/erratum-super-steel.yaml', '--games', '100'], 'diff', ['errata-diff']],
  ];
  return runs.map(([kind, args, folder, sections]) => {
    const out = join(root, kind);
    const run = botlab(...args, '--threads', '0', '--out', out);
    if (run.status !== 0) throw new Error(`botlab ${args.join(' ')}: exit ${String(run.status)}\n${run.stderr}`);
    return { kind, folder: join(root, folder), sections };
  });
}

export interface ReplayPage {
  readonly game: string;
  /** replay-K.html */
  readonly page: string;
  /** Whether the game draws a map each turn (text frames). */
  readonly frames: boolean;
}

/** `botlab replay` of one game in each game, into a scratch folder: the pages it writes beside the JSONL. */
export function makeReplayPages(): ReplayPage[] {
  const root = scratchDir();
  const replays: [string, string[], boolean][] = [
    ['kriegbot', ['replay', '1', '--index', '0'], true],
    ['hex-robots', ['replay', 'designs/hex-robots/teams/brawlers.yaml', 'designs/hex-robots/teams/gunline.yaml', '--game', 'hex-robots'], true],
    ['junkyard-bots', ['replay', 'designs/junkyard-bots/policies/balanced.yaml', 'designs/junkyard-bots/policies/blind-grabber.yaml', '--game', 'junkyard-bots'], false],
    ['maschinen-krieger', ['replay', 'designs/maschinen-krieger/forces/goblin-raiders.yaml', 'designs/maschinen-krieger/forces/mercenary-afs-patrol.yaml', '--game', 'maschinen-krieger'], true],
    ['mecha-bots', ['replay', 'designs/mecha-bots/bots/brawler.yaml', 'designs/mecha-bots/bots/sniper.yaml', '--game', 'mecha-bots', '--index', '1'], true],
  ];
  return replays.map(([game, args, frames]) => {
    const out = join(root, game);
    const run = botlab(...args, '--out', out);
    if (run.status !== 0) throw new Error(`botlab ${args.join(' ')}: exit ${String(run.status)}\n${run.stderr}`);
    const index = args.includes('--index') ? args[args.indexOf('--index') + 1] : '0';
    return { game, page: join(out, `replay-${String(index)}.html`), frames };
  });
}
