import Cassowary
import TermLayout
import Testing

@Suite("Layout constraints lowered to the solver")
@MainActor
struct SolverConstraintTests {
    /// Solves `format` with the root at x 0 and `width` wide; returns each view's left and width.
    func solve(
        _ format: String, width: Double, direction: LayoutDirection = .leftToRight
    ) throws -> [String: (left: Double, width: Double)] {
        let scene = Scene("a", "b")
        let solver = Solver()
        let root = scene.root.layoutVariables
        try solver.addConstraint(root.left == 0)
        try solver.addConstraint(root.width == width)
        let constraints = try LayoutConstraint.constraints(
            withVisualFormat: format, views: scene.views)
        for constraint in constraints {
            try solver.addConstraint(constraint.solverConstraint(direction: direction)!)
        }
        solver.updateVariables()
        return scene.views.mapValues {
            (solver.value(of: $0.layoutVariables.left), solver.value(of: $0.layoutVariables.width))
        }
    }

    @Test("a VFL line shares the width out as its constraints say")
    func horizontalLine() throws {
        let frames = try solve("H:|-[a]-[b(==a)]-|", width: 21)
        #expect(frames["a"]! == (1, 9))
        #expect(frames["b"]! == (11, 9))
    }

    @Test("under right-to-left layout, leading is the right edge")
    func rightToLeft() throws {
        let frames = try solve("H:|-2-[a(5)]-[b(3)]", width: 20, direction: .rightToLeft)
        #expect(frames["a"]! == (13, 5))
        #expect(frames["b"]! == (9, 3))
    }

    @Test("centre and size equations place a view in the middle")
    func centred() throws {
        let frames = try solve("a.centerX == |; a.size == 4; b.width == a.width / 2 + 1", width: 20)
        #expect(frames["a"]! == (8, 4))
        #expect(frames["b"]!.width == 3)
    }

    @Test("priorities become solver strengths: the required constraint wins")
    func priorities() throws {
        let frames = try solve("[a(==5@250)];a.width >= 7;a.width <= 6 @500", width: 20)
        #expect(frames["a"]!.width == 7)
    }
}
