package io.github.ascendtriage.internal.rootcause;

import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.input.ProcessKey;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Earlier runs of the job in the same log folders: a device serves one training process at a time,
 * so two processes of one host that both completed communicator init ({@link Setting#JOINED}) on
 * the same device are two runs, and only the one that started last is the failure being asked
 * about (ascend-fd's root-cluster parser keeps, per device id, the pid whose training started last,
 * {@code check_device_id_repeat}). The earlier runs' files are left out of the root cause, as if
 * they were not in the input. Stateless.
 */
final class Reruns {
  private Reruns() {}

  /** The files of the processes of earlier runs. */
  static Set<String> sources(ProcessRegistry registry, Map<String, io.github.ascendtriage.internal.extract.facts.SourceFacts> self) {
    Set<String> out = new HashSet<>();
    for (ProcessKey k : superseded(registry, Members.settings(registry, self))) {
      registry.get(k).ifPresent(r -> out.addAll(r.sources()));
    }
    return out;
  }

  /** The processes of earlier runs: per host and device, every process but the one that joined last. */
  static Set<ProcessKey> superseded(ProcessRegistry registry, Map<ProcessRecord, Map<Setting, String>> settings) {
    Map<String, ProcessRecord> latest = new LinkedHashMap<>();
    Map<String, String> latestTime = new LinkedHashMap<>();
    Set<ProcessKey> out = new HashSet<>();
    for (ProcessRecord r : registry.all()) {
      Optional<String> device = r.device();
      String joined = settings.getOrDefault(r, Map.of()).get(Setting.JOINED);
      if (r.key().pid().isEmpty() || device.isEmpty() || joined == null) {
        continue;
      }
      String slot = r.key().host() + "\0" + device.get();
      String before = latestTime.get(slot);
      if (before == null) {
        latest.put(slot, r);
        latestTime.put(slot, joined);
      } else if (joined.compareTo(before) > 0) {
        out.add(latest.get(slot).key());
        latest.put(slot, r);
        latestTime.put(slot, joined);
      } else {
        out.add(r.key());
      }
    }
    return out;
  }
}
