import Cassowary

/// kiwi's `benchmarks/enaml_like_benchmark.cpp`: the constraints of a small enaml form (three
/// labels, three fields, a content box), 37 variables and 111 constraints with the same strengths,
/// resized through six window sizes.
public final class EnamlScenario {
    /// The six `(width, height)` arguments of kiwi's `suggest_value` benchmark.
    public static let sizes: [(width: Double, height: Double)] = [
        (400, 600), (600, 400), (800, 1200), (1200, 800), (400, 800), (800, 400),
    ]

    public let solver = Solver()
    public let width = Variable("width")
    public let height = Variable("height")
    private var nextSize = 0
    private var current = (width: 0.0, height: 0.0)

    public init() {}

    /// Edit variables, then the 111 constraints in kiwi's order, then the first update.
    public func build() throws(SolverError) {
        try solver.addEditVariable(width, strength: .strong)
        try solver.addEditVariable(height, strength: .strong)
        for constraint in Self.constraints(width: width, height: height) {
            try solver.addConstraint(constraint)
        }
        solver.updateVariables()
    }

    /// One step of kiwi's `suggest_value`: the next of the six sizes, in turn.
    public func resizeStep() throws(SolverError) {
        let size = Self.sizes[nextSize]
        nextSize = (nextSize + 1) % Self.sizes.count
        try resize(width: size.width, height: size.height)
    }

    /// Suggests the size it already has: no pivot is needed.
    public func sameSizeStep() throws(SolverError) {
        try resize(width: current.width, height: current.height)
    }

    public func resize(width newWidth: Double, height newHeight: Double) throws(SolverError) {
        current = (newWidth, newHeight)
        try solver.suggestValue(newWidth, for: width)
        try solver.suggestValue(newHeight, for: height)
        solver.updateVariables()
    }

    /// kiwi's list, one line per constraint: `expression relation 0`, then the strength.
    static func constraints(width: Variable, height: Variable) -> [Constraint] {
        let mmedium = Strength.create(0, 1, 0, 1.25)
        let smedium = Strength.create(0, 100, 0)

        let left = Variable("left")
        let top = Variable("top")
        let contentsTop = Variable("contents_top")
        let contentsBottom = Variable("contents_bottom")
        let contentsLeft = Variable("contents_left")
        let contentsRight = Variable("contents_right")
        let midline = Variable("midline")
        let ctleft = Variable("ctleft")
        let ctheight = Variable("ctheight")
        let cttop = Variable("cttop")
        let ctwidth = Variable("ctwidth")
        let lb1left = Variable("lb1left")
        let lb1height = Variable("lb1height")
        let lb1top = Variable("lb1top")
        let lb1width = Variable("lb1width")
        let lb2left = Variable("lb2left")
        let lb2height = Variable("lb2height")
        let lb2top = Variable("lb2top")
        let lb2width = Variable("lb2width")
        let lb3left = Variable("lb3left")
        let lb3height = Variable("lb3height")
        let lb3top = Variable("lb3top")
        let lb3width = Variable("lb3width")
        let fl1left = Variable("fl1left")
        let fl1height = Variable("fl1height")
        let fl1top = Variable("fl1top")
        let fl1width = Variable("fl1width")
        let fl2left = Variable("fl2left")
        let fl2height = Variable("fl2height")
        let fl2top = Variable("fl2top")
        let fl2width = Variable("fl2width")
        let fl3left = Variable("fl3left")
        let fl3height = Variable("fl3height")
        let fl3top = Variable("fl3top")
        let fl3width = Variable("fl3width")

        var c: [Constraint] = []
        c.reserveCapacity(111)
        c.append(left >= 0)
        c.append((height == 0).withStrength(.medium))
        c.append(top >= 0)
        c.append(width >= 0)
        c.append(height >= 0)
        c.append(-top + contentsTop - 10 == 0)
        c.append((lb3height - 16 == 0).withStrength(.strong))
        c.append((lb3height - 16 >= 0).withStrength(.strong))
        c.append(ctleft >= 0)
        c.append(cttop >= 0)
        c.append(ctwidth >= 0)
        c.append(ctheight >= 0)
        c.append(fl3left >= 0)
        c.append((ctheight - 24 >= 0).withStrength(smedium))
        c.append((ctwidth - 1.67772e+07 <= 0).withStrength(smedium))
        c.append((ctheight - 24 <= 0).withStrength(smedium))
        c.append(fl3top >= 0)
        c.append(fl3width >= 0)
        c.append(fl3height >= 0)
        c.append((lb1width - 67 == 0).withStrength(.weak))
        c.append(lb2width >= 0)
        c.append(lb2height >= 0)
        c.append(fl2height >= 0)
        c.append(lb3left >= 0)
        c.append((fl2width - 125 >= 0).withStrength(.strong))
        c.append((fl2height - 21 == 0).withStrength(.strong))
        c.append((fl2height - 21 >= 0).withStrength(.strong))
        c.append(lb3top >= 0)
        c.append(lb3width >= 0)
        c.append(fl1left >= 0)
        c.append(fl1width >= 0)
        c.append((lb1width - 67 >= 0).withStrength(.strong))
        c.append(fl2left >= 0)
        c.append((lb2width - 66 == 0).withStrength(.weak))
        c.append((lb2width - 66 >= 0).withStrength(.strong))
        c.append((lb2height - 16 == 0).withStrength(.strong))
        c.append(fl1height >= 0)
        c.append(fl1top >= 0)
        c.append(lb2top >= 0)
        c.append((-lb2top + lb3top - lb2height - 10 == 0).withStrength(mmedium))
        c.append(-lb3top - lb3height + fl3top - 10 >= 0)
        c.append((-lb3top - lb3height + fl3top - 10 == 0).withStrength(mmedium))
        c.append((contentsBottom - fl3height - fl3top == 0).withStrength(mmedium))
        c.append(fl1top - contentsTop >= 0)
        c.append((fl1top - contentsTop == 0).withStrength(mmedium))
        c.append(contentsBottom - fl3height - fl3top >= 0)
        c.append(-left - width + contentsRight + 10 == 0)
        c.append(-top - height + contentsBottom + 10 == 0)
        c.append(-left + contentsLeft - 10 == 0)
        c.append((lb3left - contentsLeft == 0).withStrength(mmedium))
        c.append((fl1left - midline == 0).withStrength(.strong))
        c.append((fl2left - midline == 0).withStrength(.strong))
        c.append((ctleft - midline == 0).withStrength(.strong))
        c.append((fl1top + 0.5 * fl1height - lb1top - 0.5 * lb1height == 0).withStrength(.strong))
        c.append(lb1left - contentsLeft >= 0)
        c.append((lb1left - contentsLeft == 0).withStrength(mmedium))
        c.append(-lb1left + fl1left - lb1width - 10 >= 0)
        c.append((-lb1left + fl1left - lb1width - 10 == 0).withStrength(mmedium))
        c.append(-fl1left + contentsRight - fl1width >= 0)
        c.append((width == 0).withStrength(.medium))
        c.append(-fl1top + fl2top - fl1height - 10 >= 0)
        c.append((-fl1top + fl2top - fl1height - 10 == 0).withStrength(mmedium))
        c.append(cttop - fl2top - fl2height - 10 >= 0)
        c.append(-ctheight - cttop + fl3top - 10 >= 0)
        c.append(contentsBottom - fl3height - fl3top >= 0)
        c.append((cttop - fl2top - fl2height - 10 == 0).withStrength(mmedium))
        c.append((-fl1left + contentsRight - fl1width == 0).withStrength(mmedium))
        c.append((-lb2top - 0.5 * lb2height + fl2top + 0.5 * fl2height == 0).withStrength(.strong))
        c.append(-contentsLeft + lb2left >= 0)
        c.append((-contentsLeft + lb2left == 0).withStrength(mmedium))
        c.append(fl2left - lb2width - lb2left - 10 >= 0)
        c.append((-ctheight - cttop + fl3top - 10 == 0).withStrength(mmedium))
        c.append((contentsBottom - fl3height - fl3top == 0).withStrength(mmedium))
        c.append(lb1top >= 0)
        c.append(lb1width >= 0)
        c.append(lb1height >= 0)
        c.append((fl2left - lb2width - lb2left - 10 == 0).withStrength(mmedium))
        c.append((-fl2left - fl2width + contentsRight == 0).withStrength(mmedium))
        c.append(-fl2left - fl2width + contentsRight >= 0)
        c.append(lb3left - contentsLeft >= 0)
        c.append(lb1left >= 0)
        c.append((0.5 * ctheight + cttop - lb3top - 0.5 * lb3height == 0).withStrength(.strong))
        c.append(ctleft - lb3left - lb3width - 10 >= 0)
        c.append(-ctwidth - ctleft + contentsRight >= 0)
        c.append((ctleft - lb3left - lb3width - 10 == 0).withStrength(mmedium))
        c.append(fl3left - contentsLeft >= 0)
        c.append((fl3left - contentsLeft == 0).withStrength(mmedium))
        c.append((-ctwidth - ctleft + contentsRight == 0).withStrength(mmedium))
        c.append((-fl3left + contentsRight - fl3width == 0).withStrength(mmedium))
        c.append(-contentsTop + lb1top >= 0)
        c.append((-contentsTop + lb1top == 0).withStrength(mmedium))
        c.append(-fl3left + contentsRight - fl3width >= 0)
        c.append(lb2top - lb1top - lb1height - 10 >= 0)
        c.append(-lb2top + lb3top - lb2height - 10 >= 0)
        c.append((lb2top - lb1top - lb1height - 10 == 0).withStrength(mmedium))
        c.append((fl1height - 21 == 0).withStrength(.strong))
        c.append((fl1height - 21 >= 0).withStrength(.strong))
        c.append(lb2left >= 0)
        c.append((lb2height - 16 >= 0).withStrength(.strong))
        c.append(fl2top >= 0)
        c.append(fl2width >= 0)
        c.append((lb1height - 16 >= 0).withStrength(.strong))
        c.append((lb1height - 16 == 0).withStrength(.strong))
        c.append((fl3width - 125 >= 0).withStrength(.strong))
        c.append((fl3height - 21 == 0).withStrength(.strong))
        c.append((fl3height - 21 >= 0).withStrength(.strong))
        c.append(lb3height >= 0)
        c.append((ctwidth - 119 >= 0).withStrength(smedium))
        c.append((lb3width - 24 == 0).withStrength(.weak))
        c.append((lb3width - 24 >= 0).withStrength(.strong))
        c.append((fl1width - 125 >= 0).withStrength(.strong))
        return c
    }
}
