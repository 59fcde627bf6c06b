#include "CEventLoop.h"
#include "Shared.h"

#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

// Read by the signal handler, on whichever thread takes the signal: every access is atomic
// (lock-free, so safe in a handler). The rest is set before the thread starts, or is its own.
static unsigned watched = 0;
static int pending_signal = 0;
static int stood_down = 0;
static int stopping = 0;
static int wake_ends[2] = {-1, -1};
static pthread_t watchdog;
static int watchdog_running = 0;
static int grace_milliseconds = 0;
static void (*restore_terminal)(void) = NULL;

void termlayout_signal_watchdog_note(int signal) {
    if (signal <= 0 || signal >= 32) return;
    if ((__atomic_load_n(&watched, __ATOMIC_ACQUIRE) & (1U << signal)) == 0) return;
    int none = 0;
    if (!__atomic_compare_exchange_n(
            &pending_signal, &none, signal, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
        return;
    }
    unsigned char byte = 1;
    int end = __atomic_load_n(&wake_ends[1], __ATOMIC_ACQUIRE);
    if (end >= 0) (void)write(end, &byte, 1);
}

static long long now_milliseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000 + now.tv_nsec / 1000000;
}

// Sleeps until a wake-up byte comes or `timeout` milliseconds pass (-1: no limit), and drains
// the wake-ups.
static void wait_for_wake_up(int timeout) {
    struct pollfd wake = {.fd = wake_ends[0], .events = POLLIN};
    if (poll(&wake, 1, timeout) <= 0) return;
    unsigned char bytes[16];
    while (read(wake_ends[0], bytes, sizeof bytes) > 0) {}
}

static int stands_down(void) {
    return __atomic_load_n(&stopping, __ATOMIC_ACQUIRE)
        || __atomic_load_n(&stood_down, __ATOMIC_ACQUIRE);
}

// Puts the terminal back and dies of `signal` with its default action, from this thread: the
// signal, unblocked here only, kills the whole process, with the status the shell expects.
static void die_of(int signal) {
    if (restore_terminal != NULL) restore_terminal();
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(signal, &action, NULL);
    sigset_t unblocked;
    sigemptyset(&unblocked);
    sigaddset(&unblocked, signal);
    pthread_sigmask(SIG_UNBLOCK, &unblocked, NULL);
    raise(signal);
    _exit(128 + signal);
}

static void *watch(void *unused) {
    (void)unused;
    int signal;
    while ((signal = __atomic_load_n(&pending_signal, __ATOMIC_ACQUIRE)) == 0) {
        if (stands_down()) return NULL;
        wait_for_wake_up(-1);
    }
    long long deadline = now_milliseconds() + grace_milliseconds;
    while (!stands_down()) {
        long long left = deadline - now_milliseconds();
        if (left <= 0) die_of(signal);
        wait_for_wake_up((int)left);
    }
    return NULL;
}

int termlayout_signal_watchdog_start(
    const int *signals, int count, int grace, void (*restore)(void)) {
    if (watchdog_running) {
        errno = EINVAL;
        return -1;
    }
    unsigned mask = 0;
    for (int index = 0; index < count; index++) {
        if (signals[index] <= 0 || signals[index] >= 32) {
            errno = EINVAL;
            return -1;
        }
        mask |= 1U << signals[index];
    }
    int ends[2];
    if (termlayout_open_nonblocking_pipe(ends) != 0) return -1;
    grace_milliseconds = grace;
    restore_terminal = restore;
    __atomic_store_n(&pending_signal, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&stood_down, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&stopping, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&wake_ends[0], ends[0], __ATOMIC_RELEASE);
    __atomic_store_n(&wake_ends[1], ends[1], __ATOMIC_RELEASE);
    __atomic_store_n(&watched, mask, __ATOMIC_RELEASE);
    // The thread takes no signal: each goes to a thread that runs the pipe's handler.
    sigset_t all, previous;
    sigfillset(&all);
    pthread_sigmask(SIG_SETMASK, &all, &previous);
    int failure = pthread_create(&watchdog, NULL, watch, NULL);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (failure != 0) {
        termlayout_signal_watchdog_stop();
        errno = failure;
        return -1;
    }
    watchdog_running = 1;
    return 0;
}

void termlayout_signal_watchdog_stand_down(void) {
    __atomic_store_n(&stood_down, 1, __ATOMIC_RELEASE);
}

void termlayout_signal_watchdog_stop(void) {
    __atomic_store_n(&watched, 0, __ATOMIC_RELEASE);
    __atomic_store_n(&stopping, 1, __ATOMIC_RELEASE);
    if (watchdog_running) {
        unsigned char byte = 1;
        (void)write(wake_ends[1], &byte, 1);
        pthread_join(watchdog, NULL);
        watchdog_running = 0;
    }
    for (int end = 0; end < 2; end++) {
        int descriptor = __atomic_exchange_n(&wake_ends[end], -1, __ATOMIC_ACQ_REL);
        if (descriptor != -1) close(descriptor);
    }
}
