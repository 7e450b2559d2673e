// Kriegbot (Sierra Madre Games, living rules September 2009, base game and expansion).
import type { SimRuleset } from '../../kernel/ruleset.js';
import { compileDesigns, kriegbotBattle } from './battle.js';
import type { KriegbotCatalogue } from './catalogue/catalogue.js';
import { catalogueRows } from './catalogue/catalogue-rows.js';
import { loadCatalogue } from './catalogue/catalogue.js';
import { checkDocument } from './design/check-document.js';
import { compileScenario, compileScenarioEntrants } from './scenario/scenario-compile.js';
import { replayScenario } from './scenario/scenario-replay.js';
import { SIDES } from './scenario/scenario-file.js';
import { kriegbotCampaigns } from './campaign/campaign.js';
import { kriegbotDeals } from './campaign/scenario-deal.js';
import { replayDuel } from './duel/duel-replay.js';
import { refereeGame } from './referee/referee.js';
import { formatViolation } from './referee/rules.js';
import { kriegbotSearch } from './space/search-rules.js';
import { kriegbotOdds } from './odds/odds-rules.js';
import { kriegbotExamples } from './cli-examples.js';

export const kriegbot: SimRuleset<KriegbotCatalogue> = {
  id: 'kriegbot',
  title: 'Kriegbot (living rules 2009, with expansion)',
  version: 1,
  sources: { rulebook: 'kriegbot-living-rules-2009.txt' },
  loadCatalogue,
  checkDocument,
  catalogueRows,
  compileDesigns,
  sides: SIDES,
  compileScenario,
  compileScenarioEntrants,
  replayScenario,
  replayBattle: replayDuel,
  campaign: kriegbotCampaigns,
  dealt: kriegbotDeals,
  battle: kriegbotBattle,
  search: kriegbotSearch,
  odds: kriegbotOdds,
  study: { designs: 'robots', noun: 'robots', scenario: true },
  examples: kriegbotExamples,
  referee: {
    check: (events, catalogue, game) => refereeGame(events, catalogue, game).map(formatViolation),
  },
};
