package io.github.ascendtriage.internal.codes;

import io.github.ascendtriage.CodeEntry;
import io.github.ascendtriage.CodeExplanation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Looks codes up the way a support engineer types them: a bare code in any base or width
 * ({@code 107002}, {@code 0x5000007}, {@code 0x0000000005000007}, {@code -8020}), a text code in
 * any case ({@code ei0006}, {@code ERR02200}), a constant or title ({@code HCCL_E_TIMEOUT}), or a
 * whole log form ({@code drvRetCode=7}, {@code errNo[0x0000000005000007]}). A log form is read by
 * the recognizer, so its context picks the family; a bare number that several families have
 * returns all of them.
 *
 * <p>Immutable and thread-safe.
 */
public final class CodeLookup {
  /** Queries are read up to this many characters. */
  static final int MAX_QUERY = 512;

  private final Map<String, FamilyIndex> families;
  private final CodeRecognizer recognizer;
  private final Map<CodeRecord, Integer> order = new IdentityHashMap<>();
  private final Suggestions suggestions;

  CodeLookup(Map<String, FamilyIndex> families, List<CodeRecord> records, CodeRecognizer recognizer) {
    this.families = families;
    this.recognizer = recognizer;
    for (int i = 0; i < records.size(); i++) {
      order.put(records.get(i), i);
    }
    this.suggestions = new Suggestions(records);
  }

  /**
   * Looks {@code query} up; never fails on odd input.
   *
   * @param entry the public form of a record (its first step compiled by the caller)
   * @throws NullPointerException if {@code query} is null
   */
  public CodeExplanation explain(String query, Function<CodeRecord, CodeEntry> entry) {
    String q = query.strip();
    if (q.length() > MAX_QUERY) {
      q = q.substring(0, MAX_QUERY);
    }
    if (q.isEmpty()) {
      return new CodeExplanation(q, List.of(), List.of());
    }
    Set<CodeRecord> found = new LinkedHashSet<>();
    boolean context = false;
    for (CodeHit h : recognizer.scan(q)) {
      context |= !h.form().equals("{code}");
      found.addAll(h.candidates());
    }
    if (!context) {
      found.addAll(direct(q));
    }
    if (!found.isEmpty()) {
      List<CodeRecord> l = new ArrayList<>(found);
      l.sort(Comparator.comparingInt(r -> order.getOrDefault(r, Integer.MAX_VALUE)));
      return new CodeExplanation(q, l.stream().map(entry).toList(), List.of());
    }
    return new CodeExplanation(q, List.of(), suggestions.near(core(q)).stream().map(entry).toList());
  }

  /** Shortest lone token read as a code: shorter numbers ({@code 7}, {@code 100}) are too common to name one. */
  static final int MIN_LONE = 4;
  /** Longest lone token read as a code. */
  static final int MAX_LONE = 64;

  /**
   * The records a whole input of one token names, read as {@code explain} reads a query: a bare
   * number in any family's decimal or hex form, a code word or an official name, shared names
   * included (whether their records agree is the reader's business). Empty for text with spaces,
   * a token shorter than {@value #MIN_LONE} or longer than {@value #MAX_LONE} characters, and for
   * success values.
   */
  public List<CodeRecord> lone(String token) {
    String q = token.strip();
    if (q.length() < MIN_LONE || q.length() > MAX_LONE) {
      return List.of();
    }
    for (int i = 0; i < q.length(); i++) {
      if (Character.isWhitespace(q.charAt(i))) {
        return List.of();
      }
    }
    Set<CodeRecord> out = new LinkedHashSet<>(direct(q));
    out.removeIf(r -> r.number().isPresent() && r.number().getAsLong() == 0);
    return List.copyOf(out);
  }

  /** The query read as one bare code or name. */
  private List<CodeRecord> direct(String q) {
    List<CodeRecord> out = new ArrayList<>();
    String upper = q.toUpperCase(Locale.ROOT);
    boolean dec = CodeNumbers.isDecimal(q, 0, q.length());
    boolean hex = CodeNumbers.isHex(q, 0, q.length());
    long v = dec ? CodeNumbers.decimal(q, 0, q.length()) : hex ? CodeNumbers.hex(q, 2, q.length()) : 0;
    for (FamilyIndex f : families.values()) {
      if (dec) {
        out.addAll(f.byDecimal(v));
      } else if (hex) {
        out.addAll(f.byHex(v));
      } else {
        f.byWord(upper).ifPresent(out::add);
      }
      out.addAll(f.byName(upper));
    }
    if (hex) {
      out.addAll(recognizer.errno(v));
    }
    return out;
  }

  /** What to find neighbours of: the query, or the last code-like token of a log form. */
  private static String core(String q) {
    int[] span = new int[2];
    String last = q;
    int count = 0;
    for (int i = 0, k; (k = Tokens.next(q, i, span)) != Tokens.NONE; i = span[1]) {
      count++;
      if (k == Tokens.DEC || k == Tokens.HEX || (k == Tokens.WORD && hasDigit(q, span[0], span[1]))) {
        last = q.substring(span[0], span[1]);
      }
    }
    return count <= 1 ? q : last;
  }

  private static boolean hasDigit(String s, int from, int to) {
    for (int i = from; i < to; i++) {
      if (Tokens.isDigit(s.charAt(i))) {
        return true;
      }
    }
    return false;
  }
}
