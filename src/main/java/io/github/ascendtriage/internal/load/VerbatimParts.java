package io.github.ascendtriage.internal.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The parts of an English prose text that a translation must keep byte for byte: what a reader
 * types or greps for, not words. A span in backquotes; an option ({@code --master_port}, {@code -g});
 * a path ({@code /etc/hccn.conf}, {@code ~/ascend/log}); a hyphenated name that a command of the case
 * base uses ({@code npu-smi}); and any part of a word (split at {@code -} and {@code /}) that holds a
 * digit or one of {@code _ = $ { < * @ [} (codes, numbers, variables, functions, placeholders), a dot
 * between two letters or digits ({@code set_env.sh}, {@code torch.npu}) or a lower-case letter
 * followed by a capital ({@code RoCE}, {@code MindSpore}, {@code halGetDeviceInfo}). Capitals alone
 * are not kept: {@code NIC} and {@code OS} have Chinese words (网卡, 操作系统). Stateless.
 */
final class VerbatimParts {
  private VerbatimParts() {}

  private static final Pattern QUOTED = Pattern.compile("`([^`]+)`");
  private static final Pattern MARK = Pattern.compile("[0-9_=${<*@\\[]");
  private static final Pattern DOT = Pattern.compile("[A-Za-z0-9]\\.[A-Za-z0-9]");
  private static final Pattern CAMEL = Pattern.compile("[a-z][A-Z]");
  private static final Pattern OPTION = Pattern.compile("-+[A-Za-z0-9].*");
  private static final Pattern ALNUM = Pattern.compile("[A-Za-z0-9]");
  private static final Set<String> ABBREVIATIONS = Set.of("e.g", "i.e", "etc", "vs");
  private static final String LEADING = "(\"'[";
  private static final String TRAILING = ")\"',;:.!?";

  /**
   * The parts of {@code english} to keep, in order, repeats included.
   *
   * @param commandWords the words of the case base's commands, which make a hyphenated word a name
   */
  static List<String> of(String english, Set<String> commandWords) {
    List<String> parts = new ArrayList<>();
    Matcher q = QUOTED.matcher(english);
    while (q.find()) {
      String s = q.group(1).strip();
      if (!s.isEmpty()) {
        parts.add(s);
      }
    }
    for (String word : QUOTED.matcher(english).replaceAll(" ").split("\\s+")) {
      String w = trim(word);
      if (!ALNUM.matcher(w).find() || ABBREVIATIONS.contains(w.toLowerCase(Locale.ROOT))) {
        continue;
      }
      if (OPTION.matcher(w).matches() || w.startsWith("/") || w.startsWith("~/") || w.startsWith("./")
          || w.startsWith("$") || (w.indexOf('-', 1) > 0 && commandWords.contains(w))) {
        parts.add(w);
        continue;
      }
      for (String p : w.split("[-/]")) {
        if (!p.isEmpty() && !ABBREVIATIONS.contains(p.toLowerCase(Locale.ROOT))
            && (MARK.matcher(p).find() || DOT.matcher(p).find() || CAMEL.matcher(p).find())) {
          parts.add(p);
        }
      }
    }
    return parts;
  }

  /** The parts of {@code english} that {@code chinese} does not hold as written. */
  static List<String> missing(String english, String chinese, Set<String> commandWords) {
    return of(english, commandWords).stream().filter(p -> !chinese.contains(p)).distinct().toList();
  }

  /** A word without the punctuation around it and without a possessive {@code 's}. */
  private static String trim(String word) {
    int from = 0;
    int to = word.length();
    while (from < to && LEADING.indexOf(word.charAt(from)) >= 0) {
      from++;
    }
    while (to > from && TRAILING.indexOf(word.charAt(to - 1)) >= 0) {
      to--;
    }
    String w = word.substring(from, to);
    return w.endsWith("'s") ? w.substring(0, w.length() - 2) : w;
  }
}
