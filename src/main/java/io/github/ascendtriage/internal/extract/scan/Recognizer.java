package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.extract.facts.FeatureSink;

/**
 * One format recogniser: looks at the current line and reports the features it knows. Instances
 * are immutable and shared by all scanners; per-stream state lives in {@link LineContext#state}.
 */
public interface Recognizer {
  /**
   * Put before a literal of {@link #quietLiterals} or {@link #triggers}: the literal counts only
   * where no ASCII letter or digit comes just before it (as a regex's {@code \b} before a word
   * wants), so {@code port[} is not found in {@code transport[}.
   */
  String WORD_START = "\\b";

  /**
   * A cheap test on the raw line; {@link #recognize} runs only when it is true. The default
   * accepts every line.
   */
  default boolean mayMatch(String body) {
    return true;
  }

  void recognize(LineContext ctx, FeatureSink sink);

  /**
   * What this recogniser needs on a quiet plog line (INFO, DEBUG, TRACE), where nearly all the
   * lines of a tree are: literals, one of which (compared folded, as phrases are) occurs in every
   * such line it reports anything on; it does not run on the other quiet lines. An empty list: it
   * never runs on quiet lines. Null, the default: it runs on every line.
   */
  default java.util.List<String> quietLiterals() {
    return loudOnlyTriggers() != null ? java.util.List.of() : literals();
  }

  /**
   * What this recogniser needs on any other line (a plog line at WARNING, ERROR or EVENT, a line
   * with no plog header): literals, one of which (compared folded, as phrases are) occurs in every
   * such line on which it reports anything or changes its state; it does not run on the other
   * lines. The line gate finds them all in one pass, so a line holding none of any recogniser's
   * costs that pass, whatever its level. Null, the default: it looks at every such line ({@link
   * #mayMatch} decides). A list taken from {@link #mayMatch}'s own literals is always right: the
   * recogniser then runs on exactly the lines it ran on before.
   */
  default java.util.List<String> triggers() {
    java.util.List<String> loud = loudOnlyTriggers();
    return loud != null ? loud : literals();
  }

  /**
   * For a recogniser of faults and their context, which plog software never prints at INFO, DEBUG
   * or TRACE: its {@link #triggers}, while {@link #quietLiterals} is then empty (it never runs on a
   * quiet line). Null, the default: {@link #literals} decides both.
   */
  default java.util.List<String> loudOnlyTriggers() {
    return null;
  }

  /**
   * One list for both {@link #quietLiterals} and {@link #triggers}, for a recogniser that needs
   * the same literals whatever the line's level: those two return it unless overridden (or {@link
   * #loudOnlyTriggers} is given). Null, the default: it runs on every line.
   */
  default java.util.List<String> literals() {
    return null;
  }

  /** The stream has ended: report what was waiting for later lines. The default does nothing. */
  default void end(LineContext ctx, FeatureSink sink) {}
}
