package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.Skip;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A rank table in the input (a {@code rank_table.json} of a tree, or one pasted into a trace), read
 * field by field as its lines come, whatever its layout (one field a line, one device a line, all
 * on one line) and checked against the rules HCCL's rank table documentation states ({@link
 * RankTableCheck}). Each rule a table breaks is reported as {@code tool-status:rank_table=KIND} on
 * the line of the entry to change; a table that keeps every rule reports nothing. A server list
 * starts a table; a second one in the same stream (a log that prints its table twice) starts
 * another, so two copies are never read as one table with every rank twice.
 *
 * <p>Reading the fields in order, not the JSON as a document, is what lets a table pasted between
 * log lines be read at all; it assumes what the documented layouts and {@code json.dump} give: a
 * device's fields inside its object, a server's {@code device} list and {@code server_id} next to
 * each other, {@code super_pod_list} after {@code server_list}. Nothing is thrown on malformed
 * text: a field that cannot be read is not there. A table of more than {@link RankTable#MAX_DEVICES}
 * devices is not used (no seats, no checks); its devices are still counted, and it is reported
 * {@link FeatureSink#skipped skipped} at its first line with that count, so the answer says so.
 */
public final class RankTableRecognizer implements Recognizer {
  private static final List<String> FIELDS = List.of("server_count", "server_list", "server_id", "device", "device_id",
      "device_ip", "rank_id", "super_pod_list", "super_pod_id", "super_device_id");
  private static final Pattern FIELD = Pattern.compile("\"(" + String.join("|", FIELDS) + ")\"\\s{0,8}:\\s{0,8}"
      + "(?:\"([^\"\\\\]{0,128})\"|(-?[0-9]{1,12})|(\\[))?");
  private static final List<String> TRIGGERS = FIELDS.stream().map(f -> "\"" + f + "\"").toList();
  /** A match starts with a quoted field name. */
  static final AnchoredFind FIND = AnchoredFind.literals(FIELD, 0, TRIGGERS);
  private static final Pattern SERVER = Pattern.compile("[0-9A-Za-z.:_-]{1,64}");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,7}");

  @Override
  public boolean mayMatch(String body) {
    return body.indexOf('"') >= 0 && body.indexOf(':') >= 0;
  }

  /** Only the quoted field names of a rank table; a plog INFO line may print the table too. */
  @Override
  public List<String> literals() {
    return TRIGGERS;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    String body = ctx.body();
    Matcher m = FIND.matcher(body);
    for (int from = 0; FIND.next(m, body, from); from = m.end()) {
      String value = m.group(2) != null ? m.group(2) : m.group(3) != null ? m.group(3) : m.group(4) != null ? "[" : null;
      st.field(m.group(1), value, ctx.lineNo(), ctx.raw(), sink);
    }
  }

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    st.finish(sink);
  }

  /** The table being read in one stream. */
  private static final class State {
    private RankTable table;

    void field(String name, String value, long line, String text, FeatureSink sink) {
      if (name.equals("server_count") || (name.equals("server_list") && (table == null || !table.inPods))) {
        if (table != null && (table.hasDevices() || (name.equals("server_count") && table.serverCount != null))) {
          finish(sink);
        }
        if (table == null) {
          table = new RankTable(line);
        }
        if (name.equals("server_count")) {
          table.serverCount = new RankTable.Value(value == null ? "" : value, line, text);
        }
        return;
      }
      if (table == null) {
        return; // a field outside a server list: not a rank table
      }
      RankTable.Value v = new RankTable.Value(value == null ? "" : value, line, text);
      switch (name) {
        case "super_pod_list" -> table.inPods = true;
        case "super_pod_id" -> {
          table.inPods = true;
          if (table.overflow) {
            return; // nothing of a table past the bound is kept
          }
          RankTable.Pod p = new RankTable.Pod();
          p.id = v;
          table.pods.add(p);
        }
        case "server_id" -> {
          if (value == null) {
            return; // no value read: the field is not there
          }
          if (table.inPods) {
            if (table.overflow) {
              return;
            }
            if (table.pods.isEmpty()) {
              table.pods.add(new RankTable.Pod());
            }
            table.pods.get(table.pods.size() - 1).servers.add(v);
            return;
          }
          RankTable.Server s = table.server(line, text);
          if (s.id != null) {
            s = table.newServer(line, text);
          }
          s.id = v;
        }
        case "device" -> {
          if (table.inPods || !"[".equals(value)) {
            return;
          }
          RankTable.Server s = table.server(line, text);
          if (s.listOpened || !s.devices.isEmpty()) {
            s = table.newServer(line, text);
          }
          s.listOpened = true;
        }
        default -> {
          if (table.inPods || value == null) {
            return;
          }
          RankTable.Server s = table.server(line, text);
          table.device(s, name, line, text).ifPresent(d -> d.fields.put(name, v));
        }
      }
    }

    void finish(FeatureSink sink) {
      RankTable t = table;
      table = null;
      if (t != null && t.overflow) {
        sink.skipped(t.firstLine, new Skip("rank table", "devices", RankTable.MAX_DEVICES, t.seen(),
            "its rules are not checked, and a heartbeat's lost peer (serverId/devicePhyId) is not turned into a rank from it"));
        return;
      }
      if (t == null || !t.checkable()) {
        return;
      }
      seats(t, sink);
      for (RankTableCheck.Violation v : RankTableCheck.violations(t)) {
        sink.featureAt(FeatureType.TOOL_STATUS, "rank_table=" + v.kind().id(), v.line(), v.text());
      }
    }

    /**
     * Each device's seat, {@code serverId/deviceId=rank} ({@link Setting#RANK_SEATS}), all stated
     * at once, so a table of thousands of devices is one value: a value that is not an address, a
     * name or a number is not a seat.
     */
    private static void seats(RankTable t, FeatureSink sink) {
      StringBuilder all = new StringBuilder();
      for (RankTable.Server s : t.servers) {
        for (RankTable.Device d : s.devices) {
          RankTable.Value dev = d.fields.get("device_id");
          RankTable.Value rank = d.fields.get("rank_id");
          if (s.id != null && dev != null && rank != null && SERVER.matcher(s.id.text()).matches()
              && NUMBER.matcher(dev.text()).matches() && NUMBER.matcher(rank.text()).matches()) {
            all.append(all.length() == 0 ? "" : ",").append(s.id.text()).append('/').append(dev.text()).append('=').append(rank.text());
          }
        }
      }
      if (all.length() > 0) {
        sink.setting(Setting.RANK_SEATS, all.toString());
      }
    }
  }
}
