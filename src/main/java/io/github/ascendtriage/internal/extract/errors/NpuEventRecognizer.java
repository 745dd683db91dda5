package io.github.ascendtriage.internal.extract.errors;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.NpuEventNodes;
import io.github.ascendtriage.internal.codes.NpuHealthLevels;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.scan.AnchoredFind;
import io.github.ascendtriage.internal.extract.scan.LineContext;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * NPU health events: the id of a fault event the device management service raised (the device OS
 * log's {@code Event id=0x80e18401}, {@code event_id:[0x...]}, npu-smi's {@code Error Code : 80E18402})
 * and the node type npu-smi or the kernel names beside it ({@code node type=HBM}, {@code Node
 * Type=0x70}). Each becomes the {@code device-error} token {@code NPU EVENT <module>}, the module
 * read from the event's node type ({@link NpuEventNodes}); an event of a node type the table does
 * not know is {@code NPU EVENT}. In npu-smi's health query ({@code Health Status : Warning}, then {@code Error Code}
 * and {@code Error Information}), a status that is no fault by {@link NpuHealthLevels} makes its codes that MindCluster
 * leaves unhandled, and the node type beside them, no event (alarm36: sixth35's harmless 80E00209 Warning); a code
 * outside that list is read as before; the lines of a query are about the device its command names ({@code npu-smi
 * info -t health -i N}). Immutable and thread-safe; the open health query lives in the context.
 */
public final class NpuEventRecognizer implements Recognizer {
  private static final Pattern ID = Pattern.compile(
      "(?i)(?:\\bevent[ _]?id|\\berror[ _]?code|错误码)\\s{0,40}+(?:[=:：]|is|是|为)?\\s{0,40}+\\[?\\s{0,8}+(?:0x)?(8[0-9a-f]{7})(?![0-9a-z])");
  private static final Pattern NODE = Pattern.compile("(?i)\\bnode[ _]?type\\s{0,8}+=\\s{0,8}+(0x[0-9a-f]{1,2}\\b|[a-z][a-z0-9_]{0,23}+)");
  /** An id's match starts with its label's first word; a node type's with {@code node}. */
  static final AnchoredFind ID_FIND = AnchoredFind.foldedLiterals(ID, 0, java.util.List.of("event", "error", "错误码"));
  static final AnchoredFind NODE_FIND = AnchoredFind.foldedLiterals(NODE, 0, java.util.List.of("node"));
  static final String PREFIX = "NPU EVENT";
  private static final Pattern HEALTH_STATUS = Pattern.compile("^\\s{0,40}Health Status\\s{0,40}:\\s{0,8}([A-Za-z]{1,16})\\s*$");
  /** The lines after a health query's status that still belong to it (Error Code, Error Information). */
  private static final int QUERY_LINES = 3;

  /** The command of a health query; its {@code -i} is the device the lines after it are about. */
  private static final Pattern QUERY = Pattern.compile("npu-smi info -t health -i (\\d{1,4})\\b");

  /** The health query being read: the line of a status that is no fault, while its codes are all unhandled ones. */
  private static final class Query {
    long minorLine = -1;
    boolean harmless;
    /** The device of the last health query's command and its line. */
    String device;
    long commandLine = -1;

    boolean harmless(long lineNo) {
      return harmless && minorLine >= 0 && lineNo - minorLine <= QUERY_LINES;
    }
  }

  private final NpuEventNodes nodes;
  private final NpuHealthLevels levels;

  public NpuEventRecognizer(NpuEventNodes nodes, NpuHealthLevels levels) {
    this.nodes = nodes;
    this.levels = levels;
  }

  public NpuEventRecognizer(NpuEventNodes nodes) {
    this(nodes, NpuHealthLevels.builtIn());
  }

  @Override
  public boolean mayMatch(String body) {
    return body.contains("vent") || body.contains("rror") || body.contains("RROR") || body.contains("ode")
        || body.contains("ODE") || body.contains("错误码") || body.contains("ealth");
  }

  /** What each of {@link #ID} and {@link #NODE} must hold, folded: the label before the id, or the node type. */
  @Override
  public java.util.List<String> loudOnlyTriggers() {
    return TRIGGERS;
  }

  private static final java.util.List<String> TRIGGERS = java.util.List.of("event id", "eventid", "event_id", "error code", "errorcode", "error_code", "错误码", "node type", "nodetype", "node_type", "health status", "npu-smi info -t health");

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    String body = ctx.body();
    Query q = ctx.state(Query.class, Query::new);
    if (body.contains("npu-smi info -t health")) {
      Matcher c = QUERY.matcher(body);
      if (c.find()) {
        q.device = c.group(1);
        q.commandLine = ctx.lineNo();
      }
      return;
    }
    if (body.contains("Health Status")) {
      Matcher h = HEALTH_STATUS.matcher(body);
      if (h.find()) {
        String v = h.group(1);
        q.minorLine = levels.knows(v) && !levels.isFault(v) ? ctx.lineNo() : -1;
        q.harmless = q.minorLine >= 0;
        return;
      }
    }
    boolean quiet = q.harmless(ctx.lineNo());
    Matcher m = ID_FIND.matcher(body);
    boolean found = false;
    for (int from = 0; ID_FIND.next(m, body, from); from = m.end()) {
      long id = Long.parseLong(m.group(1), 16);
      if (NpuEventNodes.isEvent(id)) {
        found = true;
        if (quiet && levels.notHandled(id)) {
          continue; // a minor alarm's code the fault configuration leaves unhandled: no fault of the job
        }
        q.harmless = false; // a code that is handled makes the query a fault, minor or not
        quiet = false;
        String dev = queried(q, ctx.lineNo());
        if (dev != null) {
          sink.feature(FeatureType.DEVICE, dev); // alarm36: the query's own device (its command's -i)
        }
        emit(sink, nodes.moduleOf(id).orElse(null));
      }
    }
    if (found || quiet) {
      return; // the id names its node type; a node type beside it says the same
    }
    Matcher n = NODE_FIND.matcher(body);
    if (NODE_FIND.next(n, body, 0)) {
      String dev = queried(q, ctx.lineNo());
      if (dev != null) {
        sink.feature(FeatureType.DEVICE, dev);
      }
      String v = n.group(1);
      if (v.regionMatches(true, 0, "0x", 0, 2)) {
        emit(sink, nodes.moduleOfNode(Integer.parseInt(v.substring(2), 16)).orElse(null));
      } else {
        emit(sink, v);
      }
    }
  }

  /** The device of the health query this line belongs to, or null (a device OS log's line names none here). */
  private static String queried(Query q, long lineNo) {
    return q.commandLine >= 0 && lineNo - q.commandLine <= QUERY_LINES + 1 ? q.device : null;
  }

  private static void emit(FeatureSink sink, String module) {
    sink.feature(FeatureType.DEVICE_ERROR, module == null ? PREFIX : PREFIX + " " + module.toUpperCase(Locale.ROOT));
    sink.event(EventKind.FAULT);
  }
}
