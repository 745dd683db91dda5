package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.TestPaths;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class NpuEventNodesTest {
  static final ObjectMapper M = new ObjectMapper();

  @Test
  void badEntriesAreNamedWithTheirPath() throws Exception {
    JsonNode n = M.readTree("{\"nodeTypes\": {\"0x7\": \"HBM\", \"0x70\": \"\", \"0x71\": \"LPM\"}}");
    CodeCatalogException e = assertThrows(CodeCatalogException.class, () -> NpuEventNodes.read(n, "t.json"));
    assertTrue(e.problems().contains("t.json: $.nodeTypes.0x7: a node type is 0x and two lowercase hex digits"), e.problems().toString());
    assertTrue(e.problems().stream().anyMatch(p -> p.startsWith("t.json: $.nodeTypes.0x70: a module is")), e.problems().toString());
    assertEquals(2, e.problems().size());
    assertThrows(CodeCatalogException.class, () -> NpuEventNodes.read(M.readTree("{}"), "t.json"));
  }

  @Test
  void theNodeTypeIsBitsSeventeenToTwentyFour() throws Exception {
    NpuEventNodes t = NpuEventNodes.read(M.readTree("{\"nodeTypes\": {\"0x70\": \"HBM\", \"0x83\": \"PORT\"}}"), "t.json");
    assertEquals(Optional.of("HBM"), t.moduleOf(0x70L << 17));
    assertEquals(Optional.of("PORT"), t.moduleOf(0x81078605L));
    assertEquals(Optional.empty(), t.moduleOf(0x80BD8009L));
    assertTrue(NpuEventNodes.isEvent(0x80000000L) && !NpuEventNodes.isEvent(0x70000000L) && !NpuEventNodes.isEvent(0x800000000L));
  }

  /** Every event id of ascend-fd's knowledge base (device OS entries) gets the module that entry names. */
  @Test
  void theShippedTableAgreesWithTheAscendFdEventIds() throws Exception {
    Path kg = TestPaths.shared().resolve("ascend-fd/kg-config.json");
    assumeTrue(Files.isRegularFile(kg), "../shared/ascend-fd is not beside the clone");
    NpuEventNodes t = NpuEventNodes.builtIn();
    int checked = 0;
    for (Iterator<Map.Entry<String, JsonNode>> it = M.readTree(kg.toFile()).get("knowledge-repository").fields(); it.hasNext();) {
      Map.Entry<String, JsonNode> e = it.next();
      if (!e.getKey().matches("0x8[0-9A-Fa-f]{7}")) {
        continue;
      }
      String module = e.getValue().path("attribute").path("module").asText();
      String got = t.moduleOf(Long.parseLong(e.getKey().substring(2), 16)).orElse("(none)");
      // one name per node type: where the knowledge base uses two (HBM and HBMC), the table keeps one of them
      assertTrue(module.equals(got) || module.startsWith(got) || got.startsWith(module) || module.contains("DISP") || got.contains("DISP"),
          e.getKey() + " is " + module + " in ascend-fd, " + got + " in the table");
      checked++;
    }
    assertTrue(checked > 100, "checked " + checked);
  }
}
