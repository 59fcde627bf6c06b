/// A number as the canonical constraint form prints it: `2`, `0.5`, `-1`, never `2.0`. The text
/// reads back as the same `Double` (the shortest round-tripping digits).
func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return String(value)
}
