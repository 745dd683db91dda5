package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Collects the features of one input (or one file of it): one entry per distinct token with its
 * first evidence and a few more, the variable values, and the error events. Memory is bounded: at
 * most {@link #MAX_KEYS} distinct tokens, {@link #MAX_EVIDENCE} evidence lines each, {@link
 * #MAX_EVENTS} events. Not thread-safe; collectors of files read in parallel are merged.
 */
public final class FeatureCollector implements FeatureSink {
  public static final int MAX_KEYS = 20_000;
  public static final int MAX_EVIDENCE = 5;
  public static final int MAX_EVENTS = 4_096;
  static final int MAX_TEXT = 500;

  /** A distinct token or value and where it was seen. */
  public static final class Occurrence {
    final Feature first;
    final List<Evidence> evidence = new ArrayList<>(2);
    long count;
    long lastLine;

    Occurrence(Feature first) {
      this.first = first;
    }

    public Feature first() {
      return first;
    }

    public List<Evidence> evidence() {
      return Collections.unmodifiableList(evidence);
    }

    public long count() {
      return count;
    }
  }

  private final Map<String, Occurrence> byKey = new LinkedHashMap<>();
  private final List<ErrorEvent> events = new ArrayList<>();
  private final List<String> lineKeys = new ArrayList<>();
  private boolean truncated;

  private String source = "";
  private long lineNo;
  private String text = "";
  private Evidence current;
  private String lineTimestamp;
  private String lineRank;
  private String lineDevice;
  private EventKind lineEvent;
  private String evRank;
  private String evDevice;
  private String evHost;
  private String evIp;
  private boolean evAbout;

  // what each source says about the process that wrote it; applied to its events at finish()
  private final Map<String, String> selfRank = new HashMap<>();
  private final Map<String, String> selfDevice = new HashMap<>();
  private final Map<String, Set<String>> selfIps = new LinkedHashMap<>();
  private int eventsPlaced;
  private final Map<String, Set<String>> printedBy = new LinkedHashMap<>();
  private final Map<String, Map<String, String[]>> processes = new LinkedHashMap<>();

  /** Starts a new line; features reported until the next call belong to it. */
  public void beginLine(String source, long lineNo, String text) {
    flushEvent();
    this.source = source;
    this.lineNo = lineNo;
    this.text = text;
    this.current = null;
    this.lineTimestamp = null;
    this.lineRank = null;
    this.lineDevice = null;
    this.lineEvent = null;
    this.evAbout = false;
    lineKeys.clear();
  }

  /** Ends input: records the last line's event. */
  public void finish() {
    flushEvent();
    placeEvents();
  }

  /** Gives events without a rank or device the ones their source stated about itself. */
  private void placeEvents() {
    for (int i = eventsPlaced; i < events.size(); i++) {
      ErrorEvent e = events.get(i);
      if (e.host() != null || e.ip() != null) {
        continue; // an event about a named process, not about the writer
      }
      String src = e.evidence().source();
      String r = e.rank() != null ? e.rank() : selfRank.get(src);
      String d = e.device() != null ? e.device() : selfDevice.get(src);
      if (r != e.rank() || d != e.device()) {
        events.set(i, e.withPlace(r, d));
      }
    }
    eventsPlaced = events.size();
  }

  @Override
  public void self(FeatureType type, String value) {
    if (value == null || value.isEmpty()) {
      return;
    }
    switch (type) {
      case RANK -> selfRank.putIfAbsent(source, value);
      case DEVICE -> selfDevice.putIfAbsent(source, value);
      case REMOTE_IP -> {
        if (selfIps.size() < MAX_KEYS) {
          Set<String> ips = selfIps.computeIfAbsent(source, k -> new LinkedHashSet<>());
          if (ips.size() < 16) {
            ips.add(value);
          }
        }
      }
      default -> {}
    }
  }

  @Override
  public void printedBy(String rank) {
    Set<String> ranks = printedBy.get(source);
    if (ranks == null) {
      if (printedBy.size() >= MAX_KEYS) {
        return;
      }
      ranks = new LinkedHashSet<>();
      printedBy.put(source, ranks);
    }
    if (ranks.size() < 256) {
      ranks.add(rank);
    }
  }

  @Override
  public void process(String pid, String rank, String device) {
    if (pid == null || (rank == null && device == null)) {
      return;
    }
    Map<String, String[]> m = processes.get(source);
    if (m == null) {
      if (processes.size() >= MAX_KEYS) {
        return;
      }
      m = new LinkedHashMap<>();
      processes.put(source, m);
    }
    if (m.size() < 256) {
      m.putIfAbsent(pid, new String[] {rank, device});
    }
  }

  /** Process id to {rank, device} pairs stated by each source, by source. */
  public Map<String, Map<String, String[]>> processes() {
    return Collections.unmodifiableMap(processes);
  }

  /** The ranks whose lines each source holds (from launcher prefixes), by source. */
  public Map<String, Set<String>> printedBy() {
    return Collections.unmodifiableMap(printedBy);
  }

  /** The rank each source stated as its writer's, by source. */
  public Map<String, String> selfRanks() {
    return Collections.unmodifiableMap(selfRank);
  }

  /** The device each source stated as its writer's, by source. */
  public Map<String, String> selfDevices() {
    return Collections.unmodifiableMap(selfDevice);
  }

  /** The IP addresses each source stated as its own (host or device IPs), by source. */
  public Map<String, Set<String>> selfIps() {
    return Collections.unmodifiableMap(selfIps);
  }

  private Evidence evidence() {
    if (current == null) {
      String t = text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) + " ..." : text;
      current = new Evidence(source, lineNo, t);
    }
    return current;
  }

  @Override
  public void feature(FeatureType type, String value) {
    if (value == null || value.isEmpty()) {
      return;
    }
    switch (type) {
      case TIMESTAMP -> lineTimestamp = value;
      case RANK -> lineRank = value;
      case DEVICE -> lineDevice = value;
      default -> {}
    }
    String key = key(type, value);
    Occurrence o = byKey.get(key);
    if (o == null) {
      if (byKey.size() >= MAX_KEYS) {
        truncated = true;
        return;
      }
      o = new Occurrence(new Feature(type, value, evidence()));
      byKey.put(key, o);
    }
    o.count++;
    o.lastLine = lineNo;
    if (o.evidence.size() < MAX_EVIDENCE && !sameLine(o)) {
      o.evidence.add(evidence());
    }
    if (!type.isValue() && !lineKeys.contains(key)) {
      lineKeys.add(key);
    }
  }

  // the same raw values recur on many lines (a module, a marker phrase, an address): remember
  // their comparison keys instead of lower-casing and concatenating on every occurrence
  @SuppressWarnings("unchecked")
  private final Map<String, String>[] keyCache = new Map[FeatureType.values().length];
  private static final int KEY_CACHE_SIZE = 4096;

  private String key(FeatureType type, String value) {
    Map<String, String> cache = keyCache[type.ordinal()];
    if (cache == null) {
      cache = new java.util.HashMap<>();
      keyCache[type.ordinal()] = cache;
    }
    String k = cache.get(value);
    if (k == null) {
      k = SignatureToken.keyOf(type, value);
      if (cache.size() >= KEY_CACHE_SIZE) {
        cache.clear();
      }
      cache.put(value, k);
    }
    return k;
  }

  private boolean sameLine(Occurrence o) {
    if (o.evidence.isEmpty()) {
      return false;
    }
    Evidence last = o.evidence.get(o.evidence.size() - 1);
    return last.line() == lineNo && last.source().equals(source);
  }

  @Override
  public void event(EventKind kind) {
    if (lineEvent == null || kind.ordinal() > lineEvent.ordinal()) {
      lineEvent = kind;
    }
  }

  @Override
  public void eventAbout(EventKind kind, String rank, String device, String host, String ip) {
    if (lineEvent == null || kind.ordinal() >= lineEvent.ordinal()) {
      lineEvent = kind;
      evAbout = true;
      evRank = rank;
      evDevice = device;
      evHost = host;
      evIp = ip;
    }
  }

  private void flushEvent() {
    if (lineEvent != null && events.size() < MAX_EVENTS) {
      if (evAbout) {
        events.add(new ErrorEvent(evidence(), lineEvent, lineTimestamp, evRank, evDevice, evHost, evIp));
      } else {
        events.add(new ErrorEvent(evidence(), lineEvent, lineTimestamp, lineRank, lineDevice));
      }
    }
    lineEvent = null;
    evAbout = false;
  }

  /** The token keys ({@code type:value}, lowercased) found on the current line, in order. */
  public List<String> currentLineTokens() {
    return Collections.unmodifiableList(lineKeys);
  }

  /** True when a token with this key was seen. */
  public boolean has(String key) {
    return byKey.containsKey(key);
  }

  /** True when a token or value of this type was seen. */
  public boolean hasType(FeatureType type) {
    for (Occurrence o : byKey.values()) {
      if (o.first.type() == type) {
        return true;
      }
    }
    return false;
  }

  /** The occurrence of a key, or null. */
  public Occurrence get(String key) {
    return byKey.get(key);
  }

  /** All distinct keys in first-seen order. */
  public Iterable<String> keys() {
    return byKey.keySet();
  }

  /** The distinct features in first-seen order. */
  public List<Feature> features() {
    List<Feature> out = new ArrayList<>(byKey.size());
    for (Occurrence o : byKey.values()) {
      out.add(o.first);
    }
    return out;
  }

  /** The first value of a type, e.g. the first port seen. */
  public Optional<String> firstValue(FeatureType type) {
    for (Occurrence o : byKey.values()) {
      if (o.first.type() == type) {
        return Optional.of(o.first.value());
      }
    }
    return Optional.empty();
  }

  /** All values of one type in first-seen order. */
  public List<String> values(FeatureType type) {
    List<String> out = new ArrayList<>();
    for (Occurrence o : byKey.values()) {
      if (o.first.type() == type) {
        out.add(o.first.value());
      }
    }
    return out;
  }

  /** The error events, in input order. */
  public List<ErrorEvent> events() {
    return Collections.unmodifiableList(events);
  }

  /** True when the distinct-token cap was hit and later tokens were dropped. */
  public boolean truncated() {
    return truncated;
  }

  /** Forgets tokens not seen in the last {@code window} lines (for streaming sessions). */
  public void forgetOlderThan(long line) {
    Iterator<Occurrence> it = byKey.values().iterator();
    while (it.hasNext()) {
      if (it.next().lastLine < line) {
        it.remove();
      }
    }
    events.removeIf(e -> e.evidence().line() < line);
    eventsPlaced = Math.min(eventsPlaced, events.size());
  }

  /** Number of distinct keys. */
  public int size() {
    return byKey.size();
  }

  /** Adds another collector's content (files read in parallel), keeping first-seen order by merge order. */
  public void merge(FeatureCollector other) {
    other.placeEvents();
    for (Map.Entry<String, Occurrence> e : other.byKey.entrySet()) {
      Occurrence mine = byKey.get(e.getKey());
      Occurrence theirs = e.getValue();
      if (mine == null) {
        if (byKey.size() >= MAX_KEYS) {
          truncated = true;
          continue;
        }
        byKey.put(e.getKey(), theirs);
      } else {
        mine.count += theirs.count;
        for (Evidence ev : theirs.evidence) {
          if (mine.evidence.size() >= MAX_EVIDENCE) {
            break;
          }
          mine.evidence.add(ev);
        }
      }
    }
    for (ErrorEvent ev : other.events) {
      if (events.size() >= MAX_EVENTS) {
        break;
      }
      events.add(ev);
    }
    truncated |= other.truncated;
    other.selfRank.forEach(selfRank::putIfAbsent);
    other.processes.forEach(processes::putIfAbsent);
    for (Map.Entry<String, Set<String>> e : other.printedBy.entrySet()) {
      printedBy.computeIfAbsent(e.getKey(), k -> new LinkedHashSet<>()).addAll(e.getValue());
    }
    other.selfDevice.forEach(selfDevice::putIfAbsent);
    for (Map.Entry<String, Set<String>> e : other.selfIps.entrySet()) {
      selfIps.computeIfAbsent(e.getKey(), k -> new LinkedHashSet<>()).addAll(e.getValue());
    }
  }
}
