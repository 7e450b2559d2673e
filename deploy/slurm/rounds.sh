#!/bin/bash
# Plays a botlab run that chooses each round from the last (a racing search) round by round, each
# round as a Slurm array of N shards:
#   deploy/slurm/rounds.sh N OUT botlab-arguments...
#   deploy/slurm/rounds.sh 8 runs/s search --template robotank --budget 4000000
# The coordinator (botlab ... --round, on this node) replays the rounds played so far and exits 75
# naming the next; the array plays it (sbatch --wait); when the run ends the coordinator writes the
# reports to OUT and exits 0.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 N OUT botlab-arguments..." >&2; exit 2; }
shards=$1 out=$2
shift 2
botlab=(node "${BOTLAB_HOME:-.}/dist/cli/main.js")
mkdir -p "$out/rounds" # the jobs' logs go there
for (( round = 0; ; round++ )); do
  status=0
  "${botlab[@]}" "$@" --round --out "$out" || status=$?
  [ "$status" -eq 0 ] && exit 0
  [ "$status" -eq 75 ] || exit "$status"
  sbatch --wait --parsable --job-name=botlab-round --array="0-$((shards - 1))" --output="$out/rounds/slurm-%A_%a.out" --wrap \
    "exec ${botlab[*]} $(printf '%q ' "$@") --round --shard \${SLURM_ARRAY_TASK_ID}/${shards} --out $(printf '%q' "$out") --threads \${SLURM_CPUS_PER_TASK:-1}" >/dev/null
done
