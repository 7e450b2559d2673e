// cold: the 2d6 distribution every hex-robots roll uses (shots L9, melee L28).
import { die, sumOf, type Dist } from '../../../dice/distribution.js';

let cached: Dist | undefined;

export function twoDice(): Dist {
  cached ??= sumOf(die(6), 2);
  return cached;
}
