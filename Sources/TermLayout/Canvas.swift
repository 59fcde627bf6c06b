/// Where a view draws: a rectangle of cells in the view's own coordinates, clipped to the part
/// of the view that shows. The headless `Screen` and the ncurses backend both implement it.
public protocol Canvas: AnyObject {
}
