package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.CodeHit;
import io.github.ascendtriage.internal.extract.facts.DeviceReading;
import io.github.ascendtriage.internal.extract.facts.EventKind;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.facts.FeatureSink;
import io.github.ascendtriage.internal.extract.facts.Identity;
import io.github.ascendtriage.internal.extract.facts.Peer;

/**
 * A stream source's sink: passes every report to its collector and notes which part of what an
 * alert reads it may have changed. An alert reads the best claimed case (the ranking, kept by the
 * session), the layer the reasoning gives when no case is claimed, and the root cause. The root
 * cause reads the error events and what the sources say about their writers: an event, or a fact
 * that may be new, sets {@link #root}. The collector keeps the first value of a fact about a
 * process or a source (its rank, device, addresses, its rank in a communicator) and a set of the
 * others (listen addresses, peer addresses, the ranks that printed): a fact stated again, or
 * another value of a fact that keeps its first, tells it nothing ({@code LookInputsTest} holds the
 * collector to that). The reasoning reads the catalogued codes and the tokens that may be clues, with
 * their evidence: a code, or a new such token or evidence line, sets {@link #reason}. A feature
 * nothing reasons on, or one seen before whose evidence is complete, sets neither. Not
 * thread-safe.
 */
final class LookInputs implements FeatureSink {
  private final FeatureCollector collector;
  /** True for a feature the reasoned layer may read ({@link Assembler#reasons}). */
  private final java.util.function.BiPredicate<FeatureType, String> reasons;
  /** An event or a fact about a writer was reported since the flags were last cleared. */
  boolean root = true;
  /** A code, or a possible clue with something new, was reported since the flags were last cleared. */
  boolean reason = true;
  /**
   * Anything but counts changed since the flags were last cleared ({@link FeatureCollector#changes()}
   * moved, or a forget): what a redacting session asks, whose masks read the host names found.
   */
  boolean changed = true;
  /** The facts stated so far (by writer and kind, and the value of a fact kept as a set), up to {@link #MAX_FACTS}. */
  private final java.util.Set<String> stated = new java.util.HashSet<>();
  /** Facts remembered per source; past them every fact counts as new. */
  static final int MAX_FACTS = 4_096;
  /** Communicators a process's rank is kept for, as the collector keeps them. */
  static final int MAX_GROUPS = 32;
  private final java.util.Map<String, Integer> groups = new java.util.HashMap<>();
  private String writer = "";
  private long line;
  /** The lines that reported an event, and a code, oldest first: what a forget may remove. */
  private final java.util.ArrayDeque<Long> eventLines = new java.util.ArrayDeque<>();
  private final java.util.ArrayDeque<Long> codeLines = new java.util.ArrayDeque<>();

  LookInputs(FeatureCollector collector, java.util.function.BiPredicate<FeatureType, String> reasons) {
    this.collector = collector;
    this.reasons = reasons;
  }

  @Override
  public void feature(FeatureType type, String value) {
    long before = collector.changes();
    collector.feature(type, value);
    if (!reason && collector.changes() != before && reasons.test(type, value)) {
      reason = true;
    }
  }

  @Override
  public void featureAt(FeatureType type, String value, long lineNo, String text) {
    long before = collector.changes();
    collector.featureAt(type, value, lineNo, text);
    if (!reason && collector.changes() != before && reasons.test(type, value)) {
      reason = true;
    }
  }

  @Override
  public void code(CodeHit hit) {
    collector.code(hit);
    reason = true;
    if (codeLines.isEmpty() || codeLines.peekLast() != line) {
      codeLines.addLast(line);
    }
  }

  /** Line {@code no} of the source begins: its writer is not known yet. */
  void beginLine(long no) {
    writer = "";
    line = no;
  }

  private void eventLine() {
    root = true;
    if (eventLines.isEmpty() || eventLines.peekLast() != line) {
      eventLines.addLast(line);
    }
  }

  @Override
  public void writer(String pid) {
    collector.writer(pid); // the writer of the line's own event or facts, which set root themselves
    writer = pid == null ? "" : pid;
  }

  /** Sets {@link #root} unless this fact was stated before. */
  private void fact(String what) {
    if (stated.size() >= MAX_FACTS || stated.add(what)) {
      root = true;
    }
  }

  @Override
  public void setting(io.github.ascendtriage.internal.extract.facts.Setting what, String value) {
    collector.setting(what, value);
    if (what.keep() == io.github.ascendtriage.internal.extract.facts.Setting.Keep.LATEST) {
      root = true; // the latest report or restart moves with every one
    } else if (value != null && !value.isEmpty()) {
      fact("\0setting\0" + what); // the source's first value is kept
    }
  }

  @Override
  public void event(EventKind kind) {
    collector.event(kind);
    eventLine();
  }

  @Override
  public void eventAbout(EventKind kind, String rank, String device, String host, String ip) {
    collector.eventAbout(kind, rank, device, host, ip);
    eventLine();
  }

  @Override
  public void eventAboutSeat(EventKind kind, String instance, String localId) {
    collector.eventAboutSeat(kind, instance, localId);
    eventLine();
  }

  @Override
  public void self(FeatureType type, String value) {
    collector.self(type, value);
    if (value != null && !value.isEmpty()) {
      // the first rank and device are kept, but a second value says the process drives several devices
      fact("self\0" + type + (type == FeatureType.REMOTE_IP || type == FeatureType.RANK || type == FeatureType.DEVICE ? "\0" + value : ""));
    }
  }

  @Override
  public void deviceAddress(String device, String ip) {
    collector.deviceAddress(device, ip);
    if (device != null && ip != null) {
      fact("device-ip\0" + ip); // the first device listed with an address is kept
    }
  }

  @Override
  public void process(String pid, String rank, String device) {
    collector.process(pid, rank, device);
    if (pid != null && rank != null) {
      fact(pid + "\0" + Identity.RANK);
    }
    if (pid != null && device != null) {
      fact(pid + "\0" + Identity.LOGICAL_DEVICE);
    }
  }

  @Override
  public void printedBy(String rank) {
    collector.printedBy(rank);
    fact("printed\0" + rank);
  }

  @Override
  public void identity(Identity what, String value) {
    collector.identity(what, value);
    if (value != null && !value.isEmpty()) {
      // every rank and device is a fact: a second one says the process drives several devices
      fact(writer + "\0" + what + (what != Identity.RANK_COUNT && what != Identity.SERVER_IP && what != Identity.DEVICE_IP ? "\0" + value : ""));
    }
  }

  @Override
  public void groupRank(String group, String rank) {
    collector.groupRank(group, rank);
    // a process keeps the rank of its first MAX_GROUPS communicators
    if (group == null || rank == null) {
      return;
    }
    String k = writer + "\0group\0" + group;
    if (stated.size() >= MAX_FACTS) {
      root = true; // not remembered: the count of a process's communicators is not known either
    } else if (!stated.contains(k) && groups.getOrDefault(writer, 0) < MAX_GROUPS) {
      groups.merge(writer, 1, Integer::sum);
      fact(k);
    }
  }

  @Override
  public void eventPlace(long fromLine, String rank, String device) {
    eventPlace(fromLine, rank, device, DeviceReading.EITHER, null);
  }

  @Override
  public void eventPlace(long fromLine, String rank, String device, DeviceReading reading) {
    eventPlace(fromLine, rank, device, reading, null);
  }

  @Override
  public void eventPlace(long fromLine, String rank, String device, DeviceReading reading, String address) {
    collector.eventPlace(fromLine, rank, device, reading, address);
    eventLine();
  }

  @Override
  public void messagePlace(long line, String prefix, java.util.function.Predicate<String> sameMessage, String rank, String device) {
    collector.messagePlace(line, prefix, sameMessage, rank, device);
    eventLine();
  }

  @Override
  public void peer(Peer peer) {
    collector.peer(peer);
    eventLine();
  }

  @Override
  public void peerGroup(String group) {
    collector.peerGroup(group);
    eventLine();
  }

  @Override
  public void waitDetail(long waitLine, String group, String tag, String index) {
    collector.waitDetail(waitLine, group, tag, index);
    eventLine();
  }

  @Override
  public void taskDetail(String tag, String index) {
    collector.taskDetail(tag, index);
    eventLine();
  }

  @Override
  public void hardware() {
    collector.hardware();
    eventLine();
  }

  @Override
  public void skipped(long fromLine, io.github.ascendtriage.internal.extract.facts.Skip skip) {
    collector.skipped(fromLine, skip);
    changed = true; // a warning more; nothing an alert reads
  }

  /** Anything may have changed (a failed line). */
  void all() {
    root = true;
    reason = true;
    changed = true;
  }

  /**
   * The collector forgot what was not seen since line {@code cut}: its events and codes of earlier
   * lines, and tokens ({@code tokensGone}) or values. Values are never clues, and facts are never
   * forgotten.
   */
  void forgot(long cut, boolean tokensGone) {
    changed = true;
    if (drop(eventLines, cut)) {
      root = true;
    }
    if (drop(codeLines, cut) || tokensGone) {
      reason = true;
    }
  }

  private static boolean drop(java.util.ArrayDeque<Long> lines, long cut) {
    boolean any = false;
    while (!lines.isEmpty() && lines.peekFirst() < cut) {
      lines.pollFirst();
      any = true;
    }
    return any;
  }
}
