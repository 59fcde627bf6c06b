# What compare-kiwi.sh and compare-peers.sh share; sourced, with `here` set to Benchmarks/.

# Builds scenario-timer in release into Benchmarks/.build and sets `ours` to its path.
build_scenario_timer() {
    swift build -c release --package-path "$here" --product scenario-timer >&2
    ours="$(swift build -c release --package-path "$here" --show-bin-path)/scenario-timer"
}

# Nanoseconds to a short human-readable duration.
human() {
    awk -v ns="$1" 'BEGIN {
        if (ns < 1e3) printf "%d ns", ns
        else if (ns < 1e6) printf "%.3g µs", ns / 1e3
        else if (ns < 1e9) printf "%.3g ms", ns / 1e6
        else printf "%.3g s", ns / 1e9
    }'
}

# The median of the values of OPERATION in a timer's OUTPUT (one line per round).
median_of() {
    awk -v o="$1" '$1 == o { print $3 }' <<<"$2" | sort -n |
        awk '{ value[NR] = $1 } END { if (NR) print value[int((NR + 1) / 2)] }'
}
