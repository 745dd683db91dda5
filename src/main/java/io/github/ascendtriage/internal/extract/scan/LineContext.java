package io.github.ascendtriage.internal.extract.scan;

import java.util.HashMap;
import java.util.Map;

/**
 * Per-stream state shared by the recognisers of one {@link LineScanner}: the current line (raw and
 * with console prefixes stripped) and whatever multi-line state a recogniser keeps (inside a torchrun
 * failure block, the last hccn_tool command seen, ...). Not thread-safe.
 */
public final class LineContext {
  private final String source;
  private final Map<Class<?>, Object> state = new HashMap<>();
  String raw;
  String body;
  String folded;
  long lineNo;
  String level;
  String module;
  String pid;
  String tid;
  /** The raw time of the current line's plog header ({@code yyyy-mm-dd-hh:mm:ss.fff.uuu}), or null when it has none. */
  String plogTime;
  /** The phrases the quiet gate found on the current line; null when the line was not gated. */
  QuietGate.Hits gatedPhrases;
  final QuietGate.Hits gateHits = new QuietGate.Hits();
  /** The triggers the gate's byte walk found on the current line, with their positions; read only when {@link #positional}. */
  final io.github.ascendtriage.internal.extract.automaton.TriggerHits triggers =
      new io.github.ascendtriage.internal.extract.automaton.TriggerHits();
  boolean positional;

  private final PlogHeader plogHeader = new PlogHeader();

  /** At most this many logger source files are kept per stream. */
  private static final int MAX_LOGGER_FILES = 32;
  /** The source files the Python logger prefixes of this stream named, first seen first; null until one. */
  private java.util.Set<String> loggerFiles;

  /** Records the source file a stripped logger prefix ({@code [worker_v1.py:234]}) named. */
  void loggerFile(String file) {
    if (loggerFiles == null) {
      loggerFiles = new java.util.LinkedHashSet<>();
    }
    if (loggerFiles.size() < MAX_LOGGER_FILES) {
      loggerFiles.add(file);
    }
  }

  /**
   * The source files (at most 32, as printed) named by the Python logger prefixes stripped from this
   * stream's lines so far ({@code INFO 06-07 11:56:12 [worker_v1.py:234]}): which program printed
   * them, though the prefix is not part of {@link #body()}. An unmodifiable view.
   */
  public java.util.Set<String> loggerFiles() {
    return loggerFiles == null ? java.util.Set.of() : java.util.Collections.unmodifiableSet(loggerFiles);
  }

  /** The reusable plog header parser of this stream. */
  public PlogHeader plogHeader() {
    return plogHeader;
  }

  LineContext(String source) {
    this.source = source;
  }

  /** The source (file) name. */
  public String source() {
    return source;
  }

  /** The 1-based line number. */
  public long lineNo() {
    return lineNo;
  }

  /** The line with terminal colours removed. */
  public String raw() {
    return raw;
  }

  /** The line with console prefixes ({@code [rank3]:}, worker tags, plog header) stripped. */
  public String body() {
    return body;
  }

  /** {@link #body()} folded for phrase matching (lowercase, spaces folded), computed lazily. */
  public String folded() {
    if (folded == null) {
      folded = io.github.ascendtriage.internal.casebase.PhraseNormalizer.normalize(body);
    }
    return folded;
  }

  /** The plog level of the line ({@code ERROR}, {@code INFO}...), or null when it is no plog line. */
  public String level() {
    return level;
  }

  /** The plog module ({@code HCCL}...), or null when it is no plog line. */
  public String module() {
    return module;
  }

  /** The process id of the plog header ({@code HCCL(114650,python3)}), or null when it is no plog line. */
  public String pid() {
    return pid;
  }

  /**
   * The time of the current line's plog header as an ISO local time, or null when the line has no
   * plog header (a later line of a message printed with newlines in it, or no plog line).
   */
  public String plogTime() {
    return plogTime == null ? null : ConsolePrefix.plogTimestamp(plogTime);
  }

  /** The thread id after the plog header's {@code [file:line]}, or null when there is none. */
  public String tid() {
    return tid;
  }

  /**
   * True when the gate's one walk over the current line's bytes found where its message holds the
   * running recogniser's triggers ({@link #nextTriggerStart}): the recogniser may parse there
   * instead of searching the whole message. False when the line was not walked so (a decoded line,
   * a quiet one, a gate without triggers): then search the message.
   */
  public boolean triggersKnown() {
    return positional;
  }

  /**
   * With {@link #triggersKnown}: where the first of the running recogniser's triggers that starts
   * at or after {@code from} in {@link #body()} starts, -1 for none ({@link
   * io.github.ascendtriage.internal.extract.automaton.TriggerHits#nextStart}).
   */
  public int nextTriggerStart(int from) {
    return triggers.nextStart(from);
  }

  /** State kept by one recogniser across lines. */
  @SuppressWarnings("unchecked")
  public <T> T state(Class<T> owner, java.util.function.Supplier<T> init) {
    return (T) state.computeIfAbsent(owner, k -> init.get());
  }
}
