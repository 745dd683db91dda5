package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.Layer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What stands for a code on a line without its number, and what a line's hits say twice.
 *
 * <p>A code's official name stands for it: a constant such as {@code HCCL_E_TIMEOUT} or {@code
 * ACL_ERROR_RT_INVALID_DEVICEID}, or a title such as {@code Communication_Error_Get_Socket}, printed
 * as a word of its own is a hit of that code (form {@link #NAME_FORM}), so that a report quoting the
 * error only by its name reads as the code. Only names that are one word of at least {@value
 * #MIN_NAME_LENGTH} characters with an underscore and belong to exactly one record of the catalogue
 * count: a shared title such as {@code Invalid_Argument} names no code. An error-manager code's
 * documented message printed without its code stands for it the same way ({@link #templateForms}).
 *
 * <p>Immutable after construction; used by {@link CodeRecognizer}.
 */
final class CodeStandIns {
  /** The form of a hit made from a code's official name. */
  static final String NAME_FORM = "{name}";
  /** Shortest official name read on its own. */
  static final int MIN_NAME_LENGTH = 8;
  /** Shortest literal run of a documented message that stands for its code. */
  static final int MIN_TEMPLATE_RUN = 24;
  /** The part of a name the line gate looks for. */
  static final int NAME_TRIGGER = 8;
  /** The part of a documented message the line gate looks for. */
  static final int TEMPLATE_TRIGGER = 12;
  /** The family whose documented messages stand for their codes: the error manager's. */
  static final String TEMPLATE_FAMILY = "cann-message";

  /** Distinctive official names and the one record each names. */
  private final Map<String, CodeRecord> named;
  private final WordCodes names;
  private final List<AliasForms.MessageForm> templates;
  /** The documented messages that stand for their codes, by the word they start with. */
  private final Map<String, List<AliasForms.MessageForm>> templateStarts = new HashMap<>();
  private final Set<String> templateAnchors = new HashSet<>();
  private final WordCodes templateWords;

  CodeStandIns(Map<String, FamilyIndex> families, Set<String> wordCodes) {
    this(distinctNames(families, wordCodes), templateForms(families));
  }

  /** From the names and documented messages already chosen (the compiled catalogue's). */
  CodeStandIns(Map<String, CodeRecord> named, List<AliasForms.MessageForm> templates) {
    this.named = Map.copyOf(named);
    names = new WordCodes(this.named.keySet());
    this.templates = List.copyOf(templates);
    for (AliasForms.MessageForm m : templates) {
      templateStarts.computeIfAbsent(firstWord(m.text()), k -> new ArrayList<>(1)).add(m);
      templateAnchors.add(m.text());
    }
    templateWords = new WordCodes(templateStarts.keySet());
  }

  /** The distinctive official names and the one record each names. */
  Map<String, CodeRecord> named() {
    return named;
  }

  /** The documented messages that stand for their codes, in catalogue order. */
  List<AliasForms.MessageForm> templates() {
    return templates;
  }

  /** {@code triggers} with the names and messages added; null (no triggers: every line) stays null. */
  List<String> withTriggers(List<String> triggers) {
    if (triggers == null || named.isEmpty() && templates.isEmpty()) {
      return triggers;
    }
    // a prefix of each is enough for the gate (a line holding the name holds its prefix), and short
    // prefixes keep the gate's automaton small enough for its byte proof (AhoCorasick's dense rows)
    Set<String> t = new TreeSet<>();
    for (String n : named.keySet()) {
      t.add(n.substring(0, Math.min(n.length(), NAME_TRIGGER)));
    }
    for (AliasForms.MessageForm m : templates) {
      t.add(m.text().substring(0, Math.min(m.text().length(), TEMPLATE_TRIGGER)));
    }
    t.removeAll(triggers);
    List<String> out = new ArrayList<>(triggers);
    out.addAll(t);
    return List.copyOf(out);
  }

  /** Whether {@code body} is long enough to hold a documented message that stands for its code. */
  boolean mayHoldMessage(String body) {
    return !templates.isEmpty() && body.length() >= MIN_TEMPLATE_RUN;
  }

  /** Adds the hit of the word at {@code from..to} if it is a name or starts a documented message. */
  void scanWord(String line, int from, int to, ScanState st, List<CodeHit> out) {
    String w = names.find(line, from, to);
    if (w != null) {
      CodeRecord r = named.get(w);
      boolean success = r.number().isPresent() && r.number().getAsLong() == 0;
      out.add(new CodeHit(from, to, w, NAME_FORM, List.of(r), success));
    } else if ((w = templateWords.find(line, from, to)) != null) {
      for (AliasForms.MessageForm m : templateStarts.get(w)) {
        st.work += m.text().length();
        if (line.startsWith(m.text(), from)) {
          out.add(new CodeHit(from, from + m.text().length(), m.text(), m.text(), List.of(m.record()), false));
          break;
        }
      }
    }
  }

  /** A hit of a code's name or documented message, which stands in for the code. */
  private boolean standsIn(CodeHit h) {
    return NAME_FORM.equals(h.form()) || templateAnchors.contains(h.form());
  }

  /**
   * A name or documented message says nothing new beside its own code ({@code
   * Communication_Error_Get_Socket(EI0006)}).
   */
  void dropRedundant(List<CodeHit> out) {
    if (out.size() < 2) {
      return;
    }
    Set<CodeRecord> coded = new HashSet<>();
    for (CodeHit h : out) {
      if (!standsIn(h)) {
        coded.addAll(h.candidates());
      }
    }
    out.removeIf(h -> standsIn(h) && coded.containsAll(h.candidates()));
  }

  /** A description hit says nothing new when a code on the line already names one of its codes. */
  static void dropRedundantDescriptions(List<CodeHit> out, int codeHits) {
    Set<CodeRecord> named = new HashSet<>();
    for (int i = 0; i < codeHits; i++) {
      out.get(i).record().ifPresent(named::add);
    }
    for (int i = out.size() - 1; i >= codeHits; i--) {
      if (out.get(i).candidates().stream().anyMatch(named::contains)) {
        out.remove(i);
      }
    }
  }

  /**
   * The names that stand for one record: one word with an underscore, at least {@link
   * #MIN_NAME_LENGTH} long, not a word code, and the name of no other record in any family.
   */
  private static Map<String, CodeRecord> distinctNames(Map<String, FamilyIndex> families, Set<String> wordCodes) {
    Map<String, CodeRecord> one = new HashMap<>();
    Set<String> shared = new HashSet<>();
    for (FamilyIndex f : families.values()) {
      for (CodeRecord r : f.records()) {
        String n = r.name().orElse(null);
        if (n == null || n.length() < MIN_NAME_LENGTH || n.indexOf('_') < 0 || !isOneWord(n)
            || wordCodes.contains(n.toUpperCase(java.util.Locale.ROOT))) {
          continue;
        }
        CodeRecord before = one.putIfAbsent(n, r);
        if (before != null && before != r) {
          shared.add(n);
        }
      }
    }
    one.keySet().removeAll(shared);
    return Map.copyOf(one);
  }

  /**
   * The documented message of an error-manager code on the ladder, printed without its code ({@code
   * The ranktable or rank is invalid,Reason:[...]}), stands for it: the first literal run of each
   * template between its {@code %} arguments that is at least {@value #MIN_TEMPLATE_RUN} characters
   * long and held by no other template of the catalogue is an anchor of that record.
   */
  private static List<AliasForms.MessageForm> templateForms(Map<String, FamilyIndex> families) {
    Map<String, Integer> seen = new HashMap<>();
    for (FamilyIndex f : families.values()) {
      for (CodeRecord r : f.records()) {
        for (String m : r.messages()) {
          for (String run : new HashSet<>(literalRuns(m))) {
            seen.merge(run, 1, Integer::sum);
          }
        }
      }
    }
    List<AliasForms.MessageForm> out = new ArrayList<>();
    Set<String> taken = new HashSet<>();
    for (FamilyIndex f : families.values()) {
      for (CodeRecord r : f.records()) {
        if (!TEMPLATE_FAMILY.equals(r.family()) || r.layer() == Layer.UNKNOWN || r.symptom()) {
          continue;
        }
        for (String m : r.messages()) {
          // the first long run that is this template's alone: a fragment quotes a message's start
          for (String run : literalRuns(m)) {
            if (run.length() >= MIN_TEMPLATE_RUN && seen.get(run) == 1 && Character.isLetter(run.charAt(0))) {
              if (taken.add(run)) {
                out.add(new AliasForms.MessageForm(TEMPLATE_FAMILY, "", run, "", r));
              }
              break;
            }
          }
        }
      }
    }
    return out;
  }

  /** The first word of {@code text} as {@link Tokens} reads words. */
  private static String firstWord(String text) {
    int[] span = new int[2];
    Tokens.next(text, 0, span);
    return text.substring(span[0], span[1]);
  }

  /** The literal runs of a printf template between its arguments, trimmed. */
  static List<String> literalRuns(String template) {
    List<String> runs = new ArrayList<>();
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < template.length(); i++) {
      char ch = template.charAt(i);
      if (ch == '%' && i + 1 < template.length()) {
        int j = i + 1;
        while (j < template.length() && "-+ #0123456789.lhzjt".indexOf(template.charAt(j)) >= 0) {
          j++;
        }
        if (j < template.length() && Character.isLetter(template.charAt(j))) {
          runs.add(b.toString().strip());
          b.setLength(0);
          i = j;
          continue;
        }
      }
      b.append(ch == '\n' ? ' ' : ch);
    }
    runs.add(b.toString().strip());
    runs.removeIf(String::isEmpty);
    return runs;
  }

  private static boolean isOneWord(String n) {
    for (int i = 0; i < n.length(); i++) {
      if (!Tokens.isWord(n.charAt(i))) {
        return false;
      }
    }
    return true;
  }
}
