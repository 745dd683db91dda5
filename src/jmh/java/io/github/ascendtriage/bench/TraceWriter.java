package io.github.ascendtriage.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Writes the benchmark's pasted trace of N lines to a file: {@code TraceWriter <lines> <file>}. */
public final class TraceWriter {
  private TraceWriter() {}

  public static void main(String[] args) throws IOException {
    Path f = Path.of(args[1]);
    Files.createDirectories(f.toAbsolutePath().getParent());
    Files.writeString(f, Fixtures.trace(Integer.parseInt(args[0])));
  }
}
