package io.github.ascendtriage.cli;

import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.internal.output.TerminalText;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One line on a terminal's stderr, redrawn in place while a long reading goes on: files and bytes
 * read of the total, the rate, and the host last read. Nothing is drawn for the first {@link
 * #DELAY_NANOS} of reading, so a short run prints nothing; {@link #close()} erases the line before
 * the report is printed. Thread-safe: the reading threads tell it, a timer thread draws.
 */
final class ProgressLine implements ReadProgress, AutoCloseable {
  /** Reading shorter than this shows no progress. */
  static final long DELAY_NANOS = TimeUnit.SECONDS.toNanos(1);
  /** How often the line is redrawn. */
  static final long EVERY_NANOS = TimeUnit.MILLISECONDS.toNanos(250);
  /** The line never reaches the last column (a terminal would wrap it and break the redraw). */
  static final int MAX_WIDTH = 79;

  private final PrintWriter err;
  private final AtomicInteger files = new AtomicInteger();
  private final AtomicLong bytes = new AtomicLong();
  private final AtomicInteger done = new AtomicInteger();
  private final AtomicLong read = new AtomicLong();
  private volatile String host = "";
  private volatile long start = -1;
  private long lastDrawn = Long.MIN_VALUE;
  private int drawnWidth;
  private ScheduledExecutorService timer;

  ProgressLine(PrintWriter err) {
    this.err = err;
  }

  /**
   * The progress for a command: none when asked to be quiet or when stderr is not a terminal (a
   * pipe or a file would keep every redraw), else a line redrawn by a timer, to be closed after
   * the reading.
   */
  static java.util.Optional<ProgressLine> forStderr(boolean quiet, boolean stderrIsTerminal, PrintWriter err) {
    if (quiet || !stderrIsTerminal) {
      return java.util.Optional.empty();
    }
    ProgressLine p = new ProgressLine(err);
    p.startTimer();
    return java.util.Optional.of(p);
  }

  /**
   * Whether this process's stderr is a terminal. Linux says it through {@code /proc}; elsewhere a
   * console (stdin and stdout both terminals) is taken as the sign.
   */
  static boolean stderrIsTerminal() {
    return isTerminal(2);
  }

  /** Whether file descriptor {@code fd} of this process is a terminal (Linux; else the console is asked). */
  static boolean isTerminal(int fd) {
    try {
      Path link = Path.of("/proc/self/fd/" + fd);
      if (Files.isSymbolicLink(link)) {
        String target = Files.readSymbolicLink(link).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
      }
    } catch (java.io.IOException | SecurityException | UnsupportedOperationException e) {
      // fall through to the console
    }
    return System.console() != null;
  }

  private void startTimer() {
    timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "ascend-triage-progress");
      t.setDaemon(true);
      return t;
    });
    timer.scheduleAtFixedRate(() -> tick(System.nanoTime()), EVERY_NANOS, EVERY_NANOS, TimeUnit.NANOSECONDS);
  }

  @Override
  public void started(int files, long bytes) {
    this.files.set(files);
    this.bytes.set(bytes);
    start = System.nanoTime();
  }

  /** As {@link #started(int, long)}, at a given time (tests). */
  void started(int files, long bytes, long now) {
    started(files, bytes);
    start = now;
  }

  @Override
  public void read(String source, Optional<String> host, long bytes) {
    done.incrementAndGet();
    read.addAndGet(bytes);
    host.ifPresent(h -> this.host = TerminalText.escape(h)); // a folder name is input: no escape reaches the terminal
  }

  /** Draws the line if reading has gone on long enough and the last drawing is old enough. */
  synchronized void tick(long now) {
    long s = start;
    if (s < 0 || now - s < DELAY_NANOS || (lastDrawn != Long.MIN_VALUE && now - lastDrawn < EVERY_NANOS)) {
      return;
    }
    lastDrawn = now;
    String line = line(now - s);
    int w = line.length();
    err.print("\r" + line + " ".repeat(Math.max(0, drawnWidth - w)));
    err.flush();
    drawnWidth = w;
  }

  /** The text of the line after {@code elapsed} nanoseconds of reading. */
  String line(long elapsed) {
    double seconds = Math.max(elapsed, 1) / 1e9;
    long r = read.get();
    String text = String.format(Locale.ROOT, "reading: %d/%d files, %s/%s MB, %s MB/s", done.get(), files.get(),
        mb(r), mb(bytes.get()), mb((long) (r / seconds)));
    String h = host;
    if (!h.isEmpty()) {
      text += ", host " + h;
    }
    return text.length() > MAX_WIDTH ? text.substring(0, MAX_WIDTH - 3) + "..." : text;
  }

  private static String mb(long bytes) {
    return String.format(Locale.ROOT, "%.1f", bytes / 1e6);
  }

  /** Stops drawing and erases the line, so the report starts at the left margin. */
  @Override
  public synchronized void close() {
    if (timer != null) {
      timer.shutdownNow();
    }
    start = -1;
    if (drawnWidth > 0) {
      err.print("\r" + " ".repeat(drawnWidth) + "\r");
      err.flush();
      drawnWidth = 0;
    }
  }
}
