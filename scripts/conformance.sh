#!/usr/bin/env bash
# Runs mansuba on every case of the Popeye suite and compares with Popeye's
# output using shared/tools/popeye-compare. Writes one line per case to
# stdout: id, verdict (same | order | differs | error | timeout), seconds.
# Usage: scripts/conformance.sh [TIMEOUT_SECONDS] [THREADS] [ID-LIST-FILE]
set -u
cd "$(dirname "$0")/.."
limit=${1:-20}
threads=${2:-2}
only=${3:-}
suite=../shared/popeye-suite/cases
cmp=../shared/tools/popeye-compare
bin=target/release/mansuba
cargo build --release -q
tmp=$(mktemp -d)
for inp in "$suite"/*.inp; do
  id=$(basename "$inp" .inp)
  if [ -n "$only" ] && ! grep -qx "$id" "$only"; then continue; fi
  start=$(date +%s.%N)
  timeout "$limit" "$bin" solve --threads "$threads" "$inp" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  if [ $rc -eq 124 ]; then verdict=timeout
  elif [ $rc -ne 0 ]; then verdict="error:$(head -c 120 "$tmp/err" | tr '\n\t' '  ')"
  elif python3 "$cmp" "${inp%.inp}.out" "$tmp/out" --order --quiet; then verdict=same
  elif python3 "$cmp" "${inp%.inp}.out" "$tmp/out" --quiet; then verdict=order
  else verdict=differs
  fi
  printf '%s\t%s\t%.2f\n' "$id" "$verdict" "$secs"
done
rm -rf "$tmp"
