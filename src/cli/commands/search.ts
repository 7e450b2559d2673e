// `botlab search`: the best designs of a game's design space against a field of opponents (a
// template's loadouts, say), found by racing a uniform sample of the space (successive
// halving) and then climbing to better neighbours; then each of the game's sweeps (power cores, say)
// over the leaders. The run itself is cli/search-run.ts (the study runs it too).
import type { CommandModule } from 'yargs';
import { withModeOptions } from '../mode-options.js';
import { withGameExamples, withGameOptions } from '../options.js';
import { withRunOptions } from '../run-options.js';
import { runSearch, type SearchArgs } from '../search-run.js';
import { withSpaceOptions } from '../space-options.js';

export const searchCommand: CommandModule<object, SearchArgs> = {
  command: 'search',
  describe: 'Find the best designs of a game\'s design space (a template\'s loadouts, a team) against a field, racing a sample of it',
  builder: (yargs) =>
    withSpaceOptions(withModeOptions(withRunOptions(withGameOptions(withGameExamples(yargs, 'search')))))
      .option('field', { type: 'string', describe: 'YAML file listing opponents: field: [{ design: path, weight: 1 }] (default: the game\'s bundled field)' })
      .option('budget', { type: 'number', default: 600_000, describe: 'most battles to play' })
      .option('candidates', { type: 'number', default: 500, describe: 'random legal designs to race' })
      .option('players', { type: 'number', describe: 'players a table, for games of more than two: each candidate sits with players - 1 copies of each field entry, in every seat; a draw counts 1/players' }) as never,
  handler: async (args) => {
    await runSearch(args, Date.now(), true);
  },
};
