// cold: the commands only Kriegbot has: `botlab team` (card-pool teams, each card at most once)
// and `botlab map` (check, draw or generate a Kriegbot map). They use the CLI's own helpers.
import type { CommandModule } from 'yargs';
import { mapCommand } from './map.js';
import { teamCommand } from './team.js';

export const kriegbotCommands: readonly CommandModule<object, never>[] = [teamCommand as CommandModule<object, never>, mapCommand as CommandModule<object, never>];
