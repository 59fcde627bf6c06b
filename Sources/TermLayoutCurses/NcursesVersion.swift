import CNcursesw

/// A version of ncurses as `curses_version()` gives it, `ncurses 6.4.20221231`: the release,
/// then the patch date, which grows with every patch and release.
struct NcursesVersion: Comparable, CustomStringConvertible {
    var major: Int
    var minor: Int
    var patch: Int

    /// The first that takes a pad on a panel: older ones refuse it in `new_panel`, and every
    /// view is drawn in a pad on a panel of its own.
    static let padsOnPanels = NcursesVersion(major: 6, minor: 3, patch: 20_211_106)

    /// What to install for one at least as new as `padsOnPanels`.
    static let installHint =
        "install ncurses 6.4 or later: apt-get install libncurses-dev on Debian 12 and Ubuntu"
        + " 24.04, brew install ncurses on macOS"

    var description: String { "\(major).\(minor).\(patch)" }

    init(major: Int, minor: Int, patch: Int) {
        (self.major, self.minor, self.patch) = (major, minor, patch)
    }

    /// Reads `ncurses MAJOR.MINOR.PATCH`; nil for anything else.
    init?(_ text: String) {
        guard text.hasPrefix("ncurses ") else { return nil }
        let numbers = text.dropFirst("ncurses ".count).split(
            separator: ".", omittingEmptySubsequences: false)
        guard numbers.count == 3,
            let major = Int(numbers[0]), let minor = Int(numbers[1]), let patch = Int(numbers[2])
        else { return nil }
        self.init(major: major, minor: minor, patch: patch)
    }

    static func < (left: NcursesVersion, right: NcursesVersion) -> Bool {
        (left.major, left.minor, left.patch) < (right.major, right.minor, right.patch)
    }

    /// The library's own words for its version: what the process loaded, which may be older
    /// than the headers it was built with (the soname stays 6 through every 6.x).
    static var linkedText: String { String(cString: curses_version()) }

    /// Refuses, as a `new_panel` that failed, an ncurses that takes no pads on panels or whose
    /// version cannot be read, before a panel is asked of it, saying what to install.
    static func requirePadsOnPanels(linked text: String = linkedText) throws(CursesError) {
        guard let version = NcursesVersion(text) else {
            throw CursesError(
                call: "new_panel",
                detail: "\"\(text)\" is no ncurses version, and pads on panels need ncurses"
                    + " \(padsOnPanels) or later; \(installHint)")
        }
        guard version >= padsOnPanels else {
            throw CursesError(
                call: "new_panel",
                detail: "ncurses \(version) takes no pads on panels, \(padsOnPanels) and later do;"
                    + " \(installHint)")
        }
    }
}
