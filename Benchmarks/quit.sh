#!/bin/bash
# Times quitting `termlayout show` of N views that each fill the screen (issue 38), in a
# private tmux server at 100×30: start (launch until the CPU time stops growing, polled every
# 0.5 s), `q` (or SIGTERM with --term) to exit, the CPU time used after it, and the peak RSS.
# Usage: Benchmarks/quit.sh [--term] VIEWS [RUNS]
set -euo pipefail
signal=""
if [ "${1:-}" = "--term" ]; then signal=TERM; shift; fi
views=${1:?usage: quit.sh [--term] VIEWS [RUNS]}
runs=${2:-5}
root="$(cd "$(dirname "$0")/.." && pwd)"
swift build -c release --package-path "$root" --product termlayout >&2
bin="$(swift build -c release --package-path "$root" --show-bin-path)/termlayout"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
file="$work/views.layout"
for ((i = 0; i < views; i++)); do echo "view v$i"; done >"$file"
for ((i = 0; i < views; i++)); do echo "H:|[v$i]|; V:|[v$i]|"; done >>"$file"
cpu() { awk '{ print $14 + $15 }' "/proc/$1/stat"; }
for ((run = 1; run <= runs; run++)); do
    socket="quit-$$-$run"
    tmux -L "$socket" new-session -d -x 100 -y 30 \
        "/usr/bin/time -v -o $work/time $bin show $file"
    started=$(date +%s.%N)
    pid=""
    while [ -z "$pid" ]; do pid=$(pgrep -f "^$bin show $file" || true); sleep 0.1; done
    previous=-1
    while [ "$(cpu "$pid")" != "$previous" ]; do previous=$(cpu "$pid"); sleep 0.5; done
    shown=$(date +%s.%N)
    ticks=$(cpu "$pid")
    if [ -n "$signal" ]; then kill -TERM "$pid"; else tmux -L "$socket" send-keys q; fi
    asked=$(date +%s.%N)
    while kill -0 "$pid" 2>/dev/null; do sleep 0.01; done
    ended=$(date +%s.%N)
    while [ ! -s "$work/time" ]; do sleep 0.05; done
    tmux -L "$socket" kill-server 2>/dev/null || true
    awk -v start="$(echo "$shown - $started" | bc)" -v quit="$(echo "$ended - $asked" | bc)" \
        -v ticks="$ticks" '
        /User time/ { cpu += $NF } /System time/ { cpu += $NF }
        /Maximum resident/ { rss = $NF / 1024 }
        END { printf "start %.1f s, exit %.2f s, CPU after %.2f s, peak RSS %.0f MB\n",
              start, quit, cpu - ticks / 100, rss }' "$work/time"
    rm -f "$work/time"
done
