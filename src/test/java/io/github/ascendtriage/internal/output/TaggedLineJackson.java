package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.github.ascendtriage.TaggedLine;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * The reference for {@code tag}'s JSON object of a line: written with Jackson's generator, which
 * {@link JsonLinesBuffer} (the one writer of tagged lines in the product) must equal byte for byte.
 * Kept in the tests only, as the matcher's brute-force twin is.
 */
public final class TaggedLineJackson {
  private static final JsonFactory FACTORY = new JsonFactory();

  private TaggedLineJackson() {}

  /** A tagged line as one compact JSON object (JSON Lines), without the line separator. */
  public static String render(TaggedLine t) {
    StringWriter w = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(w)) {
      g.writeStartObject();
      g.writeNumberField("line", t.lineNumber());
      g.writeStringField("text", t.text());
      if (t.caseId().isPresent()) {
        g.writeStringField("caseId", t.caseId().get());
      } else {
        g.writeNullField("caseId");
      }
      g.writeStringField("layer", t.layer().id());
      if (t.error().isPresent()) {
        g.writeStringField("error", t.error().get());
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a StringWriter does not fail
    }
    return w.toString();
  }
}
