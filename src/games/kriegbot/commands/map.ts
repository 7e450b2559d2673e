// `botlab map [FILE] [--generate SEED]`: check a map and print it as text, or make one from a seed.
import type { CommandModule } from 'yargs';
import { stringify } from 'yaml';
import { ValidationError } from '../../../catalogue/problem.js';
import { checkMap, LEGEND, type MapFile } from '../map/map.js';
import { generateMap } from '../map/map-generate.js';
import { seedFrom } from '../../../cli/run-options.js';
import { UsageError } from '../../../cli/errors.js';
import { readDataFile } from '../../../cli/load.js';

interface MapArgs {
  readonly file: string | undefined;
  readonly generate: string | undefined;
  readonly yaml: boolean;
}

export const mapCommand: CommandModule<object, MapArgs> = {
  command: 'map [file]',
  describe: 'Check a map file and draw it as text, or generate a map from a seed (--generate S --yaml to save it)',
  builder: (yargs) =>
    yargs
      .positional('file', { type: 'string', describe: 'a map file, e.g. designs/kriegbot/maps/default.yaml' })
      .option('generate', { type: 'string', describe: 'make a random map from this seed instead' })
      .option('yaml', { type: 'boolean', default: false, describe: 'print the map file (YAML) rather than the drawing' }) as never,
  handler: (args) => {
    if ((args.file === undefined) === (args.generate === undefined)) throw new UsageError('map: give a map file or --generate SEED');
    let map: MapFile;
    if (args.generate !== undefined) map = generateMap(seedFrom(args.generate, '--generate'));
    else {
      const file = readDataFile(args.file as string);
      const problems = checkMap(file.path, file.data);
      if (problems.length > 0) throw new ValidationError(problems);
      map = file.data as MapFile;
    }
    if (args.yaml) {
      process.stdout.write(stringify(map));
      return;
    }
    const marks = new Map(map.structures.map((s) => [`${s.at[0]},${s.at[1]}`, s.type === 'tv-tower' ? 'T' : s.type === 'gas-station' ? 'G' : s.type === 'boat-shed' ? 'S' : s.type === 'dam' ? 'D' : '=']));
    console.log(`${map.name}: ${map.width} x ${map.height}, green edge ${map.edges.top === 'green' ? 'top' : 'bottom'}\n`);
    console.log(`     ${[...Array(map.width).keys()].map((q) => String(q % 10)).join(' ')}`);
    map.terrain.forEach((row, r) => {
      // Odd columns sit half a hex lower in this layout; the drawing keeps one row per map row.
      const cells = [...row].map((symbol, q) => marks.get(`${q},${r}`) ?? symbol);
      console.log(`${String(r).padStart(3)}  ${cells.join(' ')}`);
    });
    console.log(`\nlegend: ${Object.entries(LEGEND).map(([symbol, { name }]) => `${symbol} ${name}`).join(', ')}; T TV tower, G gas station, S boat shed, D dam`);
  },
};
