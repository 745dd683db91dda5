package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.facts.Setting;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A rank table past a reader's bound (root30) is checked on the part read by the rules any part
 * keeps: a device_ip stated twice among the devices read is stated twice in the whole table (HCCL's
 * rank table rules: each device its own NIC address). Rules that need the whole table are not:
 * a super pod listing a server past the bound is not "a server not in server_list". The warning says
 * the rest was not checked. Tables built by the test ({@link RankTableText}).
 */
class RankTablePartCheckTest {
  private static List<Feature> findings(Diagnosis d) {
    return d.features().stream()
        .filter(f -> f.type() == FeatureType.TOOL_STATUS && f.value().startsWith("rank_table=")).toList();
  }

  private static TriageWarning boundWarning(Diagnosis d) {
    List<TriageWarning> w = d.warnings().stream().filter(x -> x.message().startsWith("rank table of more than")).toList();
    assertEquals(1, w.size(), d.warnings().toString());
    return w.get(0);
  }

  @Test
  void anAddressStatedTwiceAmongTheDevicesReadIsFoundAndTheRestSaidUnchecked(@TempDir Path root) throws IOException {
    int servers = 520; // 4,160 devices
    assertTrue(servers * RankTableText.PER_SERVER > Setting.MAX_SEATS);
    String twice = "\"device_ip\": \"" + RankTableText.deviceIp(3, 5) + "\"";
    String table = RankTableText.table10(servers).replace(twice, "\"device_ip\": \"" + RankTableText.deviceIp(3, 4) + "\"");

    Diagnosis d = RankTableOverflowTest.lostPeer(root, table, servers, 1);

    List<Feature> f = findings(d);
    assertEquals(List.of("rank_table=device_ip repeated"), f.stream().map(Feature::value).toList(), f.toString());
    assertEquals(RankTableText.lineOf(table, RankTableText.server(3)) + 6, f.get(0).evidence().line(), "the second use");
    String m = boundWarning(d).message();
    assertTrue(m.contains("were checked on the part read") && m.contains("the rest of the table") && m.contains("were not checked"), m);
  }

  /** A 1.2 table of {@code servers} servers of one device each, rank r on server r, one super pod listing them all, last first. */
  private static String oneDeviceServers(int servers) {
    StringBuilder b = new StringBuilder("{\n  \"version\": \"1.2\",\n  \"server_count\": \"" + servers + "\",\n  \"server_list\": [\n");
    for (int s = 0; s < servers; s++) {
      b.append("    {\"server_id\": \"").append(RankTableText.server(s)).append("\", \"device\": [{\"device_id\": \"0\", \"device_ip\": \"")
          .append(RankTableText.deviceIp(s, 0)).append("\", \"super_device_id\": \"").append(s).append("\", \"rank_id\": \"")
          .append(s).append("\"}]}").append(s < servers - 1 ? ",\n" : "\n");
    }
    b.append("  ],\n  \"super_pod_list\": [{\"super_pod_id\": \"0\", \"server_list\": [");
    for (int s = servers - 1; s >= 0; s--) { // from the last: the servers past the bound are among the pod's first
      b.append(s == servers - 1 ? "" : ", ").append("{\"server_id\": \"").append(RankTableText.server(s)).append("\"}");
    }
    return b.append("]}],\n  \"status\": \"completed\"\n}\n").toString();
  }

  @Test
  void aRuleThatNeedsTheWholeTableIsNotCheckedOnAPart(@TempDir Path root) throws IOException {
    int servers = Setting.MAX_SEATS + 4; // servers and devices past their bounds; the pod lists the four servers not read
    Diagnosis d = RankTableOverflowTest.lostPeer(root, oneDeviceServers(servers), servers, 1);

    assertTrue(!d.warnings().isEmpty());
    assertEquals(List.of(), findings(d), "a pod's server past the bound is not one missing from server_list");
  }

  @Test
  void aRankAboveTheDevicesReadIsNoRankOutOfRange(@TempDir Path root) throws IOException {
    int servers = 520;
    // ranks counted from the last server: the devices read hold ranks 64 to 4,159, all within the whole table's 4,160
    String table = RankTableText.table10(servers);
    for (int s = 0; s < servers; s++) {
      for (int dev = 0; dev < RankTableText.PER_SERVER; dev++) {
        table = table.replace("\"device_ip\": \"" + RankTableText.deviceIp(s, dev) + "\", \"rank_id\": \"" + RankTableText.rank(s, dev) + "\"",
            "\"device_ip\": \"" + RankTableText.deviceIp(s, dev) + "\", \"rank_id\": \"" + RankTableText.rank(servers - 1 - s, dev) + "\"");
      }
    }
    Diagnosis d = RankTableOverflowTest.lostPeer(root, table, servers, 1);

    boundWarning(d);
    assertEquals(List.of(), findings(d));
  }
}
