package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.extract.facts.Setting;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every list the rank table reader keeps is bounded, not only its devices: the servers of {@code
 * server_list}, the super pods of {@code super_pod_list} and the server ids those pods list (hostile
 * input: a table of a few devices with a million pod entries). Past a bound the rest is counted, and
 * the answer gives one warning for that list, at the table's first line (the server list) or its
 * {@code super_pod_list}'s line, with the bound and the count; the seats read before it still map a
 * lost peer. Each table here is written by the test: {@link RankTableText}'s server list (one device a
 * line) and a {@code super_pod_list} in HCCL's 1.2 layout (hicann/hccl rank_table_config_a3.md: {@code
 * super_pod_id}, and the pod's {@code server_list[].server_id}); the values are made up.
 */
class RankTableBoundsTest {
  private static final int BOUND = Setting.MAX_SEATS;
  private static final int SERVERS = 4; // servers with devices; the peer is on the last of them

  private static String count(long n) {
    return String.format(Locale.ROOT, "%,d", n);
  }

  /** A 1.2 table of {@link #SERVERS} servers of devices, {@code emptyServers} more with empty device lists, then {@code pods}. */
  private static String table(int emptyServers, String pods) {
    String full = RankTableText.table10(SERVERS);
    StringBuilder b = new StringBuilder(full.substring(0, full.lastIndexOf("\n  ],")));
    for (int s = SERVERS; s < SERVERS + emptyServers; s++) {
      b.append(",\n    {\"server_id\": \"").append(RankTableText.server(s)).append("\", \"device\": []}");
    }
    return b.append("\n  ],\n  \"super_pod_list\": ").append(pods).append(",\n  \"status\": \"completed\"\n}\n").toString();
  }

  /** One pod listing {@code ids} server ids (the table's servers over and over), one a line (a line is cut at 64k characters). */
  private static String onePod(int ids) {
    StringBuilder b = new StringBuilder("[{\"super_pod_id\": \"0\", \"server_list\": [");
    for (int i = 0; i < ids; i++) {
      b.append(i == 0 ? "\n" : ",\n").append("      {\"server_id\": \"").append(RankTableText.server(i % SERVERS)).append("\"}");
    }
    return b.append("]}]").toString();
  }

  /** {@code n} pods, one a line, the first listing the table's servers, the rest none. */
  private static String pods(int n) {
    StringBuilder b = new StringBuilder("[");
    for (int p = 0; p < n; p++) {
      b.append(p == 0 ? "\n" : ",\n").append("    {\"super_pod_id\": \"").append(p).append("\", \"server_list\": [");
      for (int s = 0; p == 0 && s < SERVERS; s++) {
        b.append(s == 0 ? "" : ", ").append("{\"server_id\": \"").append(RankTableText.server(s)).append("\"}");
      }
      b.append("]}");
    }
    return b.append("]").toString();
  }

  private static List<TriageWarning> warnings(Diagnosis d, String start) {
    return d.warnings().stream().filter(w -> w.message().startsWith(start)).toList();
  }

  /** Exactly one warning for the list, at {@code line}, with the bound and the count; the peer mapped by the seats kept. */
  private static void assertSaidAndPeerMapped(Diagnosis d, String start, long line, long seen) {
    List<TriageWarning> w = warnings(d, start);
    assertEquals(1, w.size(), d.warnings().toString());
    assertEquals("a/rank_table.json", w.get(0).source());
    assertEquals(line, w.get(0).line());
    assertTrue(w.get(0).message().contains("(" + count(seen) + " seen): only the first " + count(BOUND) + " were read, "
        + count(seen - BOUND) + " left out"), w.get(0).message());
    assertEquals(OptionalInt.of(RankTableText.rank(SERVERS - 1, 6)), d.rootCause().orElseThrow().roots().get(0).rank(),
        d.rootCause().orElseThrow().reason());
  }

  @Test
  void podServerIdsPastTheBoundAreSaidOnceAndTheSeatsStillMapThePeer(@TempDir Path root) throws IOException {
    int ids = BOUND + 904;
    String t = table(0, onePod(ids));
    Diagnosis d = RankTableOverflowTest.lostPeer(root, t, SERVERS, SERVERS - 1);

    assertSaidAndPeerMapped(d, "rank table's super_pod_list of more than " + count(BOUND) + " server ids",
        RankTableText.lineOf(t, "\"super_pod_list\""), ids);
    assertEquals(List.of(), warnings(d, "rank table of more than"), "only the pod list passed a bound");
  }

  @Test
  void podsPastTheBoundAreSaidOnce(@TempDir Path root) throws IOException {
    int n = BOUND + 104;
    String t = table(0, pods(n));
    Diagnosis d = RankTableOverflowTest.lostPeer(root, t, SERVERS, SERVERS - 1);

    assertSaidAndPeerMapped(d, "rank table's super_pod_list of more than " + count(BOUND) + " super pods",
        RankTableText.lineOf(t, "\"super_pod_list\""), n);
  }

  @Test
  void serversPastTheBoundAreSaidOnceAndTheFirstServersStillMapThePeer(@TempDir Path root) throws IOException {
    int empty = BOUND + 200 - SERVERS;
    String t = table(empty, "[]");
    Diagnosis d = RankTableOverflowTest.lostPeer(root, t, SERVERS, SERVERS - 1);

    assertSaidAndPeerMapped(d, "rank table of more than " + count(BOUND) + " servers", RankTableText.lineOf(t, "\"server_count\""),
        SERVERS + empty);
  }

  @Test
  void aTableWithinEveryBoundSaysNothing(@TempDir Path root) throws IOException {
    String t = table(BOUND - SERVERS, onePod(BOUND));
    Diagnosis d = RankTableOverflowTest.lostPeer(root, t, SERVERS, SERVERS - 1);

    // its rules are checked (it repeats pod servers and lists more servers than its count): only bound warnings are looked at
    assertEquals(List.of(), warnings(d, "rank table of more than"), d.warnings().toString());
    assertEquals(List.of(), warnings(d, "rank table's super_pod_list of more than"), d.warnings().toString());
  }
}
