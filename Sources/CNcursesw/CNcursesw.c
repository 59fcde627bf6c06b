// Compiling the header here also makes a missing libncurses-dev stop the build at its #error,
// before any Swift module tries to import it.
#include "CNcursesw.h"

#ifdef TERMLAYOUT_HAS_CURSES

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

// What the crash handler puts back, prepared while the session starts, when anything may be
// called; the handler itself makes only async-signal-safe calls (write, tcsetattr, raise).
// Armed is atomic (lock-free, so safe in a handler): the restore may run on another thread,
// the signal watchdog's, and its release publishes the rest.
static int crash_restore_armed = 0;
static int crash_descriptor = -1;
static struct termios crash_modes;
static char crash_reset[512];
static size_t crash_reset_length = 0;
// The modes the session has turned on turned off again: they change while it runs (the
// keyboard protocol the terminal agrees to, a title pushed), so they have a buffer of their own,
// whose length is 0 while it changes.
static char crash_modes_off[256];
static volatile sig_atomic_t crash_modes_off_length = 0;
static const int crash_signals[] = {SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE, SIGQUIT};
enum { crash_signal_count = sizeof crash_signals / sizeof crash_signals[0] };
static struct sigaction crash_previous[crash_signal_count];
// A stack of its own, so that a stack overflow (SIGSEGV on a full stack) still restores; used
// only by a thread without an alternate stack, as one that has one (AddressSanitizer gives
// every thread its own, and unmaps it when the thread ends) is as good for the handler.
static char crash_stack[64 * 1024];
static stack_t crash_previous_stack;

// Writes all of `bytes`, or as much as the terminal takes.
static void write_all(const char *bytes, size_t length) {
    size_t written = 0;
    while (written < length) {
        ssize_t count = write(crash_descriptor, bytes + written, length - written);
        if (count <= 0) break;
        written += (size_t)count;
    }
}

void termlayout_crash_restore_terminal(void) {
    if (!__atomic_exchange_n(&crash_restore_armed, 0, __ATOMIC_ACQ_REL)) return;
    write_all(crash_modes_off, (size_t)crash_modes_off_length);
    write_all(crash_reset, crash_reset_length);
    tcsetattr(crash_descriptor, TCSANOW, &crash_modes);
}

static void crash_handler(int signal) {
    termlayout_crash_restore_terminal();
    // SA_RESETHAND put the default action back: raised again, the signal kills the process
    // with its usual status and core dump.
    raise(signal);
}

void termlayout_crash_restore_set_modes_off(const char *sequence) {
    crash_modes_off_length = 0;
    size_t length = strlen(sequence);
    if (length > sizeof crash_modes_off) return;
    memcpy(crash_modes_off, sequence, length);
    crash_modes_off_length = (sig_atomic_t)length;
}

int termlayout_crash_restore_save_modes(int descriptor) {
    crash_descriptor = descriptor;
    return tcgetattr(descriptor, &crash_modes);
}

// Appends terminfo string `name` to the reset sequence, if the terminal has it and it fits.
static void append_capability(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return;
    size_t length = strlen(value);
    if (crash_reset_length + length > sizeof crash_reset) return;
    memcpy(crash_reset + crash_reset_length, value, length);
    crash_reset_length += length;
}

int termlayout_crash_restore_arm(void) {
    crash_reset_length = 0;
    append_capability("sgr0");
    append_capability("cnorm");
    append_capability("rmkx");
    append_capability("rmcup");
    if (sigaltstack(NULL, &crash_previous_stack) != 0) return -1;
    if (crash_previous_stack.ss_flags & SS_DISABLE) {
        stack_t stack;
        stack.ss_sp = crash_stack;
        stack.ss_size = sizeof crash_stack;
        stack.ss_flags = 0;
        if (sigaltstack(&stack, NULL) != 0) return -1;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = crash_handler;
    action.sa_flags = SA_RESETHAND | SA_NODEFER | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < crash_signal_count; index++) {
        if (sigaction(crash_signals[index], &action, &crash_previous[index]) != 0) return -1;
    }
    __atomic_store_n(&crash_restore_armed, 1, __ATOMIC_RELEASE);
    return 0;
}

void termlayout_crash_restore_disarm(void) {
    if (!__atomic_exchange_n(&crash_restore_armed, 0, __ATOMIC_ACQ_REL)) return;
    for (int index = 0; index < crash_signal_count; index++) {
        sigaction(crash_signals[index], &crash_previous[index], NULL);
    }
    // Whoever owns the thread's alternate stack frees it when the thread ends: it must not be
    // this static one then.
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && current.ss_sp == crash_stack) {
        sigaltstack(&crash_previous_stack, NULL);
    }
}

int termlayout_disable_flow_control(int descriptor) {
    struct termios modes;
    if (tcgetattr(descriptor, &modes) != 0) return -1;
    modes.c_iflag &= ~(tcflag_t)IXON;
    if (tcsetattr(descriptor, TCSANOW, &modes) != 0) return -1;
    return def_prog_mode();
}

#endif
