package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.testing.CliRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** {@code ascend-triage explain} and the library lookup behind it (issue 13, item 4). */
class ExplainCommandTest {
  static final AscendTriage TRIAGE = AscendTriage.builder().build();

  static CodeRecord record(String family, String code) {
    return CodeCatalogLoader.builtIn().find(family, code).orElseThrow();
  }

  @Test
  void everyCatalogueRecordIsExplained() {
    List<String> missing = new ArrayList<>();
    for (CodeRecord r : CodeCatalogLoader.builtIn().records()) {
      CodeExplanation x = TRIAGE.explainCode(r.code());
      if (x.matches().stream().noneMatch(e -> e.key().equals(r.key()) && e.meaning().equals(r.meaningEn()))) {
        missing.add(r.key());
      }
    }
    assertEquals(List.of(), missing);
    assertTrue(CodeCatalogLoader.builtIn().size() >= 1898);
  }

  @Test
  void anyPrintedFormAndAnyCaseFindsTheCode() {
    CodeRecord hccl = record("hccl-result", "7");
    CodeRecord acl = record("acl-runtime", "107002");
    CodeRecord msg = record("cann-message", "EI0006");
    String[][] queries = {
      {"0x5000007", hccl.key()}, {"errNo[0x0000000005000007]", hccl.key()},
      {"107002", acl.key()}, {"error code is 107002", acl.key()},
      {"EI0006", msg.key()}, {"ei0006", msg.key()},
      {hccl.name().orElseThrow().toLowerCase(Locale.ROOT), hccl.key()},
    };
    for (String[] q : queries) {
      CodeExplanation x = TRIAGE.explainCode(q[0]);
      assertTrue(x.matches().stream().anyMatch(e -> e.key().equals(q[1])), q[0] + " -> " + x.matches());
    }
    // a DCMI return code as printed
    CodeRecord dcmi = CodeCatalogLoader.builtIn().records().stream()
        .filter(r -> r.family().equals("dcmi") && r.code().equals("-8020")).findFirst().orElseThrow();
    assertTrue(TRIAGE.explainCode("-8020").matches().stream().anyMatch(e -> e.key().equals(dcmi.key())));
  }

  @Test
  void cliTextJsonAndExitCodes() throws Exception {
    CodeRecord acl = record("acl-runtime", "107002");
    CliRun found = CliRun.of("", "explain", "107002");
    assertEquals(0, found.code(), found.err());
    assertTrue(found.out().contains(acl.meaningEn()), found.out());
    assertTrue(found.out().contains(acl.name().orElseThrow()), found.out());

    CliRun json = CliRun.of("", "explain", "--format", "json", "EI0006");
    assertEquals(0, json.code(), json.err());
    JsonNode n = new ObjectMapper().readTree(json.out());
    assertTrue(n.get("found").asBoolean());
    JsonNode m = n.get("matches").get(0);
    assertEquals("EI0006", m.get("code").asText());
    assertEquals(record("cann-message", "EI0006").layer().id(), m.get("layer").asText());
    for (String f : new String[] {"family", "name", "meaning", "meaningZh", "firstStep", "messages", "aliases", "source"}) {
      assertTrue(m.has(f), "missing " + f);
    }

    CliRun unknown = CliRun.of("", "explain", "EI0096");
    assertEquals(1, unknown.code(), unknown.out());
    assertTrue(unknown.out().contains("unknown code"), unknown.out());
    CodeExplanation near = TRIAGE.explainCode("EI0096");
    assertFalse(near.suggestions().isEmpty());
    for (CodeEntry e : near.suggestions()) {
      assertTrue(unknown.out().contains(e.code()), unknown.out());
    }

    assertEquals(2, CliRun.of("", "explain", "--format", "yaml", "EI0006").code());
    assertEquals(2, CliRun.of("", "explain").code());
  }

  /** scope32's field is shown: each script-layer record's scope as its record states it, none for another layer. */
  @Test
  void theScopeARecordStatesIsShownInTextAndJson() throws Exception {
    CodeRecord ranks = record("cann-message", "EI0005");
    CodeRecord process = record("cann-message", "EE1001");
    CodeRecord device = record("cann-message", "EI0006");
    assertEquals("ranks", ranks.scope().orElseThrow().id());
    assertEquals("process", process.scope().orElseThrow().id());
    assertTrue(device.scope().isEmpty());
    for (CodeRecord r : List.of(ranks, process, device)) {
      CodeEntry e = TRIAGE.explainCode(r.code()).matches().stream()
          .filter(m -> m.key().equals(r.key())).findFirst().orElseThrow();
      assertEquals(r.scope().map(s -> s.id()), e.scope(), r.key());
    }
    CliRun text = CliRun.of("", "explain", "EI0005");
    assertTrue(text.out().contains("scope:    ranks"), text.out());
    CliRun none = CliRun.of("", "explain", "EI0006");
    assertFalse(none.out().contains("scope:"), none.out());
    JsonNode m = new ObjectMapper().readTree(CliRun.of("", "explain", "--format", "json", "EE1001").out())
        .get("matches").get(0);
    assertEquals("process", m.get("scope").asText());
  }
}
