// 3-inch hex robots (BookRanger.co.uk, one page): a skirmish of robot teams on a hex map with
// height levels (hex-robots-3inch.txt). Most of its tables are missing and reconstructed:
// designs/hex-robots/README.md lists each one.
import type { SimRuleset } from '../../kernel/ruleset.js';
import { hexRobotsBattle } from './battle.js';
import type { HexRobotsCatalogue } from './catalogue/catalogue.js';
import { compileTeams } from './compile/compile.js';
import { hexRobotsRules } from './rules.js';
import { hexRobotsOdds } from './odds/odds-rules.js';
import { hexRobotsSearch } from './space/search-rules.js';
import { replaySkirmish } from './replay/replay.js';

export const hexRobots: SimRuleset<HexRobotsCatalogue> = {
  ...hexRobotsRules,
  compileDesigns: compileTeams,
  battle: hexRobotsBattle,
  replayBattle: replaySkirmish,
  study: { designs: 'teams', noun: 'teams', scenario: false },
  odds: hexRobotsOdds,
  search: hexRobotsSearch,
  examples: {
    matrix: [['$0 matrix designs/hex-robots/teams --game hex-robots --games 2000', 'every pair of the bundled teams on the hills map']],
    odds: [['$0 odds --game hex-robots --ranges 2..9 --shield --moved --hidden 25', 'P(hit), kills per shot and the effect rows, then the melee table']],
    space: [['$0 space --game hex-robots --policy balanced', 'the 210 teams of four loadouts']],
    search: [['$0 search --game hex-robots --policy balanced --budget 200000', 'the best team of four against the bundled teams']],
    duel: [['$0 duel designs/hex-robots/teams/gunline.yaml designs/hex-robots/teams/brawlers.yaml --game hex-robots --set mapSeed=0', 'two teams on the open field']],
  },
};
