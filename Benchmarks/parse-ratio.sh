#!/usr/bin/env bash
# Tokenize + parse + index speed as a fraction of bytescan's classify phase (one table lookup per
# byte), both measured in the same minute on the same files: these machines are shared, so only
# the ratio is comparable across runs. Rounds alternate the two programs; each reports the best
# CPU time of its repeats; the script prints every round, the ratio of the two bests and the
# median of the rounds' ratios.
#
#   Benchmarks/parse-ratio.sh [--rounds N] --bytescan PATH/TO/main.swift SWIFT-TREE…
#
# Needs a release build (`swift build -c release`, done here) and the source of bytescan, a
# one-file Swift program whose classify phase does one table lookup per byte (`--bytescan`).
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=5
bytescan_source=
trees=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) rounds="$2"; shift 2 ;;
        --bytescan) bytescan_source="$2"; shift 2 ;;
        -*) echo "parse-ratio.sh: unknown option $1" >&2; exit 2 ;;
        *) trees+=("$1"); shift ;;
    esac
done
if [ ${#trees[@]} -eq 0 ]; then
    echo "usage: Benchmarks/parse-ratio.sh [--rounds N] --bytescan main.swift SWIFT-TREE…" >&2
    exit 2
fi
if [ -z "$bytescan_source" ]; then
    echo "parse-ratio.sh: give bytescan's source with --bytescan PATH/TO/main.swift" >&2
    exit 2
fi
if [ ! -f "$bytescan_source" ]; then
    echo "parse-ratio.sh: bytescan source not found at $bytescan_source (use --bytescan)" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
swift build -c release --product viewlint >/dev/null
swiftc -O -wmo "$bytescan_source" -o "$work/bytescan"
find "${trees[@]}" -name '*.swift' -type f | sort > "$work/files.list"
echo "files: $(wc -l < "$work/files.list")"

ratios=()
classifies=()
indexes=()
for round in $(seq 1 "$rounds"); do
    # classify line: "classify  cpu best 3.3 ms (…)  wall … 2199.1 MB/s …"
    classify=$("$work/bytescan" --repeat 5 @"$work/files.list" | awk '/^classify/ { for (i = 1; i <= NF; i++) if ($i == "MB/s") print $(i - 1) }')
    # bench line: "tokenize+parse+index best of 5: cpu 0.086 s, 84.854 MB/s; wall …"
    index=$(.build/release/viewlint bench parse --repeat 5 --stage index @"$work/files.list" \
        | awk '/best of/ { for (i = 1; i <= NF; i++) if ($i == "MB/s;") { print $(i - 1); exit } }')
    ratio=$(awk -v a="$classify" -v b="$index" 'BEGIN { printf "%.1f", a / b }')
    ratios+=("$ratio"); classifies+=("$classify"); indexes+=("$index")
    echo "round $round: bytescan classify $classify MB/s; tokenize+parse+index $index MB/s; 1/$ratio"
done
# A neighbour's load slows one program in one round, so a single round's ratio can be far off
# either way; the best of each program over all rounds is the least disturbed pair.
best_classify=$(printf '%s\n' "${classifies[@]}" | sort -g | tail -1)
best_index=$(printf '%s\n' "${indexes[@]}" | sort -g | tail -1)
median=$(printf '%s\n' "${ratios[@]}" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }')
echo "best: bytescan classify $best_classify MB/s, tokenize+parse+index $best_index MB/s:" \
    "1/$(awk -v a="$best_classify" -v b="$best_index" 'BEGIN { printf "%.1f", a / b }');" \
    "median of rounds 1/$median (the target is 1/12 or better)"
