package io.github.ascendtriage.flink;

import java.util.Objects;

/**
 * One log line of a job, as a Flink POJO: the job (the key), the file, host and pid it came from
 * (host and pid may be null), and the text. Mutable, as Flink's POJO type requires; not
 * thread-safe.
 */
public final class LogLine {
  /** The job the line belongs to: every process of one job meets in one session. */
  public String job;
  /** The file, relative to the log root when known (it tells host, device and pid as a tree does). */
  public String file;
  /** The host, or null. */
  public String host;
  /** The writing process, or null. */
  public String pid;
  /** The line without its terminator. */
  public String text;

  /** An empty line, for Flink. */
  public LogLine() {}

  public LogLine(String job, String file, String host, String pid, String text) {
    this.job = Objects.requireNonNull(job, "job");
    this.file = Objects.requireNonNull(file, "file");
    this.host = host;
    this.pid = pid;
    this.text = Objects.requireNonNull(text, "text");
  }
}
