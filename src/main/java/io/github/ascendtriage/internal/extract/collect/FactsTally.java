package io.github.ascendtriage.internal.extract.collect;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.extract.facts.ErrorEvent;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Seat;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** What one source says about its writer, while it is being read (see {@link SourceFacts}). */
final class FactsTally {
  static final int MAX_PROCESSES = 256;
  static final int MAX_GROUPS = 32;
  private static final int MAX_DEVICE_IPS = 64;

  private String rank;
  private String device;
  /** True when its lines stated more than one own device: one process that drives several. */
  private boolean severalSelves;
  private final Set<String> ips = new LinkedHashSet<>();
  private final Set<String> printedBy = new LinkedHashSet<>();
  private final Map<String, ProcessTally> processes = new LinkedHashMap<>();
  private final Map<Setting, String> settings = new EnumMap<>(Setting.class);
  private final Map<Setting, io.github.ascendtriage.Evidence> stated = new EnumMap<>(Setting.class);
  private final Map<Setting, Long> dropped = new EnumMap<>(Setting.class);
  private final Map<String, String> deviceIps = new LinkedHashMap<>();

  Optional<String> rank() {
    return Optional.ofNullable(rank);
  }

  Optional<String> device() {
    return Optional.ofNullable(device);
  }

  /** A rank, device or own address the source states (the first rank and device are kept). */
  void self(FeatureType type, String value) {
    switch (type) {
      case RANK -> rank = rank == null ? value : rank; // one per communicator a process joins
      case DEVICE -> {
        severalSelves |= device != null && !device.equals(value);
        device = device == null ? value : device;
      }
      case REMOTE_IP -> {
        if (ips.size() < 16) {
          ips.add(value);
        }
      }
      default -> {}
    }
  }

  /** Device {@code device}'s NIC address as a tool output of the host lists it (the first per address). */
  void deviceAddress(String device, String ip) {
    if (deviceIps.size() < MAX_DEVICE_IPS) {
      deviceIps.putIfAbsent(ip, device);
    }
  }

  /**
   * A setting of the source's process and the line that stated it: the first value of each is
   * kept, of a time the latest or the earliest, of a list every value, as {@link Setting#keep} says;
   * the values a list's bound drops are counted.
   */
  void setting(Setting what, String value, io.github.ascendtriage.Evidence line) {
    String old = settings.get(what);
    String kept = what.merged(value, old);
    if (what.keep() == Setting.Keep.ALL || what.keep() == Setting.Keep.TAIL) {
      long lost = Setting.listSize(old) + Setting.listSize(value) - Setting.listSize(kept == null ? old : kept);
      if (lost > 0) {
        dropped.merge(what, lost, Long::sum);
      }
    }
    if (kept != null) {
      settings.put(what, kept);
      if (old == null || what.keep() != Setting.Keep.ALL) {
        stated.put(what, line); // a list is stated where it begins
      }
    }
  }

  void printedBy(String r) {
    if (printedBy.size() < 256) {
      printedBy.add(r);
    }
  }

  private ProcessTally tally(String pid) {
    ProcessTally t = processes.get(pid);
    if (t == null && processes.size() < MAX_PROCESSES) {
      t = new ProcessTally();
      processes.put(pid, t);
    }
    return t;
  }

  void process(String pid, String r, String d) {
    ProcessTally t = tally(pid);
    if (t != null) {
      if (r != null) {
        t.put(Identity.RANK, r);
      }
      if (d != null) {
        t.put(Identity.LOGICAL_DEVICE, d);
      }
    }
  }

  /**
   * A fact about process {@code pid} ({@code ""}: the writer of a line without a plog header) stated
   * on line {@code lineNo}: a rank and a device of one line are one of the ranks it drives.
   */
  void identity(String pid, Identity what, String value, long lineNo) {
    ProcessTally t = tally(pid);
    if (t != null) {
      t.put(what, value);
      t.onLine(lineNo, what, value);
    }
  }

  /** The rank of process {@code pid} in communicator {@code group}. */
  void groupRank(String pid, String group, String r) {
    ProcessTally t = tally(pid);
    if (t != null && t.groups.size() < MAX_GROUPS) {
      t.groups.putIfAbsent(group, r);
    }
  }

  /** Adds what another reading of the same source found. */
  void add(SourceFacts other) {
    severalSelves |= device != null && other.device().isPresent() && !device.equals(other.device().get());
    rank = rank != null ? rank : other.rank().orElse(null);
    device = device != null ? device : other.device().orElse(null);
    ips.addAll(other.ips());
    other.deviceIps().forEach((ip, d) -> deviceAddress(d, ip));
    printedBy.addAll(other.printedBy());
    other.settings().forEach((k, v) -> setting(k, v, other.stated().get(k)));
    other.dropped().forEach((k, n) -> dropped.merge(k, n, Long::sum));
    other.processes().forEach((pid, p) -> {
      ProcessTally t = tally(pid);
      if (t != null) {
        t.add(p);
      }
    });
  }

  /** Gives the events from index {@code from} on the rank and device their source stated, if they lack them. */
  static void place(java.util.List<ErrorEvent> events, int from, Map<String, FactsTally> facts) {
    for (int i = from; i < events.size(); i++) {
      ErrorEvent e = events.get(i);
      FactsTally f = facts.get(e.evidence().source());
      if (e.aboutOther() || f == null || f.drivesSeveral()) {
        // an event about a named process, not about the writer; or a source whose process drives
        // several devices, where only the line itself can tell on which it happened
        continue;
      }
      Optional<String> r = e.rank().or(f::rank);
      Optional<String> d = e.device().or(f::device);
      if (!r.equals(e.rank()) || !d.equals(e.device())) {
        events.set(i, e.withPlace(r, d));
      }
    }
  }

  /** True when its lines stated more than one own device, or a process drives several. */
  private boolean drivesSeveral() {
    processes.values().forEach(ProcessTally::seatDone); // the last identity line read counts too
    return severalSelves || processes.values().stream().anyMatch(t -> !Seat.perDevice(t.seats.values()).isEmpty());
  }

  SourceFacts freeze() {
    Map<String, SourceFacts.ProcessFacts> ps = new LinkedHashMap<>();
    processes.forEach((pid, t) -> ps.put(pid, t.freeze(pid)));
    return new SourceFacts(rank(), device(), ips, printedBy, ps, settings, stated, deviceIps, dropped);
  }
}
