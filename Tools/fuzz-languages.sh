#!/usr/bin/env bash
# A long fuzz run of the constraint-language parsers: LanguageFuzzTests in release mode.
#
#   Tools/fuzz-languages.sh [INPUTS]     default 1,000,000 inputs
#
# Environment: FUZZ_SEED (decimal or 0x hex; the test has a fixed default), FUZZ_TIMEOUT
# (seconds, default 3600), FUZZ_SLOW_SECONDS (an input slower than this is a hang, default 5).
# The test process ends itself at the limit (FUZZ_TIME_LIMIT: `timeout` alone would stop
# `swift test` but not always the test process it spawned); `timeout` is only a backstop.
# After a trap or a timeout the inputs the shards were running are rerun one by one
# (FUZZ_ONLY), each printed before it runs, so the culprit is shown.
set -euo pipefail
cd "$(dirname "$0")/.."

inputs=${1:-1000000}
limit=${FUZZ_TIMEOUT:-3600}
# The test target also holds files using @testable import, which a release build needs this for.
flags=(-c release -Xswiftc -enable-testing)

trace=$(mktemp "${TMPDIR:-/tmp}/fuzz-languages.XXXXXX")
trap 'rm -f "$trace"' EXIT

echo "fuzz-languages: $inputs inputs, seed ${FUZZ_SEED:-default (printed by each shard)}," \
    "time limit ${limit}s"
echo "building in release mode..."
swift build "${flags[@]}" --build-tests

start=$(date +%s)
status=0
FUZZ_INPUTS=$inputs FUZZ_TRACE=$trace FUZZ_TIME_LIMIT=$limit \
    timeout --kill-after=10 $((limit + 60)) \
    swift test "${flags[@]}" --skip-build --filter LanguageFuzzTests || status=$?
elapsed=$(($(date +%s) - start))

echo "fuzz-languages: $inputs inputs, seed ${FUZZ_SEED:-default}, ${elapsed}s, exit status $status"
if ((elapsed >= limit)); then
    echo "fuzz-languages: stopped at the time limit of ${limit}s"
fi

# Shards that did not write "done" were stopped mid-input: a trap, a hang or the time limit.
unfinished=$(sed -n 's/^shard [0-9]*: input \([0-9]*\) *$/\1/p' "$trace")
if [[ -n $unfinished ]]; then
    echo "fuzz-languages: shards stopped during inputs: $(echo $unfinished)"
    for index in $unfinished; do
        echo "--- rerunning input #$index alone"
        FUZZ_ONLY=$index FUZZ_TIME_LIMIT=120 timeout --kill-after=10 180 \
            swift test "${flags[@]}" --skip-build --filter LanguageFuzzTests \
            || echo "--- input #$index: exit status $?"
    done
fi
exit "$status"
