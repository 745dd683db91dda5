package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TaggedLine;
import java.io.IOException;
import java.io.StringWriter;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The buffer writes what Jackson's generator writes for a tagged line, char for char. */
class JsonLinesBufferTest {
  @Test
  void everyCharBelowU3000IsWrittenAsTheGeneratorWritesIt() throws IOException {
    StringBuilder all = new StringBuilder();
    for (char c = 0; c < 0x3000; c++) {
      all.append(c);
    }
    all.append("\ud83d\ude00 \ud800 lone \udc00");
    check(new TaggedLine(1, all.toString(), Optional.empty(), Layer.UNKNOWN, Optional.empty()));
  }

  @Test
  void randomLinesAreWrittenAsTheGeneratorWritesThem() throws IOException {
    Random rnd = new Random(16);
    String pool = "ab \"\\/\t\n\r\b\f\u0000\u001f\u007f\u00e9\u4e2d\ufffd\ud83d\ude00{}[]:,";
    Layer[] layers = Layer.values();
    JsonLinesBuffer b = new JsonLinesBuffer();
    StringWriter expected = new StringWriter();
    for (int n = 0; n < 2_000; n++) {
      StringBuilder s = new StringBuilder();
      int len = rnd.nextInt(n % 100 == 0 ? 100_000 : 200);
      for (int i = 0; i < len; i++) {
        s.append(pool.charAt(rnd.nextInt(pool.length())));
      }
      TaggedLine t = new TaggedLine(rnd.nextInt(3) == 0 ? Long.MAX_VALUE - n : n, s.toString(),
          rnd.nextBoolean() ? Optional.of("case-" + s.substring(0, Math.min(5, s.length()))) : Optional.empty(),
          layers[rnd.nextInt(layers.length)], rnd.nextInt(5) == 0 ? Optional.of("Oops: \"" + n + "\"\n") : Optional.empty());
      expected.write(JsonReport.render(t));
      expected.write(System.lineSeparator());
      b.add(t);
    }
    StringWriter got = new StringWriter();
    b.writeTo(new java.io.PrintWriter(got));
    assertEquals(expected.toString(), got.toString());
    assertEquals(0, b.length());
  }

  private static void check(TaggedLine t) throws IOException {
    JsonLinesBuffer b = new JsonLinesBuffer();
    b.add(t);
    StringWriter w = new StringWriter();
    b.writeTo(new java.io.PrintWriter(w));
    assertEquals(JsonReport.render(t) + System.lineSeparator(), w.toString());
  }
}
