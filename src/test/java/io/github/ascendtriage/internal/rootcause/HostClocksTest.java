package io.github.ascendtriage.internal.rootcause;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The hosts' clocks are aligned on one init of the job: after a restart of the runtime, the init
 * each host completed again, not a first init that survived on one host and rotated out on
 * another. Made-up times; host b's clock is 2 h 15 min ahead of host a's.
 */
class HostClocksTest {
  private static ProcessRecord proc(String host, String pid) {
    return new ProcessRecord(new ProcessKey(host, pid), Optional.empty(), Optional.empty(), Optional.empty(),
        Optional.empty(), Optional.empty(), Set.of(), Optional.empty(), Map.of(), Set.of(), List.of());
  }

  private static Map<Setting, String> times(String started, String joined, String again, String rejoined) {
    Map<Setting, String> s = new EnumMap<>(Setting.class);
    s.put(Setting.STARTED, started);
    if (joined != null) {
      s.put(Setting.JOINED, joined);
    }
    if (again != null) {
      s.put(Setting.REINITIALISED, again);
      s.put(Setting.REJOINED, rejoined);
    }
    return s;
  }

  @Test
  void afterARuntimeRestartTheHostsAreAlignedOnTheInitTheyCompletedAgain() {
    Map<ProcessRecord, Map<Setting, String>> settings = new LinkedHashMap<>();
    // host a kept its first init's end (14:11) and its second (14:54); host b only its second (17:09)
    settings.put(proc("a", "1"), times("2025-03-03T14:10:00", "2025-03-03T14:11:00", "2025-03-03T14:53:00", "2025-03-03T14:54:00"));
    settings.put(proc("b", "2"), times("2025-03-03T16:25:00", "2025-03-03T17:09:00", "2025-03-03T17:08:00", "2025-03-03T17:09:00"));

    Map<String, Duration> off = HostClocks.offsets(settings, List.of("a", "b")).orElseThrow();

    assertEquals(Duration.ofMinutes(135), off.get("b").minus(off.get("a")));
  }

  @Test
  void hostsOfWhichOnlySomeRestartedTheirRuntimeAreNotAligned() {
    Map<ProcessRecord, Map<Setting, String>> settings = new LinkedHashMap<>();
    settings.put(proc("a", "1"), times("2025-03-03T14:10:00", "2025-03-03T14:11:00", "2025-03-03T14:53:00", "2025-03-03T14:54:00"));
    settings.put(proc("b", "2"), times("2025-03-03T16:25:00", "2025-03-03T16:26:00", null, null));

    assertTrue(HostClocks.offsets(settings, List.of("a", "b")).isEmpty());
  }

  @Test
  void withoutARestartTheEarliestInitEndOfEachHostIsItsMark() {
    Map<ProcessRecord, Map<Setting, String>> settings = new LinkedHashMap<>();
    settings.put(proc("a", "1"), times("2025-03-03T14:10:00", "2025-03-03T14:11:00", null, null));
    settings.put(proc("a", "3"), times("2025-03-03T14:10:00", "2025-03-03T14:40:00", null, null));
    settings.put(proc("b", "2"), times("2025-03-03T16:25:00", "2025-03-03T16:26:00", null, null));

    assertEquals(Duration.ofMinutes(135), HostClocks.offsets(settings, List.of("a", "b")).orElseThrow().get("b"));
  }
}
