#!/usr/bin/env bash
# The table's start time: runs the app N times (default 5) under Xvfb with --timing and prints
# each run and the median of "first frame ... ms after JVM start". Needs xvfb-run.
# Usage: src/scripts/start-time.sh [--image] [runs] [extra app options...]
# --image measures the app image as built by `./mvnw -Papp -DskipTests package` (not rebuilt here).
set -euo pipefail
cd "$(dirname "$0")/../.."
image=""
if [ "${1:-}" = "--image" ]; then
  image=target/app/ponytable
  shift
fi
runs=${1:-5}
shift || true

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if [ -n "$image" ]; then
  start=("$image/bin/ponytable")
  # Settings and autosave of the runs stay out of the real data folder.
  export PONYTABLE_OPTS="-Dponytable.home=$tmp/home"
else
  # Build once and run java directly: Maven's own start would only add noise around the figure.
  ./mvnw -q -ntp -DskipTests compile dependency:build-classpath \
    -Dmdep.outputFile=target/classpath.txt -Dmdep.includeScope=runtime
  start=(java -Dprism.order=sw -cp "target/classes:$(cat target/classpath.txt)" org.ponytable.ui.Launcher)
fi

# --snapshot makes the app quit a few frames after the first; --new skips the resume offer.
for i in $(seq "$runs"); do
  line=$(xvfb-run -a -s "-screen 0 1600x900x24" "${start[@]}" \
    --new --timing --snapshot="$tmp/shot.png" "$@" 2>/dev/null | grep '^first frame:' || true)
  if [ -z "$line" ]; then
    echo "run $i: no timing line" >&2
    exit 1
  fi
  echo "run $i: $line" >&2
  echo "$line" | sed -E 's/.*, ([0-9]+) ms after JVM start.*/\1/'
done | sort -n | awk '{ v[NR] = $1 } END {
  m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
  printf "median of %d runs: %d ms from JVM start to first frame\n", NR, m }'
