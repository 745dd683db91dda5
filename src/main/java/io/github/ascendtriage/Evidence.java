package io.github.ascendtriage;

import java.util.Objects;

/**
 * One line of input that supports a feature or a match.
 *
 * @param source the file the line came from, relative to the input root ({@code "-"} for stdin,
 *     {@code "<text>"} for pasted text); never null
 * @param line the 1-based line number in that source
 * @param text the line as read (terminal colours removed, very long lines shortened); never null
 *     <p>Immutable and thread-safe.
 */
public record Evidence(String source, long line, String text) {
  public Evidence {
    Objects.requireNonNull(source, "source");
    Objects.requireNonNull(text, "text");
  }

  // equals and hashCode written out, as the record's would be (a hash map's order stays the
  // same): the record's own are made by a bootstrap method on first use, some 5 ms of a start

  @Override
  public int hashCode() {
    return 31 * (31 * source.hashCode() + Long.hashCode(line)) + text.hashCode();
  }

  @Override
  public boolean equals(Object o) {
    return this == o || o instanceof Evidence e && line == e.line && source.equals(e.source) && text.equals(e.text);
  }

  /** {@code source:line}, the way compilers name a place. */
  public String location() {
    return source + ":" + line;
  }
}
