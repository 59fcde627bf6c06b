#include "CEventLoop.h"
#include "Shared.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

enum { max_signals = 16 };

// Read by the signal handler, on whichever thread takes the signal, while another thread may
// open or close the pipe: every access is atomic (lock-free, so safe in a handler).
static int pipe_ends[2] = {-1, -1};
static int caught[max_signals];
static struct sigaction previous[max_signals];
static int caught_count = 0;

static void write_signal(int signal) {
    int saved = errno;
    unsigned char byte = (unsigned char)signal;
    // A full pipe already holds a wake-up; dropping this byte loses nothing the reader needs.
    int end = __atomic_load_n(&pipe_ends[1], __ATOMIC_ACQUIRE);
    if (end >= 0) (void)write(end, &byte, 1);
    termlayout_signal_watchdog_note(signal);
    errno = saved;
}

static int set_flags(int descriptor) {
    int flags = fcntl(descriptor, F_GETFL);
    if (flags == -1 || fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == -1) return -1;
    return fcntl(descriptor, F_SETFD, FD_CLOEXEC);
}

int termlayout_open_nonblocking_pipe(int ends[2]) {
    if (pipe(ends) != 0) return -1;
    if (set_flags(ends[0]) == 0 && set_flags(ends[1]) == 0) return 0;
    int saved = errno;
    close(ends[0]);
    close(ends[1]);
    errno = saved;
    return -1;
}

int termlayout_signal_pipe_open(const int *signals, int count) {
    if (count > max_signals || __atomic_load_n(&pipe_ends[0], __ATOMIC_ACQUIRE) != -1) {
        errno = EINVAL;
        return -1;
    }
    int ends[2];
    if (termlayout_open_nonblocking_pipe(ends) != 0) return -1;
    __atomic_store_n(&pipe_ends[0], ends[0], __ATOMIC_RELEASE);
    __atomic_store_n(&pipe_ends[1], ends[1], __ATOMIC_RELEASE);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = write_signal;
    // Interrupted system calls restart: the run loop learns of signals from the pipe only.
    action.sa_flags = SA_RESTART;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < count; index++) {
        if (sigaction(signals[index], &action, &previous[index]) != 0) {
            termlayout_signal_pipe_close();
            return -1;
        }
        caught[index] = signals[index];
        caught_count = index + 1;
    }
    return ends[0];
}

void termlayout_signal_pipe_restore_handlers(void) {
    for (int index = 0; index < caught_count; index++) {
        sigaction(caught[index], &previous[index], NULL);
    }
    caught_count = 0;
}

void termlayout_signal_pipe_close(void) {
    termlayout_signal_pipe_restore_handlers();
    for (int end = 0; end < 2; end++) {
        int descriptor = __atomic_exchange_n(&pipe_ends[end], -1, __ATOMIC_ACQ_REL);
        if (descriptor != -1) close(descriptor);
    }
}

int termlayout_stop_process(void) {
    struct sigaction stop, ours;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    if (sigaction(SIGTSTP, &stop, &ours) != 0) return -1;
    raise(SIGTSTP);
    return sigaction(SIGTSTP, &ours, NULL);
}

int termlayout_wait_for_foreground(int descriptor) {
    pid_t foreground = tcgetpgrp(descriptor);
    if (foreground == -1) return -1;
    if (foreground == getpgrp()) return 0;
    // From the background, the kernel stops the process group (SIGTTOU) instead of changing the
    // modes, and makes the call again once the group is continued, until it is the foreground.
    struct termios modes;
    if (tcgetattr(descriptor, &modes) != 0) return -1;
    int result;
    do {
        result = tcsetattr(descriptor, TCSANOW, &modes);
    } while (result != 0 && errno == EINTR);
    if (result != 0) return -1;
    if (tcgetpgrp(descriptor) != getpgrp()) {
        errno = EPERM;
        return -1;
    }
    return 0;
}

int termlayout_input_hung_up(int descriptor) {
    struct pollfd input = {.fd = descriptor, .events = POLLIN};
    if (poll(&input, 1, 0) < 0) return 0;
    return (input.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

// 1 if input is waiting on `descriptor`, 0 if not, -1 with errno set if poll fails; never
// blocks, and polls again after a signal.
static int poll_input(int descriptor) {
    struct pollfd input = {.fd = descriptor, .events = POLLIN};
    int ready;
    do {
        ready = poll(&input, 1, 0);
    } while (ready < 0 && errno == EINTR);
    if (ready < 0) return -1;
    return ready > 0 && (input.revents & POLLIN) != 0;
}

int termlayout_input_waiting(int descriptor) {
    return poll_input(descriptor) == 1;
}

long termlayout_read_waiting(int descriptor, unsigned char *buffer, unsigned long capacity) {
    int waiting = poll_input(descriptor);
    if (waiting <= 0) return waiting;
    ssize_t count;
    do {
        count = read(descriptor, buffer, capacity);
    } while (count < 0 && errno == EINTR);
    return count;
}

#if defined(__linux__)
#include <sys/eventfd.h>

// libdispatch's interface for run loops, exported for CoreFoundation (dispatch/private.h).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int termlayout_main_queue_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void termlayout_drain_main_queue(void) {
    // The queue's wake-up is an eventfd that whoever drains reads, as CoreFoundation does.
    eventfd_t wakeups;
    (void)eventfd_read(_dispatch_get_main_queue_handle_4CF(), &wakeups);
    _dispatch_main_queue_callback_4CF(NULL);
}
#else
int termlayout_main_queue_descriptor(void) { return -1; }
void termlayout_drain_main_queue(void) {}
#endif

void termlayout_release_free_heap(void) {
#if defined(__GLIBC__)
    (void)malloc_trim(0);
#endif
}

void termlayout_map_large_blocks(void) {
#if defined(__GLIBC__)
    (void)mallopt(M_MMAP_THRESHOLD, 4 * 1024 * 1024);
#endif
}
