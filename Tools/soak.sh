#!/usr/bin/env bash
# Soaks the demo, TailAndClock (an app whose views a Task and a tailed command update) and the
# three apps of Snippets/UserApps (written from the README alone) in tmux, side by side, with
# SECONDS of seeded random keys, pastes (half of them cut in two), clicks and resizes from 1x1
# to 400x150 each (Tests/TermLayoutCursesTests/SoakTests.swift, UserAppSoakTests.swift), in a
# debug build.
#
#   Tools/soak.sh SECONDS [SEED]
#
# Each fails on a crash, on resident memory more than 10 % above its level after the warm-up
# (a sixth of the run, a minute at most) at the end or for two samples in a row (one sample
# is a moment's high water, not a leak) in a run of 360 s or more (in a shorter one memory is
# still climbing to its level when the warm-up ends), on a final screen unlike the headless
# render (the demo, TailAndClock) or an app that no longer answers, on input left unread for
# the shell, or on a terminal not sane after q. Each prints its figures (events sent, resident
# memory, CPU time) and its seed; a SEED replays the same events (their timing varies).
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -lt 1 || $# -gt 2 ]] || ! [[ $1 =~ ^[0-9]+$ ]] || ! [[ ${2:-0} =~ ^[0-9]+$ ]]; then
    echo "usage: Tools/soak.sh SECONDS [SEED]" >&2
    exit 2
fi
export TERMLAYOUT_SOAK_SECONDS=$1
if [[ $# -eq 2 ]]; then export TERMLAYOUT_SOAK_SEED=$2; fi
swift build --build-tests
swift test --skip-build --filter SoakTests
