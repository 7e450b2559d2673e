// `botlab merge DIR..`: the shards of one run (--shard I/N, each in its own --out folder) put back
// together. It checks they belong to one run, each shard once and none missing, then plays the
// run's command again with every block's result taken from the shards instead of played, folding
// in the same order as a run on one machine: the CSV files, run.json and report come out byte for
// byte the same (run.json's timing and thread count apart).
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { CommandModule } from 'yargs';
import { beginDistribution, endDistribution } from '../../sim/distribution.js';
import { NestedExit, UsageError } from '../errors.js';
import { displayPath } from '../load.js';
import { prepareOutputFolder } from '../output-folder.js';
import { normalizePath } from '../repeated-options.js';
import { checkShards, readShardManifest, shardSource } from '../shard/shard-files.js';

interface MergeArgs {
  readonly shards: string[];
  readonly out: string | undefined;
}

export const mergeCommand: CommandModule<object, MergeArgs> = {
  command: 'merge <shards..>',
  describe: 'Put the shards of a run (--shard I/N) back together: the reports of the same run on one machine',
  builder: (yargs) =>
    yargs
      .positional('shards', { type: 'string', array: true, coerce: (paths: unknown[]) => paths.map(normalizePath), describe: 'the shards\' output folders (all N of them)' })
      .option('out', { type: 'string', coerce: normalizePath, describe: 'folder for the merged reports (default: the folder the shard folders are in)' }) as never,
  handler: async (args) => {
    const shards = checkShards(args.shards.map(readShardManifest));
    const manifest = (shards[0] as (typeof shards)[number]).manifest;
    const parents = [...new Set(shards.map((shard) => resolve(dirname(shard.folder))))];
    if (args.out === undefined && parents.length > 1) throw new UsageError(`merge: the shards are in different folders (${parents.map(displayPath).join(', ')}); say with --out where the merged reports go`);
    const out = resolve(args.out ?? (parents[0] as string));
    if (!existsSync(manifest.cwd)) throw new UsageError(`merge: the shards ran in ${manifest.cwd}, which is not here; run merge where the shards' input files are`);
    prepareOutputFolder(out);
    process.chdir(manifest.cwd); // the command's relative paths (and its reports' input paths) are the shards'
    const source = shardSource(shards);
    const { runCli } = await import('../run-cli.js'); // run-cli registers this command
    beginDistribution({ kind: 'replay', source });
    let summary;
    try {
      await runCli([...manifest.command, '--out', out], { exit: (code) => { throw new NestedExit(code); }, exitProcess: false });
    } finally {
      summary = endDistribution();
    }
    const blocks = shards.reduce((sum, shard) => sum + shard.manifest.blocks, 0);
    if (summary.tasks !== manifest.tasks || summary.sequence !== manifest.sequence || source.taken() !== blocks) {
      throw new UsageError(`merge: the run played ${summary.tasks} blocks and took ${source.taken()} of the shards' ${blocks}, but the shards' run had ${manifest.tasks}: this botlab or its input files are not those the shards ran`);
    }
    console.log(`merged ${shards.length} shard${shards.length === 1 ? '' : 's'} (${blocks.toLocaleString('en')} blocks) of: botlab ${manifest.command.join(' ')}`);
  },
};
