import TermLayout
import Testing

/// `control` at its intrinsic size, one cell in from the top-left of a root of `size`.
@MainActor
private func placed(_ control: View, size: Size = Size(width: 20, height: 4)) throws -> RootView {
    let root = RootView(size: size)
    try root.addSubview(control)
    try LayoutConstraint.activate(
        LayoutConstraint.constraints(
            withVisualFormat: "H:|-1-[control]; V:|-1-[control]", views: ["control": control]))
    root.layoutIfNeeded()
    return root
}

@Suite("Buttons, check boxes, radio groups and progress bars")
@MainActor
struct ControlTests {
    @Test(
        "a button shows its title in brackets, reversed while focused; Enter and Space activate it")
    func button() throws {
        var activations = 0
        let button = Button(identifier: "control", title: "Save") { activations += 1 }
        let root = try placed(button)
        #expect(WidgetDrawing.rows(root)[1] == " [ Save ]")
        root.focusedView = button
        #expect(WidgetDrawing.screen(root)[1, 1].style == TextStyle(.reverse))
        #expect(root.dispatchKey(.enter) && root.dispatchKey(.character(" ")))
        #expect(!root.dispatchKey(.character("x")))
        #expect(activations == 2)
    }

    @Test("a check box turns on and off with Space or Enter, and says so")
    func toggle() throws {
        let toggle = Toggle(identifier: "control", title: "Wrap lines")
        var changes: [Bool] = []
        toggle.onChange = { changes.append($0) }
        let root = try placed(toggle)
        #expect(WidgetDrawing.rows(root)[1] == " [ ] Wrap lines")
        root.focusedView = toggle
        _ = root.dispatchKey(.character(" "))
        #expect(WidgetDrawing.rows(root)[1] == " [x] Wrap lines")
        _ = root.dispatchKey(.enter)
        #expect(changes == [true, false] && !toggle.isOn)
    }

    @Test("a radio group chooses one option; Up and Down move the choice and stop at the ends")
    func radioGroup() throws {
        let group = RadioGroup(identifier: "control", options: ["left", "centre", "right"])
        var changes: [Int] = []
        group.onChange = { changes.append($0) }
        let root = try placed(group, size: Size(width: 20, height: 5))
        #expect(WidgetDrawing.rows(root)[1...3] == [" (•) left", " ( ) centre", " ( ) right"])
        root.focusedView = group
        for key in [Key.up, .down, .down, .down] { _ = root.dispatchKey(key) }
        #expect(WidgetDrawing.rows(root)[1...3] == [" ( ) left", " ( ) centre", " (•) right"])
        #expect(changes == [1, 2])
    }

    /// A bar 10 cells wide: `·` is the track, `█` a full cell, the eighths in between.
    @Test(
        "a progress bar fills to its progress in eighths of a cell, clamped",
        arguments: [
            (0.0, "··········"), (0.5, "█████·····"), (0.55, "█████▌····"), (1.0, "██████████"),
            (1.5, "██████████"), (-1.0, "··········"), (Double.nan, "··········"),
            (0.0125, "▏·········"),
        ])
    func progress(_ progress: Double, row: String) throws {
        let bar = ProgressBar(identifier: "control", progress: progress)
        let root = try placed(bar, size: Size(width: 12, height: 3))
        try LayoutConstraint.activate([bar.widthAnchor.constraint(equalToConstant: 10)])
        #expect(WidgetDrawing.rows(root)[1] == " " + row)
    }

    /// A block a fifth of the bar sweeps across and back as the phase advances.
    @Test(
        "an indeterminate bar sweeps a block to and fro",
        arguments: [
            (0, "██········"), (3, "···██·····"), (8, "········██"), (10, "······██··"),
            (16, "██········"),
        ])
    func indeterminate(phase: Int, row: String) throws {
        let bar = ProgressBar(identifier: "control")
        bar.isIndeterminate = true
        bar.phase = phase
        let root = try placed(bar, size: Size(width: 12, height: 3))
        try LayoutConstraint.activate([bar.widthAnchor.constraint(equalToConstant: 10)])
        #expect(WidgetDrawing.rows(root)[1] == " " + row)
    }
}
