// cold: which sections a run's report has, from the CSV files it wrote: the win-rate matrix, the
// N-player standings and a search's leaders have charts of their own; every other table with
// intervals gets dot-and-interval charts; the catalogue becomes its provenance summary; a
// sensitivity run's verdicts are a grid of holds and flips, its screening a tornado chart.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RunFolder } from '../read-run.js';
import type { Section } from '../section.js';
import { damageBandsSection, hasBands } from './damage-bands.js';
import { exactCharts } from './exact.js';
import { countColumn, intervalCharts, labelColumns } from './intervals.js';
import { metaSection } from './meta.js';
import { countProvenance, provenanceSection } from './provenance.js';
import { searchSection } from './search.js';
import { screeningSection } from './screening.js';
import { sensitivitySection } from './sensitivity.js';
import { standingsSection } from './standings.js';
import { winrateSection } from './winrate.js';

/** The question each known table answers. */
const QUESTIONS: Readonly<Record<string, string>> = {
  'damage.csv': 'What does each attack do to each target?',
  'scenario.csv': 'How does the scenario end?',
  'sides.csv': 'How does each side do?',
  'calibrate.csv': 'How strong is each unit, and what should it cost?',
  'compare.csv': 'Does the setting change the matchups?',
  'cores.csv': 'Which power core suits the leaders?',
  'campaign.csv': 'How does the campaign end?',
  'gangs.csv': 'How does each gang do over the campaign?',
  'missions.csv': 'How does each mission go?',
  'cards.csv': 'Which cards are lost?',
  'errata-diff.csv': 'What does the erratum change, by matchup and by card?',
};

const HANDLED = new Set(['screening.csv', 'sensitivity.csv', 'winrate.csv', 'standings.csv', 'top.csv', 'sidegrades.csv', 'meta.csv', 'pickrate.csv', 'catalogue.csv', 'designs.csv']);

export function sectionsFor(run: RunFolder): Section[] {
  const sections: Section[] = [];
  const screening = run.tables.get('screening.csv');
  if (screening !== undefined) sections.push(screeningSection(screening, 'screening.csv'));
  const sensitivity = run.tables.get('sensitivity.csv');
  if (sensitivity !== undefined) sections.push(sensitivitySection(sensitivity, 'sensitivity.csv'));
  const winrate = run.tables.get('winrate.csv');
  if (winrate !== undefined) sections.push(winrateSection(winrate, 'winrate.csv'));
  const standings = run.tables.get('standings.csv');
  if (standings !== undefined) sections.push(standingsSection(standings, 'standings.csv'));
  const top = run.tables.get('top.csv');
  if (top !== undefined) sections.push(searchSection(top, run.tables.get('sidegrades.csv')));
  const meta = run.tables.get('meta.csv');
  if (meta !== undefined) sections.push(metaSection(meta, run.tables.get('pickrate.csv')));
  for (const [name, table] of run.tables) {
    if (HANDLED.has(name)) continue;
    if (name === 'damage.csv' && hasBands(table)) {
      sections.push(damageBandsSection(table, name));
      continue;
    }
    const stem = name.replace(/\.csv$/, '');
    const title = QUESTIONS[name] ?? `What does ${name} hold?`;
    const labels = labelColumns(table);
    sections.push({
      id: stem,
      title,
      charts: [
        ...intervalCharts(table, stem, (measure) => `${title.replace(/\?$/, '')}: ${measure.replace(/_/g, ' ')}`),
        ...exactCharts(table, stem, countColumn(table), (row) => labels.map((key) => String(row[key] ?? '')).join(' · ')),
      ],
      tables: [{ caption: name, table, source: name }],
    });
  }
  const designs = run.tables.get('designs.csv');
  if (designs !== undefined) sections.push({ id: 'designs', title: 'Which files went into the run, and are they valid?', charts: [], tables: [{ caption: 'designs.csv', table: designs, source: 'designs.csv' }] });
  // the provenance chart goes with the catalogue listing (a study); other runs give the totals in their header
  const counted = run.manifest['provenanceBySection'] as Record<string, Record<string, number>> | undefined;
  const catalogue = run.tables.get('catalogue.csv');
  const listed = existsSync(join(run.folder, 'catalogue.csv'));
  if (listed && counted !== undefined) sections.push(provenanceSection(counted));
  else if (catalogue !== undefined) sections.push(provenanceSection(countProvenance(catalogue)));
  return sections;
}
