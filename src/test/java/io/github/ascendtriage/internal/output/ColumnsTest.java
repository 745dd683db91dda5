package io.github.ascendtriage.internal.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.FeatureType;
import java.util.List;
import org.junit.jupiter.api.Test;

class ColumnsTest {
  @Test
  void confidenceIsRoundedDownNeverUp() {
    assertEquals("0.99", TextReport.confidence(0.997));
    assertEquals("0.99", TextReport.confidence(0.999999));
    assertEquals("1.00", TextReport.confidence(1.0));
    assertEquals("0.29", TextReport.confidence(0.29)); // 0.29 * 100 is 28.999... in binary
    assertEquals("0.00", TextReport.confidence(0.004));
  }

  @Test
  void aLongLineIsCutAroundTheMatchNotAtItsStart() {
    String prefix = "(VllmWorker rank=3 pid=51877) ERROR 03-02 14:10:44 [multiproc_executor.py:527] ".repeat(3);
    String line = prefix + "EJ0003: Failed to bind the IP port. Reason: the address and port are in use, see the log for details";
    int at = Columns.find(line, List.of("EJ0003"));
    assertEquals(prefix.length(), at);
    String shown = Columns.around(line, at, 80);
    assertTrue(shown.contains("EJ0003: Failed to bind"), shown);
    assertTrue(shown.startsWith("..."), shown);
    assertTrue(Columns.width(shown) <= 80, shown);
  }

  @Test
  void findPrefersTheLongestTermAndIgnoresCaseAndSpaces() {
    String line = "rank 7 ERROR createHCCLComm:   socket type[2],   listen on ip failed";
    assertEquals(line.indexOf("socket"), Columns.find(line, List.of("7", "createhcclcomm", "socket type[2], listen on ip")));
    assertEquals(-1, Columns.find(line, List.of("7", "xy")));
  }

  @Test
  void wideCharactersTakeTwoColumnsWhenWrapping() {
    StringBuilder b = new StringBuilder();
    Columns.wrap(b, "Case:       ", "            ", "端口已被占用".repeat(20));
    for (String l : b.toString().split("\n")) {
      assertTrue(Columns.width(l) <= Columns.WIDTH, l);
    }
    assertEquals(12 + 12, Columns.width("Case:       端口已被占用"));
  }

  @Test
  void longCommandsBreakOutsideQuotesAndStillRunAsOne() {
    String cmd = "for d in 0 1 2 3 4 5 6 7; do hccn_tool -i $d -ping -g address 198.51.100.1; done; grep -E 'error code is 7|EJ0003 and more words here' /var/log/npu/slog/host-0/*.log";
    StringBuilder b = new StringBuilder();
    Columns.command(b, "  1. ", "       ", cmd);
    String[] lines = b.toString().split("\n");
    assertTrue(lines.length > 1);
    StringBuilder joined = new StringBuilder();
    for (int i = 0; i < lines.length; i++) {
      String l = lines[i];
      assertTrue(Columns.width(l) <= Columns.WIDTH, l);
      if (i < lines.length - 1) {
        assertTrue(l.endsWith(" \\"), l);
        l = l.substring(0, l.length() - 2);
      }
      if (i == 0) {
        l = l.substring("  1. ".length());
      }
      joined.append(joined.length() == 0 ? l.strip() : " " + l.strip());
    }
    assertEquals(cmd, joined.toString());
    assertTrue(b.toString().contains("'error code is 7|EJ0003 and more words here'"), "a quoted string is never broken");
  }

  @Test
  void anOverWideWordBreaksWhereTheShellJoinsItAgain() {
    String cmd = "export LD_LIBRARY_PATH=/usr/local/Ascend/driver/lib64/driver:/usr/local/Ascend/driver/lib64/common:$LD_LIBRARY_PATH";
    StringBuilder b = new StringBuilder();
    Columns.command(b, "  2. ", "       ", cmd);
    String out = b.toString();
    for (String l : out.split("\n")) {
      assertTrue(Columns.width(l) <= Columns.WIDTH, l);
    }
    // what a shell does with a backslash-newline outside quotes: removes it
    assertEquals(cmd, out.substring("  2. ".length()).replace(" \\\n       ", " ").replace("\\\n", "").strip());
    assertTrue(out.contains("$LD_LIBRARY_PATH"), "a variable name is never cut");

    String quoted = "grep -E 'UCE ERROR|HBM MULTI BIT ECC|SUSPECT (MEM|REMOTE) ERROR|HCCS LINK ERROR|LINK DOWN|Heartbeat Lost|more' /var/log/x";
    StringBuilder q = new StringBuilder();
    Columns.command(q, "       ", "       ", quoted);
    for (String l : q.toString().split("\n")) {
      assertTrue(Columns.width(l) <= Columns.WIDTH, l);
    }
    // inside single quotes the break closes the quote, continues and reopens it: 'a'\<nl>'b' is 'ab'
    String joined = q.toString().replace("'\\\n'", "").replace(" \\\n       ", " ").strip();
    assertEquals(quoted, joined);
  }

  @Test
  void reasonsInWords() {
    String w = Reasons.words(List.of("required code:EJ0003 found", "supporting phrase:listen on ip found", "excluding exception:MemoryError found: demoted", "something else"));
    assertTrue(w.contains("error code EJ0003"), w);
    assertTrue(w.contains("the words \"listen on ip\""), w);
    assertTrue(w.contains("against it") && w.contains("exception MemoryError"), w);
    assertTrue(w.endsWith("something else"), w);
    assertFalse(w.contains("code:"), w);
    for (FeatureType t : FeatureType.values()) {
      assertFalse(Reasons.describe(t, "x").contains(":"), t + " is described with token syntax");
    }
  }
}
