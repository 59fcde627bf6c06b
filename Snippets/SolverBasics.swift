// The Cassowary solver on its own: a terminal width as an edit variable, re-solved on resize.
import Cassowary

let solver = Solver()
let left = Variable("left")
let width = Variable("width")
let columns = Variable("columns")
try solver.addConstraint(left >= 1)
try solver.addConstraint(left + width + 1 <= columns)
try solver.addConstraint((width == 100).withStrength(.weak))
try solver.addEditVariable(columns, strength: .strong)

try solver.suggestValue(80, for: columns)  // the terminal is 80 wide
solver.updateVariables()  // [left, width, columns] changed
print(solver.value(of: width))  // 78.0
try solver.suggestValue(60, for: columns)  // resized: re-solved incrementally
solver.updateVariables()  // [width, columns] changed
