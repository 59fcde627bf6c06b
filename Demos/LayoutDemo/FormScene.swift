import TermLayout
import TermLayoutSamples

/// Scene 6: a form of controls (`SampleForm`): a menu bar, a field, a check box, a radio group,
/// a button that asks with an alert, a progress bar and a table, by keys and by mouse.
final class FormScene: View, DemoScene {
    let name = "form"
    let hints: [(key: String, action: String)] = [
        ("tab", "next"), ("F10", "menu"), ("ctrl-s", "send"), ("esc", "leave field"),
    ]
    var firstFocus: View? { form.firstFocus }
    let form = SampleForm()

    init() throws {
        super.init(identifier: "form scene")
        try layOut(["form": form], order: ["form"], "H:|[form]|;V:|[form]|")
    }
}
