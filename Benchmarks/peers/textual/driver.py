"""driver.py SCENARIO SIZE REPS

scenario-timer's view screens in Textual, run headless with `App.run_test`. Prints
`OPERATION SIZE median_ns`, as scenario-timer does:

  headless-stack N  headless-stack-resize: a one-row header over N one-cell rows (`Static`s in
                    a `Vertical`, which clips them), resized to the next of 120×40, 100×30,
                    160×60, 80×24: from posting the `Resize` event to the end of the last
                    screen update it causes (layout, widgets rendered into strips and
                    composited; the headless driver writes nothing, so no terminal output);
                    then headless-stack-resize-cpu, the process's CPU time over the same span
                    and the idle wait after it (Textual waits for its frame timer and other
                    tasks, so its wall clock includes time it does not compute)
  headless-grid G   headless-grid-resize: the same for a G×G `grid-size` grid of `Static`s

The screen is built and shown at 80×24 and one cycle of sizes runs untimed first; then each
repetition times one cycle.
"""

import asyncio
import statistics
import sys
import time

from textual.app import App, ComposeResult
from textual.containers import Vertical
from textual.events import Resize
from textual.geometry import Size
from textual.widgets import Static

SIZES = [(120, 40), (100, 30), (160, 60), (80, 24)]


class SampleScreens(App):
    """The stack or the grid of `SampleScreens`, noting when each screen update is done."""

    CSS = """
    #header { height: 1; }
    #list { height: 1fr; }
    #list Static { height: 1; }
    Screen.grid { layout: grid; }
    """

    def __init__(self, stack: bool, count: int) -> None:
        super().__init__()
        self.stack, self.count = stack, count
        self.last_update_ns = 0

    def compose(self) -> ComposeResult:
        if self.stack:
            yield Static("", id="header")
            with Vertical(id="list"):
                for index in range(self.count):
                    yield Static(f"row {index} │ 行 {index}")
        else:
            for row in range(self.count):
                for column in range(self.count):
                    yield Static(f"c{row}_{column}")

    def on_mount(self) -> None:
        if not self.stack:
            self.screen.add_class("grid")
            self.screen.styles.grid_size_columns = self.count
            self.screen.styles.grid_size_rows = self.count

    # Private to Textual: every screen update ends here (headless, it writes nothing).
    def _display(self, screen, renderable) -> None:
        super()._display(screen, renderable)
        if renderable is not None:
            self.last_update_ns = time.perf_counter_ns()


async def resizes(stack: bool, count: int, reps: int) -> tuple[list[int], list[int]]:
    """Wall-clock and CPU nanoseconds of each timed resize."""
    app = SampleScreens(stack, count)
    samples, cpu = [], []
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for rep in range(reps + 1):
            for width, height in SIZES:
                # What `Pilot.resize_terminal` does, without its wait for idle in the timing.
                app._driver._size = Size(width, height)
                start, cpu_start = time.perf_counter_ns(), time.process_time_ns()
                app.post_message(Resize(Size(width, height), Size(width, height)))
                await pilot.pause()
                if rep > 0:
                    samples.append(app.last_update_ns - start)
                    cpu.append(time.process_time_ns() - cpu_start)
                assert app.screen.size == Size(width, height), app.screen.size
    return samples, cpu


def main() -> None:
    arguments = sys.argv[1:]
    if (
        len(arguments) != 3
        or arguments[0] not in ("headless-stack", "headless-grid")
        or not all(a.isdigit() and int(a) >= 1 for a in arguments[1:])
    ):
        print("usage: driver.py headless-stack|headless-grid SIZE REPS", file=sys.stderr)
        sys.exit(2)
    scenario, count, reps = arguments[0], int(arguments[1]), int(arguments[2])
    samples, cpu = asyncio.run(resizes(scenario.endswith("stack"), count, reps))
    print(f"{scenario}-resize {count} {int(statistics.median(samples))}")
    print(f"{scenario}-resize-cpu {count} {int(statistics.median(cpu))}")


if __name__ == "__main__":
    main()
