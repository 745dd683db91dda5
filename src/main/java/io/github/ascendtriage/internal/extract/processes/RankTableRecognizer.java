package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.Skip;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.List;
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
 * text: a field that cannot be read is not there. Each list a table keeps is bounded ({@link
 * RankTable.Part}): past a bound the rest is counted, not kept, and reported {@link
 * FeatureSink#skipped skipped} once (at the table's first line, or its {@code super_pod_list}'s) with
 * the bound and the count; the seats of the devices kept are still stated, and a table read in part
 * is checked on the part read only by the rules any part keeps ({@link RankTableCheck#ON_ANY_PART}: a
 * value stated twice there is stated twice in the whole; "rank ids 0 to n-1" needs the whole table).
 */
public final class RankTableRecognizer implements Recognizer {
  private static final JsonFields FIELDS = new JsonFields(List.of("server_count", "server_list", "server_id", "device",
      "device_id", "device_ip", "rank_id", "super_pod_list", "super_pod_id", "super_device_id"));
  /** A match starts with a quoted field name. */
  static final AnchoredFind FIND = FIELDS.find;
  private static final Pattern SERVER = Pattern.compile("[0-9A-Za-z.:_-]{1,64}");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,7}");

  @Override
  public boolean mayMatch(String body) {
    return JsonFields.mayHold(body);
  }

  /** Only the quoted field names of a rank table; a plog INFO line may print the table too. */
  @Override
  public List<String> literals() {
    return FIELDS.triggers;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    FIELDS.each(ctx.body(), (name, value) -> st.field(name, value, ctx.lineNo(), ctx.raw(), sink));
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
        case "super_pod_list" -> {
          if (!table.inPods) {
            table.podsLine = line;
          }
          table.inPods = true;
        }
        case "super_pod_id" -> {
          if (!table.inPods) {
            table.podsLine = line;
          }
          table.inPods = true;
          table.newPod().ifPresent(p -> p.id = v);
        }
        case "server_id" -> {
          if (value == null) {
            return; // no value read: the field is not there
          }
          if (table.inPods) {
            table.podServer(v);
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
      if (t == null) {
        return;
      }
      for (RankTable.Part p : RankTable.Part.values()) {
        if (t.cut(p)) {
          sink.skipped(p == RankTable.Part.PODS || p == RankTable.Part.POD_SERVERS ? t.podsLine : t.firstLine,
              new Skip(p.what, p.unit, p.bound(), t.seen(p), effect(p)));
        }
      }
      if (t.hasSeats()) {
        seats(t, sink);
      }
      if (!t.checkable()) {
        return;
      }
      for (RankTableCheck.Violation v : RankTableCheck.violations(t)) {
        sink.featureAt(FeatureType.TOOL_STATUS, "rank_table=" + v.kind().id(), v.line(), v.text());
      }
    }

    /** What is checked of a table read in part (RankTableCheck.ON_ANY_PART), and that the rest is not. */
    private static final String PART_CHECKED = "only the rules any part of a table keeps (a rank id, device id, device_ip,"
        + " server id or pod stated twice, a value that is no rank id, device id or address) were checked on the part read;"
        + " the rest of the table and the rules that need the whole (rank ids 0 to n-1, server_count, a server in one pod)"
        + " were not checked";

    /** What the answer goes without when {@code p} passed its bound. */
    private static String effect(RankTable.Part p) {
      return switch (p) {
        case SERVERS, DEVICES -> "the seats (rank ids) of the " + p.unit.split(" ")[0] + " read still place their ranks;"
            + " " + PART_CHECKED + ", and a heartbeat's lost peer (serverId/devicePhyId) on a later device is not"
            + " turned into a rank from it";
        case PODS, POD_SERVERS -> PART_CHECKED + " (its server list's seats are read)";
      };
    }

    /**
     * Each device's seat, {@code serverId/deviceId=rank} ({@link Setting#RANK_SEATS}), all stated
     * at once, so a table of thousands of devices is one value: a value that is not an address, a
     * name or a number is not a seat. A device's {@code device_ip}, when it is an address other than
     * {@code 0.0.0.0} (a device without one), follows its seat after {@code @}: the table is then
     * what ties a line that names the device only by that address to its rank (records38).
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
            RankTable.Value ip = d.fields.get("device_ip");
            if (ip != null && RankTableCheck.isAddress(ip.text()) && !ip.text().equals("0.0.0.0")) {
              all.append(Setting.SEAT_ADDRESS).append(ip.text());
            }
          }
        }
      }
      if (all.length() > 0) {
        sink.setting(Setting.RANK_SEATS, all.toString());
      }
    }
  }
}
