package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The form of HCCL's socket port settings ({@code HCCL_HOST_SOCKET_PORT_RANGE}, {@code
 * HCCL_NPU_SOCKET_PORT_RANGE}): {@code auto} (the system picks the ports), or ports and ranges
 * {@code a-b}, comma separated, each within 1 to 65535, no two overlapping; the pages say to keep off
 * the system's reserved ports 1 to 1023. Stateless and thread-safe.
 */
final class PortList {
  private PortList() {}

  /** The highest port. */
  static final int MAX = 65535;

  /** The last of the system's reserved ports, which the pages say to avoid. */
  static final int RESERVED = 1023;

  /** What {@code v} (lower case) gets wrong, or nothing. */
  static Optional<SettingProblem> problem(String v) {
    if (v.equals("auto")) {
      return Optional.empty();
    }
    List<int[]> ranges = new ArrayList<>();
    for (String part : v.split(",", -1)) {
      int dash = part.indexOf('-');
      int[] r = dash < 0 ? pair(part, part) : pair(part.substring(0, dash), part.substring(dash + 1));
      if (r == null) {
        return SettingProblem.of(SettingProblem.FORM, "'" + part + "' is not a port or a range of ports (start-end) from 1 to " + MAX);
      }
      if (r[0] <= RESERVED) {
        return SettingProblem.of("reserved", part + " takes reserved ports (1-" + RESERVED + ")");
      }
      for (int[] o : ranges) {
        if (r[0] <= o[1] && o[0] <= r[1]) {
          return SettingProblem.of("overlap", part + " overlaps another port or range of the list");
        }
      }
      ranges.add(r);
    }
    return Optional.empty();
  }

  /** The range from {@code a} to {@code b}, or null unless both are ports and {@code a <= b}. */
  private static int[] pair(String a, String b) {
    int x = port(a);
    int y = port(b);
    return x < 1 || y < 1 || x > y ? null : new int[] {x, y};
  }

  private static int port(String s) {
    if (s.isEmpty() || s.length() > 5 || !s.chars().allMatch(c -> c >= '0' && c <= '9')) {
      return -1;
    }
    int p = Integer.parseInt(s);
    return p <= MAX ? p : -1;
  }
}
