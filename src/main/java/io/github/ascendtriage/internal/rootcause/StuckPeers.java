package io.github.ascendtriage.internal.rootcause;

import java.util.regex.Pattern;

/**
 * A peer HCCL's heartbeat reported stuck, which the cluster locator would put outside the input (laggard36): split
 * from {@link Locators}; {@link RootCauseAnalyzer} asks it after the cluster locator. Stateless.
 */
final class StuckPeers {
  private StuckPeers() {}

  /**
   * laggard36: HCCL's heartbeat tells a stuck peer from a lost one. {@code Heartbeat Lost Occurred} (run log
   * {@code status[LOST]}) is a peer from which no heartbeat came for 30 s: its process exited. {@code Stuck Occurred}
   * ({@code status[STUCK]}) is a peer that still answers but whose operator entry and exit counts, polled every third
   * of {@code HCCL_EXEC_TIMEOUT}, stopped moving: its process is alive and hung or slow before the op (hcclug_000055,
   * the cluster heartbeat's table of exception types; docs/log-formats.md 8.3). A stuck peer's folder is collected
   * like any live rank's, so an address no line places is no sign that its logs are missing.
   */
  private static final Pattern STUCK = Pattern.compile("Stuck Occurred|status\\[STUCK\\]", Pattern.CASE_INSENSITIVE);

  /** True when the verdict puts a peer a heartbeat reported stuck outside the input (see {@link #STUCK}). */
  static boolean stuckOutside(RootCauseAnalyzer.Verdict v) {
    return !v.roots().isEmpty() && !v.roots().get(0).known && STUCK.matcher(v.evidence().text()).find();
  }

  /**
   * A late reporter ({@link Laggards}) when a heartbeat reported a peer stuck that no line places: the stuck rank is
   * alive, reaches the op late and so reports its own timeout last (troubleshooting_0110 and the catalogue's EI0002
   * solution: when every rank reports the timeout, the one whose report is more than the timeout later is the one to
   * look at). That rank, in the input, is the peer the heartbeat meant; the reason says both.
   */
  static RootCauseAnalyzer.Verdict stuckLaggard(RootCauseAnalyzer.Verdict late, RootCauseAnalyzer.Verdict stuck) {
    return new RootCauseAnalyzer.Verdict(late.roots(), late.reason() + "; HCCL's heartbeat reported a peer stuck (alive,"
        + " not reaching the op) at an address no line of the input places: " + stuck.evidence().text().trim(),
        late.evidence(), late.chain(), late.steps(), late.cycle(), late.decided(), late.gone());
  }
}
