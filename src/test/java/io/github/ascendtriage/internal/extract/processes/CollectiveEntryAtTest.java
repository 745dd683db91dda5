package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@link CollectiveEntryRecognizer}'s entry patterns, tried only where {@code Entry-Hccl} stands
 * (issue 38), match what their {@code find()} over the whole message matched: the same start, end and
 * groups, on HCCL's entry lines (hicann/hccl task_exec_stage.md) and on random lines glued from their
 * pieces and near misses (two entries on a line, a name cut short, a bracket or colon lost).
 */
class CollectiveEntryAtTest {
  private static final List<String> PIECES = List.of("Entry-Hccl", "Entry-HcclCommInit", "Entry-HcclCommInitRootInfoInner",
      "Entry-Hcc", "Entry-HCCL", "AllReduce", "AllGatherV2", "Send", "Ab", ":", ": ", "tag[", "tag[AllReduce_", "_", "]",
      "[", "identifier[", "10.0.0.1%eth0_60000_0_1", "group0", ", ", " ", "count[256]", "x", "é", "设备",
      "sendBuf[0x12c0c0000]");
  private static final List<String> LINES = List.of(
      "Entry-HcclAllReduce: tag[AllReduce_10.0.0.1%eth0_60000_0_1730000000000], sendBuf[0x1], recvBuf[0x2], "
          + "count[256], dataType[float32], op[sum], localRank[0], streamId[3]",
      "Entry-HcclCommInitRootInfoInner:ranks[16], rank[0], rootinfo: host ip[10.0.0.1] port[60000] "
          + "identifier[10.0.0.1%eth0_60000_0_1730000000000], deviceLogicId[0]",
      "Entry-HcclSend: tag[x] Entry-HcclAllGather:tag[AllGather_g1], sendCount[8]");

  private static void same(Pattern p, String line) {
    Matcher find = p.matcher(line);
    boolean found = find.find();
    int first = line.indexOf("Entry-Hccl");
    Matcher at = first < 0 ? null : CollectiveEntryRecognizer.at(p, line, first);
    assertEquals(found, at != null, () -> p + " on: " + line);
    if (found) {
      assertEquals(find.start(), at.start(), line);
      assertEquals(find.end(), at.end(), line);
      for (int g = 1; g <= find.groupCount(); g++) {
        assertEquals(find.group(g), at.group(g), line);
      }
    }
  }

  @Test
  void entriesMatchAtTheLiteralAsFindMatches() {
    Random random = new Random(2712739);
    int matched = 0;
    for (int n = 0; n < 30_000; n++) {
      StringBuilder line = new StringBuilder();
      if (random.nextInt(3) == 0) {
        line.append(LINES.get(random.nextInt(LINES.size())));
      }
      for (int parts = 1 + random.nextInt(12); parts > 0; parts--) {
        line.append(PIECES.get(random.nextInt(PIECES.size())));
      }
      String s = line.toString();
      same(CollectiveEntryRecognizer.INIT, s);
      same(CollectiveEntryRecognizer.OP, s);
      matched += CollectiveEntryRecognizer.OP.matcher(s).find() ? 1 : 0;
    }
    LINES.forEach(l -> same(CollectiveEntryRecognizer.OP, l));
    LINES.forEach(l -> same(CollectiveEntryRecognizer.INIT, l));
    int m = matched;
    assertEquals(true, m > 3_000 && m < 27_000, () -> "lines an entry matched on: " + m);
  }
}
