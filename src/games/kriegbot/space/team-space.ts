// cold: teams of one robot per chosen template that draw each card at most once from the colour's
// pool (L37, L353-357): sampled at random and walked one robot change at a time.
import type { Rng } from '../../../rng/rng.js';
import { cardsOf, type Design } from '../design/design.js';
import type { LoadoutSpace } from './space.js';

export type TeamCandidate = readonly Design[];

export interface TeamSpace {
  random(rng: Rng): TeamCandidate;
  neighbours(team: TeamCandidate): TeamCandidate[];
  key(team: TeamCandidate): string;
}

export function teamSpace(spaces: readonly LoadoutSpace[]): TeamSpace {
  const clashes = (design: Design, others: readonly Design[]) => {
    const taken = new Set(others.flatMap(cardsOf));
    return cardsOf(design).some((card) => taken.has(card));
  };
  return {
    random(rng) {
      for (;;) {
        const team: Design[] = [];
        for (const space of spaces) {
          let design = space.random(rng);
          for (let tries = 0; tries < 200 && clashes(design, team); tries++) design = space.random(rng);
          if (clashes(design, team)) break;
          team.push(design);
        }
        if (team.length === spaces.length) return team;
      }
    },
    neighbours(team) {
      return team.flatMap((design, i) => {
        const others = team.filter((_, j) => j !== i);
        return (spaces[i]?.neighbours(design) ?? []).filter((next) => !clashes(next, others)).map((next) => team.map((d, j) => (j === i ? next : d)));
      });
    },
    key(team) {
      return team.map((design, i) => spaces[i]?.key(design) ?? '').join(' + ');
    },
  };
}
