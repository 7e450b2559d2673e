// `npm run bench`: prints the figures as text and as one JSON line (copied into bench/README.md).
// BENCH_ATTACKS, BENCH_DUELS, BENCH_SCENARIOS and BENCH_CAMPAIGNS shorten a run; BENCH_SEARCH=0 skips the search.
import { availableParallelism } from 'node:os';
import { benchAttacks, benchRng } from './attack.bench.js';
import { benchCampaign } from './campaign.bench.js';
import { benchDuels } from './duel.bench.js';
import { benchScenario } from './scenario.bench.js';
import { benchSearch } from './search.bench.js';
import { inliningInUse, tuneCompiler } from '../src/sim/compiler-flags.js';

tuneCompiler(); // BOTLAB_V8_INLINING, read as the command line reads it
const inlining = inliningInUse();

const ATTACKS = Number(process.env['BENCH_ATTACKS'] ?? 10_000_000);
const DUELS = Number(process.env['BENCH_DUELS'] ?? 200_000);
const SCENARIO_GAMES = Number(process.env['BENCH_SCENARIOS'] ?? 20_000);
const CAMPAIGNS = Number(process.env['BENCH_CAMPAIGNS'] ?? 200);
const cores = availableParallelism();

const rngDraws = await benchRng(50_000_000);
const attacks = await benchAttacks(ATTACKS);
const duels = await benchDuels(DUELS, DUELS, [1, ...(cores > 1 ? [cores] : [])]);
const kernelDraws = duels.duelsPerSecondPerThread * duels.drawsPerDuel;
const scenario = await benchScenario(SCENARIO_GAMES, [1, ...(cores > 1 ? [cores] : [])]);
const campaign = await benchCampaign(CAMPAIGNS, [1, ...(cores > 1 ? [cores] : [])]);
const search = process.env['BENCH_SEARCH'] === '0' ? undefined : benchSearch('robotank');

console.log(`node ${process.version}, ${cores} cores, V8 inlining ${inlining}`);
console.log(`raw RNG: ${(rngDraws / 1e6).toFixed(0)} M draws/s`);
for (const figure of attacks) {
  console.log(`${figure.case}: ${(figure.attacksPerSecond / 1e6).toFixed(2)} M attacks/s, ${figure.gcEvents} GC events in ${figure.attacks / 1e6} M attacks (hit rate ${figure.hitRate.toFixed(3)})`);
}
console.log(`duels (${duels.matchups} bundled matchups, mean ${duels.meanTurns} turns): ${duels.duelsPerSecondPerThread.toLocaleString('en')} duels/s per thread (median of rounds ${duels.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${duels.gcEventsPerMillionDuels} GC events per million duels`);
for (const step of duels.scaling) console.log(`  ${step.threads} thread(s) through the runner: ${step.duelsPerSecond.toLocaleString('en')} duels/s, efficiency ${step.efficiency}`);
console.log(`RNG inside the kernel: ${duels.drawsPerDuel} draws per duel = ${(kernelDraws / 1e6).toFixed(2)} M draws/s, ${(kernelDraws / rngDraws).toFixed(4)} of the raw RNG rate`);
console.log(`${scenario.scenario} 2v2 (${scenario.teams}, default map, mean ${scenario.meanTurns} turns): ${scenario.gamesPerSecondPerThread.toLocaleString('en')} games/s per thread (median of rounds ${scenario.roundRates.map((rate) => rate.toLocaleString('en')).join(', ')}), ${scenario.gcEventsPerThousandGames} GC events per thousand games`);
for (const step of scenario.scaling) console.log(`  ${step.threads} thread(s) through the runner: ${step.gamesPerSecond.toLocaleString('en')} games/s, efficiency ${step.efficiency}`);
console.log(`Apocalypse Campaign (${campaign.campaigns} campaigns, ${campaign.missions} missions, each dealt, designed, compiled and played): ${campaign.campaignsPerSecondPerThread} campaigns/s = ${campaign.missionsPerSecondPerThread} missions/s per thread, ${campaign.gcEventsPerThousandMissions} GC events per thousand missions`);
for (const step of campaign.scaling) console.log(`  ${step.threads} thread(s) through the job runner: ${step.campaignsPerSecond} campaigns/s, efficiency ${step.efficiency}`);
if (search !== undefined) console.log(`search --template ${search.template} (default settings): ${search.seconds} s, ${search.battles.toLocaleString('en')} battles, ${search.evaluated} of ${Number(search.spaceSize).toLocaleString('en')} loadouts evaluated`);
console.log(JSON.stringify({ bench: 'botlab', node: process.version, cores, inlining, rngDrawsPerSecond: rngDraws, attacks, duels, kernelRngShare: Number((kernelDraws / rngDraws).toFixed(5)), scenario, campaign, search }));
