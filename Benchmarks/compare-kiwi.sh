#!/usr/bin/env bash
# Times the Swift solver and kiwi on the same scenarios and prints one Markdown table.
#
#   Benchmarks/compare-kiwi.sh
#
# kiwi comes from kiwisolver's source distribution on PyPI (its C++ headers are in it); the
# download and the C++ build live in a temporary folder that is removed at the end, and the
# Swift build goes to Benchmarks/.build. Each kiwi run gets KIWI_TIMEOUT seconds (default 60);
# a size whose run would take longer is marked "kiwi not run" and only ours is measured. Ours
# gets OURS_TIMEOUT seconds (default 600) by the same rule.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
kiwi_timeout="${KIWI_TIMEOUT:-60}"
ours_timeout="${OURS_TIMEOUT:-600}"
work="$(mktemp -d "${TMPDIR:-/tmp}/compare-kiwi.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# Scenario, size and repetitions: each repetition builds the scenario and runs each operation.
# The repetitions are split into up to three rounds that alternate with kiwi's; a figure in the
# table is the median of the rounds' medians.
# COMPARE_RUNS="enaml 1 100; chain 100 5" runs only those. formats, view-stack and view-grid
# (TermLayout's format strings and view trees) have no kiwi counterpart and are not run.
runs=(
    "enaml 1 1000"
    "chain 100 20" "chain 1000 3" "chain 10000 3"
    "stack 100 20" "stack 1000 5" "stack 10000 1"
    "grid 10 20" "grid 32 3" "grid 100 1"
)
if [ -n "${COMPARE_RUNS:-}" ]; then
    IFS=';' read -r -a runs <<<"$COMPARE_RUNS"
fi

source "$here/timing.sh"
log() { echo "compare-kiwi: $*" >&2; }

log "downloading kiwisolver's sdist from PyPI"
python3 -m pip download --quiet --no-binary :all: --no-deps --dest "$work" kiwisolver
tar -xzf "$work"/kiwisolver-*.tar.gz -C "$work"
sdist="$(find "$work" -maxdepth 1 -type d -name 'kiwisolver-*' | head -n 1)"
log "compiling kiwi/driver.cpp against $(basename "$sdist")"
g++ -O2 -std=c++17 -I "$sdist" "$here/kiwi/driver.cpp" -o "$work/kiwi-timer"

log "building scenario-timer (release)"
build_scenario_timer


# run_timer WHO BINARY TIMEOUT: runs BINARY on the current scenario, size and reps, unless the
# size below already took more than a tenth of TIMEOUT per repetition (each size is about 10
# times the one before, and no scenario gets cheaper per element). Sets `output` to the timer's
# lines and `missing` to what the table shows when there are none.
declare -A per_rep  # WHO:scenario -> nanoseconds per repetition at the last size, or "skip"
run_timer() {
    local who="$1" binary="$2" limit="$3" key="$1:$scenario" status=0 start
    local previous="${per_rep[$key]:-0}"
    output=""
    missing="$who not run"
    if [ "$previous" = "skip" ] || {
        [ "$round" = 1 ] &&
            awk -v p="$previous" -v r="$reps" -v t="$limit" 'BEGIN { exit !(p * 10 * r > t * 1e9) }'
    }; then
        log "$who: $scenario $size not run: a smaller size failed, timed out or took over a tenth of ${limit} s"
        per_rep[$key]="skip"
        return
    fi
    log "$who: $scenario $size × $reps"
    start="$(date +%s%N)"
    output="$(timeout "$limit" "$binary" "$scenario" "$size" "$reps" 2>&1)" || status=$?
    if [ "$status" = 0 ]; then
        if [ "$round" = 1 ]; then per_rep[$key]=$(( ($(date +%s%N) - start) / reps )); fi
        return
    fi
    per_rep[$key]="skip"
    if [ "$status" = 124 ]; then
        log "$who: $scenario $size did not finish within ${limit} s"
    else
        missing="$who failed"
        notes+=("$who failed on $scenario $size: $output")
    fi
    output=""
}

rows=()
notes=()
for run in "${runs[@]}"; do
    read -r scenario size total <<<"$run"
    # Up to three rounds, ours then kiwi's in each, so a burst of load on this shared machine
    # falls on both sides rather than on one.
    rounds=$(( total < 3 ? total : 3 ))
    reps=$(( (total + rounds - 1) / rounds ))
    ours_out="" kiwi_out="" ours_missing="" kiwi_missing=""
    for (( round = 1; round <= rounds; round++ )); do
        run_timer ours "$ours" "$ours_timeout"
        if [ -n "$output" ]; then ours_out+="$output"$'\n'; fi
        if [ -z "$ours_out" ]; then ours_missing="$missing"; fi
        run_timer kiwi "$work/kiwi-timer" "$kiwi_timeout"
        if [ -n "$output" ]; then kiwi_out+="$output"$'\n'; fi
        if [ -z "$kiwi_out" ]; then kiwi_missing="$missing"; fi
    done

    # One row per operation, the two medians joined by operation name.
    operations="$(awk 'NF == 3 && $2 ~ /^[0-9]+$/ && !seen[$1]++ { print $1 }' \
        <<<"$ours_out"$'\n'"$kiwi_out")"
    if [ -z "$operations" ]; then
        rows+=("| $scenario | $size | $ours_missing | $kiwi_missing | – |")
    fi
    for operation in $operations; do
        ours_ns="$(median_of "$operation" "$ours_out")"
        kiwi_ns="$(median_of "$operation" "$kiwi_out")"
        ratio="–"
        if [ -n "$ours_ns" ] && [ -n "$kiwi_ns" ]; then
            ratio="$(awk -v a="$ours_ns" -v b="$kiwi_ns" 'BEGIN { printf "%.3g", a / b }')"
        fi
        ours_cell="$ours_missing" kiwi_cell="$kiwi_missing"
        [ -n "$ours_ns" ] && ours_cell="$(human "$ours_ns")"
        [ -n "$kiwi_ns" ] && kiwi_cell="$(human "$kiwi_ns")"
        rows+=("| $operation | $size | $ours_cell | $kiwi_cell | $ratio |")
    done
done

echo "| scenario | size | ours (median) | kiwi (median) | ours/kiwi |"
echo "| --- | ---: | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
if [ ${#notes[@]} -gt 0 ]; then
    echo
    printf -- '- %s\n' "${notes[@]}"
fi
