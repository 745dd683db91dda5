package io.github.ascendtriage.internal.extract.processes;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.Skip;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * The seats of a rank table 2.0 (Ascend 950PR/950DT; hicann/hccl
 * docs/zh/user_guide/cluster_info_config/rank_table_config_a5.md): {@code rank_list[]} of ranks, each
 * with {@code rank_id}, {@code local_id} (the NPU's id, unique in its level-0 instance), {@code
 * device_id} and {@code level_list[]} of {@code net_layer} / {@code net_instance_id}. HCCL's cluster
 * monitor names a rank by the UId {@code netInstId/localId}, the instance its rank has at net layer 0
 * and its local id (hcomm cluster_monitor.cc, {@code GetRemEndpointDescsPerLayer} and {@code
 * FormatUID}), so each rank's seat is stated as {@code netInstId/localId=rank} ({@link
 * Setting#RANK_SEATS}, as the 1.x tables' {@code serverId/deviceId=rank}).
 *
 * <p>Read field by field as the lines come, in any key order ({@code json.dump} with sorted keys puts
 * {@code level_list} before {@code local_id}): a rank field the current rank already has begins the
 * next rank, and a level's {@code net_layer} or {@code net_instance_id} the current level already has
 * begins the next level. At most {@link RankTable#MAX_DEVICES} ranks are kept; past that the rest is
 * counted and reported {@link FeatureSink#skipped skipped} once with the count, the seats kept still
 * stated. Nothing is thrown on malformed text: a rank without its three values states no seat.
 */
public final class RankList20Recognizer implements Recognizer {
  private static final JsonFields FIELDS = new JsonFields(List.of("rank_list", "rank_count", "rank_id", "local_id",
      "device_id", "net_layer", "net_instance_id"));
  private static final Pattern INSTANCE = Pattern.compile("[0-9A-Za-z.:_-]{1,64}");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,7}");
  private static final String LAYER0 = "inst0";

  @Override
  public boolean mayMatch(String body) {
    return JsonFields.mayHold(body);
  }

  @Override
  public List<String> literals() {
    return FIELDS.triggers;
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    State st = ctx.state(State.class, State::new);
    FIELDS.each(ctx.body(), (name, value) -> st.field(name, value, ctx.lineNo(), sink));
  }

  @Override
  public void end(LineContext ctx, FeatureSink sink) {
    ctx.state(State.class, State::new).finish(sink);
  }

  /** The 2.0 table being read in one stream: its seats so far and the rank and level being read. */
  private static final class State {
    private long firstLine = -1;
    private final StringBuilder seats = new StringBuilder();
    private long ranks;
    private final Map<String, String> rank = new HashMap<>();
    private String layer;
    private String instance;

    void field(String name, String value, long line, FeatureSink sink) {
      if (name.equals("rank_list") || name.equals("rank_count")) {
        if (firstLine >= 0 && (ranks > 0 || !rank.isEmpty())) {
          finish(sink); // a second table in the stream
        }
        if (firstLine < 0) {
          firstLine = line;
        }
        return;
      }
      if (firstLine < 0 || value == null) {
        return; // a field outside a rank list (a topology file's local_id), or no value read
      }
      switch (name) {
        case "net_layer" -> {
          if (layer != null) {
            instance = null;
          }
          layer = value;
        }
        case "net_instance_id" -> {
          if (instance != null) {
            layer = null;
          }
          instance = value;
        }
        default -> put(name, value);
      }
      if ("0".equals(layer) && instance != null) {
        put(LAYER0, instance);
        layer = null;
        instance = null;
      }
    }

    /** A field of the current rank; one it already has begins the next rank. */
    private void put(String name, String value) {
      if (rank.containsKey(name)) {
        close();
      }
      rank.put(name, value);
    }

    /** Ends the current rank: its seat is kept while within the bound, counted past it. */
    private void close() {
      String r = rank.get("rank_id");
      String local = rank.get("local_id");
      String inst = rank.get(LAYER0);
      if (!rank.isEmpty()) {
        ranks++;
      }
      if (ranks <= RankTable.MAX_DEVICES && r != null && local != null && inst != null && NUMBER.matcher(r).matches()
          && NUMBER.matcher(local).matches() && INSTANCE.matcher(inst).matches()) {
        seats.append(seats.length() == 0 ? "" : ",").append(inst).append('/').append(local).append('=').append(r);
      }
      rank.clear();
      layer = null;
      instance = null;
    }

    void finish(FeatureSink sink) {
      if (firstLine < 0) {
        return;
      }
      close();
      if (ranks > RankTable.MAX_DEVICES) {
        sink.skipped(firstLine, new Skip("rank table 2.0", "ranks", RankTable.MAX_DEVICES, ranks,
            "the seats (netInstId/localId) of the ranks read still place them; a heartbeat's lost peer on a later rank is not"
                + " turned into a rank from it"));
      }
      if (seats.length() > 0) {
        sink.setting(Setting.RANK_SEATS, seats.toString());
      }
      seats.setLength(0);
      ranks = 0;
      firstLine = -1;
    }
  }
}
