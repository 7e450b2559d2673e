// cold: a Kriegbot campaign as a data file (designs/kriegbot/scenarios/20-apocalypse-campaign.yaml):
// two gangs with a limited stock of cards, missions drawn from a chart of scenario files, and
// what ends it (L711-736). Validated like scenarios; campaign.ts plays it.
import { z } from 'zod';
import type { Problem } from '../../../catalogue/problem.js';
import { checkSources } from '../../../catalogue/provenance.js';
import { zodProblems } from '../../../catalogue/zod-problems.js';

const count = z.number().int().min(1).max(3);

const missionSchema = z.strictObject({
  /** The face of the mission die that draws it (Kriegbot dice read 0-5, L47). */
  face: z.number().int().min(0).max(5),
  /** The scenario file, relative to the campaign file. */
  scenario: z.string().min(1),
  /** Robots the scenario's green and yellow sides field. */
  robots: z.tuple([count, count]),
});

const campaignSchema = z.strictObject({
  name: z.string().min(1),
  number: z.number().int().min(1).max(20),
  /** Pilots in each gang: the gang whose pilots are all dead loses (L727). */
  pilots: z.number().int().min(1).max(4),
  /** The policy every campaign robot plays. */
  policy: z.string().min(1),
  /** Every electric attack is overcharged at no energy cost (L725). */
  freeOvercharge: z.boolean(),
  /** A campaign with no victor after this many missions is unfinished. */
  maxMissions: z.number().int().min(1).max(500),
  /** The mission chart: one entry for each face of the die. */
  missions: z.array(missionSchema).min(1),
  sources: z.record(z.string(), z.string()),
});
export type CampaignFile = z.infer<typeof campaignSchema>;
export type CampaignMission = CampaignFile['missions'][number];

const RULE = 'campaign file format (designs/kriegbot/README.md)';

/** True for data that looks like a campaign (it has a mission chart). */
export function isCampaignData(data: unknown): boolean {
  return data !== null && typeof data === 'object' && 'missions' in data;
}

/** Problems with a campaign file's shape, chart and sources (its scenarios are checked when it is loaded). */
export function checkCampaignFile(file: string, data: unknown): Problem[] {
  const parsed = campaignSchema.safeParse(data);
  if (!parsed.success) return zodProblems(file, [], parsed.error, RULE);
  const { sources, ...values } = parsed.data;
  const problems = checkSources(file, 'campaign', values, sources).map((p) => ({ ...p, path: p.path.replace(/^campaign\./, '') }));
  const faces = values.missions.map((mission) => mission.face);
  faces.forEach((face, i) => {
    if (faces.indexOf(face) !== i) problems.push({ file, path: `missions[${i}].face`, message: `face ${face} is on the chart twice`, rule: 'one mission for each face of the die (L729-735)' });
  });
  for (let face = 0; face < 6; face++) {
    if (!faces.includes(face)) problems.push({ file, path: 'missions', message: `no mission for face ${face} of the die`, rule: 'one mission for each face of the die (L729-735)' });
  }
  return problems;
}

export function parseCampaign(data: unknown): CampaignFile {
  return campaignSchema.parse(data);
}
