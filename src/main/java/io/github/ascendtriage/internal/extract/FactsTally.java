package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** What one source says about its writer, while it is being read (see {@link SourceFacts}). */
final class FactsTally {
  private String rank;
  private String device;
  private final Set<String> ips = new LinkedHashSet<>();
  private final Set<String> printedBy = new LinkedHashSet<>();
  private final Map<String, SourceFacts.ProcessFacts> processes = new LinkedHashMap<>();

  Optional<String> rank() {
    return Optional.ofNullable(rank);
  }

  Optional<String> device() {
    return Optional.ofNullable(device);
  }

  /** A rank, device or own address the source states (the first rank and device are kept). */
  void self(FeatureType type, String value) {
    switch (type) {
      case RANK -> rank = rank == null ? value : rank;
      case DEVICE -> device = device == null ? value : device;
      case REMOTE_IP -> {
        if (ips.size() < 16) {
          ips.add(value);
        }
      }
      default -> {}
    }
  }

  void printedBy(String r) {
    if (printedBy.size() < 256) {
      printedBy.add(r);
    }
  }

  void process(String pid, String r, String d) {
    if (processes.size() < 256) {
      processes.putIfAbsent(pid, new SourceFacts.ProcessFacts(pid, Optional.ofNullable(r), Optional.ofNullable(d)));
    }
  }

  /** Adds what another reading of the same source found. */
  void add(SourceFacts other) {
    rank = rank != null ? rank : other.rank().orElse(null);
    device = device != null ? device : other.device().orElse(null);
    ips.addAll(other.ips());
    printedBy.addAll(other.printedBy());
    if (processes.isEmpty()) {
      processes.putAll(other.processes());
    }
  }

  SourceFacts freeze() {
    return new SourceFacts(rank(), device(), ips, printedBy, processes);
  }
}
