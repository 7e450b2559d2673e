// `botlab cards [id]`: the catalogue with the provenance of every value.
import type { CommandModule } from 'yargs';
import { didYouMean } from '../../catalogue/did-you-mean.js';
import { catalogueSummary, catalogueTable, entryTable } from '../../report/catalogue-tables.js';
import type { SimRuleset } from '../../kernel/ruleset.js';
import { toCsv } from '../../report/csv.js';
import { toTextTable } from '../../report/text-table.js';
import { UsageError } from '../errors.js';
import { loadCatalogue } from '../load.js';
import { rulesetFor, withGameOptions, type GameOptions } from '../options.js';
import { writeFileAtomic } from '../write-atomic.js';
import { normalizePath } from '../repeated-options.js';

interface CardsArgs extends GameOptions {
  readonly id: string | undefined;
  readonly csv: boolean;
  readonly out: string | undefined;
  readonly section: string | undefined;
}

export const cardsCommand: CommandModule<object, CardsArgs> = {
  command: 'cards [id]',
  describe: 'List the catalogue (templates, cards, cores, pools, policies) with the provenance of every value',
  builder: (yargs) =>
    withGameOptions(yargs)
      .positional('id', { type: 'string', describe: 'one entry to show in full, e.g. guided-missile' })
      .option('csv', { type: 'boolean', default: false, describe: 'every value with its provenance, as CSV' })
      .option('out', { type: 'string', describe: 'write the CSV to this file instead of stdout', coerce: normalizePath })
      .option('section', { type: 'string', describe: 'only this section: template, weapon, system, skin, core, pool, policy' }) as never,
  handler: async (args) => {
    const rules = rulesetFor(args);
    const { catalogue } = loadCatalogue(rules, args.catalogue, args.errata);
    let rows = rules.catalogueRows(catalogue);
    if (args.section !== undefined) {
      const sections = [...new Set(rows.map((row) => row.section))];
      if (!sections.includes(args.section)) throw new UsageError(`--section: no section "${args.section}"${didYouMean(args.section, sections)} (sections: ${sections.join(', ')})`);
      rows = rows.filter((row) => row.section === args.section);
    }
    if (args.id !== undefined) {
      const ids = [...new Set(rows.map((row) => row.id))];
      if (!ids.includes(args.id)) throw new UsageError(`cards: no entry "${args.id}"${didYouMean(args.id, ids)}`);
      rows = rows.filter((row) => row.id === args.id);
    }
    if (args.csv || args.out !== undefined) {
      const csv = toCsv(catalogueTable(rows));
      if (args.out === undefined) process.stdout.write(csv);
      else await writeFileAtomic(args.out, csv);
      return;
    }
    console.log(toTextTable(args.id === undefined ? catalogueSummary(rows) : entryTable(rows)));
    const settings = (rules as Partial<SimRuleset<unknown>>).battle?.settings ?? [];
    if (args.id === undefined && settings.length > 0) {
      console.log(`\nSettings a run may choose (--set name=value):`);
      for (const setting of settings) console.log(`  ${setting.name} = ${setting.values?.[setting.default] ?? setting.default} (${setting.values?.join(', ') ?? `${setting.min} to ${setting.max}`}): ${setting.describe}`);
    }
  },
};
