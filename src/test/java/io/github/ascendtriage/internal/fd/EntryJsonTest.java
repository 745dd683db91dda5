package io.github.ascendtriage.internal.fd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link EntryJson} reads both shapes an ascend-fd entry comes in, and wrong types as empty. */
class EntryJsonTest {
  static JsonNode json(String s) throws Exception {
    return new ObjectMapper().readTree(s);
  }

  @Test
  void dottedKeysAreFoldedAndNestedOnesWin() throws Exception {
    JsonNode n = EntryJson.undot(json("{\"attribute.cause_en\": \"dotted\", \"attribute.module\": \"HCCL\","
        + " \"attribute\": {\"cause_en\": \"nested\"}, \"regex.in\": [\"a\"], \"source_file\": \"CANN_Plog\"}"));
    assertEquals("nested", n.path("attribute").path("cause_en").asText());
    assertEquals("HCCL", n.path("attribute").path("module").asText());
    assertEquals("a", n.path("regex").path("in").get(0).asText());
    assertEquals("CANN_Plog", n.path("source_file").asText());
  }

  @Test
  void anEntryWithoutDottedKeysIsReturnedAsIs() throws Exception {
    JsonNode raw = json("{\"attribute\": {\"cause_en\": \"x\"}}");
    assertSame(raw, EntryJson.undot(raw));
  }

  @Test
  void textAndLinesAcceptAStringOrAListAndReadOtherTypesAsEmpty() throws Exception {
    JsonNode n = json("{\"s\": \"one\\ntwo\", \"l\": [\"one\", 2, \"two\"], \"o\": {\"a\": 1}}");
    assertEquals(List.of("one", "two"), EntryJson.lines(n.path("s")));
    assertEquals(List.of("one", "two"), EntryJson.lines(n.path("l")));
    assertEquals("one two", EntryJson.text(n, "l"));
    assertEquals("", EntryJson.text(n, "o"));
    assertEquals("", EntryJson.text(n, "missing"));
    assertEquals(List.of(), EntryJson.lines(n.path("o")));
  }
}
