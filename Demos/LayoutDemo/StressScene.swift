import TermLayout

/// Scene 5: 1,000 views in a 40×25 grid, each row and column flush, laid out again at every
/// resize; the line above them says how long the last resize took, layout and drawing.
final class StressScene: View, DemoScene {
    let name = "stress: 1,000 views"
    let hints: [(key: String, action: String)] = [("resize", "the terminal")]
    var firstFocus: View? { nil }
    let timing = Label(identifier: "timing", style: TextStyle(.bold))
    private let cells = View(identifier: "cells")

    init() throws {
        super.init(identifier: "stress scene")
        try layOut(
            ["timing": timing, "cells": cells], order: ["cells", "timing"],
            "H:|>[timing]<|;H:|>[cells]<|;V:|>[timing(1)][cells]<|")
        var views: [String: View] = [:]
        var formats: [String] = []
        let (columns, rows) = (40, 25)
        for row in 0..<rows {
            for column in 0..<columns {
                let cell = Cell(row: row, column: column)
                try cells.addSubview(cell)
                views["c\(row)_\(column)"] = cell
            }
        }
        for row in 0..<rows {
            formats.append(
                "H:|"
                    + (0..<columns).map { "[c\(row)_\($0)\($0 == 0 ? "" : "(==c\(row)_0)")]" }
                    .joined() + "|")
        }
        for column in 0..<columns {
            formats.append(
                "V:|"
                    + (0..<rows).map { "[c\($0)_\(column)\($0 == 0 ? "" : "(==c0_\(column))")]" }
                    .joined() + "|")
        }
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: formats.joined(separator: ";"), views: views))
        timing.text = "resize the terminal: each resize lays out and draws 1,001 views"
    }

    /// Shows how long the last resize took.
    func report(_ duration: Duration, size: Size) {
        let milliseconds =
            Double(duration.components.attoseconds) / 1e15
            + Double(duration.components.seconds) * 1e3
        timing.text =
            "last resize to \(size): \((milliseconds * 100).rounded() / 100) ms, layout and drawing"
    }
}

/// One of the stress scene's views: a shade that changes with its place, so moves show.
final class Cell: View {
    private let shade: Character

    init(row: Int, column: Int) {
        shade = ["░", "▒", "▓", "█"][(row + column) % 4]
        super.init(identifier: "c\(row)_\(column)")
    }

    override func draw(in canvas: any Canvas) {
        canvas.fill(bounds, with: shade)
    }
}
