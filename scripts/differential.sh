#!/usr/bin/env bash
# Differential run against a Popeye binary the user built (its path in
# $POPEYE; skipped without it): solves each given .inp file with both and
# compares them with shared/tools/popeye-compare. One line per file: path,
# verdict (same | order | differs | refused | error | timeout), seconds.
# "refused": mansuba reports the problem as not supported (exit 1 with a
# "not supported" message), which is no disagreement.
# Usage: POPEYE=/path/to/py scripts/differential.sh [TIMEOUT] FILE.inp...
set -u
cd "$(dirname "$0")/.."
if [ -z "${POPEYE:-}" ]; then echo "POPEYE not set: skipped" >&2; exit 0; fi
limit=60
if [[ "${1:-}" =~ ^[0-9]+$ ]]; then limit=$1; shift; fi
cmp=../shared/tools/popeye-compare
bin=target/release/mansuba
tmp=$(mktemp -d)
for inp in "$@"; do
  start=$(date +%s.%N)
  timeout "$limit" "$bin" solve "$inp" > "$tmp/out" 2> "$tmp/err"
  rc=$?
  secs=$(echo "$(date +%s.%N) - $start" | bc)
  if [ $rc -eq 124 ]; then printf '%s\ttimeout\t%.2f\n' "$inp" "$secs"; continue; fi
  if [ $rc -ne 0 ]; then
    if grep -q "not supported" "$tmp/err"; then v=refused; else v=error; fi
    printf '%s\t%s\t%.2f\t%s\n' "$inp" "$v" "$secs" "$(grep -m1 -E 'error|not supported' "$tmp/err" | head -c 150)"
    continue
  fi
  (cd "$(dirname "$inp")" && timeout "$((limit * 4))" "$POPEYE" -maxtime $((limit * 4)) "$(basename "$inp")" < /dev/null > "$tmp/raw" 2>&1)
  # popeye-compare strips the English "Time = ..." only.
  sed -E 's/ (Zeit|Temps) = [^)]*//' "$tmp/raw" > "$tmp/py"
  if python3 "$cmp" "$tmp/py" "$tmp/out" --order --quiet; then v=same
  elif python3 "$cmp" "$tmp/py" "$tmp/out" --quiet; then v=order
  else v=differs; cp "$tmp/py" "$inp.popeye.txt"; cp "$tmp/out" "$inp.mansuba.txt"
  fi
  printf '%s\t%s\t%.2f\n' "$inp" "$v" "$secs"
done
rm -rf "$tmp"
