// ncurses-floor SCENARIO SIZE REPS
//
// The least any ncurses program does to show scenario-timer's terminal screens after a
// resize, for compare-peers.sh: what TermLayout's terminal path cannot go below while its
// cells reach the terminal through ncurses. No layout, no views: each screen's cells are
// worked out here with integer arithmetic, from characters made once, and put in stdscr a row
// at a time; or, in the `pads-` scenarios, each view's in a pad of its own, as TermLayout
// keeps a view's window (grown to hold it, never moved), copied to the screen with
// pnoutrefresh (a panel costs nothing a frame: TermLayout never calls update_panels). Prints
// `OPERATION SIZE median_ns` as scenario-timer does.
//
//   floor-stack N  a blank top row, then the N one-row rows "row i │ 行 i" that fit
//   floor-grid G   G×G boxes sharing the screen, each with its name as its title and inside
//                  (a cell under 2×2 shows its name alone), as SampleView draws them
//   pads-stack N, pads-grid G  the same, a pad a view
//
// The session is set up as TerminalSession sets it up (the locale, the kernel's size, one
// endwin and doupdate, no typeahead, the cursor hidden) on a pseudo-terminal this process
// opens, which a thread drains as a terminal emulator would. A step resizes the pty (not
// timed), then times what the app does: resize_term, curscr forgotten (the terminal may
// have reflowed it, as TerminalSession assumes), the cells put, doupdate. One cycle of the
// four sizes (120×40, 100×30, 160×60, 80×24) runs untimed first; each repetition times one.
#define _XOPEN_SOURCE_EXTENDED 1
#include <curses.h>
#include <locale.h>
#include <pthread.h>
#include <pty.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>

static const int sizes[4][2] = {{120, 40}, {100, 30}, {160, 60}, {80, 24}};
enum { widest = 160, tallest = 60 };

enum { topLeft, topRight, bottomLeft, bottomRight, horizontal, vertical, ellipsis, glyphCount };
static const wchar_t glyphText[glyphCount] = {L'┌', L'┐', L'└', L'┘', L'─', L'│', L'…'};

// What the screens are made of, made before the timing: printable ASCII and the glyphs; the
// stack's rows as characters (`rowText`, each `rowCells` wide in a UTF-8 locale: 行 takes
// two cells, ncurses gives it both); the grid's names.
static cchar_t ascii[128];
static cchar_t glyph[glyphCount];
enum { rowTextLength = 24 };
static cchar_t (*rowText)[rowTextLength];
static int *rowLength, (*rowCells)[rowTextLength];
static char (*names)[24];
// One line of the stack, as wide as the screen; the grid's whole screen, a cell each.
static cchar_t line[widest], cells[widest * tallest];
// With a pad a view: the pads, by the view's index, made and grown as needed.
static int padEach;
static WINDOW **pads;

static void fail(const char *call) {
    fprintf(stderr, "ncurses-floor: %s failed\n", call);
    exit(1);
}

static cchar_t made(wchar_t character) {
    wchar_t text[2] = {character, 0};
    cchar_t result;
    if (setcchar(&result, text, A_NORMAL, 0, NULL) == ERR) fail("setcchar");
    return result;
}

static void *drain(void *master) {
    char buffer[65536];
    while (read(*(int *)master, buffer, sizeof buffer) > 0) {}
    return NULL;
}

// View `index`'s pad, grown to hold `width`×`height` where it is smaller.
static WINDOW *pad(int index, int width, int height) {
    WINDOW *pad = pads[index];
    if (!pad) {
        if (!(pad = pads[index] = newpad(height, width))) fail("newpad");
    } else if (getmaxx(pad) < width || getmaxy(pad) < height) {
        int grownHeight = getmaxy(pad) > height ? getmaxy(pad) : height;
        int grownWidth = getmaxx(pad) > width ? getmaxx(pad) : width;
        if (wresize(pad, grownHeight, grownWidth) == ERR) fail("wresize");
    }
    return pad;
}

// Shows `height` rows of `count` characters, `stride` apart from `first`, `width` cells wide,
// at `top`, `left`: in stdscr, or in view `index`'s pad copied there.
static void show(int index, const cchar_t *first, int stride, int count, int top, int left,
                 int width, int height) {
    WINDOW *window = padEach ? pad(index, width, height) : stdscr;
    int y0 = padEach ? 0 : top, x0 = padEach ? 0 : left;
    for (int y = 0; y < height; y++)
        if (mvwadd_wchnstr(window, y0 + y, x0, first + y * stride, count) == ERR)
            fail("mvwadd_wchnstr");
    if (padEach && pnoutrefresh(window, 0, 0, top, left, top + height - 1, left + width - 1))
        fail("pnoutrefresh");
}

// The stack's rows and the grid's names, as SampleScreens names them.
static void makeTexts(int stack, int count) {
    if (stack) {
        rowText = malloc(sizeof *rowText * count);
        rowCells = malloc(sizeof *rowCells * count);
        rowLength = malloc(sizeof *rowLength * count);
        for (int i = 0; i < count; i++) {
            wchar_t text[rowTextLength];
            swprintf(text, rowTextLength, L"row %d │ 行 %d", i, i);
            for (rowLength[i] = 0; text[rowLength[i]]; rowLength[i]++) {
                wchar_t c = text[rowLength[i]];
                rowText[i][rowLength[i]] =
                    c < 128 ? ascii[c] : c == L'│' ? glyph[vertical] : made(c);
                rowCells[i][rowLength[i]] = c == L'行' ? 2 : 1;
            }
        }
    } else {
        names = malloc(sizeof *names * count * count);
        for (int i = 0; i < count * count; i++)
            snprintf(names[i], sizeof *names, "c%d_%d", i / count, i % count);
    }
}

// The stack: row i of the list on screen line i + 1, its text alone (it is one row high),
// cut where the screen ends; a line without a row is blank.
static void drawStack(int count, int width, int height) {
    for (int y = 1; y < height; y++) {
        int n = 0, x = 0;
        for (int k = 0; y - 1 < count && k < rowLength[y - 1]; k++) {
            if (x + rowCells[y - 1][k] > width) break;
            line[n++] = rowText[y - 1][k];
            x += rowCells[y - 1][k];
        }
        for (; x < width; x++) line[n++] = ascii[' '];
        show(y - 1, line, n, n, y, 0, width, 1);
    }
}

// `text`'s ASCII from `x` on row `y` of the grid's cells, up to `end`.
static void put(const char *text, int x, int y, int end, int width) {
    for (; *text && x < end; text++, x++) cells[y * width + x] = ascii[(unsigned char)*text];
}

// The grid: each box's cells (its name inside, then its edges, the name as a title among the
// top one, cut with … where it does not fit); a cell under 2×2 its name alone.
static void drawGrid(int count, int width, int height) {
    for (int i = 0; i < width * height; i++) cells[i] = ascii[' '];
    for (int r = 0; r < count; r++) {
        int top = r * height / count, bottom = (r + 1) * height / count - 1;
        for (int c = 0; c < count; c++) {
            int left = c * width / count, right = (c + 1) * width / count - 1;
            const char *name = names[r * count + c];
            if (right - left < 1 || bottom - top < 1) {
                if (right >= left && bottom >= top) put(name, left, top, right + 1, width);
                continue;
            }
            put(name, left + 1, top + 1, right, width);
            cchar_t *up = cells + top * width, *down = cells + bottom * width;
            for (int x = left + 1; x < right; x++) up[x] = down[x] = glyph[horizontal];
            for (int y = top + 1; y < bottom; y++)
                cells[y * width + left] = cells[y * width + right] = glyph[vertical];
            up[left] = glyph[topLeft], up[right] = glyph[topRight];
            down[left] = glyph[bottomLeft], down[right] = glyph[bottomRight];
            int room = right - left + 1 - 6;
            if (room > 0) {
                int length = (int)strlen(name), shown = length > room ? room - 1 : length;
                put(name, left + 3, top, left + 3 + shown, width);
                if (length > room) up[left + 3 + shown] = glyph[ellipsis];
            }
        }
    }
    if (!padEach) {
        show(0, cells, width, width, 0, 0, width, height);
        return;
    }
    for (int r = 0; r < count; r++) {
        int top = r * height / count, rows = (r + 1) * height / count - top;
        for (int c = 0; c < count && rows > 0; c++) {
            int left = c * width / count, columns = (c + 1) * width / count - left;
            if (columns > 0)
                show(r * count + c, cells + top * width + left, width, columns, top, left,
                     columns, rows);
        }
    }
}

static int compare(const void *a, const void *b) {
    long x = *(const long *)a, y = *(const long *)b;
    return (x > y) - (x < y);
}

int main(int argc, char **argv) {
    const char *scenario = argc == 4 ? argv[1] : "";
    int stack = strcmp(scenario, "floor-stack") == 0 || strcmp(scenario, "pads-stack") == 0;
    int grid = strcmp(scenario, "floor-grid") == 0 || strcmp(scenario, "pads-grid") == 0;
    int count = argc == 4 ? atoi(argv[2]) : 0, reps = argc == 4 ? atoi(argv[3]) : 0;
    if (!(stack || grid) || count < 1 || reps < 1) {
        fprintf(stderr, "usage: ncurses-floor floor-stack|floor-grid|pads-stack|pads-grid SIZE REPS\n");
        return 2;
    }
    padEach = strncmp(scenario, "pads-", 5) == 0;
    pads = calloc(stack ? (count > tallest ? count : tallest) : count * count, sizeof *pads);
    setlocale(LC_ALL, "");
    static int master;
    int slave;
    struct winsize first = {.ws_col = sizes[0][0], .ws_row = sizes[0][1]};
    if (openpty(&master, &slave, NULL, NULL, &first) != 0) fail("openpty");
    pthread_t reader;
    pthread_create(&reader, NULL, drain, &master);
    FILE *output = fdopen(slave, "w"), *input = fdopen(dup(slave), "r");
    use_env(FALSE);
    use_tioctl(TRUE);
    if (!newterm("xterm-256color", output, input)) fail("newterm");
    endwin();
    doupdate();
    typeahead(-1);
    curs_set(0);
    for (int c = 0; c < 128; c++) ascii[c] = made(c < 0x20 || c == 0x7F ? ' ' : c);
    for (int g = 0; g < glyphCount; g++) glyph[g] = made(glyphText[g]);
    makeTexts(stack, count);
    long *samples = malloc(sizeof(long) * reps * 4);
    int taken = 0;
    for (int rep = 0; rep <= reps; rep++) {
        for (int step = 0; step < 4; step++) {
            const int *size = sizes[(step + 1) % 4];
            struct winsize next = {.ws_col = size[0], .ws_row = size[1]};
            if (ioctl(master, TIOCSWINSZ, &next) != 0) fail("TIOCSWINSZ");
            struct timespec start, end;
            clock_gettime(CLOCK_MONOTONIC, &start);
            if (resize_term(size[1], size[0]) == ERR) fail("resize_term");
            if (wredrawln(curscr, 0, size[1]) == ERR) fail("wredrawln");
            if (padEach && stack) {
                // The ground shows on the top line alone; the grid's views cover it all.
                untouchwin(stdscr);
                touchline(stdscr, 0, 1);
                if (wnoutrefresh(stdscr) == ERR) fail("wnoutrefresh");
            }
            if (stack) drawStack(count, size[0], size[1]);
            else drawGrid(count, size[0], size[1]);
            if ((!padEach && wnoutrefresh(stdscr) == ERR) || doupdate() == ERR) fail("doupdate");
            clock_gettime(CLOCK_MONOTONIC, &end);
            if (rep > 0)
                samples[taken++] =
                    (end.tv_sec - start.tv_sec) * 1000000000L + end.tv_nsec - start.tv_nsec;
        }
    }
    endwin();
    qsort(samples, taken, sizeof(long), compare);
    printf("%s-resize %d %ld\n", argv[1], count, samples[taken / 2]);
    return 0;
}
