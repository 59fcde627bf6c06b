import TermLayout
import TermLayoutTesting

/// One thing done to a program during a soak, as tmux does it to the pane.
enum SoakEvent: Equatable, CustomStringConvertible {
    /// A key by tmux's name (`Up`, `F3`, `C-u`, `a`).
    case key(String)
    /// Text pasted as a terminal pastes it: between bracketed-paste markers, in one write, or
    /// cut in two after `splitAt` bytes of the whole (markers included, the start marker
    /// whole in the first), as a terminal's write can reach the program in two reads.
    case paste(String, splitAt: Int?)
    /// The window resized through these sizes in one tmux command line (one size, or a drag
    /// storm the program may see only part of).
    case resize([Size])
    /// A left click at a cell.
    case click(Point)
    /// One notch of the wheel at a cell.
    case wheel(Point, down: Bool)

    var description: String {
        switch self {
        case .key(let name): "key \(name)"
        case .paste(let text, nil): "paste \(text.debugDescription)"
        case .paste(let text, let split?): "paste \(text.debugDescription) split at byte \(split)"
        case .resize(let sizes): "resize \(sizes.map(\.description).joined(separator: " "))"
        case .click(let cell): "click \(cell.x),\(cell.y)"
        case .wheel(let cell, let down): "wheel \(down ? "down" : "up") \(cell.x),\(cell.y)"
        }
    }

    /// Does it to the program in `session`.
    func send(to session: TmuxSession) throws {
        switch self {
        case .key(let name): try session.sendKeys(name)
        case .paste(let text, nil): try session.paste(text)
        case .paste(let text, let split?):
            let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
            try session.sendBytes(Array(bytes[..<split]))
            try session.sendBytes(Array(bytes[split...]))
        case .resize(let sizes): try session.resize(through: sizes)
        case .click(let cell): try session.click(at: cell)
        case .wheel(let cell, let down): try session.scrollWheel(at: cell, down: down)
        }
    }
}

/// Random soak events from a seed: the same seed gives the same events in the same order, so
/// a failing soak replays (`TERMLAYOUT_SOAK_SEED`). Most are keys; some are pastes (half of them
/// cut in two anywhere, inside a marker or a character too), clicks, the wheel and resizes from
/// 1×1 to 400×150, the extremes more often than the rest.
struct SoakEventGenerator {
    /// The largest window the soak resizes to.
    static let largest = Size(width: 400, height: 150)
    /// The sizes at the corners of the range; a resize picks one of them half the time.
    static let extremes = [
        Size(width: 1, height: 1), largest, Size(width: 1, height: largest.height),
        Size(width: largest.width, height: 1),
    ]

    /// Keys every program takes or ignores, never its quit key: moves, pages, editing keys,
    /// letters other than `q`, digits and the punctuation of the constraint languages.
    static let commonKeys: [String] =
        [
            "Up", "Down", "Left", "Right", "Tab", "BTab", "Enter", "Escape", "NPage", "PPage",
            "Home", "End", "BSpace", "DC", "Space", "C-u", "C-k", "C-w", "C-a", "C-e", "C-Left",
            "C-Right",
        ]
        + "abcdefghijklmnoprstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789[]|-:()=<>@*.,"
        .map { String($0) }

    /// What pastes are made of: plain words, constraint formats, wide and combining
    /// characters, line breaks and tabs.
    static let pasteParts = [
        "hello", "H:|-[a]-[b(==a)]-|", "V:|[a]|", "行", "漢字", "e\u{301}", "\n", "\t", " ",
        "q", "Ω", "x",
    ]

    private var random: SplitMix64
    private let keys: [String]
    /// The size the last resize asked for, so that clicks land on the screen.
    private(set) var size: Size

    /// Events for a program that understands `keys` besides the common ones, in a window of
    /// `size` to begin with.
    init(seed: UInt64, keys: [String], size: Size) {
        random = SplitMix64(seed: seed)
        self.keys = Self.commonKeys + keys
        self.size = size
    }

    /// The next event.
    mutating func next() -> SoakEvent {
        switch random.next(below: 100) {
        case 0..<72:
            return .key(keys[random.next(below: keys.count)])
        case 72..<80:
            // Mostly short, sometimes long enough to take many reads.
            let count = random.next(below: 8) == 0 ? 200 : 1 + random.next(below: 12)
            let parts = Self.pasteParts
            let text = (0..<count).map { _ in parts[random.next(below: parts.count)] }.joined()
            // After the start marker and before the last byte, so both writes hold some. A cut
            // inside the start marker whose rest comes later than the decoder's wait (the
            // escape delay, on a loaded machine tmux's second write can be that late) is Esc
            // and typing, for any decoder of the legacy encoding: no terminal delays its own
            // marker, and its q would quit the app (HostileInputRunTests cut a paste after it).
            let length = text.utf8.count + 12
            let split = random.next(below: 2) == 0 ? 6 + random.next(below: length - 6) : nil
            return .paste(text, splitAt: split)
        case 80..<86:
            return .click(randomCell())
        case 86..<90:
            return .wheel(randomCell(), down: random.next(below: 2) == 0)
        default:
            // One size in four, a storm of several.
            let count = random.next(below: 4) == 0 ? 2 + random.next(below: 7) : 1
            let sizes = (0..<count).map { _ in randomSize() }
            size = sizes.last!
            return .resize(sizes)
        }
    }

    /// A number of events to send together before pausing, from one to eight.
    mutating func burstLength() -> Int { 1 + random.next(below: 8) }

    /// A pause between bursts, from 0 to 99 ms.
    mutating func pause() -> Duration { .milliseconds(random.next(below: 100)) }

    private mutating func randomSize() -> Size {
        if random.next(below: 2) == 0 {
            return Self.extremes[random.next(below: Self.extremes.count)]
        }
        return Size(
            width: 1 + random.next(below: Self.largest.width),
            height: 1 + random.next(below: Self.largest.height))
    }

    private mutating func randomCell() -> Point {
        Point(x: random.next(below: size.width), y: random.next(below: size.height))
    }
}
