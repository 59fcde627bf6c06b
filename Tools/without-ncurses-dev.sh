#!/usr/bin/env bash
# Runs a command as on a machine without libncurses-dev: in a private mount namespace whose
# /usr/include lacks that package's headers and whose pkg-config folder lacks its .pc files
# (nothing is uninstalled; needs root, for unshare). Used to check what a user without the
# package sees, e.g.
#   Tools/without-ncurses-dev.sh swift build
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 COMMAND [ARGUMENT...]" >&2; exit 2; }

installed=$(dpkg -L libncurses-dev)
folders=$(printf '%s\n' /usr/include $(grep '\.pc$' <<<"$installed" | xargs -n 1 dirname) | sort -u)
exec unshare --mount --propagation private bash -c '
    set -euo pipefail
    installed=$1 folders=$2; shift 2
    # Mounts over a folder a copy of it made of links to its entries, less those the package
    # installed there.
    for folder in $folders; do
        real=$(mktemp -d); visible=$(mktemp -d)
        mount --bind "$folder" "$real"
        for entry in "$real"/*; do
            name=${entry##*/}
            grep -qxF "$folder/$name" <<<"$installed" || ln -s "$entry" "$visible/$name"
        done
        mount --bind "$visible" "$folder"
    done
    "$@"
' without-ncurses-dev "$installed" "$folders" "$@"
