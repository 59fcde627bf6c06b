#!/usr/bin/env bash
# Differential test of the Cassowary solver against kiwisolver (see README.md beside this file).
#
#   bash Tools/Differential/run.sh                            # seed 20250101, 10,000 systems
#   bash Tools/Differential/run.sh --seed 7 --count 50000     # any differential.py option
#
# Makes a throwaway venv with kiwisolver, builds the Swift replay in release mode, and runs
# differential.py. Exits non-zero on any failure.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here/../.."

if ! python3 -c 'import venv, ensurepip' >/dev/null 2>&1; then
    if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
        echo "differential: installing python3-venv"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
    else
        echo "differential: python3 -m venv is unavailable; install python3-venv" >&2
        exit 2
    fi
fi

venv="$(mktemp -d "${TMPDIR:-/tmp}/differential-venv.XXXXXX")"
trap 'rm -rf "$venv"' EXIT
python3 -m venv "$venv"
echo "differential: pip install ${KIWISOLVER_REQUIREMENT:-kiwisolver==1.5.1}"
"$venv/bin/pip" install --quiet --disable-pip-version-check \
    "${KIWISOLVER_REQUIREMENT:-kiwisolver==1.5.1}"

echo "differential: swift build -c release --package-path Tools/Differential"
swift build -c release --package-path Tools/Differential
bin="$(swift build -c release --package-path Tools/Differential --show-bin-path)"

"$venv/bin/python" Tools/Differential/differential.py \
    --replay "$bin/differential-replay" --seed 20250101 --count 10000 "$@"
