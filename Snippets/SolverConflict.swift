// A required constraint that contradicts others is refused, and the error names them.
// snippet.hide
import Cassowary

let solver = Solver()
let left = Variable("left")
try solver.addConstraint(left >= 1)
// snippet.show
do { try solver.addConstraint(left <= 0) } catch {
    // unsatisfiable constraint: left <= 0 | required contradicts:
    //   left - 1 >= 0 | required
    print(error)
}
