#!/usr/bin/env bash
# Resizes the same screens in TermLayout, tui-rs and Textual, and in the least ncurses program
# that shows them (the floor), and prints one Markdown table.
#
#   Benchmarks/compare-peers.sh
#
# tui-rs 0.19 (and the cassowary 0.3 crate its Layout solves with) comes from Debian's
# librust-tui-dev, built offline by cargo from /usr/share/cargo/registry as a directory source;
# Textual comes from PyPI into a virtual environment; the floor (peers/ncurses-floor/floor.c)
# is compiled with cc against the ncurses the project uses. All three live in a temporary
# folder removed at the end; the Swift build goes to Benchmarks/.build. Every run gets
# PEER_TIMEOUT seconds (default 900); one that does not finish shows as "not run". Needs cargo,
# librust-tui-dev and python3-venv: as root the script installs what is missing, otherwise it
# names it.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
timeout_seconds="${PEER_TIMEOUT:-900}"
source "$here/timing.sh"
log() { echo "compare-peers: $*" >&2; }

missing=()
command -v cargo >/dev/null 2>&1 || missing+=(cargo)
dpkg -s librust-tui-dev >/dev/null 2>&1 || missing+=(librust-tui-dev)
python3 -c 'import venv, ensurepip' >/dev/null 2>&1 || missing+=(python3-venv)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" != 0 ]; then
        log "missing: ${missing[*]} (apt-get install ${missing[*]}, as root)"
        exit 1
    fi
    log "installing ${missing[*]}"
    apt-get update >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >&2
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/compare-peers.XXXXXX")"
trap 'rm -rf "$work"' EXIT

log "building tui-timer against Debian's vendored crates"
mkdir -p "$work/cargo-home"
cat >"$work/cargo-home/config.toml" <<'EOF'
[source.crates-io]
replace-with = "debian"
[source.debian]
directory = "/usr/share/cargo/registry"
[net]
offline = true
EOF
cp -r "$here/peers/tui-rs" "$work/tui-rs"
CARGO_HOME="$work/cargo-home" cargo build --quiet --release --manifest-path "$work/tui-rs/Cargo.toml" >&2
tui="$work/tui-rs/target/release/tui-timer"

log "building ncurses-floor"
"${CC:-cc}" -O2 -o "$work/ncurses-floor" "$here/peers/ncurses-floor/floor.c" -lncursesw -lutil -lpthread >&2

log "installing Textual from PyPI into a virtual environment"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet textual >&2
textual=("$work/venv/bin/python" "$here/peers/textual/driver.py")
textual_version="$("$work/venv/bin/python" -c 'import textual; print(textual.__version__)')"

log "building scenario-timer (release)"
build_scenario_timer


# Each comparison: the screen, size and repetitions; ours' scenario, the peer, its scenario;
# then the operations compared, ours and the peer's (several peer operations: one row each).
# Each repetition is one cycle of the four sizes (120×40, 100×30, 160×60, 80×24); the
# repetitions are split into up to three rounds that alternate ours and the peer's, so that
# a burst of load on a shared machine falls on both; a figure is the median of the rounds'
# medians. COMPARE_PEERS_RUNS="grid 20 3 view-grid tui view-grid" runs only those (`;` apart).
# tui-rs's layout of the stack, cache missed, takes seconds a step: it runs last, two rounds.
runs=(
    "stack 1000 30 terminal-stack tui terminal-stack"
    "grid 20 30 terminal-grid tui terminal-grid"
    "grid 100 6 terminal-grid tui terminal-grid"
    "stack 1000 30 terminal-stack ncurses floor-stack"
    "grid 20 30 terminal-grid ncurses floor-grid"
    "grid 100 6 terminal-grid ncurses floor-grid"
    "stack 1000 30 terminal-stack ncurses pads-stack"
    "grid 20 30 terminal-grid ncurses pads-grid"
    "grid 100 6 terminal-grid ncurses pads-grid"
    "stack 1000 6 terminal-stack textual headless-stack"
    "grid 20 6 terminal-grid textual headless-grid"
    "grid 100 3 terminal-grid textual headless-grid"
    "grid 20 9 view-grid tui view-grid"
    "grid 100 3 view-grid tui view-grid"
    "stack 1000 2 view-stack tui view-stack"
)
if [ -n "${COMPARE_PEERS_RUNS:-}" ]; then
    IFS=';' read -r -a runs <<<"$COMPARE_PEERS_RUNS"
fi

# What each figure includes, by the kind of the peer's scenario (its name without -stack or
# -grid): the stack's and the grids' figures include the same.
declare -A includes=(
    [view]="layout only: ours solves, rounds and sets frames; tui-rs \`Layout::split\`, cache missed"
    [terminal]="layout + render to a pty: ours to \`doupdate\` (ncurses); tui-rs \`Terminal::draw\` (termion), layout cache warm"
    [floor]="layout + render to a pty: ours to \`doupdate\`; the floor the same screen's cells, made in C, put in one window, \`resize_term\` to \`doupdate\`: no layout, no panels"
    [pads]="layout + render to a pty: ours to \`doupdate\`; the floor as above with each view's cells in a pad of its own, copied with \`pnoutrefresh\`, as ours keeps them"
    [headless]="ours layout + render to a pty; Textual (headless) layout + render to strips, no output, wall clock until its last update"
    [headless-cpu]="ours as above; Textual's CPU time over the same span"
)

# run_side COMMAND...: the command's output lines, or nothing if it failed or timed out.
run_side() {
    local output status=0
    output="$(timeout "$timeout_seconds" "$@" 2>&1)" || status=$?
    if [ "$status" = 0 ]; then
        printf '%s\n' "$output"
    else
        log "failed or timed out (status $status): $* — $output"
    fi
}

rows=()
for run in "${runs[@]}"; do
    read -r screen size total ours_scenario peer peer_scenario <<<"$run"
    rounds=$((total < 3 ? total : 3))
    reps=$(((total + rounds - 1) / rounds))
    case "$peer" in
        tui) peer_command=("$tui") peer_name="tui-rs 0.19" ;;
        textual) peer_command=("${textual[@]}") peer_name="Textual $textual_version" ;;
        ncurses) peer_command=("$work/ncurses-floor") peer_name="ncurses floor" ;;
    esac
    ours_out="" peer_out=""
    for ((round = 1; round <= rounds; round++)); do
        log "round $round/$rounds: ours $ours_scenario $size × $reps, $peer_name $peer_scenario"
        ours_out+="$(run_side "$ours" "$ours_scenario" "$size" "$reps")"$'\n'
        peer_out+="$(run_side "${peer_command[@]}" "$peer_scenario" "$size" "$reps")"$'\n'
    done
    [ "$screen" = stack ] && name="1,000-row stack" || name="$size×$size grid"
    ours_ns="$(median_of "$ours_scenario-resize" "$ours_out")"
    for suffix in "" "-cpu"; do
        peer_ns="$(median_of "$peer_scenario-resize$suffix" "$peer_out")"
        if [ -n "$suffix" ] && [ -z "$peer_ns" ]; then continue; fi
        ratio="–" ours_cell="not run" peer_cell="not run"
        [ -n "$ours_ns" ] && ours_cell="$(human "$ours_ns")"
        [ -n "$peer_ns" ] && peer_cell="$(human "$peer_ns")"
        if [ -n "$ours_ns" ] && [ -n "$peer_ns" ]; then
            ratio="$(awk -v a="$ours_ns" -v b="$peer_ns" 'BEGIN { printf (a / b < 0.001 ? "%.7f" : "%.3g"), a / b }')"
        fi
        rows+=("| $name | $peer_name | ${includes[${peer_scenario%-*}$suffix]} | $ours_cell | $peer_cell | $ratio |")
        log "${rows[-1]}"
    done
done

echo "| screen | peer | each figure, the median resize | ours | peer | ours/peer |"
echo "| --- | --- | --- | ---: | ---: | ---: |"
printf '%s\n' "${rows[@]}"
