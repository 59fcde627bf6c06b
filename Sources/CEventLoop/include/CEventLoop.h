// What TermLayoutCurses' run loop needs from C: signals turned into bytes on a pipe (a
// handler may only make async-signal-safe calls, which Swift code cannot promise), a watchdog
// that ends the process for a terminating signal the run loop is too busy to take, the
// terminal's bytes read without blocking, job control (stopping as Ctrl-Z does, waiting to
// be the foreground again), the main dispatch
// queue's wake-up descriptor, which lets a thread blocked in poll serve the main actor, as
// CoreFoundation's run loop does on Linux, and glibc's heap trim.
#ifndef TERMLAYOUT_CEVENTLOOP_H
#define TERMLAYOUT_CEVENTLOOP_H

// Installs a handler for each of `signals` that writes the signal's number, as one byte, to a
// non-blocking pipe, and returns the pipe's read end; the handlers there were are kept, for
// termlayout_signal_pipe_close. Returns -1 with errno set on failure, having changed nothing.
int termlayout_signal_pipe_open(const int *signals, int count);

// Puts back the handlers termlayout_signal_pipe_open replaced; the pipe stays open, so that the
// signals that came before can still be read from it.
void termlayout_signal_pipe_restore_handlers(void);

// Puts back the handlers termlayout_signal_pipe_open replaced, if it has not yet, and closes the
// pipe.
void termlayout_signal_pipe_close(void);

// Starts a thread that watches for `signals` (each below 32) reaching the pipe's handlers: once
// one comes, the run loop has `grace` milliseconds to take it and call
// termlayout_signal_watchdog_stand_down; if it has not, the thread calls `restore` (which must
// be async-signal-safe: the main thread may be anywhere) and the process dies of the signal,
// with its default action. Returns 0, or -1 with errno set if it is running already or cannot
// start.
int termlayout_signal_watchdog_start(
    const int *signals, int count, int grace, void (*restore)(void));

// Tells the watchdog that the run loop has taken the signal and ends the process itself.
void termlayout_signal_watchdog_stand_down(void);

// Stops the watchdog and waits for its thread to end; harmless when it is not running.
void termlayout_signal_watchdog_stop(void);

// The main queue's wake-up descriptor: readable whenever work waits on the main queue (Linux;
// -1 where the queue wakes a Mach port instead).
int termlayout_main_queue_descriptor(void);

// Runs the work waiting on the main queue; call on the main thread, when the descriptor is
// readable.
void termlayout_drain_main_queue(void);

// Stops the process as Ctrl-Z does, with SIGTSTP and its default action, so the shell reports
// it stopped; returns once SIGCONT has resumed it, with the pipe's handler for SIGTSTP back.
// Returns -1 with errno set if the action could not be changed.
int termlayout_stop_process(void);

// Returns once the process's group is the foreground one of the terminal on `descriptor`: in the
// background it stops (SIGTTOU, as a job that sets its terminal's modes there does) until `fg`
// continues it in the foreground. Returns 0 in the foreground; -1 with errno set if it cannot
// wait (EIO: its process group is orphaned; EPERM: SIGTTOU is ignored or blocked) or the
// descriptor is no terminal.
int termlayout_wait_for_foreground(int descriptor);

// Whether `descriptor`'s terminal has hung up (poll's POLLHUP, POLLERR or POLLNVAL): its
// window closed, its pseudo-terminal's master side gone, or the session's vhangup. Input that
// makes no event is no sign of it.
int termlayout_input_hung_up(int descriptor);

// Whether input is waiting on `descriptor` to be read (poll's POLLIN), never blocking.
int termlayout_input_waiting(int descriptor);

// Reads what is waiting on `descriptor` into `buffer`, never blocking: the number of bytes
// read, 0 when nothing is waiting (or at the end of the input), -1 with errno set on an error.
// A read cut short by a signal is made again.
long termlayout_read_waiting(int descriptor, unsigned char *buffer, unsigned long capacity);

// Gives the heap's free pages back to the system: glibc's malloc_trim, which releases free
// pages inside the heap as well as at its top. Does nothing where the C library has no such call.
void termlayout_release_free_heap(void);

// Has malloc map every block of 4 MB or more on its own, so that freeing it gives it back at
// once. glibc otherwise raises that threshold to the largest block freed (up to 32 MB), after
// which large short-lived blocks come from the heap and stay resident until a trim. Does
// nothing where the C library has no such setting.
void termlayout_map_large_blocks(void);

#endif
