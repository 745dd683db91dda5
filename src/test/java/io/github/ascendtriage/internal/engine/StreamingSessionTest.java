package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.cli.Main;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A failure while processing one line marks that line unprocessed and the stream carries on. The
 * failure is injected through {@link StreamingSession#beforeLine}, a hook that production leaves null.
 */
class StreamingSessionTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();
  static final String FAULT =
      "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.";

  @BeforeEach
  void poison() {
    StreamingSession.beforeLine =
        l -> {
          if (l.contains("POISON")) {
            throw new IllegalStateException("injected failure");
          }
        };
  }

  @AfterEach
  void cure() {
    StreamingSession.beforeLine = null;
  }

  @Test
  void aFailingLineIsTaggedAndTheSessionCarriesOn() {
    try (StreamSession s = TRIAGE.openStream()) {
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

  @Test
  void theTagCommandReportsTheFailedLineAndKeepsTheCount() throws Exception {
    String in = "one\nPOISON\n" + FAULT + "\nPOISON again";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code =
        Main.run(
            new String[] {"tag"},
            new ByteArrayInputStream(in.getBytes(StandardCharsets.UTF_8)),
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertEquals(0, code);
    List<String> rows = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals(4, rows.size());
    ObjectMapper m = new ObjectMapper();
    JsonNode second = m.readTree(rows.get(1));
    assertEquals(2, second.get("line").asInt());
    assertTrue(second.get("error").asText().contains("injected failure"));
    assertEquals("ptacase_0043", m.readTree(rows.get(2)).get("caseId").asText());
    assertTrue(m.readTree(rows.get(3)).has("error"));
  }
}
