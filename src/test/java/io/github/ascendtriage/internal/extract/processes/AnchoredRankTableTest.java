package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.AnchoredFindCheck;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The rank table's field search, run from the quoted field names (issue 38), finds what the regex
 * finds from every char: random lines of the field names, quotes, values and near misses, and the
 * documented layouts (one field a line, one device a line, a whole table on one line).
 */
class AnchoredRankTableTest {
  private static final String ONE_LINE = "{\"server_count\":\"1\",\"server_list\":[{\"server_id\":\"node-1\","
      + "\"device\":[{\"device_id\":\"0\",\"device_ip\":\"192.0.2.10\",\"rank_id\":\"0\"}]}],"
      + "\"super_pod_list\":[{\"super_pod_id\":\"0\",\"server_list\":[{\"server_id\":\"node-1\"}]}],"
      + "\"super_device_id\": 7}";

  @Test
  void fieldsAsTheRegexFindsThem() {
    List<String> p = new ArrayList<>(List.of("\"", "\":", "\" : ", ":", " ", "[", "]", "{", "}", ",", "\\", "\"0\"",
        "-1", "12", "\"192.0.2.10\"", "server", "device", "_id", "\"devices\"", "x\""));
    for (String f : List.of("server_count", "server_list", "server_id", "device", "device_id", "device_ip",
        "rank_id", "super_pod_list", "super_pod_id", "super_device_id")) {
      p.add("\"" + f + "\"");
      p.add(f);
    }
    AnchoredFindCheck.sameAsFind(RankTableRecognizer.FIND, p,
        List.of(ONE_LINE, "        \"device_ip\": \"192.0.2.11\",", "  \"rank_id\"  :  \"3\"}, \"device\": ["), 30_000);
  }

  @Test
  void aFieldNameAnchorOneCharLateMissesTheMatch() {
    AnchoredFind late = new AnchoredFind(RankTableRecognizer.FIND.pattern(), 0, (s, from) -> {
      int i = s.indexOf("\"rank_id\"", from);
      return i < 0 ? -1 : i + 1;
    });
    AnchoredFindCheck.sameAsFind(RankTableRecognizer.FIND, List.of("x"), List.of(ONE_LINE), 0);
    assertThrows(AssertionError.class, () -> AnchoredFindCheck.sameAsFind(late, List.of("x"), List.of(ONE_LINE), 0));
  }
}
