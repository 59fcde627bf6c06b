#!/usr/bin/env bash
# Coverage-guided fuzzing with libFuzzer. Each target is an executable in Fuzz/Targets, built
# with `-sanitize=fuzzer,address` in release mode into .build-fuzz, and started from its seed
# corpus in Fuzz/Corpus/TARGET (and Fuzz/Dictionaries/TARGET.dict if present).
#
#   Tools/fuzz.sh --list                        names the targets
#   Tools/fuzz.sh TARGET SECONDS [OPTION...]    fuzzes TARGET for SECONDS; OPTIONs go to libFuzzer
#
# Inputs that add coverage go to .build-fuzz/corpus/TARGET, which later runs start from too;
# a crash, a hang (an input over 10 s) or a leak is written to .build-fuzz/findings/TARGET and
# makes the exit status non-zero. Both directories are git-ignored: a finding becomes a
# regression test in the ordinary suites, and a seed in Fuzz/Corpus only once minimized.
# To replay a finding (add `-minimize_crash=1 -runs=100000` to minimize it):
#   SWIFT_BACKTRACE=enable=no .build-fuzz/release/fuzz-TARGET FILE
# Each target's source says what its input means.
set -euo pipefail
cd "$(dirname "$0")/.."

targets=$(ls Fuzz/Targets)
usage="usage: Tools/fuzz.sh --list | Tools/fuzz.sh TARGET SECONDS [LIBFUZZER-OPTION...]"

if [[ ${1:-} == --list ]]; then
    echo "$targets"
    exit 0
fi
if [[ $# -lt 2 ]] || ! grep -qx -- "$1" <<<"$targets" || ! [[ $2 =~ ^[0-9]+$ ]]; then
    echo "$usage" >&2
    echo "targets: $(echo $targets)" >&2
    exit 2
fi
target=$1
seconds=$2
shift 2

echo "fuzz: building fuzz-$target"
# `--sanitize=fuzzer` has SwiftPM leave `main` to libFuzzer, but swiftc keeps only the last
# of several -sanitize flags: the one -Xswiftc flag, which comes last, asks for both.
TERMLAYOUT_FUZZ=1 swift build -c release --scratch-path .build-fuzz --sanitize=fuzzer \
    -Xswiftc -sanitize=fuzzer,address --product "fuzz-$target"

corpus=.build-fuzz/corpus/$target
findings=.build-fuzz/findings/$target
mkdir -p "$corpus" "$findings"
options=(-max_total_time="$seconds" -timeout=10 -print_final_stats=1
    -artifact_prefix="$findings/")
if [[ -f Fuzz/Dictionaries/$target.dict ]]; then
    options+=(-dict="Fuzz/Dictionaries/$target.dict")
fi

echo "fuzz: $target for ${seconds}s"
status=0
# Swift's own crash backtracer would take the signal that libFuzzer reports a trap with.
SWIFT_BACKTRACE=enable=no ".build-fuzz/release/fuzz-$target" "${options[@]}" "$@" \
    "$corpus" "Fuzz/Corpus/$target" || status=$?
if [[ $status -ne 0 ]]; then
    echo "fuzz: $target failed (exit $status); findings in $findings:"
    ls -t "$findings" | head -5
fi
exit "$status"
