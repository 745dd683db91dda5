package io.github.ascendtriage.internal.extract.scan;

/** Line contexts as the scanner leaves them, for recogniser tests of other packages. */
public final class TestContexts {
  private TestContexts() {}

  /** A context whose current line is {@code body}, raw and stripped alike, at plog level {@code level} (may be null). */
  public static LineContext line(String body, String level) {
    LineContext ctx = new LineContext("<test>");
    ctx.raw = body;
    ctx.body = body;
    ctx.level = level;
    return ctx;
  }
}
