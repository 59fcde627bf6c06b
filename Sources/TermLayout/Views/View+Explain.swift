/// "Why is this view this size?": the constraints behind one attribute's value.
extension View {
    /// Why `attribute` has its value: the constraints that hold exactly in the solver's
    /// final tableau and determine it, in canonical form with their priorities, and the
    /// lower-priority ones that lost. Reads the solver as it stands: call `layoutIfNeeded()`
    /// first to explain the frames on screen. Leading and trailing are measured as
    /// constraints measure them (mirrored under right-to-left layout).
    public func explainLayout(for attribute: LayoutAttribute) -> LayoutExplanation {
        let subject = "\(layoutName(viewName: nil)).\(attribute)"
        guard let engine = rootView?.engine else {
            return LayoutExplanation(subject: subject, value: nil, tight: [], open: [], lost: [])
        }
        return engine.explanation(of: attribute, of: self, subject: subject)
    }
}
