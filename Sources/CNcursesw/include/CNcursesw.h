// ncursesw and panelw for Swift: the headers with the wide-character API switched on, and a
// static inline function for each macro Swift cannot import. TermLayoutCurses is the only
// module that imports this one; pkg-config finds the headers' folder and the libraries
// (CNcurseswLibraries).
#ifndef TERMLAYOUT_CNCURSESW_H
#define TERMLAYOUT_CNCURSESW_H

// Without these, curses.h leaves out cchar_t, setcchar, wget_wch and the other wide calls.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <limits.h>
#include <locale.h>
#include <sys/ioctl.h>
#include <wchar.h>
// Debian, Ubuntu, Fedora and Homebrew keep the wide-character headers in ncursesw/; Arch has
// wide-character curses as plain curses.h. Without either, say which package is missing.
#if __has_include(<ncursesw/curses.h>) && __has_include(<ncursesw/panel.h>)
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>
#define TERMLAYOUT_HAS_CURSES 1
#elif __has_include(<curses.h>) && __has_include(<panel.h>)
#include <curses.h>
#include <panel.h>
#include <term.h>
#define TERMLAYOUT_HAS_CURSES 1
#else
#error "TermLayout needs the ncurses headers (wide characters and panels). On Debian or Ubuntu: sudo apt-get install libncurses-dev; on Fedora: sudo dnf install ncurses-devel; on macOS: brew install ncurses"
#endif

// ncurses takes pads on panels from patch 20211106 on (6.3's first patches); macOS's own
// curses.h, found where Homebrew's ncurses is missing, is 5.7. NcursesVersion checks the
// library at run time too, which may be older than the headers.
#if defined(TERMLAYOUT_HAS_CURSES) \
    && (!defined(NCURSES_VERSION_PATCH) || NCURSES_VERSION_PATCH < 20211106)
#undef TERMLAYOUT_HAS_CURSES
#error "TermLayout needs ncurses 6.3.20211106 or later, which takes pads on panels; these headers are older. On macOS: brew install ncurses; on Debian 12 or Ubuntu 24.04: sudo apt-get install libncurses-dev"
#endif

// Without the headers, the #error above is the one message: nothing below is compiled.
#ifdef TERMLAYOUT_HAS_CURSES

// ERR and OK are object-like macros Swift imports, but as Int32 on every platform only if
// spelled out; these keep the funnel's comparisons typed.
static inline int termlayout_err(void) { return ERR; }
static inline int termlayout_ok(void) { return OK; }

// getmaxy and getmaxx are functions, but getmaxyx is a macro assigning to its arguments.
static inline int termlayout_max_y(const WINDOW *window) { return getmaxy(window); }
static inline int termlayout_max_x(const WINDOW *window) { return getmaxx(window); }

// COLOR_PAIR(n) is a macro: the attribute bits that select colour pair n.
static inline attr_t termlayout_color_pair(int pair) { return (attr_t)COLOR_PAIR(pair); }

// The A_* attributes are macros built from NCURSES_BITS.
static inline attr_t termlayout_a_normal(void) { return A_NORMAL; }
static inline attr_t termlayout_a_bold(void) { return A_BOLD; }
static inline attr_t termlayout_a_dim(void) { return A_DIM; }
static inline attr_t termlayout_a_underline(void) { return A_UNDERLINE; }
static inline attr_t termlayout_a_italic(void) { return A_ITALIC; }
static inline attr_t termlayout_a_reverse(void) { return A_REVERSE; }
static inline attr_t termlayout_a_altcharset(void) { return A_ALTCHARSET; }

// KEY_RESIZE and KEY_CODE_YES are plain numbers, kept here beside the rest for one source of
// truth; KEY_F(n) is a macro.
static inline int termlayout_key_resize(void) { return KEY_RESIZE; }
static inline int termlayout_key_code_yes(void) { return KEY_CODE_YES; }
static inline int termlayout_key_f(int n) { return KEY_F(n); }

// COLORS and COLOR_PAIRS are macros over functions in a reentrant build and variables
// otherwise; these read them either way.
static inline int termlayout_colors(void) { return COLORS; }
static inline int termlayout_color_pairs(void) { return COLOR_PAIRS; }

// ncurses 6.1 and later, built with extended colours (Debian's and Homebrew's are; macOS's own
// 5.7 is not), take colour and pair numbers past a short: what direct colour, whose colour
// numbers are RGB values, needs.
#if defined(NCURSES_VERSION_MAJOR) && defined(NCURSES_EXT_COLORS) && NCURSES_EXT_COLORS \
    && (NCURSES_VERSION_MAJOR > 6 || (NCURSES_VERSION_MAJOR == 6 && NCURSES_VERSION_MINOR >= 1))
#define TERMLAYOUT_EXTENDED_COLORS 1
#else
#define TERMLAYOUT_EXTENDED_COLORS 0
#endif

static inline int termlayout_extended_colors(void) { return TERMLAYOUT_EXTENDED_COLORS; }

// Whether the terminal's entry has the RGB extension, as a flag, a number or a string (ncurses
// takes any): with it, on a terminal of 2^24 colours, colour numbers are RGB values.
static inline int termlayout_has_rgb_capability(void) {
    if (tigetflag("RGB") > 0 || tigetnum("RGB") > 0) return 1;
    char *value = tigetstr("RGB");
    return value != NULL && value != (char *)-1;
}

// Makes colour pair `pair`: init_extended_pair where ncurses has it; else init_pair, and ERR for
// numbers a short cannot hold.
static inline int termlayout_init_pair(int pair, int foreground, int background) {
#if TERMLAYOUT_EXTENDED_COLORS
    return init_extended_pair(pair, foreground, background);
#else
    if (pair > SHRT_MAX || foreground > SHRT_MAX || background > SHRT_MAX) return ERR;
    return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

// setcchar with colour pair `pair`: with extended colours the pair goes in setcchar's last
// argument, an int that ncurses reads in place of the short one, so pairs past 32767 work.
static inline int termlayout_setcchar(
    cchar_t *character, const wchar_t *text, attr_t attributes, int pair) {
#if TERMLAYOUT_EXTENDED_COLORS
    return setcchar(character, text, attributes, 0, &pair);
#else
    return setcchar(character, text, attributes, (short)pair, NULL);
#endif
}

// termlayout_setcchar with the spacing character and up to four combining marks passed one by
// one, 0 after the last: a grapheme's characters go in without a buffer, and so without a
// closure around one, which Swift checks the main actor in at every call.
static inline int termlayout_setcchar_scalars(
    cchar_t *character, wchar_t first, wchar_t second, wchar_t third, wchar_t fourth,
    wchar_t fifth, attr_t attributes, int pair) {
    const wchar_t text[6] = {first, second, third, fourth, fifth, 0};
    return termlayout_setcchar(character, text, attributes, pair);
}

// tigetstr returns (char *)-1 for a name that is not a string capability: a macro-free check.
static inline int termlayout_has_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value != NULL && value != (char *)-1;
}

// The value of string capability `name`, or NULL where the terminal has none.
static inline const char *termlayout_string_capability(const char *name) {
    char *value = tigetstr(name);
    return value == (char *)-1 ? NULL : value;
}

// setupterm leaves its TERMINAL current (cur_term is a macro in reentrant builds). A probe of
// the terminal type before newterm must not leave it current, nor delete it while current:
// a screen made after that never learns a new size.
static inline void termlayout_forget_probed_terminal(void) {
    TERMINAL *probed = set_curterm(NULL);
    if (probed != NULL) del_curterm(probed);
}

// getbegyx is a macro too: where a window starts on the screen.
static inline int termlayout_beg_y(const WINDOW *window) { return getbegy(window); }
static inline int termlayout_beg_x(const WINDOW *window) { return getbegx(window); }

// The C streams are mutable globals to Swift 6; as functions they are plain values.
static inline FILE *termlayout_stdin(void) { return stdin; }
static inline FILE *termlayout_stdout(void) { return stdout; }

// The terminal's size as the kernel knows it, for a resize ncurses itself does not measure
// (with use_env(FALSE) it keeps the size it started with). ioctl is variadic, which Swift
// cannot call. Returns 0, or -1 with errno set.
static inline int termlayout_kernel_size(int descriptor, int *height, int *width) {
    struct winsize size;
    if (ioctl(descriptor, TIOCGWINSZ, &size) != 0) return -1;
    *height = size.ws_row;
    *width = size.ws_col;
    return 0;
}

// Puts the terminal's cursor at row y, column x when doupdate finishes (setsyx is a macro
// over newscr, which is one too in reentrant builds).
static inline int termlayout_place_cursor(int y, int x) {
    leaveok(newscr, FALSE);
    return wmove(newscr, y, x);
}

// Which part of a multi-column character the cell at row y, column x of the screen to come
// (newscr) holds: 0 for none, 1 for its first column, 2 and up for the others. cchar_t keeps
// that count in the bits of attr that A_CHARTEXT masks, which getcchar leaves out.
static inline int termlayout_wide_part(int y, int x) {
    cchar_t cell;
    if (mvwin_wch(newscr, y, x, &cell) == ERR) return 0;
    return (int)(cell.attr & A_CHARTEXT);
}

// Makes the cell at row y, column x of the screen to come a blank.
static inline int termlayout_blank_cell(int y, int x) {
    static const wchar_t space[2] = {L' ', 0};
    cchar_t blank;
    if (setcchar(&blank, space, A_NORMAL, 0, NULL) == ERR) return ERR;
    return mvwadd_wchnstr(newscr, y, x, &blank, 1);
}

// Copies pad's rows from pad_row on, from its first column, to rows top to bottom and
// columns left to right of the screen to come, as pnoutrefresh does, after blanking what
// the copy would leave of a multi-column character it overwrites in part: wnoutrefresh does
// that for a window, pnoutrefresh does not, and the half left would be drawn whole, over the
// copy's first column or over what lies past its last.
static inline int termlayout_copy_pad(
    WINDOW *pad, int pad_row, int top, int left, int bottom, int right) {
    int width = getmaxx(newscr);
    for (int y = top; y <= bottom; y++) {
        int part = termlayout_wide_part(y, left);
        for (int x = left - part + 1; part > 1 && x < left; x++) {
            if (x >= 0 && termlayout_blank_cell(y, x) == ERR) return ERR;
        }
        if (termlayout_wide_part(y, right) == 0) continue;
        for (int x = right + 1; x < width && termlayout_wide_part(y, x) > 1; x++) {
            if (termlayout_blank_cell(y, x) == ERR) return ERR;
        }
    }
    return pnoutrefresh(pad, pad_row, 0, top, left, bottom, right);
}

// Makes the next doupdate clear the screen and paint every cell (clearok on curscr, a macro
// in reentrant builds): for the one case where ncurses' idea of the screen cannot be trusted.
static inline int termlayout_repaint_everything(void) {
    return clearok(curscr, TRUE);
}

// Makes ncurses forget what the terminal shows, so the next doupdate writes every cell where it
// stands, without clearing first (wredrawln on curscr, a macro in reentrant builds).
static inline int termlayout_forget_screen(void) {
    return wredrawln(curscr, 0, getmaxy(curscr));
}

// Where ncurses believes the terminal's cursor is: curscr's cursor, which doupdate leaves there
// (curscr is a macro in reentrant builds). mvcur would move it, but writes through putchar to
// stdout, whatever the screen's output is.
static inline int termlayout_screen_cursor_y(void) { return getcury(curscr); }
static inline int termlayout_screen_cursor_x(void) { return getcurx(curscr); }

// The sequence that moves the cursor to (y, x) by its address; NULL if the terminal has none
// (cursor_address is a macro on cur_term).
static inline const char *termlayout_cursor_address(int y, int x) {
    if (cursor_address == NULL) return NULL;
    return tiparm(cursor_address, y, x);
}

// stdscr is a macro in reentrant builds.
static inline WINDOW *termlayout_stdscr(void) { return stdscr; }

// Restoring the terminal when the process dies of a crash signal (SIGSEGV, SIGBUS, SIGILL,
// SIGTRAP, SIGABRT, SIGFPE, SIGQUIT), in CNcursesw.c. Save the modes before curses changes
// them; arm once the terminal is set up (the reset sequence comes from its terminfo entry);
// disarm when the session ends, which puts back the handlers there were. Each returns 0, or -1
// with errno set.
int termlayout_crash_restore_save_modes(int descriptor);
// Turns XON/XOFF flow control off, so that Ctrl-S and Ctrl-Q reach the program as keys rather
// than stopping and starting its output, as editors do; saved as ncurses' program mode, so a
// resume after Ctrl-Z keeps it. endwin puts the shell's modes back. 0, or -1 on failure.
int termlayout_disable_flow_control(int descriptor);
int termlayout_crash_restore_arm(void);
void termlayout_crash_restore_disarm(void);
// Sets what turns off the modes the session turned on (mouse, paste, focus, the keyboard
// protocol, a pushed title; no terminfo capabilities, xterm's and kitty's sequences), written
// first by the crash handler; up to 256 bytes, or nothing.
void termlayout_crash_restore_set_modes_off(const char *sequence);
// What the crash handler does before the signal kills the process, once, if armed: writes the
// reset sequence and puts the saved modes back. Async-signal-safe, and callable from any thread:
// the signal watchdog (CEventLoop) calls it too.
void termlayout_crash_restore_terminal(void);

#endif // TERMLAYOUT_HAS_CURSES

#endif
