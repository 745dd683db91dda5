package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TaggedLine;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The buffer writes what Jackson's generator writes for a tagged line, in UTF-8, byte for byte. */
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
    assertWrittenAsTheGeneratorWrites(new Random(16), "ab \"\\/\t\n\r\b\f\u0000\u001f\u007f\u00e9\u4e2d\ufffd\ud83d\ude00{}[]:,", false);
  }

  @Test
  void aPlainTextIsCopiedAsTheGeneratorWritesIt() throws IOException {
    StringBuilder plain = new StringBuilder(); // ASCII from the space on, but for the two JSON escapes
    for (char c = 0x20; c < 0x80; c++) {
      if (c != '"' && c != '\\') {
        plain.append(c);
      }
    }
    assertWrittenAsTheGeneratorWrites(new Random(17), plain.toString(), true);
  }

  @Test
  void aQuietLineFromItsBytesIsWrittenAsTheGeneratorWritesIt() throws IOException {
    // ASCII but ESC, CR and LF (what a reader offers undecoded), a quote and a backslash among them
    StringBuilder pool = new StringBuilder();
    for (char c = 0; c < 0x80; c++) {
      if (c != 0x1B && c != '\r' && c != '\n') {
        pool.append(c);
      }
    }
    Random rnd = new Random(18);
    JsonLinesBuffer b = new JsonLinesBuffer();
    StringWriter expected = new StringWriter();
    for (int n = 0; n < 2_000; n++) {
      StringBuilder s = new StringBuilder();
      int len = rnd.nextInt(n % 100 == 0 ? 70_000 : 300);
      for (int i = 0; i < len; i++) {
        s.append(pool.charAt(rnd.nextInt(n % 2 == 0 ? pool.length() : 40)));
      }
      long no = rnd.nextInt(3) == 0 ? Long.MAX_VALUE - n : n;
      expected.write(TaggedLineJackson.render(new TaggedLine(no, s.toString(), Optional.empty(), Layer.UNKNOWN, Optional.empty())));
      expected.write(System.lineSeparator());
      byte[] bytes = ("xy" + s + "z").getBytes(StandardCharsets.US_ASCII); // the line in the middle of a buffer
      b.addQuiet(no, bytes, 2, bytes.length - 1, plain(s));
    }
    assertEquals(expected.toString(), written(b));
  }

  @Test
  void lineNumbersCountedUpOrJumpedToAreWrittenInFull() throws IOException {
    // counted up one by one across the powers of ten, then jumps down and up (a shorter number
    // after a longer one, whose leading digits must not linger), around Long.MAX_VALUE too
    long[] starts = {0, 1, 95, 9_990, 986, 5, 999_990, 42, 1_000_000_000_000L - 3, 7, Long.MAX_VALUE - 12, 9};
    JsonLinesBuffer b = new JsonLinesBuffer();
    StringBuilder expected = new StringBuilder();
    byte[] text = {'x'};
    for (long start : starts) {
      for (long v = start; v <= start + 12 && v >= 0; v++) {
        expected.append(TaggedLineJackson.render(new TaggedLine(v, "x", Optional.empty(), Layer.UNKNOWN, Optional.empty())))
            .append(System.lineSeparator());
        b.addQuiet(v, text, 0, 1, true);
      }
    }
    assertEquals(expected.toString(), written(b));
  }

  // a text line's ECS event has one writer, addEcs (EcsEvent.render is it): its reference is the
  // schema and the line's values, EcsBytesReferenceTest; the quiet line's event below is held to it

  @Test
  void aQuietLinesEcsEventFromItsBytesIsTheEventOfItsTaggedLine() throws IOException {
    Random rnd = new Random(20);
    JsonLinesBuffer b = new JsonLinesBuffer();
    StringWriter expected = new StringWriter();
    for (int n = 0; n < 2_000; n++) {
      StringBuilder s = new StringBuilder();
      for (int i = rnd.nextInt(n % 200 == 0 ? 5_000 : 150); i > 0; i--) {
        s.append((char) (rnd.nextInt(3) == 0 ? 0x20 + rnd.nextInt(0x60) : rnd.nextInt(0x80)));
      }
      String text = s.toString().replace("\u001b", "").replace("\r", "").replace("\n", "");
      io.github.ascendtriage.LineSource src = new io.github.ascendtriage.LineSource(rnd.nextBoolean() ? "-" : "n/p-" + n + ".log",
          rnd.nextBoolean() ? Optional.of("node-" + n % 3) : Optional.empty(),
          rnd.nextBoolean() ? Optional.of(Integer.toString(rnd.nextInt(99_999))) : Optional.empty());
      long no = n / 2; // each number twice in a row, then the next
      long sourceLine = rnd.nextBoolean() ? no : rnd.nextInt(1_000);
      Optional<String> ts = rnd.nextBoolean() ? Optional.of("2026-09-01T10:00:00.12345" + n % 10) : Optional.empty();
      expected.write(EcsEvent.render(new TaggedLine(no, text, Optional.empty(), Layer.UNKNOWN, Optional.empty(), src, sourceLine,
          Optional.empty(), java.util.OptionalDouble.empty(), java.util.List.of(), java.util.List.of(), false, ts)));
      expected.write(System.lineSeparator());
      byte[] bytes = ("ab" + text + "c").getBytes(StandardCharsets.US_ASCII);
      b.addQuietEcs(no, bytes, 2, bytes.length - 1, plain(text), ts, src, sourceLine);
    }
    assertEquals(expected.toString(), written(b));
  }

  @Test
  void aLineMadeElsewhereIsEncodedAsAUtf8WriterEncodesIt() throws IOException {
    Random rnd = new Random(21);
    String pool = "ab \"\\{}\u00e9\u4e2d\ud83d\ude00\ud800\udc00";
    JsonLinesBuffer b = new JsonLinesBuffer();
    StringBuilder expected = new StringBuilder();
    for (int n = 0; n < 500; n++) {
      String line = random(rnd, pool, 200);
      expected.append(line).append(System.lineSeparator());
      b.addLine(line);
    }
    assertEquals(utf8(expected.toString()), written(b));
  }

  /** What the buffer holds, written out (it is then empty), one char per byte. */
  private static String written(JsonLinesBuffer b) throws IOException {
    java.io.ByteArrayOutputStream got = new java.io.ByteArrayOutputStream();
    b.writeTo(got);
    assertEquals(0, b.length());
    return got.toString(StandardCharsets.ISO_8859_1);
  }

  /** True when {@code s} holds no char JSON escapes: what a caller may tell addQuiet. */
  private static boolean plain(CharSequence s) {
    return s.chars().allMatch(c -> c >= 0x20 && c != '"' && c != '\\');
  }

  private static String random(Random rnd, String pool, int max) {
    StringBuilder s = new StringBuilder();
    for (int i = rnd.nextInt(max + 1); i > 0; i--) {
      s.append(pool.charAt(rnd.nextInt(pool.length())));
    }
    return s.toString();
  }

  /** Random lines of the chars of {@code pool}, added with {@code plainText}, give the generator's bytes. */
  private static void assertWrittenAsTheGeneratorWrites(Random rnd, String pool, boolean plainText) throws IOException {
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
      expected.write(TaggedLineJackson.render(t));
      expected.write(System.lineSeparator());
      b.add(t, plainText);
    }
    assertEquals(utf8(expected.toString()), written(b));
    assertEquals(0, b.length());
  }

  private static void check(TaggedLine t) throws IOException {
    JsonLinesBuffer b = new JsonLinesBuffer();
    b.add(t);
    java.io.ByteArrayOutputStream w = new java.io.ByteArrayOutputStream();
    b.writeTo(w);
    assertEquals(utf8(TaggedLineJackson.render(t) + System.lineSeparator()), w.toString(StandardCharsets.ISO_8859_1));
  }

  /**
   * The bytes a UTF-8 writer (the CLI's output before) makes of {@code s}, one char per byte: lone
   * surrogates become '?'.
   */
  private static String utf8(String s) throws IOException {
    java.io.ByteArrayOutputStream o = new java.io.ByteArrayOutputStream();
    try (java.io.Writer w = new java.io.OutputStreamWriter(o, StandardCharsets.UTF_8)) {
      w.write(s);
    }
    return o.toString(StandardCharsets.ISO_8859_1);
  }
}
