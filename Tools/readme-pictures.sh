#!/usr/bin/env bash
# Draws the README's pictures, Documentation/Pictures/*.svg, again: the demo's scenes through a
# headless pilot and the twenty-line app in tmux (Tests/TermLayoutCursesTests/
# ReadmePictureTests.swift, which fails while a committed picture is not its screen any more).
# Review the pictures (a browser shows them), then commit them.
#
#   Tools/readme-pictures.sh
set -euo pipefail
cd "$(dirname "$0")/.."

if [[ $# -ne 0 ]]; then
    echo "usage: Tools/readme-pictures.sh" >&2
    exit 2
fi
command -v tmux >/dev/null || { echo "readme-pictures: tmux draws the twenty-line app; install it" >&2; exit 1; }
TERMLAYOUT_RECORD=1 swift test --filter ReadmePictureTests
git status --short Documentation/Pictures
