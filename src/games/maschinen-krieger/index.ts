// Maschinen Krieger S.F.3.D II (maschinen-krieger-sf3d2.txt): a scenario-driven hex wargame whose
// text gives the procedures but none of its charts, counters, maps or scenarios. Simulated at the
// engagement level (spec 4.1): two forces on a terrain lane, with the reconstructed charts labelled
// as such (designs/maschinen-krieger/README.md); exact attack odds beside it.
import type { SimRuleset } from '../../kernel/ruleset.js';
import { maschinenKriegerBattle } from './battle.js';
import { maschinenKriegerCalibration } from './calibrate/entrants.js';
import type { MaschinenKriegerCatalogue } from './catalogue/catalogue.js';
import { compileForces } from './compile/compile.js';
import { maschinenKriegerOdds } from './odds/odds-rules.js';
import { maschinenKriegerRules } from './rules.js';
import { replayEngagement } from './replay/replay.js';

export const maschinenKrieger: SimRuleset<MaschinenKriegerCatalogue> = {
  ...maschinenKriegerRules,
  compileDesigns: compileForces,
  battle: maschinenKriegerBattle,
  replayBattle: replayEngagement,
  odds: maschinenKriegerOdds,
  calibration: maschinenKriegerCalibration,
  study: { designs: 'forces', noun: 'forces', scenario: false, compare: { setting: 'resolution', values: ['sum', 'product'] }, calibrate: true },
  caveat: 'reconstructed charts: the Armor Endurance, range and terrain charts, the lane and most unit ratings are not in the text and are placeholders (designs/maschinen-krieger/README.md); load your own with --catalogue',
  examples: {
    odds: [['$0 odds --game maschinen-krieger --attack-targets 2..12 --class C --usage laser', 'one laser attack on class C, summed and multiplied dice side by side']],
    matrix: [['$0 matrix designs/maschinen-krieger/forces --game maschinen-krieger --games 2000', 'every pair of the bundled forces on the standard lane']],
    calibrate: [['$0 calibrate --game maschinen-krieger --games 2000', 'a suggested cost for every ground unit type, alone and in pairs (calibrate.csv)']],
    duel: [['$0 duel designs/maschinen-krieger/forces/strahl-pka-section.yaml designs/maschinen-krieger/forces/mercenary-afs-patrol.yaml --game maschinen-krieger', 'two forces head to head, each first player in half the games']],
  },
};
