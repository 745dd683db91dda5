package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.TriageWarning;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Rank tables built from the schema HCCL's rank table documentation gives (1.0 of the training and
 * A2 products, 1.2 with super pods of A3), in every layout the documents and {@code json.dump}
 * print, read through the whole engine: a valid table yields no finding, each documented rule
 * broken yields its kind on the line of the entry to change, a warning and the link-setup layer.
 */
class RankTableRecognizerTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().build();

  /** How a table is printed. */
  enum Layout { FIELD_PER_LINE, DEVICE_LIST_FIRST, DEVICE_PER_LINE, ONE_LINE, SORTED_KEYS }

  record Dev(String deviceId, String ip, String rank, String sdid) {}

  record Server(String id, List<Dev> devices) {}

  /** A table of {@code servers} servers with {@code per} devices each, valid by construction. */
  static final class Table {
    String serverCount;
    final List<Server> servers = new ArrayList<>();
    final List<List<String>> pods = new ArrayList<>();
    final List<String> podIds = new ArrayList<>();

    Table(int count, int per, boolean superPods) {
      serverCount = Integer.toString(count);
      for (int s = 0; s < count; s++) {
        List<Dev> devs = new ArrayList<>();
        for (int d = 0; d < per; d++) {
          int rank = s * per + d;
          devs.add(new Dev(Integer.toString(d), "10.20." + s + "." + (d + 1), Integer.toString(rank),
              superPods ? Integer.toString((s % 2) * per + d) : null));
        }
        servers.add(new Server("node_" + s, devs));
      }
      if (superPods) {
        for (int p = 0; p < count / 2; p++) {
          podIds.add(Integer.toString(p));
          pods.add(List.of("node_" + (2 * p), "node_" + (2 * p + 1)));
        }
      }
    }

    void device(int s, int d, Consumer<Dev[]> change) {
      Dev[] box = {servers.get(s).devices().get(d)};
      change.accept(box);
      servers.get(s).devices().set(d, box[0]);
    }

    String render(Layout l) {
      String nl = l == Layout.ONE_LINE ? " " : "\n";
      StringBuilder b = new StringBuilder("{").append(nl);
      if (l != Layout.SORTED_KEYS) {
        b.append("\"status\": \"completed\",").append(nl).append("\"version\": \"").append(pods.isEmpty() ? "1.0" : "1.2").append("\",").append(nl);
      }
      if (serverCount != null) {
        b.append("\"server_count\": \"").append(serverCount).append("\",").append(nl);
      }
      b.append("\"server_list\": [").append(nl);
      for (int s = 0; s < servers.size(); s++) {
        Server sv = servers.get(s);
        b.append("{").append(nl);
        boolean idFirst = l == Layout.FIELD_PER_LINE || l == Layout.DEVICE_PER_LINE || l == Layout.ONE_LINE;
        if (idFirst && sv.id() != null) {
          b.append("\"server_id\": \"").append(sv.id()).append("\",").append(nl);
        }
        b.append("\"device\": [").append(nl);
        for (int d = 0; d < sv.devices().size(); d++) {
          Dev v = sv.devices().get(d);
          String sep = l == Layout.FIELD_PER_LINE || l == Layout.DEVICE_LIST_FIRST || l == Layout.SORTED_KEYS ? "\n" : " ";
          b.append("{").append(sep).append("\"device_id\": \"").append(v.deviceId()).append("\",").append(sep);
          if (v.ip() != null) {
            b.append("\"device_ip\": \"").append(v.ip()).append("\",").append(sep);
          }
          b.append("\"rank_id\": \"").append(v.rank()).append("\"");
          if (v.sdid() != null) {
            b.append(",").append(sep).append("\"super_device_id\": \"").append(v.sdid()).append("\"");
          }
          b.append(sep).append("}").append(d + 1 < sv.devices().size() ? "," : "").append(nl);
        }
        b.append("]");
        if (!idFirst && sv.id() != null) {
          b.append(",").append(nl).append("\"server_id\": \"").append(sv.id()).append("\"");
        }
        b.append(nl).append("}").append(s + 1 < servers.size() ? "," : "").append(nl);
      }
      b.append("]");
      if (!pods.isEmpty()) {
        b.append(",").append(nl).append("\"super_pod_list\": [").append(nl);
        for (int p = 0; p < pods.size(); p++) {
          b.append("{\"super_pod_id\": \"").append(podIds.get(p)).append("\",").append(nl).append("\"server_list\": [");
          List<String> ids = pods.get(p);
          for (int i = 0; i < ids.size(); i++) {
            b.append("{\"server_id\": \"").append(ids.get(i)).append("\"}").append(i + 1 < ids.size() ? ", " : "");
          }
          b.append("]}").append(p + 1 < pods.size() ? "," : "").append(nl);
        }
        b.append("]");
      }
      if (l == Layout.SORTED_KEYS) {
        b.append(",").append(nl).append("\"status\": \"completed\",").append(nl).append("\"version\": \"1.0\"");
      }
      return b.append(nl).append("}").append(nl).toString();
    }
  }

  private static List<Feature> findings(Diagnosis d) {
    return d.features().stream()
        .filter(f -> f.type() == FeatureType.TOOL_STATUS && f.value().startsWith("rank_table=")).toList();
  }

  /** The 1-based line of the {@code nth} (0-based) line holding {@code text}. */
  private static long lineOf(String table, String text, int nth) {
    String[] lines = table.split("\n", -1);
    int seen = 0;
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(text) && seen++ == nth) {
        return i + 1;
      }
    }
    throw new AssertionError("no line " + nth + " with " + text + " in\n" + table);
  }

  @ParameterizedTest
  @EnumSource(Layout.class)
  void validTablesOfEveryFormSayNothing(Layout l) {
    for (Table t : List.of(new Table(1, 8, false), new Table(2, 2, false), new Table(4, 8, false), new Table(4, 4, true),
        new Table(2, 16, true))) {
      String text = t.render(l);
      Diagnosis d = TRIAGE.diagnose(text);
      assertEquals(List.of(), findings(d), text);
      assertTrue(d.warnings().stream().noneMatch(w -> w.message().startsWith("rank table")), text);
      assertEquals(Layer.UNKNOWN, d.layer(), text);
    }
  }

  @Test
  void aTablePrintedTwiceIsTwoTablesNotOneWithEveryRankTwice() {
    String once = new Table(2, 8, false).render(Layout.DEVICE_PER_LINE);
    assertEquals(List.of(), findings(TRIAGE.diagnose(once + "job restarted, table again:\n" + once)));
  }

  /** A broken rule of the documentation: the change to a valid table, and where the entry to change is. */
  enum Broken {
    RANK_REPEATED("rank_id repeated", t -> t.device(1, 1, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), "8", x[0].sdid())), "\"rank_id\": \"8\"", 1),
    RANK_GAP("rank_id outside 0..n-1", t -> t.device(1, 7, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), "16", x[0].sdid())), "\"rank_id\": \"16\"", 0),
    RANK_NOT_A_NUMBER("rank_id outside 0..n-1", t -> t.device(0, 3, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), "r3", x[0].sdid())), "\"rank_id\": \"r3\"", 0),
    RANK_INTERLEAVED("rank_id interleaved across servers", t -> {
      t.device(0, 7, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), "8", x[0].sdid()));
      t.device(1, 0, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), "7", x[0].sdid()));
    }, "\"rank_id\": \"8\"", 0),
    DEVICE_REPEATED("device_id repeated", t -> t.device(0, 5, x -> x[0] = new Dev("4", x[0].ip(), x[0].rank(), x[0].sdid())), "\"device_id\": \"4\"", 1),
    DEVICE_RANGE("device_id outside 0..15", t -> t.device(1, 2, x -> x[0] = new Dev("16", x[0].ip(), x[0].rank(), x[0].sdid())), "\"device_id\": \"16\"", 0),
    IP_REPEATED("device_ip repeated", t -> t.device(1, 3, x -> x[0] = new Dev(x[0].deviceId(), "10.20.0.4", x[0].rank(), x[0].sdid())), "\"device_ip\": \"10.20.0.4\"", 1),
    IP_INVALID("device_ip not an address", t -> t.device(0, 2, x -> x[0] = new Dev(x[0].deviceId(), "10.20.0.300", x[0].rank(), x[0].sdid())), "10.20.0.300", 0),
    IP_MISSING("device_ip missing", t -> t.device(1, 6, x -> x[0] = new Dev("6", null, x[0].rank(), x[0].sdid())), "\"device_id\": \"6\"", 1),
    COUNT("server_count mismatch", t -> t.serverCount = "1", "\"server_count\": \"1\"", 0),
    SERVER_REPEATED("server_id repeated", t -> t.servers.set(1, new Server("node_0", t.servers.get(1).devices())), "\"server_id\": \"node_0\"", 1),
    SUPER_DEVICE_EMPTY("super_device_id empty", t -> t.device(1, 1, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), x[0].rank(), "")), "\"super_device_id\": \"\"", 0),
    SUPER_DEVICE_REPEATED("super_device_id repeated in a super pod", t -> t.device(1, 1, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), x[0].rank(), "0")), "\"super_device_id\": \"0\"", 1),
    POD_UNKNOWN("super_pod server not in server_list", t -> t.pods.set(0, List.of("node_0", "node_9")), "node_9", 0),
    POD_REPEATED("super_pod_id repeated", t -> t.podIds.set(0, "1"), "\"super_pod_id\": \"1\"", 1);

    final String kind;
    final Consumer<Table> change;
    final String entry;
    final int nth;

    Broken(String kind, Consumer<Table> change, String entry, int nth) {
      this.kind = kind;
      this.change = change;
      this.entry = entry;
      this.nth = nth;
    }

    boolean superPods() {
      return name().startsWith("SUPER") || name().startsWith("POD");
    }
  }

  @ParameterizedTest
  @EnumSource(Broken.class)
  void eachBrokenRuleIsNamedOnItsEntryWithTheLinkSetupLayer(Broken b) {
    for (Layout l : Layout.values()) {
      Table t = b.superPods() ? new Table(4, 8, true) : new Table(2, 8, false);
      b.change.accept(t);
      String text = t.render(l);
      Diagnosis d = TRIAGE.diagnose(text);
      List<Feature> f = findings(d);
      assertEquals(List.of("rank_table=" + b.kind), f.stream().map(Feature::value).toList(), l + "\n" + text);
      long line = l == Layout.ONE_LINE ? 1 : lineOf(text, b.entry, b.nth);
      assertEquals(line, f.get(0).evidence().line(), l + "\n" + text);
      List<TriageWarning> w = d.warnings().stream().filter(x -> x.message().startsWith("rank table: " + b.kind)).toList();
      assertTrue(!w.isEmpty(), d.warnings().toString());
      assertEquals(line, w.get(0).line());
      assertEquals(Layer.LINK_SETUP, d.layer(), l + "\n" + text);
      assertTrue(d.nextChecks().get(0).command().contains("RANK_TABLE_FILE"), d.nextChecks().toString());
      assertTrue(!d.remediation().isEmpty());
    }
  }

  /**
   * A table cut anywhere, or followed by stray brackets, is read as far as it goes and never
   * throws; the device being read when it stops is not faulted for the fields it did not reach, and
   * a server count above the servers it got to is no fault (a table pasted in part).
   */
  @Test
  void aTableCutShortOrMalformedIsNoFindingAndNoError(@TempDir Path dir) throws IOException {
    String full = new Table(2, 8, false).render(Layout.FIELD_PER_LINE);
    for (int cut = 0; cut < full.length(); cut += 13) {
      for (String tail : List.of("", "\n}}]]\"\"::,,{")) {
        String part = full.substring(0, cut) + tail;
        assertEquals(List.of(), findings(TRIAGE.diagnose(part)), part);
      }
    }
    Path file = dir.resolve("rank_table.json");
    Files.writeString(file, "{\"server_count\": \"2\", \"server_list\": [{\"server_id\": \"a\", \"device\": [{\"device_id\": \"0\", \"rank_id\": \"0\"");
    assertEquals(List.of(), findings(TRIAGE.diagnose(file)));
  }

  @Test
  void aTablePastedInPlogLinesIsRead() {
    Table t = new Table(2, 2, false);
    t.device(1, 0, x -> x[0] = new Dev(x[0].deviceId(), x[0].ip(), "1", x[0].sdid()));
    String line = "[INFO] HCCL(7781,python3):2026-03-20-17:44:02.512.300 [ranktable_parser.cc:90] [7781]rank table "
        + t.render(Layout.ONE_LINE).strip();
    assertEquals(List.of("rank_table=rank_id repeated"), findings(TRIAGE.diagnose(line)).stream().map(Feature::value).toList());
  }
}
