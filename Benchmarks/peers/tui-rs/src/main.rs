//! tui-timer SCENARIO SIZE REPS
//!
//! scenario-timer's view screens in tui-rs 0.19, whose `Layout` solves with the cassowary 0.3
//! crate and keeps every result in a thread-local cache keyed by area and layout. Prints
//! `OPERATION SIZE median_ns` per operation, as scenario-timer does:
//!
//!   view-stack N      view-stack-resize: the layout alone (`Layout::split`) of a one-row
//!                     border over N one-cell rows, at the next of 120×40, 100×30, 160×60,
//!                     80×24; every split misses the cache (the screen moves one column right
//!                     at each step, which changes the key and not the work)
//!   view-grid G       view-grid-resize: the same for G rows of G cells sharing the screen
//!   terminal-stack N  terminal-stack-resize: the screen drawn on a pseudo-terminal this
//!                     process opens (termion backend); a step resizes it (not timed), then
//!                     times `Terminal::draw`: size read, buffers resized, layout, widgets
//!                     rendered, the difference written and flushed. One cycle of sizes runs
//!                     first, untimed, so that every timed layout hits the cache
//!   terminal-grid G   terminal-grid-resize: the same for the grid
//!
//! Each repetition times one cycle of the four sizes, as scenario-timer does.

use std::fs::File;
use std::io::{Read, Write};
use std::os::unix::io::FromRawFd;
use std::time::Instant;
use tui::backend::{Backend, TermionBackend};
use tui::layout::{Constraint, Direction, Layout, Rect};
use tui::widgets::{Block, Borders, Paragraph};
use tui::{Frame, Terminal};

const SIZES: [(u16, u16); 4] = [(120, 40), (100, 30), (160, 60), (80, 24)];

/// The rectangles of the screen and the text each shows, as `SampleScreens` lays it out.
fn layout(stack: bool, count: usize, area: Rect) -> Vec<(Rect, String)> {
    if stack {
        let halves = Layout::default()
            .direction(Direction::Vertical)
            .constraints([Constraint::Length(1), Constraint::Min(0)])
            .split(area);
        let rows = Layout::default()
            .direction(Direction::Vertical)
            .constraints(vec![Constraint::Length(1); count])
            .split(halves[1]);
        rows.into_iter()
            .enumerate()
            .map(|(i, row)| (row, format!("row {i} │ 行 {i}")))
            .collect()
    } else {
        let share = vec![Constraint::Ratio(1, count as u32); count];
        let rows = Layout::default()
            .direction(Direction::Vertical)
            .constraints(share.clone())
            .split(area);
        let mut cells = Vec::with_capacity(count * count);
        for (r, row) in rows.into_iter().enumerate() {
            let across = Layout::default()
                .direction(Direction::Horizontal)
                .constraints(share.clone())
                .split(row);
            cells.extend(
                across
                    .into_iter()
                    .enumerate()
                    .map(|(c, cell)| (cell, format!("c{r}_{c}"))),
            );
        }
        cells
    }
}

/// Draws what `SampleView` draws: a cell of 2×2 or more boxed with its name as the title and
/// its text inside, a smaller one its text alone.
fn draw<B: Backend>(frame: &mut Frame<B>, stack: bool, count: usize) {
    for (area, text) in layout(stack, count, frame.size()) {
        if area.width == 0 || area.height == 0 {
            continue;
        }
        let paragraph = Paragraph::new(text.clone());
        if area.width >= 2 && area.height >= 2 {
            frame.render_widget(
                paragraph.block(Block::default().borders(Borders::ALL).title(text)),
                area,
            );
        } else {
            frame.render_widget(paragraph, area);
        }
    }
}

fn median(samples: &mut Vec<u128>) -> u128 {
    samples.sort_unstable();
    let middle = samples.len() / 2;
    if samples.len() % 2 == 1 {
        samples[middle]
    } else {
        (samples[middle - 1] + samples[middle]) / 2
    }
}

/// Sets the pseudo-terminal's size, as a terminal emulator does when its window changes.
fn set_size(master: i32, (width, height): (u16, u16)) {
    let size = libc::winsize {
        ws_row: height,
        ws_col: width,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    assert_eq!(
        unsafe { libc::ioctl(master, libc::TIOCSWINSZ, &size) },
        0,
        "TIOCSWINSZ"
    );
}

/// The terminal steps: stdout becomes the slave of a new pseudo-terminal (termion asks stdout
/// for the size, as in an app), and a thread drains the master as a terminal emulator would.
/// Returns the resize times; the results are printed on the original stdout.
fn terminal_resizes(stack: bool, count: usize, reps: usize) -> Vec<u128> {
    let (mut master, mut slave) = (0, 0);
    let first = libc::winsize {
        ws_row: 24,
        ws_col: 80,
        ws_xpixel: 0,
        ws_ypixel: 0,
    };
    let opened = unsafe {
        libc::openpty(
            &mut master,
            &mut slave,
            std::ptr::null_mut(),
            std::ptr::null(),
            &first,
        )
    };
    assert_eq!(opened, 0, "openpty");
    let saved_stdout = unsafe { libc::dup(libc::STDOUT_FILENO) };
    unsafe { libc::dup2(slave, libc::STDOUT_FILENO) };
    let mut reader = unsafe { File::from_raw_fd(libc::dup(master)) };
    std::thread::spawn(move || {
        let mut buffer = [0u8; 65536];
        while matches!(reader.read(&mut buffer), Ok(n) if n > 0) {}
    });
    unsafe { libc::close(slave) };
    // Stdout as tui-rs's termion examples use it (a line-buffered writer to fd 1).
    let mut terminal = Terminal::new(TermionBackend::new(std::io::stdout())).expect("terminal");
    terminal
        .draw(|frame| draw(frame, stack, count))
        .expect("draw");
    let mut samples = Vec::new();
    for rep in 0..=reps {
        for size in SIZES {
            set_size(master, size);
            let start = Instant::now();
            terminal
                .draw(|frame| draw(frame, stack, count))
                .expect("draw");
            if rep > 0 {
                samples.push(start.elapsed().as_nanos());
            }
        }
    }
    drop(terminal);
    std::io::stdout().flush().expect("flush");
    unsafe {
        libc::dup2(saved_stdout, libc::STDOUT_FILENO);
        libc::close(saved_stdout);
    }
    samples
}

fn main() {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let parsed = match arguments.as_slice() {
        [scenario, size, reps] => size
            .parse::<usize>()
            .ok()
            .zip(reps.parse::<usize>().ok())
            .map(|(s, r)| (scenario.as_str(), s, r)),
        _ => None,
    };
    let Some((scenario, count, reps)) = parsed.filter(|&(_, s, r)| s >= 1 && r >= 1) else {
        eprintln!("usage: tui-timer view-stack|view-grid|terminal-stack|terminal-grid SIZE REPS");
        std::process::exit(2);
    };
    let stack = scenario.ends_with("stack");
    let mut samples = match scenario {
        "view-stack" | "view-grid" => {
            let mut samples = Vec::new();
            let mut column: u16 = 0;
            for _ in 0..reps {
                for (width, height) in SIZES {
                    column += 1;
                    let start = Instant::now();
                    std::hint::black_box(layout(stack, count, Rect::new(column, 0, width, height)));
                    samples.push(start.elapsed().as_nanos());
                }
            }
            samples
        }
        "terminal-stack" | "terminal-grid" => terminal_resizes(stack, count, reps),
        _ => {
            eprintln!("tui-timer: unknown scenario {scenario}");
            std::process::exit(2);
        }
    };
    println!("{scenario}-resize {count} {}", median(&mut samples));
}
