package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link IdentityKeys}' one pass tells, for every key, what the {@code contains} call it replaced in
 * {@link IdentityRecognizer} told (issue 38): on the recogniser's documented lines and on random
 * lines glued from the keys, their near misses (a char dropped, doubled, changed or in the other
 * case, a key cut short) and the words and signs around them.
 */
class IdentityKeysTest {
  private static final List<String> LINES = List.of(
      "[SetupAgent] rank[3], rankNum[8], logicDevId[3], phydevId[3], deviceIp[192.168.1.4], server[10.0.0.2]",
      "Entry-HcclCommInitRootInfoInner:ranks[16], rank[0], rootinfo: host ip[10.0.0.1] port[60000] nicDeploy[1] "
          + "identifier[10.0.0.1%eth0_60000_0_1730000000000], deviceLogicId[0]",
      "hcclCommInitRootInfo success, take time [1200]us, rankNum[16], rank[5], rootInfo identifier[x], server[10.0.0.2],"
          + " device[5]",
      "HcclCommInitRootInfoConfig success, rankNum[2], rank[1], logicDevId[1]; CommInitRootInfo failed rank[1]",
      "hcom init by file success, rankNum[8], rank[2], server[node-1], device[2]; HcclCommInitClusterInfo success",
      "[LocalRank Key Info] userRank[5], hostIp[10.0.0.2], devicePhyId[5]",
      "Listen on ip[192.168.1.4] port[16666] devPhyId[4] devLogicId[4] sucess; socket establish timeout rank[3]",
      "comm error, device[3] local logicDevid:3 src devicePhyId[3] Set device 4 dispatch timeout. device 2",
      "local rank [192.168.1.4/3] heartbeat lost; localInfo{server[10.0.0.2], deviceIp[192.168.1.4], deviceId[4]}",
      "cqe error status[12], time:[2025], localIP[192.168.1.4], remoteIP:[192.168.1.5]",
      "RootInfoDetect nRanks[8] rank[1] identifier[i] entry flat topo detect, rootinfo Net2PeerLink rankId[1] eid[0:1]",
      "local link info: global_rank = 3, local_host_ip = 10.0.0.2; HcclGetRootInfo success identifier[r]");

  private static List<String> pieces() {
    List<String> p = new ArrayList<>(List.of(" ", ", ", "[", "]", "{", "}", ":", "=", "3", "10.0.0.2", "rank", "device",
        "Device", "info", "Info", "success", "init", "x", "é", "设备"));
    for (IdentityKeys k : IdentityKeys.values()) {
      String t = k.text;
      p.add(t);
      p.add(t.substring(0, t.length() - 1)); // cut short
      p.add(t.substring(1)); // its head lost
      for (int i : new int[] {1, t.length() / 2, t.length() - 2}) {
        p.add(t.substring(0, i) + t.substring(i + 1)); // a char dropped
        p.add(t.substring(0, i) + t.charAt(i) + t.substring(i)); // doubled
        p.add(t.substring(0, i) + (char) (t.charAt(i) ^ 1) + t.substring(i + 1)); // changed
        char c = t.charAt(i);
        char other = Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c);
        p.add(t.substring(0, i) + other + t.substring(i + 1)); // the other case
      }
    }
    return p;
  }

  private static void same(String line) {
    long mask = IdentityKeys.in(line);
    for (IdentityKeys k : IdentityKeys.values()) {
      assertEquals(line.contains(k.text), k.in(mask), () -> k + " in: " + line);
    }
  }

  @Test
  void theDocumentedLinesHoldTheKeysContainsFinds() {
    LINES.forEach(IdentityKeysTest::same);
    same("");
  }

  @Test
  void randomLinesAndNearMissesHoldTheKeysContainsFinds() {
    List<String> pieces = pieces();
    Random random = new Random(2712738);
    int holding = 0;
    for (int n = 0; n < 40_000; n++) {
      StringBuilder line = new StringBuilder();
      if (random.nextInt(4) == 0) {
        line.append(LINES.get(random.nextInt(LINES.size())));
      }
      for (int parts = 1 + random.nextInt(8); parts > 0; parts--) {
        line.append(pieces.get(random.nextInt(pieces.size())));
      }
      String s = line.toString();
      same(s);
      holding += IdentityKeys.in(s) != 0 ? 1 : 0;
    }
    // the lines must test both answers: most hold a key, many do not
    int h = holding;
    assertEquals(true, h > 10_000 && h < 39_000, () -> "lines holding a key: " + h);
  }
}
