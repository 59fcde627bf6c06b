import TermLayout
import TermLayoutSamples

/// One resize of a whole view tree through TermLayout's engine (solve, round edges to cells,
/// tell the views), on the two largest sample screens: what a terminal resize costs an app.
@MainActor
public final class ViewResizeScenario {
    /// Which of `SampleScreens` to lay out.
    public enum Sample: String, Sendable {
        /// `SampleScreens.stack(rows:size:)`: one-cell rows in a list pinned to the safe area.
        case stack
        /// `SampleScreens.grid(cells:size:)`: `count × count` cells sharing the screen.
        case grid
    }

    /// The sizes `resizeStep` goes through in turn, starting after the first (the build's).
    /// Every step changes the width, so every step moves every view of both screens.
    public static let sizes = [
        Size(width: 80, height: 24), Size(width: 120, height: 40), Size(width: 100, height: 30),
        Size(width: 160, height: 60),
    ]
    public let sample: Sample
    /// Rows of the stack, or cells per side of the grid.
    public let count: Int
    /// The screen, once `build()` has run.
    public private(set) var root: RootView?
    private var next = 1

    public init(_ sample: Sample, count: Int) {
        self.sample = sample
        self.count = count
    }

    /// Builds the screen at the first size and lays it out once.
    public func build() throws {
        let size = Self.sizes[0]
        let root =
            switch sample {
            case .stack: try SampleScreens.stack(rows: count, size: size)
            case .grid: try SampleScreens.grid(cells: count, size: size)
            }
        root.layoutIfNeeded()
        self.root = root
        next = 1
    }

    /// Sets the terminal size to the next of `sizes` and lays the tree out.
    public func resizeStep() {
        guard let root else { return }
        root.terminalSize = Self.sizes[next]
        root.layoutIfNeeded()
        next = (next + 1) % Self.sizes.count
    }
}
