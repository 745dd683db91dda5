package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.ascendtriage.internal.extract.facts.Setting;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A rank table 2.0 (Ascend 950PR/950DT, hicann/hccl rank_table_config_a5.md: {@code rank_list[]} with
 * {@code rank_id}, {@code local_id}, {@code device_id}, {@code level_list[].net_layer/net_instance_id})
 * states each rank's seat as HCCL's cluster monitor names the rank, {@code netInstId/localId} with the
 * rank's net-layer-0 instance (hcomm cluster_monitor.cc {@code FormatUID}), in the documented key order
 * and in {@code json.dump}'s sorted one; past the reader's bound the rest is counted and said once; a
 * topology file's {@code local_id}s state nothing. Tables written by the test, two NPUs a server as
 * the document's example; the values are made up.
 */
class RankList20SeatsTest {
  private static final int BOUND = Setting.MAX_SEATS;

  private static String inst(int r) {
    return "az0-rack0-pod" + r / 2;
  }

  private static String level(int layer, String inst, String addr, boolean sorted) {
    String attr = "          \"net_attr\": \"\",\n";
    String id = "          \"net_instance_id\": \"" + inst + "\",\n";
    String lay = "          \"net_layer\": " + layer + ",\n";
    String type = "          \"net_type\": \"" + (layer == 0 ? "TOPO_FILE_DESC" : "CLOS") + "\",\n";
    String addrs = "          \"rank_addr_list\": [{\"addr_type\": \"IPV4\", \"addr\": \"" + addr + "\", \"ports\": [\"1/0\"]}]\n";
    return "        {\n" + (sorted ? attr + id + lay + type : lay + id + type + attr) + addrs + "        }";
  }

  /** A 2.0 table of {@code n} ranks, rank r the NPU r % 2 of level-0 instance r / 2; sorted keys as json.dump(sort_keys=True). */
  private static String table(int n, boolean sorted) {
    StringBuilder b = new StringBuilder("{\n");
    b.append(sorted ? "  \"rank_count\": " + n + ",\n  \"rank_list\": [\n" : "  \"status\": \"completed\",\n  \"version\": \"2.0\",\n"
        + "  \"rank_count\": " + n + ",\n  \"rank_list\": [\n");
    for (int r = 0; r < n; r++) {
      String levels = "      \"level_list\": [\n" + level(0, inst(r), "172.16." + r / 256 + "." + r % 256, sorted) + ",\n"
          + level(1, "az0", "172.17." + r / 256 + "." + r % 256, sorted) + "\n      ]";
      String ids = "      \"local_id\": " + r % 2 + ",\n      \"rank_id\": " + r;
      b.append("    {\n").append(sorted
          ? "      \"device_id\": " + r % 2 + ",\n      \"device_port\": 16666,\n" + levels + ",\n" + ids + "\n"
          : "      \"rank_id\": " + r + ",\n      \"local_id\": " + r % 2 + ",\n      \"device_id\": " + r % 2 + ",\n" + levels + "\n")
          .append(r < n - 1 ? "    },\n" : "    }\n");
    }
    b.append("  ]");
    return b.append(sorted ? ",\n  \"status\": \"completed\",\n  \"version\": \"2.0\"\n}\n" : "\n}\n").toString();
  }

  private static List<String> expectedSeats(int n) {
    List<String> out = new ArrayList<>();
    for (int r = 0; r < n; r++) {
      out.add(inst(r) + "/" + r % 2 + "=" + r);
    }
    return out;
  }

  private static String seats(FeatureSet f) {
    var facts = f.sources().get("rank_table.json"); // no facts at all: no entry
    return facts == null ? null : facts.settings().get(Setting.RANK_SEATS);
  }

  @Test
  void theDocumentedLayoutStatesEachRanksSeatByItsLayerZeroInstanceAndLocalId() {
    FeatureSet f = Sources.read("rank_table.json", table(4, false));
    assertEquals(String.join(",", expectedSeats(4)), seats(f));
    assertEquals(List.of(), f.skipped());
  }

  @Test
  void sortedKeysStateTheSameSeats() {
    assertEquals(String.join(",", expectedSeats(6)), seats(Sources.read("rank_table.json", table(6, true))));
  }

  @Test
  void ranksPastTheBoundAreCountedAndSaidOnceTheFirstSeatsKept() {
    int n = BOUND + 4;
    FeatureSet f = Sources.read("rank_table.json", table(n, false));

    assertEquals(String.join(",", expectedSeats(BOUND)), seats(f));
    assertEquals(1, f.skipped().size(), f.skipped().toString());
    assertEquals(n, f.skipped().get(0).skip().seen());
    assertEquals(BOUND, f.skipped().get(0).skip().bound());
    assertEquals(4, f.skipped().get(0).line(), "the rank_count line");
  }

  @Test
  void aTopologyFilesLocalIdsStateNoSeat() {
    String topo = "{\n  \"version\": \"2.0\",\n  \"peer_count\": 2,\n  \"peer_list\": [\n    {\"local_id\": 0},\n    {\"local_id\": 1}\n  ],\n"
        + "  \"edge_count\": 0,\n  \"edge_list\": []\n}\n";
    assertNull(seats(Sources.read("rank_table.json", topo)));
  }
}
