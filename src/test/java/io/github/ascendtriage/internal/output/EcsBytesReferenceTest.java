package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TestPaths;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The byte writer of ECS events ({@link JsonLinesBuffer#addEcs}) checked against a reference of
 * its own, not against the other writer: each event it writes is parsed by Jackson, validated
 * against {@code docs/schema/tag-ecs.schema.json}, and compared with the event the schema's field
 * descriptions make of the tagged line (built here, field by field, from the line's values).
 */
class EcsBytesReferenceTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @Test
  void everyEventParsesValidatesAndHoldsTheLinesValues() throws IOException {
    Schema schema;
    try (InputStream in = Files.newInputStream(TestPaths.repo().resolve("docs/schema/tag-ecs.schema.json"))) {
      schema = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(in);
    }
    Random rnd = new Random(37);
    List<TaggedLine> lines = new ArrayList<>();
    for (int n = 1; n <= 2_000; n++) {
      lines.add(line(rnd, n));
    }
    JsonLinesBuffer b = new JsonLinesBuffer();
    lines.forEach(b::addEcs);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    b.writeTo(out);
    String[] written = out.toString(StandardCharsets.UTF_8).split(System.lineSeparator(), -1);
    assertEquals(lines.size() + 1, written.length, "one line per event, each ended");
    assertEquals("", written[lines.size()]);
    int alerts = 0;
    for (int i = 0; i < lines.size(); i++) {
      JsonNode got = JSON.readTree(written[i]);
      assertTrue(schema.validate(got).isEmpty(), "event " + i + ": " + schema.validate(got) + "\n" + written[i]);
      // numbers compared as the parser reads them (an int where it fits), not as the reference built them
      assertEquals(JSON.readTree(JSON.writeValueAsString(expected(lines.get(i)))), got, "event " + i);
      alerts += got.path("event").path("kind").asText().equals("alert") ? 1 : 0;
    }
    assertTrue(alerts > 100 && alerts < lines.size() - 100, "alerts: " + alerts);
  }

  /** The event the schema describes for {@code t}, which came in as text (its strings as UTF-8 carries them). */
  private static JsonNode expected(TaggedLine t) {
    ObjectNode e = JSON.createObjectNode();
    t.timestamp().ifPresent(ts -> e.put("@timestamp", ts));
    e.put("message", utf8(t.text()));
    e.putObject("ecs").put("version", "8.11.0");
    if (!t.source().file().equals("-")) {
      e.putObject("log").putObject("file").put("path", t.source().file());
    }
    t.source().host().ifPresent(h -> e.putObject("host").put("name", utf8(h)));
    // a pid that is a number a long holds (digits, Unicode ones too, at most 18) is written as one; any other is left out
    t.source().pid().filter(p -> !p.isEmpty() && p.length() < 19 && p.chars().allMatch(Character::isDigit))
        .ifPresent(p -> e.putObject("process").put("pid", Long.parseLong(p)));
    boolean fault = t.error().isEmpty() && (t.caseId().isPresent() || (!t.codes().isEmpty() && !t.cascade()));
    e.putObject("event").put("kind", fault ? "alert" : "event").put("sequence", t.lineNumber()).put("module", "ascend-triage");
    t.caseId().ifPresent(id -> {
      ObjectNode rule = e.putObject("rule").put("id", id);
      t.title().ifPresent(x -> rule.put("name", utf8(x)));
      rule.put("ruleset", "ascend-triage");
      if (!t.references().isEmpty()) {
        rule.put("reference", String.join(", ", t.references()));
      }
    });
    if (!t.codes().isEmpty()) {
      e.putObject("error").put("code", t.codes().get(0));
    }
    ObjectNode labels = e.putObject("labels").put("layer", t.layer().id());
    t.confidence().ifPresent(c -> labels.put("confidence", String.valueOf(c)));
    labels.put("cascade", String.valueOf(t.cascade())).put("line", String.valueOf(t.sourceLine()));
    if (t.codes().size() > 1) {
      labels.put("codes", String.join(" ", t.codes()));
    }
    t.error().ifPresent(x -> labels.put("tag_error", x));
    return e;
  }

  /** {@code s} as a UTF-8 encoder leaves it (a lone surrogate as {@code ?}). */
  private static String utf8(String s) {
    return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.UTF_8);
  }

  /** A line with values the schema allows: any text, any source, a case with its title or none. */
  private static TaggedLine line(Random rnd, int n) {
    String text = text(rnd, rnd.nextInt(400) == 0 ? 70_000 : rnd.nextInt(40) == 0 ? 5_000 : 100);
    Optional<String> pid = switch (rnd.nextInt(7)) {
      case 0 -> Optional.empty();
      case 1 -> Optional.of("0" + rnd.nextInt(99_999));
      case 2 -> Optional.of("98765abc");
      case 3 -> Optional.of("1234567890123456789"); // 19 digits: more than a pid is
      case 4 -> Optional.of("\u0663\u0664"); // Arabic-Indic digits: 34
      default -> Optional.of(Integer.toString(rnd.nextInt(4_000_000)));
    };
    LineSource src = new LineSource(rnd.nextInt(3) == 0 ? "-" : "host-" + n % 4 + "/plog/plog-" + n + "_1.log",
        rnd.nextBoolean() ? Optional.of("worker-" + text(rnd, 3)) : Optional.empty(), pid);
    boolean hasCase = rnd.nextInt(3) == 0;
    List<String> codes = List.of("EI0002", "EJ0001", "0x7020023").subList(0, rnd.nextInt(4));
    Layer[] layers = Layer.values();
    return new TaggedLine(rnd.nextInt(9) == 0 ? Long.MAX_VALUE - n : n, text, hasCase ? Optional.of("case-" + n) : Optional.empty(), layers[rnd.nextInt(layers.length)],
        rnd.nextInt(9) == 0 ? Optional.of("bad \"line\" " + n + "\n") : Optional.empty(), src, 1 + rnd.nextInt(90_000),
        hasCase ? Optional.of("Title " + text(rnd, 20)) : Optional.empty(),
        hasCase ? OptionalDouble.of(rnd.nextInt(1001) / 1000.0) : OptionalDouble.empty(),
        hasCase && rnd.nextBoolean() ? List.of("https://example/" + n, "lesson 3.2") : List.of(),
        codes, rnd.nextBoolean(), rnd.nextBoolean() ? Optional.of("2026-09-01T10:00:0" + rnd.nextInt(10) + ".123456") : Optional.empty());
  }

  /** Text with control characters, NUL, quotes, backslashes, CJK, a character outside the BMP and lone surrogates. */
  private static String text(Random rnd, int max) {
    String pool = "ab \t\n\"\\/\u0000\u0001\u001f\u007f\u00e9\u4e2d\u6587xyz0123456789:[]{}";
    StringBuilder s = new StringBuilder();
    for (int i = 1 + rnd.nextInt(max); i > 0; i--) {
      switch (rnd.nextInt(30)) {
        case 0 -> s.append("\uD83D\uDE00"); // outside the BMP
        case 1 -> s.append('\ud800'); // a lone surrogate
        default -> s.append(pool.charAt(rnd.nextInt(pool.length())));
      }
    }
    return s.toString();
  }
}
