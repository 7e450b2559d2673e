// Maschinen Krieger S.F.3.D II (maschinen-krieger-sf3d2.txt): a scenario-driven hex wargame whose
// text gives the procedures but none of its charts, counters, maps or scenarios. Registered so far
// as rules as data (validate, cards) and exact attack odds (odds); the engagement engine comes
// next (issue 18): it cannot be simulated yet.
import type { OddsRules, Ruleset } from '../../kernel/ruleset.js';
import type { MaschinenKriegerCatalogue } from './catalogue/catalogue.js';
import { maschinenKriegerOdds } from './odds/odds-rules.js';
import { maschinenKriegerRules } from './rules.js';

export const maschinenKrieger: Ruleset<MaschinenKriegerCatalogue> & { readonly odds: OddsRules<MaschinenKriegerCatalogue> } = {
  ...maschinenKriegerRules,
  odds: maschinenKriegerOdds,
  examples: {
    odds: [['$0 odds --game maschinen-krieger --attack-targets 2..12 --class C --usage laser', 'one laser attack on class C, summed and multiplied dice side by side']],
  },
};
