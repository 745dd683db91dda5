package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.output.TaggedLineJackson;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A failure while processing one line marks that line unprocessed and the stream carries on. The
 * failure comes from an extra recogniser that throws on lines containing POISON, given to an
 * engine of this test only.
 */
class StreamingSessionTest {
  static final Recognizer POISON = (ctx, sink) -> {
    if (ctx.raw().contains("POISON")) {
      throw new IllegalStateException("injected failure");
    }
  };
  static final TriageEngine ENGINE =
      TriageEngine.create(CaseBaseLoader.load(true, List.of(), List.of()), 3, Double.NaN, null, false, 1, List.of(POISON));
  static final String FAULT =
      "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.";

  @Test
  void aFailingLineIsTaggedAndTheSessionCarriesOn() {
    try (StreamSession s = ENGINE.openStream()) {
      TaggedLine a = s.accept("before");
      TaggedLine bad = s.accept("POISON here");
      TaggedLine fault = s.accept(FAULT);
      assertTrue(a.processed());
      assertFalse(bad.processed());
      assertEquals(2, bad.lineNumber());
      assertEquals("POISON here", bad.text());
      assertTrue(bad.error().orElseThrow().contains("injected failure"), bad.toString());
      assertTrue(fault.processed());
      assertEquals("ptacase_0043", fault.caseId().orElse("<none>"));
      Diagnosis d = s.diagnosis();
      assertEquals("ptacase_0043", d.bestMatch().orElseThrow().caseId());
      assertTrue(d.warnings().stream().anyMatch(w -> w.line() == 2 && w.message().contains("not processed")), d.warnings().toString());
      assertEquals(3, s.linesAccepted());
    }
  }

  /** One failure on many lines of a source is one warning with its count, not one per line (agg27). */
  @Test
  void oneFailureOnManyLinesIsOneWarningWithItsCount() {
    try (StreamSession s = ENGINE.openStream()) {
      s.accept("before");
      for (int i = 0; i < SessionWarnings.MAX + 50; i++) {
        s.accept("POISON " + i);
      }
      s.accept(FAULT);
      List<io.github.ascendtriage.TriageWarning> w = s.diagnosis().warnings().stream()
          .filter(x -> x.message().contains("not processed")).toList();
      assertEquals(1, w.size(), w.toString());
      assertEquals(2, w.get(0).line(), "the first place stays the warning's place");
      assertEquals(SessionWarnings.MAX + 50, w.get(0).count(), w.toString());
    }
  }

  @Test
  void theTagOutputReportsTheFailedLineAndKeepsTheCount() throws Exception {
    List<String> rows = new ArrayList<>();
    try (StreamSession s = ENGINE.openStream()) {
      for (String l : List.of("one", "POISON", FAULT, "POISON again")) {
        rows.add(TaggedLineJackson.render(s.accept(l))); // what the tag command prints for each line
      }
    }
    ObjectMapper m = new ObjectMapper();
    JsonNode second = m.readTree(rows.get(1));
    assertEquals(2, second.get("line").asInt());
    assertTrue(second.get("error").asText().contains("injected failure"));
    assertEquals("ptacase_0043", m.readTree(rows.get(2)).get("caseId").asText());
    assertTrue(m.readTree(rows.get(3)).has("error"));
    assertEquals(4, m.readTree(rows.get(3)).get("line").asInt());
  }
}
