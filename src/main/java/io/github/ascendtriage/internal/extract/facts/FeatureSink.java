package io.github.ascendtriage.internal.extract.facts;

import io.github.ascendtriage.FeatureType;

/** Receives what recognisers find on the current line. Implementations are not thread-safe. */
public interface FeatureSink {
  /** A feature found on the current line. */
  void feature(FeatureType type, String value);

  /**
   * A feature found on an earlier line of the same stream (a match that spans several lines is
   * reported on its first line once it completes). The default reports it on the current line.
   *
   * @param lineNo the 1-based number of that line
   * @param text that line
   */
  default void featureAt(FeatureType type, String value, long lineNo, String text) {
    feature(type, value);
  }

  /**
   * An error event on the current line, for telling root cause from cascade across ranks.
   *
   * @param kind what the line says about this process
   */
  default void event(EventKind kind) {}

  /**
   * An error event about a process the line names (a torchrun failure entry, a Cluster Exception
   * Location), rather than about the process that printed it. Null arguments are unknown.
   */
  default void eventAbout(EventKind kind, String rank, String device, String host, String ip) {
    event(kind);
  }

  /**
   * An error event about the peer a line names by A5's UId {@code instance/localId} (hcomm
   * cluster_monitor.cc {@code FormatUID}: its net instance at layer 0 and its local id), not by an
   * address. Null arguments are unknown.
   */
  default void eventAboutSeat(EventKind kind, String instance, String localId) {
    eventAbout(kind, null, localId, null, null);
  }

  /**
   * A fact the stream states about the process that wrote it ({@link FeatureType#RANK} from a
   * communicator init line, {@link FeatureType#DEVICE}, {@link FeatureType#REMOTE_IP} for its own
   * address). Used to place error events that do not carry the rank themselves.
   */
  default void self(FeatureType type, String value) {}

  /** A tool output of the host lists device {@code device}'s NIC address {@code ip} (hccn_tool). */
  default void deviceAddress(String device, String ip) {}

  /**
   * A line ties a process id to a rank and device (torch_npu's {@code (PID:n, Device:d, RankID:r)}),
   * so the plog files of that process ({@code plog-<pid>_...}) can be placed. Null parts are unknown.
   */
  default void process(String pid, String rank, String device) {}

  /** A code of the official catalogue on the current line (a fault, never a success value). */
  default void code(io.github.ascendtriage.internal.codes.CodeHit hit) {}

  /** A rank that printed the current line (a launcher prefix such as {@code [rank3]:}). */
  default void printedBy(String rank) {}

  /** The process id in the current line's plog header: the facts and events of the line are its. */
  default void writer(String pid) {}

  /**
   * A fact the current line states about its writer (its rank, devices, addresses); a rank and a
   * device that one line states are one of the ranks the process drives (it may drive several).
   */
  default void identity(Identity what, String value) {}

  /** The current line's writer is rank {@code rank} of communicator {@code group}. */
  default void groupRank(String group, String rank) {}

  /**
   * The error events of this source from line {@code fromLine} to the current one (one report, the
   * current line alone when equal) happened on the writer's rank {@code rank} or device {@code
   * device} (null parts unknown): which of its ranks failed, when its process drives several.
   */
  default void eventPlace(long fromLine, String rank, String device) {
    eventPlace(fromLine, rank, device, DeviceReading.EITHER, null);
  }

  /** As {@link #eventPlace(long, String, String)}, with the id the line says {@code device} is (logical or physical). */
  default void eventPlace(long fromLine, String rank, String device, DeviceReading reading) {
    eventPlace(fromLine, rank, device, reading, null);
  }

  /**
   * As {@link #eventPlace(long, String, String)}, with the id the line says {@code device} is (logical
   * or physical) and an own address of the device that failed ({@code address}, null when none: A5's
   * {@code localEid}, which names the writer's seat by its endpoint alone).
   */
  default void eventPlace(long fromLine, String rank, String device, DeviceReading reading, String address) {}

  /**
   * The error event of line {@code line} of this source, an earlier line of the message the current line ends,
   * happened on rank {@code rank} and device {@code device} (null parts unknown), when that line's text starts with
   * {@code prefix} (what a launcher put in front of both lines: one writer's stream where several interleave) and
   * {@code sameMessage} accepts the rest of it.
   */
  default void messagePlace(long line, String prefix, java.util.function.Predicate<String> sameMessage, String rank, String device) {}

  /** The current line's writer waited on {@code peer} and gave up (the line is a waiting-side error). */
  default void peer(Peer peer) {}

  /** The current line names the communicator of the wait that the previous line of the source reported. */
  default void peerGroup(String group) {}

  /**
   * The wait reported on line {@code waitLine} of this source (a task report spread over several
   * lines) belongs to communicator {@code group} and its task had {@code tag} and operation index
   * {@code index}; null parts are unknown. Reported on a later line of the same report.
   */
  default void waitDetail(long waitLine, String group, String tag, String index) {}

  /** The tag and operation index of the failed task the current line reports (null parts unknown). */
  default void taskDetail(String tag, String index) {}

  /** The current line reports a hardware-level link error (an error CQE): a fault of its writer. */
  default void hardware() {}

  /** A setting the current line states for the process its source belongs to (the first value is kept). */
  default void setting(Setting what, String value) {}

  /**
   * The part of this source that began on line {@code fromLine} was read but not used: it passed a
   * bound ({@code skip}). The answer says so, naming the source and the line.
   */
  default void skipped(long fromLine, Skip skip) {}
}
