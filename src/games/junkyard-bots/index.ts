// Junkyard Bots (junkyard-bots.txt): a free-for-all for 2-4 robots that salvage face-down dice
// from a shared junkyard and win by being last standing or teleporting away. Every robot starts
// the same, so a design is a policy. Every die face is reconstructed: designs/junkyard-bots/README.md.
import type { SimRuleset } from '../../kernel/ruleset.js';
import { junkyardBattle } from './battle.js';
import type { JunkyardCatalogue } from './catalogue/catalogue.js';
import { compilePolicies } from './compile/compile.js';
import { junkyardBotsRules } from './rules.js';
import { junkyardOdds } from './odds/odds-rules.js';
import { junkyardSearch } from './space/search-rules.js';
import { replayGame } from './replay/replay.js';

export const junkyardBots: SimRuleset<JunkyardCatalogue> = {
  ...junkyardBotsRules,
  compileDesigns: compilePolicies,
  battle: junkyardBattle,
  replayBattle: replayGame,
  odds: junkyardOdds,
  search: junkyardSearch,
  study: { designs: 'policies', noun: 'policies', scenario: false, players: [3, 4], tableGames: 300 },
  examples: {
    matrix: [['$0 matrix designs/junkyard-bots/policies --game junkyard-bots --players 4 --games 2000', 'every table of four of the bundled policies, in every seat']],
    odds: [['$0 odds --game junkyard-bots --pool claw/red/M,eye/green/S --vs 2,4 --weapon weapon/red/L --dodge none', 'a grab\'s chances and a throw at a robot with no movers']],
    duel: [['$0 duel designs/junkyard-bots/policies/warrior.yaml designs/junkyard-bots/policies/teleporter.yaml --game junkyard-bots', 'two policies head to head']],
  },
};
