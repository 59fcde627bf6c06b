import Testing

@testable import Cassowary

/// `ambiguousVariables` keeps its answers per basis (`AmbiguityCache`); at every size of a
/// sweep, up and back down, the kept answer is the one a fresh probe of the tableau gives.
@Suite("Ambiguity answers kept per basis")
struct AmbiguityCacheTests {
    /// A system over the terminal's width and height (strong edit variables).
    struct System: Sendable, CustomTestStringConvertible {
        var testDescription: String
        var build: @Sendable (_ width: Variable, _ height: Variable) -> Built
    }

    struct Built {
        var constraints: [Constraint]
        /// The variables asked about.
        var watched: [Variable]
        /// Moved with `setConstant` at every size, if any: constants alone keep the answers.
        var moved: Constraint?
        /// Taken out halfway through the sweep and put back at three quarters.
        var dropped: Constraint?
    }

    nonisolated static let systems: [System] = [
        System(testDescription: "a slack at 0 when the width is 10") { width, _ in
            let x = Variable("x")
            return Built(constraints: [x >= 0, x <= width - 10], watched: [x])
        },
        System(testDescription: "two panes, a preference taken out and put back") { width, _ in
            let a = Variable("a")
            let b = Variable("b")
            let split = (a == 2 * b).withStrength(.weak)
            return Built(
                constraints: [a + b + 1 == width, a >= 5, b >= 5, split], watched: [a, b],
                dropped: split)
        },
        System(testDescription: "a sidebar between priorities, a label loose in the content") {
            width, _ in
            let side = Variable("side")
            let content = Variable("content")
            let label = Variable("label")
            let gap = side + 1 + content == width
            return Built(
                constraints: [
                    side <= 18, (side >= 10).withStrength(Strength(priority: 700)),
                    (side == 0.2 * width).withStrength(Strength(priority: 500)), content >= 0,
                    gap, label >= 0, label + 5 <= content,
                ],
                watched: [side, content, label], moved: gap)
        },
        System(testDescription: "a row whose room opens and closes with the height") {
            _, height in
            let y = Variable("y")
            let rows = Variable("rows")
            return Built(
                constraints: [
                    y >= 0, y >= height - 20, y <= 5, rows == height - y,
                    (rows <= 12).withStrength(.medium),
                ],
                watched: [y, rows])
        },
        System(testDescription: "widths and heights tied by an aspect ratio and a floor") {
            width, height in
            let w = Variable("w")
            let h = Variable("h")
            let left = Variable("left")
            return Built(
                constraints: [
                    w <= width, h <= height, w == 2 * h, w >= 4,
                    (w == width).withStrength(.strong), left >= 0, left + w <= width,
                ],
                watched: [w, h, left])
        },
    ]

    @Test(arguments: systems)
    func keptAnswersAreTheProbes(_ system: System) throws {
        let width = Variable("width")
        let height = Variable("height")
        let solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        let built = system.build(width, height)
        for constraint in built.constraints { try solver.addConstraint(constraint) }
        let asked = built.watched + [width, height]
        var sizes: [(width: Int, height: Int)] = []
        for h in 0...24 {
            let widths = h.isMultiple(of: 2) ? Array(0...30) : (0...30).reversed()
            sizes += widths.map { ($0, h) }
        }
        sizes += sizes.reversed()
        for (step, size) in sizes.enumerated() {
            if let dropped = built.dropped, step == sizes.count / 2 {
                try solver.removeConstraint(dropped)
            }
            if let dropped = built.dropped, step == sizes.count * 3 / 4 {
                try solver.addConstraint(dropped)
            }
            if let moved = built.moved {
                try solver.setConstant(1 + Double(step % 3), of: moved)
            }
            try solver.suggestValue(Double(size.width), for: width)
            try solver.suggestValue(Double(size.height), for: height)
            let kept = solver.ambiguousVariables(asked)
            let probed = solver.tableau.probeAmbiguousVariables(asked)
            #expect(
                kept.map(\.id) == probed.map(\.id),
                "at \(size.width)x\(size.height), step \(step): kept \(kept), probed \(probed)")
        }
    }

    /// `x + y == width` and then `x == width` in its place absorb the same slack into the
    /// basis, so only dropping the kept answers when a constraint goes tells them apart.
    @Test("a constraint swapped for another, at the same basis, gets a new answer")
    func swappedConstraint() throws {
        let width = Variable("width")
        let x = Variable("x")
        let y = Variable("y")
        let solver = Solver()
        try solver.addEditVariable(width, strength: .strong)
        try solver.suggestValue(30, for: width)
        try solver.addConstraint(x <= 1000)
        try solver.addConstraint(y <= 1000)
        let sum = x + y == width
        try solver.addConstraint(sum)
        #expect(solver.ambiguousVariables([x, y]).map(\.id) == [x.id, y.id])
        try solver.removeConstraint(sum)
        try solver.addConstraint(x == width)
        #expect(solver.ambiguousVariables([x, y]).map(\.id) == [y.id])
    }
}
