package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.codes.ErrnoTable;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.facts.Setting;
import io.github.ascendtriage.internal.extract.facts.SourceFacts;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The lines of a quote that are failure text although they hold no level and no failure word
 * (issue 35, quoted37). A person quotes a message because it failed: a bare template's text
 * ({@code data_parallel_rank <r> is out of range [0, <n>)}), a title, a code alone. In a source the
 * scanner read as a quote ({@link Setting#QUOTED}), a rule's token counts as failure text on a line
 * when the token is a message the knowledge knows, not a name:
 * <ul>
 *   <li>a recogniser's reading of a printed template ({@code tool-status:}, e.g. the parallel-layout
 *       checks' numbers compared), a catalogued code ({@code code:}) or a raised exception's name;
 *   <li>a phrase of {@link #MESSAGE_WORDS} words or more: a clause of a message ({@code out of range},
 *       {@code doesn't support pynative mode}). A single word names a component, a library, a variable
 *       or a file ({@code hccl}, {@code set_env.sh}), and two words are mostly a compound name ({@code
 *       link status}, hccn_tool's field of a healthy port; {@code environment variable}); nor is a
 *       source file, a function, a module or a stage tag a message.
 * </ul>
 * A phrase inside the C library's text of an errno ({@code casebase/errno.json}: {@code No route to
 * host}, {@code Connection refused}) is not enough: that text describes the status a failed system call
 * returned, which the reasoning reads only as support of another clue ({@link ErrnoSupport}), so a
 * quote of it alone (ssh's {@code connect to host ...: No route to host}) claims no layer, as in a log.
 * A quoted warning stays what it is: a line with one of the reasoning's quiet words ({@code warn})
 * is never failure text, here as in a log. Stateless and thread-safe.
 */
final class QuotedLines {
  private QuotedLines() {}

  /** The fewest words of a phrase that reads as a message's clause rather than a name. */
  static final int MESSAGE_WORDS = 3;

  /** What a rule's clue adds to its reason when a quoted line made it a fault. */
  static final String WHY = "a quoted line: the person quoted this known message as the failure";

  /** The sources of {@code f} the scanner read as quotes; empty for a log. */
  static Set<String> sources(FeatureSet f) {
    Set<String> out = new HashSet<>();
    for (Map.Entry<String, SourceFacts> e : f.sources().entrySet()) {
      if (e.getValue().settings().containsKey(Setting.QUOTED)) {
        out.add(e.getKey());
      }
    }
    return out;
  }

  /** True when {@code key}, seen on {@code line} of a quoted source, is failure text there (see the class comment). */
  static boolean failureText(String key, Evidence line, Set<String> quoted, Reasoning r) {
    if (!quoted.contains(line.source()) || !message(key)) {
      return false;
    }
    return !r.quietLine(line.text());
  }

  /** True for a token that is a message's form (see the class comment); {@code key} is {@code type:value}, folded. */
  static boolean message(String key) {
    return form(key) && !errnoText(key);
  }

  /** True for a phrase that lies inside an errno's C-library text. */
  private static boolean errnoText(String key) {
    if (!key.startsWith("phrase:")) {
      return false;
    }
    String value = key.substring("phrase:".length()).strip();
    for (ErrnoTable.Errno e : ErrnoTable.builtIn().all()) {
      if (e.text().toLowerCase(Locale.ROOT).contains(value)) {
        return true;
      }
    }
    return false;
  }

  private static boolean form(String key) {
    int colon = key.indexOf(':');
    if (colon < 0) {
      return false;
    }
    String type = key.substring(0, colon);
    String value = key.substring(colon + 1).strip();
    return switch (type) {
      case "tool-status", "code", "pta-code", "hccl-ret", "acl-code", "exception" -> true;
      case "phrase" -> words(value) >= MESSAGE_WORDS;
      default -> false;
    };
  }

  private static int words(String s) {
    int n = 0;
    boolean in = false;
    for (int i = 0; i < s.length(); i++) {
      boolean space = Character.isWhitespace(s.charAt(i));
      if (!space && !in) {
        n++;
      }
      in = !space;
    }
    return n;
  }
}
