package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.internal.extract.ErrorEvent;
import io.github.ascendtriage.internal.extract.EventKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Tells root cause from cascade when the input covers several ranks or hosts: a line that names the
 * faulty node wins; otherwise the earliest fault of a rank that did more than wait; otherwise the
 * earliest error. Stateless and thread-safe.
 */
public final class RootCauseAnalyzer {
  private RootCauseAnalyzer() {}

  /** The root cause, or empty when the input covers a single process. */
  public static Optional<RootCause> analyze(List<ErrorEvent> events, Map<String, SourceMeta> sources) {
    if (events.isEmpty()) {
      return Optional.empty();
    }
    Set<String> places = new LinkedHashSet<>();
    for (ErrorEvent e : events) {
      places.add(place(e, sources));
    }
    if (places.size() < 2) {
      return Optional.empty();
    }
    ErrorEvent root = null;
    String reason = null;
    for (ErrorEvent e : events) {
      if (e.kind() == EventKind.LOCATOR) {
        root = e;
        reason = "named by the log: " + e.evidence().text().trim();
        break;
      }
    }
    Comparator<ErrorEvent> byTime =
        Comparator.comparing((ErrorEvent e) -> e.timestamp() == null ? "~" : e.timestamp());
    if (root == null) {
      root = events.stream().filter(e -> e.kind() == EventKind.FAULT).min(byTime).orElse(null);
      reason = "earliest fault of a rank that did not only wait for a peer";
    }
    if (root == null) {
      root = events.stream().min(byTime).orElseThrow();
      reason = "first error in time (every rank only shows timeouts)";
    }
    String rootPlace = place(root, sources);
    List<String> cascades = new ArrayList<>();
    for (String p : places) {
      if (!p.equals(rootPlace)) {
        cascades.add(p);
      }
    }
    SourceMeta meta = sources.get(root.evidence().source());
    String host = meta == null ? null : meta.host();
    String rank = root.rank() != null ? root.rank() : meta == null ? null : meta.rank();
    return Optional.of(
        new RootCause(
            Optional.ofNullable(host),
            parse(rank),
            parse(root.device()),
            root.evidence().source(),
            reason,
            cascades));
  }

  static String place(ErrorEvent e, Map<String, SourceMeta> sources) {
    SourceMeta m = sources.get(e.evidence().source());
    String host = m == null || m.host() == null ? "" : m.host() + "/";
    String rank = e.rank() != null ? e.rank() : m == null ? null : m.rank();
    return rank != null ? host + "rank " + rank : host + e.evidence().source();
  }

  private static OptionalInt parse(String s) {
    if (s == null) {
      return OptionalInt.empty();
    }
    try {
      return OptionalInt.of(Integer.parseInt(s.trim()));
    } catch (NumberFormatException e) {
      return OptionalInt.empty();
    }
  }
}
