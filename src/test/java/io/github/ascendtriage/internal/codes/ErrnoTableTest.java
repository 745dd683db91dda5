package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The shipped errno table loads, cites its sources, names only rules that exist, and bad files are named. */
class ErrnoTableTest {
  @Test
  void builtInTableLoadsWithSourcesAndKnownRules() throws Exception {
    ErrnoTable t = ErrnoTable.builtIn();
    assertFalse(t.all().isEmpty());
    Set<String> rules = java.util.stream.StreamSupport.stream(new ObjectMapper()
            .readTree(new java.io.File("casebase/reasoning.json")).get("rules").spliterator(), false)
        .map(r -> r.get("id").asText()).collect(Collectors.toSet());
    for (ErrnoTable.Errno e : t.all()) {
      assertTrue(e.sources().stream().anyMatch(s -> s.startsWith("https://")), e.name());
      assertTrue(rules.containsAll(e.supports()), e.name() + " names a rule reasoning.json does not hold: " + e.supports());
      assertEquals(e, t.byNumber(e.number()).orElseThrow());
      assertEquals(e, t.byName(e.name().toLowerCase(java.util.Locale.ROOT)).orElseThrow());
    }
  }

  @Test
  void everyProblemOfABadFileIsNamed() throws Exception {
    CodeCatalogException x = assertThrows(CodeCatalogException.class, () -> ErrnoTable.read(new ObjectMapper().readTree("""
        {"errnos": [
          {"number": 0, "name": "ENOMEM", "text": "Cannot allocate memory", "supports": [], "sources": ["https://a"]},
          {"number": 12, "name": "enomem", "text": "", "supports": ["nolayer"], "sources": ["man errno"]},
          {"number": 12, "name": "EX", "text": "t", "supports": [], "sources": ["https://a"], "layer": "device"}]}"""), "t"));
    String all = String.join("\n", x.problems());
    for (String want : new String[] {"$.errnos[0].number", "$.errnos[1].name", "$.errnos[1].text", "$.errnos[1].supports",
        "$.errnos[1].sources", "$.errnos[2].number: 12 is listed twice", "$.errnos[2].layer: unknown field",
        "$.errnos[2].name"}) {
      assertTrue(all.contains(want), want + " in\n" + all);
    }
  }
}
