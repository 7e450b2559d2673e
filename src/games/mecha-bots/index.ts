// Mecha Bots with a Mad Scientist (mecha-bots-mad-scientist.txt and the designer's wiki): bots
// built counter by counter on a chassis card. A pair plays the arena duel (spec 6.2 level 1: two
// built bots on open ground); a table of 2-4 plays the city game (level 2: Mad Scientists buying,
// extorting and building their bots on a generated city board); exact odds of one attack, and a
// search of chassis layouts.
import type { SimRuleset } from '../../kernel/ruleset.js';
import { mechaBotsBattle } from './battle.js';
import type { MechaBotsCatalogue } from './catalogue/catalogue.js';
import { geometryOf } from './chassis/catalogue-geometry.js';
import { compileBots, readingsOf } from './compile/compile.js';
import { mechaBotsOdds } from './odds/odds-rules.js';
import { mechaBotsRules } from './rules.js';
import { replayDuel } from './replay/replay.js';
import { mechaBotsSearch } from './space/search-rules.js';

export const mechaBots: SimRuleset<MechaBotsCatalogue> = {
  ...mechaBotsRules,
  compileDesigns: (catalogue, files) => compileBots(readingsOf(catalogue), geometryOf(catalogue), files, catalogue),
  battle: mechaBotsBattle,
  replayBattle: replayDuel,
  odds: mechaBotsOdds,
  search: mechaBotsSearch,
  study: { designs: 'bots', noun: 'bots', scenario: false, players: [3, 4], tableGames: 200, search: { options: { components: 20 }, candidates: 40, budget: 40_000 } },
  caveat: 'reconstructed chassis card: the hit-location die, the column numbering, which flower is Forward and the armour arithmetic are not in the sources (designs/mecha-bots/README.md); the arena is open ground, not the city map',
  examples: {
    odds: [['$0 odds --game mecha-bots --attacker designs/mecha-bots/bots/sniper.yaml --defender designs/mecha-bots/bots/tank.yaml --range 3', 'one shot of the sniper at the tank\'s front, column by column']],
    matrix: [['$0 matrix designs/mecha-bots/bots --game mecha-bots --games 2000', 'every pair of the bundled bots in the arena']],
    search: [['$0 search --game mecha-bots --components 20', 'the best chassis layouts of 20 counters against the bundled bots']],
    tables: [['$0 matrix designs/mecha-bots/bots --game mecha-bots --players 4 --games 400', 'every table of four of the bundled bots in the city game']],
  },
};
