// What CEventLoop's C files share among themselves; Swift sees only include/CEventLoop.h.
#ifndef TERMLAYOUT_CEVENTLOOP_SHARED_H
#define TERMLAYOUT_CEVENTLOOP_SHARED_H

// Opens a pipe whose ends are non-blocking and closed on exec. Returns 0, or -1 with errno set
// and nothing left open.
int termlayout_open_nonblocking_pipe(int ends[2]);

// Tells the signal watchdog that `signal` came; the pipe's handler calls it, so it makes only
// async-signal-safe calls. Does nothing for a signal the watchdog does not watch.
void termlayout_signal_watchdog_note(int signal);

#endif
