// scenario-timer against kiwi: the scenarios of Sources/Scenarios, written with kiwi's C++ API,
// with the same command line and output.
//
//   g++ -O2 -std=c++17 -I <kiwisolver sdist> driver.cpp -o kiwi-timer
//   kiwi-timer SCENARIO SIZE REPS   ->  one "OPERATION SIZE median_ns" line per operation
//
// Builds the scenario REPS times; each time it times the build and one round of every
// operation. compare-kiwi.sh runs it beside the Swift scenario-timer.

#include <kiwi/kiwi.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <exception>
#include <string>
#include <utility>
#include <vector>

using namespace kiwi;

namespace {

// Wall-clock samples in nanoseconds, per operation, in the order operations first ran.
struct Stopwatch {
    std::vector<std::pair<std::string, std::vector<uint64_t>>> results;

    template <class Body>
    void time(const std::string& operation, Body body) {
        auto start = std::chrono::steady_clock::now();
        body();
        auto elapsed = std::chrono::steady_clock::now() - start;
        uint64_t ns = std::chrono::duration_cast<std::chrono::nanoseconds>(elapsed).count();
        for (auto& result : results) {
            if (result.first == operation) {
                result.second.push_back(ns);
                return;
            }
        }
        results.push_back({operation, {ns}});
    }
};

// The middle sample, or the mean of the two middle ones (rounded down), as in Stopwatch.swift.
uint64_t median(std::vector<uint64_t> samples) {
    std::sort(samples.begin(), samples.end());
    size_t middle = samples.size() / 2;
    if (samples.size() % 2 == 1) return samples[middle];
    return (samples[middle - 1] + samples[middle]) / 2;
}

// Enaml.swift: 37 variables and 111 constraints of an enaml form, resized through six sizes.
struct EnamlScenario {
    static constexpr double sizes[6][2] = {
        {400, 600}, {600, 400}, {800, 1200}, {1200, 800}, {400, 800}, {800, 400},
    };

    Solver solver;
    Variable width{"width"};
    Variable height{"height"};
    size_t nextSize = 0;
    double currentWidth = 0;
    double currentHeight = 0;

    void build() {
        solver.addEditVariable(width, strength::strong);
        solver.addEditVariable(height, strength::strong);
        for (const Constraint& constraint : constraints()) solver.addConstraint(constraint);
        solver.updateVariables();
    }

    void resizeStep() {
        const double* size = sizes[nextSize];
        nextSize = (nextSize + 1) % 6;
        resize(size[0], size[1]);
    }

    void sameSizeStep() { resize(currentWidth, currentHeight); }

    void resize(double newWidth, double newHeight) {
        currentWidth = newWidth;
        currentHeight = newHeight;
        solver.suggestValue(width, newWidth);
        solver.suggestValue(height, newHeight);
        solver.updateVariables();
    }

    // One line per constraint, in the same order as Enaml.swift.
    std::vector<Constraint> constraints() {
        double mmedium = strength::create(0, 1, 0, 1.25);
        double smedium = strength::create(0, 100, 0);

        Variable left("left");
        Variable top("top");
        Variable contentsTop("contents_top");
        Variable contentsBottom("contents_bottom");
        Variable contentsLeft("contents_left");
        Variable contentsRight("contents_right");
        Variable midline("midline");
        Variable ctleft("ctleft");
        Variable ctheight("ctheight");
        Variable cttop("cttop");
        Variable ctwidth("ctwidth");
        Variable lb1left("lb1left");
        Variable lb1height("lb1height");
        Variable lb1top("lb1top");
        Variable lb1width("lb1width");
        Variable lb2left("lb2left");
        Variable lb2height("lb2height");
        Variable lb2top("lb2top");
        Variable lb2width("lb2width");
        Variable lb3left("lb3left");
        Variable lb3height("lb3height");
        Variable lb3top("lb3top");
        Variable lb3width("lb3width");
        Variable fl1left("fl1left");
        Variable fl1height("fl1height");
        Variable fl1top("fl1top");
        Variable fl1width("fl1width");
        Variable fl2left("fl2left");
        Variable fl2height("fl2height");
        Variable fl2top("fl2top");
        Variable fl2width("fl2width");
        Variable fl3left("fl3left");
        Variable fl3height("fl3height");
        Variable fl3top("fl3top");
        Variable fl3width("fl3width");

        return {
        left >= 0,
        (height == 0) | strength::medium,
        top >= 0,
        width >= 0,
        height >= 0,
        -top + contentsTop - 10 == 0,
        (lb3height - 16 == 0) | strength::strong,
        (lb3height - 16 >= 0) | strength::strong,
        ctleft >= 0,
        cttop >= 0,
        ctwidth >= 0,
        ctheight >= 0,
        fl3left >= 0,
        (ctheight - 24 >= 0) | smedium,
        (ctwidth - 1.67772e+07 <= 0) | smedium,
        (ctheight - 24 <= 0) | smedium,
        fl3top >= 0,
        fl3width >= 0,
        fl3height >= 0,
        (lb1width - 67 == 0) | strength::weak,
        lb2width >= 0,
        lb2height >= 0,
        fl2height >= 0,
        lb3left >= 0,
        (fl2width - 125 >= 0) | strength::strong,
        (fl2height - 21 == 0) | strength::strong,
        (fl2height - 21 >= 0) | strength::strong,
        lb3top >= 0,
        lb3width >= 0,
        fl1left >= 0,
        fl1width >= 0,
        (lb1width - 67 >= 0) | strength::strong,
        fl2left >= 0,
        (lb2width - 66 == 0) | strength::weak,
        (lb2width - 66 >= 0) | strength::strong,
        (lb2height - 16 == 0) | strength::strong,
        fl1height >= 0,
        fl1top >= 0,
        lb2top >= 0,
        (-lb2top + lb3top - lb2height - 10 == 0) | mmedium,
        -lb3top - lb3height + fl3top - 10 >= 0,
        (-lb3top - lb3height + fl3top - 10 == 0) | mmedium,
        (contentsBottom - fl3height - fl3top == 0) | mmedium,
        fl1top - contentsTop >= 0,
        (fl1top - contentsTop == 0) | mmedium,
        contentsBottom - fl3height - fl3top >= 0,
        -left - width + contentsRight + 10 == 0,
        -top - height + contentsBottom + 10 == 0,
        -left + contentsLeft - 10 == 0,
        (lb3left - contentsLeft == 0) | mmedium,
        (fl1left - midline == 0) | strength::strong,
        (fl2left - midline == 0) | strength::strong,
        (ctleft - midline == 0) | strength::strong,
        (fl1top + 0.5 * fl1height - lb1top - 0.5 * lb1height == 0) | strength::strong,
        lb1left - contentsLeft >= 0,
        (lb1left - contentsLeft == 0) | mmedium,
        -lb1left + fl1left - lb1width - 10 >= 0,
        (-lb1left + fl1left - lb1width - 10 == 0) | mmedium,
        -fl1left + contentsRight - fl1width >= 0,
        (width == 0) | strength::medium,
        -fl1top + fl2top - fl1height - 10 >= 0,
        (-fl1top + fl2top - fl1height - 10 == 0) | mmedium,
        cttop - fl2top - fl2height - 10 >= 0,
        -ctheight - cttop + fl3top - 10 >= 0,
        contentsBottom - fl3height - fl3top >= 0,
        (cttop - fl2top - fl2height - 10 == 0) | mmedium,
        (-fl1left + contentsRight - fl1width == 0) | mmedium,
        (-lb2top - 0.5 * lb2height + fl2top + 0.5 * fl2height == 0) | strength::strong,
        -contentsLeft + lb2left >= 0,
        (-contentsLeft + lb2left == 0) | mmedium,
        fl2left - lb2width - lb2left - 10 >= 0,
        (-ctheight - cttop + fl3top - 10 == 0) | mmedium,
        (contentsBottom - fl3height - fl3top == 0) | mmedium,
        lb1top >= 0,
        lb1width >= 0,
        lb1height >= 0,
        (fl2left - lb2width - lb2left - 10 == 0) | mmedium,
        (-fl2left - fl2width + contentsRight == 0) | mmedium,
        -fl2left - fl2width + contentsRight >= 0,
        lb3left - contentsLeft >= 0,
        lb1left >= 0,
        (0.5 * ctheight + cttop - lb3top - 0.5 * lb3height == 0) | strength::strong,
        ctleft - lb3left - lb3width - 10 >= 0,
        -ctwidth - ctleft + contentsRight >= 0,
        (ctleft - lb3left - lb3width - 10 == 0) | mmedium,
        fl3left - contentsLeft >= 0,
        (fl3left - contentsLeft == 0) | mmedium,
        (-ctwidth - ctleft + contentsRight == 0) | mmedium,
        (-fl3left + contentsRight - fl3width == 0) | mmedium,
        -contentsTop + lb1top >= 0,
        (-contentsTop + lb1top == 0) | mmedium,
        -fl3left + contentsRight - fl3width >= 0,
        lb2top - lb1top - lb1height - 10 >= 0,
        -lb2top + lb3top - lb2height - 10 >= 0,
        (lb2top - lb1top - lb1height - 10 == 0) | mmedium,
        (fl1height - 21 == 0) | strength::strong,
        (fl1height - 21 >= 0) | strength::strong,
        lb2left >= 0,
        (lb2height - 16 >= 0) | strength::strong,
        fl2top >= 0,
        fl2width >= 0,
        (lb1height - 16 >= 0) | strength::strong,
        (lb1height - 16 == 0) | strength::strong,
        (fl3width - 125 >= 0) | strength::strong,
        (fl3height - 21 == 0) | strength::strong,
        (fl3height - 21 >= 0) | strength::strong,
        lb3height >= 0,
        (ctwidth - 119 >= 0) | smedium,
        (lb3width - 24 == 0) | strength::weak,
        (lb3width - 24 >= 0) | strength::strong,
        (fl1width - 125 >= 0) | strength::strong,
        };
    }
};

// Chain.swift: |-1-[v0]-1-...-[vN-1]-1-|, each view at least 1 and weakly 10 wide.
struct ChainScenario {
    int count;
    Solver solver;
    Variable width{"W"};
    std::vector<Variable> lefts;
    std::vector<Variable> widths;
    std::vector<Constraint> preferredWidths;
    double currentWidth = 0;

    explicit ChainScenario(int count) : count(count) {
        for (int index = 0; index < count; ++index) {
            lefts.emplace_back("left" + std::to_string(index));
            widths.emplace_back("width" + std::to_string(index));
        }
    }

    double fullWidth() const { return 11.0 * count + 1; }

    void build() {
        solver.addEditVariable(width, strength::strong);
        solver.suggestValue(width, fullWidth());
        currentWidth = fullWidth();
        for (int index = 0; index < count; ++index) {
            if (index == 0) {
                solver.addConstraint(lefts[0] == 1.0);
            } else {
                solver.addConstraint(lefts[index] == lefts[index - 1] + widths[index - 1] + 1.0);
            }
            solver.addConstraint(widths[index] >= 1.0);
            Constraint preferred = (widths[index] == 10.0) | strength::weak;
            preferredWidths.push_back(preferred);
            solver.addConstraint(preferred);
        }
        solver.addConstraint(lefts[count - 1] + widths[count - 1] + 1.0 == width);
        solver.updateVariables();
    }

    void smallResizeStep() {
        resize(currentWidth == fullWidth() ? fullWidth() - 2 : fullWidth());
    }

    void bigResizeStep() {
        resize(currentWidth == fullWidth() ? fullWidth() - 4.0 * count : fullWidth());
    }

    void churnStep() {
        Constraint preferred = preferredWidths[count / 2];
        solver.removeConstraint(preferred);
        solver.addConstraint(preferred);
        solver.updateVariables();
    }

    void resize(double newWidth) {
        currentWidth = newWidth;
        solver.suggestValue(width, newWidth);
        solver.updateVariables();
    }
};

// Stack.swift: N full-width rows, each at least 1 and weakly 1 tall, ending at or above H.
struct StackScenario {
    int count;
    Solver solver;
    Variable width{"W"};
    Variable height{"H"};
    std::vector<Variable> lefts, widths, tops, heights;
    bool isEnlarged = false;

    explicit StackScenario(int count) : count(count) {
        for (int index = 0; index < count; ++index) {
            lefts.emplace_back("left" + std::to_string(index));
            widths.emplace_back("width" + std::to_string(index));
            tops.emplace_back("top" + std::to_string(index));
            heights.emplace_back("height" + std::to_string(index));
        }
    }

    void build() {
        solver.addEditVariable(width, strength::strong);
        solver.addEditVariable(height, strength::strong);
        solver.suggestValue(width, 80);
        solver.suggestValue(height, count);
        for (int index = 0; index < count; ++index) {
            solver.addConstraint(lefts[index] == 0.0);
            solver.addConstraint(lefts[index] + widths[index] == width);
            if (index == 0) {
                solver.addConstraint(tops[0] == 0.0);
            } else {
                solver.addConstraint(tops[index] == tops[index - 1] + heights[index - 1]);
            }
            solver.addConstraint(heights[index] >= 1.0);
            solver.addConstraint((heights[index] == 1.0) | strength::weak);
        }
        solver.addConstraint(tops[count - 1] + heights[count - 1] <= height);
        solver.updateVariables();
    }

    // 80 x N <-> 120 x 2N.
    void resizeStep() {
        isEnlarged = !isEnlarged;
        solver.suggestValue(width, isEnlarged ? 120 : 80);
        solver.suggestValue(height, isEnlarged ? 2.0 * count : count);
        solver.updateVariables();
    }
};

// Grid.swift: G x G cells, a chain per row across W and per column down H.
struct GridScenario {
    int side;
    Solver solver;
    Variable width{"W"};
    Variable height{"H"};
    std::vector<Variable> lefts, widths, tops, heights;  // row-major
    bool isShrunk = false;

    explicit GridScenario(int side) : side(side) {
        for (int cell = 0; cell < side * side; ++cell) {
            lefts.emplace_back("left" + std::to_string(cell));
            widths.emplace_back("width" + std::to_string(cell));
            tops.emplace_back("top" + std::to_string(cell));
            heights.emplace_back("height" + std::to_string(cell));
        }
    }

    double fullSize() const { return 11.0 * side + 1; }

    void build() {
        solver.addEditVariable(width, strength::strong);
        solver.addEditVariable(height, strength::strong);
        solver.suggestValue(width, fullSize());
        solver.suggestValue(height, fullSize());
        for (int row = 0; row < side; ++row) {
            for (int column = 0; column < side; ++column) {
                int cell = row * side + column;
                if (column == 0) {
                    solver.addConstraint(lefts[cell] == 1.0);
                } else {
                    solver.addConstraint(lefts[cell] == lefts[cell - 1] + widths[cell - 1] + 1.0);
                }
                solver.addConstraint(widths[cell] >= 1.0);
                solver.addConstraint((widths[cell] == 10.0) | strength::weak);
                if (row == 0) {
                    solver.addConstraint(tops[cell] == 1.0);
                } else {
                    int above = cell - side;
                    solver.addConstraint(tops[cell] == tops[above] + heights[above] + 1.0);
                }
                solver.addConstraint(heights[cell] >= 1.0);
                solver.addConstraint((heights[cell] == 10.0) | strength::weak);
            }
        }
        for (int index = 0; index < side; ++index) {
            int lastInRow = index * side + side - 1;
            solver.addConstraint(lefts[lastInRow] + widths[lastInRow] + 1.0 == width);
            int lastInColumn = (side - 1) * side + index;
            solver.addConstraint(tops[lastInColumn] + heights[lastInColumn] + 1.0 == height);
        }
        solver.updateVariables();
    }

    // W x H <-> (W - 4G) x (H - 4G).
    void resizeStep() {
        isShrunk = !isShrunk;
        double size = isShrunk ? fullSize() - 4.0 * side : fullSize();
        solver.suggestValue(width, size);
        solver.suggestValue(height, size);
        solver.updateVariables();
    }
};

const char* usage =
    "usage: kiwi-timer SCENARIO SIZE REPS\n"
    "  enaml 1    operations enaml-build enaml-resize enaml-same-size\n"
    "  chain N    operations chain-build chain-resize-small chain-resize-big chain-churn\n"
    "  stack N    operations stack-build stack-resize\n"
    "  grid G     operations grid-build grid-resize (GxG cells)\n";

bool run(const std::string& scenario, int size, Stopwatch& stopwatch) {
    if (scenario == "enaml" && size == 1) {
        EnamlScenario enaml;
        stopwatch.time("enaml-build", [&] { enaml.build(); });
        for (int step = 0; step < 6; ++step)
            stopwatch.time("enaml-resize", [&] { enaml.resizeStep(); });
        for (int step = 0; step < 2; ++step)
            stopwatch.time("enaml-same-size", [&] { enaml.sameSizeStep(); });
    } else if (scenario == "chain") {
        ChainScenario chain(size);
        stopwatch.time("chain-build", [&] { chain.build(); });
        for (int step = 0; step < 2; ++step)
            stopwatch.time("chain-resize-small", [&] { chain.smallResizeStep(); });
        for (int step = 0; step < 2; ++step)
            stopwatch.time("chain-resize-big", [&] { chain.bigResizeStep(); });
        stopwatch.time("chain-churn", [&] { chain.churnStep(); });
    } else if (scenario == "stack") {
        StackScenario stack(size);
        stopwatch.time("stack-build", [&] { stack.build(); });
        for (int step = 0; step < 2; ++step)
            stopwatch.time("stack-resize", [&] { stack.resizeStep(); });
    } else if (scenario == "grid") {
        GridScenario grid(size);
        stopwatch.time("grid-build", [&] { grid.build(); });
        for (int step = 0; step < 2; ++step)
            stopwatch.time("grid-resize", [&] { grid.resizeStep(); });
    } else {
        return false;
    }
    return true;
}

}  // namespace

int main(int argc, char** argv) {
    int size = argc == 4 ? std::atoi(argv[2]) : 0;
    int reps = argc == 4 ? std::atoi(argv[3]) : 0;
    if (size < 1 || reps < 1) {
        std::fputs(usage, stdout);
        return 2;
    }
    std::string scenario = argv[1];
    Stopwatch stopwatch;
    try {
        for (int rep = 0; rep < reps; ++rep) {
            if (!run(scenario, size, stopwatch)) {
                std::fputs(usage, stdout);
                return 2;
            }
        }
    } catch (const std::exception& error) {
        std::printf("kiwi-timer: %s %d: %s\n", scenario.c_str(), size, error.what());
        return 1;
    }
    for (const auto& result : stopwatch.results) {
        std::printf("%s %d %llu\n", result.first.c_str(), size,
                    static_cast<unsigned long long>(median(result.second)));
    }
    return 0;
}
