package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.cli.Main;
import java.nio.charset.StandardCharsets;
import io.github.ascendtriage.testing.CliRun;
import org.junit.jupiter.api.Test;

/** {@code --ascend-fd-kb} on the command line, run in-process. */
class AscendFdCliTest {
  static CliRun run(String stdin, String... args) {
    return CliRun.of(stdin, args);
  }

  @Test
  void diagnoseNamesTheImportedEntryAndItsKnowledgeBase() throws Exception {
    CliRun r =
        run(
            "Dec 01 03:04:05 host7 kernel: demo-nic eth3 port 2 went down (carrier lost)\n",
            "diagnose", "--format", "json", "--ascend-fd-kb", AscendFdKnowledgeBaseTest.SMALL.toString(), "-");
    // a bare hit is listed in its own channel, not claimed (only 0.337 at most)
    assertEquals(Main.NOTHING, r.code(), r.err());
    JsonNode d = new ObjectMapper().readTree(r.out());
    assertEquals(0, d.get("matches").size(), r.out());
    JsonNode h = d.get("knowledgeBaseHits").get(0);
    assertEquals("DEMO_LINK_01", h.get("entryId").asText());
    assertEquals("ascend-fd:DEMO_LINK_01", h.get("caseId").asText());
    assertEquals("OS", h.get("kind").asText());
    assertEquals("network", h.get("layer").asText());
    assertEquals("NPU", h.get("component").asText());
    assertEquals(false, h.get("claimed").asBoolean());
    assertEquals(1, h.get("evidence").get("line").asInt());
    CliRun again =
        run("Dec 01 03:04:05 host7 kernel: demo-nic eth3 port 2 went down (carrier lost)\n",
            "diagnose", "--format", "json", "--min-confidence", "0.01", "--ascend-fd-kb", AscendFdKnowledgeBaseTest.SMALL.toString(), "-");
    JsonNode m = new ObjectMapper().readTree(again.out()).get("matches").get(0);
    assertEquals("ascend-fd:DEMO_LINK_01", m.get("caseId").asText());
    assertEquals("ascend-fd", m.get("knowledgeBase").asText());
  }

  @Test
  void aBrokenKnowledgeBaseIsOneClearError() {
    String f = AscendFdKnowledgeBaseTest.DIR.resolve("broken.json").toString();
    CliRun r = run("x\n", "diagnose", "--ascend-fd-kb", f, "-");
    assertEquals(Main.ERROR, r.code());
    assertTrue(r.err().contains(f + ": $: invalid JSON"), r.err());
  }
}
