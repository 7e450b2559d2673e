#!/bin/bash
# Queues a botlab run as N shards and its merge:
#   deploy/slurm/submit.sh N OUT botlab-arguments...
#   deploy/slurm/submit.sh 4 runs/m matrix designs/kriegbot/robots --games 100000
# The merge job runs only if every shard succeeds (afterok). Prints the merge job's id.
set -euo pipefail
[ $# -ge 3 ] || { echo "usage: $0 N OUT botlab-arguments..." >&2; exit 2; }
shards=$1 out=$2
shift 2
here="$(cd "$(dirname "$0")" && pwd)"
export BOTLAB_OUT="$out"
mkdir -p "$out" # the jobs' logs go there too
array=$(sbatch --parsable --array="0-$((shards - 1))" --export=ALL --output="$out/slurm-%x-%A_%a.out" "$here/shards.sbatch" "$@")
sbatch --parsable --dependency="afterok:${array%%;*}" --export=ALL --output="$out/slurm-%x-%j.out" "$here/merge.sbatch"
