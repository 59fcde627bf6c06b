#!/usr/bin/env bash
# Runs a command as on a machine without libncurses-dev: in a private mount namespace whose
# /usr/include lacks that package's headers (nothing is uninstalled; needs root, for unshare).
# Used to check what a user without the package sees, e.g.
#   Tools/without-ncurses-dev.sh swift build
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARGUMENT...]" >&2; exit 2; }

hidden=$(dpkg -L libncurses-dev | sed -n 's|^/usr/include/\([^/]*\)$|\1|p')
exec unshare --mount --propagation private bash -c '
    set -euo pipefail
    hidden=$1; shift
    real=$(mktemp -d); visible=$(mktemp -d)
    mount --bind /usr/include "$real"
    for entry in "$real"/*; do
        name=${entry##*/}
        grep -qxF "$name" <<<"$hidden" || ln -s "$entry" "$visible/$name"
    done
    mount --bind "$visible" /usr/include
    "$@"
' without-ncurses-dev "$hidden" "$@"
