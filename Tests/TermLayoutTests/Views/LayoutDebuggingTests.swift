import TermLayout
import Testing

@Suite("Finding out why a layout is what it is")
@MainActor
struct LayoutDebuggingTests {
    @Test("a view with its frame open is ambiguous; pinned on both axes it is not")
    func ambiguity() throws {
        let root = RootView(size: Size(width: 20, height: 4))
        let placed = View(identifier: "placed")
        let loose = View(identifier: "loose")
        try root.addSubview(placed)
        try root.addSubview(loose)
        try LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|[placed(5)]-[loose(>=2)];V:|[placed(1)];V:|[loose(1)]",
                views: ["placed": placed, "loose": loose]))
        root.layoutIfNeeded()
        let frame = loose.frame
        #expect(!placed.hasAmbiguousLayout)
        #expect(loose.hasAmbiguousLayout)
        #expect(loose.frame == frame)
        #expect(
            loose.constraintsAffectingLayout(for: .horizontal).map(\.description) == [
                "loose.leading == placed.trailing + 1", "loose.width >= 2",
            ])
        #expect(
            loose.constraintsAffectingLayout(for: .vertical).map(\.description) == [
                "loose.top == root.top", "loose.height == 1",
            ])
    }

    @Test("the trace shows frames, safe-area insets, constraints and ambiguity, by depth")
    func trace() throws {
        let (root, _, _) = try panelWithLabel(
            "V:|>[label(1)];H:|-[label]", size: Size(width: 20, height: 6),
            border: EdgeInsets(top: 1))
        #expect(
            root.layoutTrace == """
                root 0,0 20×6, safe area top 1, left 0, bottom 0, right 0
                  | panel.leading == root.leading
                  | root.trailing == panel.trailing
                  | panel.top == root.top
                  | root.bottom == panel.bottom
                  panel 0,0 20×6, safe area top 1, left 0, bottom 0, right 0
                    | label.top == panel.safeArea.top
                    | label.leading == panel.leading + 1
                    label 1,1 0×1  AMBIGUOUS
                      | label.height == 1
                """)
    }

    @Test("a trace probes for ambiguity only up to a limit of views, and says when it did not")
    func traceProbeLimit() throws {
        let (root, _, _) = try panelWithLabel(
            "V:|>[label(1)];H:|-[label]", size: Size(width: 20, height: 6))
        #expect(root.layoutTrace(probingAtMost: 3).contains("AMBIGUOUS"))
        let unprobed = root.layoutTrace(probingAtMost: 2)
        #expect(unprobed.hasPrefix("(3 views: ambiguity not probed)\n"))
        #expect(!unprobed.contains("AMBIGUOUS"))
    }
}
