// cold: validates one hex-robots file: a map (it has heights) or a team.
import type { SourceFile } from '../../../catalogue/source-file.js';
import type { DocumentCheck, ResolveFile } from '../../../kernel/ruleset.js';
import type { HexRobotsCatalogue } from './catalogue.js';
import { readTeam } from './team-file.js';
import { checkHexMap } from '../map/map-file.js';

export function checkDocument(file: SourceFile, catalogue: HexRobotsCatalogue, _resolve: ResolveFile): DocumentCheck {
  if (file.data !== null && typeof file.data === 'object' && 'heights' in file.data) return { kind: 'map', name: nameOf(file.data), problems: checkHexMap(file.path, file.data) };
  const { team, problems } = readTeam(file, catalogue);
  return { kind: 'team', name: team?.name ?? nameOf(file.data), problems };
}

function nameOf(data: unknown): string {
  const name = data !== null && typeof data === 'object' && 'name' in data ? data.name : undefined;
  return typeof name === 'string' ? name : '(unnamed)';
}
