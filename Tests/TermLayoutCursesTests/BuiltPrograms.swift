import Foundation
import TermLayoutTesting

let sampleScreens = builtProgram("sample-screens")
let layoutDemo = builtProgram("layout-demo")

/// The environment every run gets: a UTF-8 locale whatever the caller's, for wide characters.
let utf8 = ["LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
