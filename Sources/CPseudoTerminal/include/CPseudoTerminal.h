// Pseudo-terminals for PseudoTerminal.swift: a terminal a test or benchmark opens in its own
// process. ioctl and fcntl are variadic, which Swift cannot call; each wrapper returns what the
// call returned, -1 with errno set on failure. Nothing here is ncurses.
#ifndef TERMLAYOUT_CPSEUDOTERMINAL_H
#define TERMLAYOUT_CPSEUDOTERMINAL_H

#include <sys/ioctl.h>

#include <fcntl.h>
#include <poll.h>
#include <unistd.h>
#if defined(__APPLE__)
#include <util.h>
#else
#include <pty.h> // openpty is in libc itself since glibc 2.34; older ones need -lutil
#endif

// Opens a pseudo-terminal of height rows and width columns: both sides close-on-exec, so
// children this process spawns (tmux in other tests, say) do not hold it open, and the master
// non-blocking, so reading it until EAGAIN takes exactly what is there.
static inline int termlayout_open_pty(int *master, int *slave, int height, int width) {
    struct winsize size = {0};
    size.ws_row = (unsigned short)height;
    size.ws_col = (unsigned short)width;
    if (openpty(master, slave, NULL, NULL, &size) != 0) return -1;
    if (fcntl(*master, F_SETFD, FD_CLOEXEC) != 0 || fcntl(*slave, F_SETFD, FD_CLOEXEC) != 0
        || fcntl(*master, F_SETFL, fcntl(*master, F_GETFL) | O_NONBLOCK) != 0) {
        close(*master);
        close(*slave);
        return -1;
    }
    return 0;
}

// Sets a terminal's size (TIOCSWINSZ), as a terminal emulator does on its master side when
// its window is resized: the slave side's TIOCGWINSZ then reports it.
static inline int termlayout_set_kernel_size(int descriptor, int height, int width) {
    struct winsize size = {0};
    size.ws_row = (unsigned short)height;
    size.ws_col = (unsigned short)width;
    return ioctl(descriptor, TIOCSWINSZ, &size);
}

// A duplicate of descriptor that is close-on-exec from the start (F_DUPFD_CLOEXEC): for a
// FILE that fclose may close without closing the original.
static inline int termlayout_duplicate(int descriptor) {
    return fcntl(descriptor, F_DUPFD_CLOEXEC, 0);
}

// A pipe whose ends are close-on-exec (pipe2 is not everywhere): ends[0] reads, ends[1] writes.
static inline int termlayout_pipe(int ends[2]) {
    if (pipe(ends) != 0) return -1;
    if (fcntl(ends[0], F_SETFD, FD_CLOEXEC) != 0 || fcntl(ends[1], F_SETFD, FD_CLOEXEC) != 0) {
        close(ends[0]);
        close(ends[1]);
        return -1;
    }
    return 0;
}

#endif
