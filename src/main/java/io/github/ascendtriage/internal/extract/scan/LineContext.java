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
  /** {@link #nextTriggerStart} as an {@link AnchoredFind.Anchor}, made once. */
  final AnchoredFind.Anchor foundAnchor = (s, from) -> triggers.nextStart(from);

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
   * literals it ran the running recogniser for ({@link #nextTriggerStart}, {@link #holds}): its
   * {@link Recognizer#quietLiterals} on a quiet line, its {@link Recognizer#triggers} on another; the
   * recogniser may parse there instead of searching the whole message. False when the line was
   * not walked so (a decoded line, a gate without literals for it): then search the message.
   */
  public boolean triggersKnown() {
    return positional;
  }

  /**
   * With {@link #triggersKnown}: where the first of the running recogniser's literals found that
   * starts at or after {@code from} in {@link #body()} starts, -1 for none ({@link
   * io.github.ascendtriage.internal.extract.automaton.TriggerHits#nextStart}). The walk compares
   * folded, so a start may hold the literal in another case: check the text there.
   */
  public int nextTriggerStart(int from) {
    return triggers.nextStart(from);
  }

  /**
   * {@code body().contains(text.text())} for a text that holds one of the running recogniser's
   * literals (see {@link #triggersKnown}): read at the places the gate's walk found them when it
   * did (run 2026-12-07-pos37), else searched.
   */
  public boolean holds(Anchored text) {
    return positional ? triggers.holds(body, text.text(), text.anchor()) : body.contains(text.text());
  }

  /** {@link #holds(Anchored)} for a text that begins with one of the recogniser's literals. */
  public boolean holds(String text) {
    return positional ? triggers.holds(body, text, 0) : body.contains(text);
  }

  /**
   * A text a recogniser looks for and the place in it of one of its own literals ({@link
   * Recognizer#literals}, as written: no run of spaces, no word-start rule), where the gate's walk
   * reports it ({@link #holds}).
   */
  public record Anchored(String text, int anchor) {
    /** {@code text}, anchored at the first place {@code literal} occurs in it. */
    public static Anchored of(String text, String literal) {
      int at = text.indexOf(literal);
      if (at < 0 || literal.isEmpty()) {
        throw new IllegalArgumentException("'" + text + "' does not hold '" + literal + "'");
      }
      return new Anchored(text, at);
    }

    /** {@code text}, which begins with one of the recogniser's literals. */
    public static Anchored of(String text) {
      return new Anchored(text, 0);
    }
  }

  /** State kept by one recogniser across lines. */
  @SuppressWarnings("unchecked")
  public <T> T state(Class<T> owner, java.util.function.Supplier<T> init) {
    return (T) state.computeIfAbsent(owner, k -> init.get());
  }
}
