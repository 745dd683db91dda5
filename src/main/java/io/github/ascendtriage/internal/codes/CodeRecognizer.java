package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Finds catalogued codes in log lines, in every printed form the catalog knows: the forms derived
 * from the records' aliases and the standard forms of {@link StandardForms}. Compiled once from a
 * catalog; scanning a line uses no regular expression: one pass splits it into number and word
 * tokens, a token is looked up in a set of known values before any form is tried, forms are filed
 * by the character beside the code, and each form is checked outwards from the code without
 * backtracking. Work is linear in the line's length; at most {@link #MAX_HITS_PER_LINE} hits are
 * returned per line.
 *
 * <p>When a number fits forms of several families, the form with the most literal text wins; when
 * families tie, the hit is ambiguous and lists them all.
 *
 * <p>A code's official name or documented message printed alone stands for it ({@link CodeStandIns});
 * a number followed by a colon and its code's documented message is that code ({@link CodedMessages}).
 *
 * <p>Immutable and thread-safe.
 */
public final class CodeRecognizer {
  /** The most hits one line yields; a line with more is cut there. */
  public static final int MAX_HITS_PER_LINE = 64;

  private final Map<String, FamilyIndex> families;
  private final RecognizerTables compiled;

  CodeRecognizer(Map<String, FamilyIndex> families) {
    this(families, AliasForms.derive(families));
  }

  /** With forms already derived from {@code families} (the compiled catalogue's). */
  CodeRecognizer(Map<String, FamilyIndex> families, AliasForms.Derived forms) {
    this(families, forms, null);
  }

  /** With the costly tables kept by the compiled catalogue when {@code kept} is given. */
  CodeRecognizer(Map<String, FamilyIndex> families, AliasForms.Derived forms, RecognizerTables.Kept kept) {
    this.families = families;
    this.compiled = new RecognizerTables(families, forms, kept);
  }

  /** The tables the compiled catalogue keeps. */
  RecognizerTables.Kept kept() {
    return compiled.kept();
  }

  /**
   * Literals one of which every line holds on which {@link #scan} finds anything (each hit's form
   * needs one: a hex token's {@code 0x}, a word code, a decimal form's text, a description's
   * anchor); null when some form needs none. Case as the catalogue prints it.
   */
  public List<String> triggers() {
    return compiled.triggers;
  }

  /** Whether {@code body} (no digit, {@code _} or {@code =}) may hold a documented message alone. */
  public boolean mayHoldMessage(String body) {
    return compiled.standIns.mayHoldMessage(body);
  }

  /**
   * Every code in {@code line}, success values included, in line order.
   *
   * @throws NullPointerException if {@code line} is null
   */
  public List<CodeHit> scan(String line) {
    return scan(new ScanState(line));
  }

  /** The hits of {@code line} that are faults (success values such as {@code ret[0]} left out). */
  public List<CodeHit> faults(String line) {
    return scan(line).stream().filter(h -> !h.success()).toList();
  }

  /** The printed forms known for a family, e.g. {@code drvRetCode={code}}; empty if none. */
  public List<String> forms(String family) {
    return List.copyOf(compiled.formsByFamily.getOrDefault(family, List.of()));
  }

  /** The forms this recognizer was compiled from (what the compiled catalogue stores). */
  AliasForms.Derived derived() {
    return compiled.derived;
  }

  /** The records an errNo word such as {@code 0x0000000005000007} stands for, by any errNo form. */
  List<CodeRecord> errno(long v) {
    List<CodeRecord> out = new ArrayList<>();
    for (Shape s : compiled.errnoForms) {
      for (CodeRecord r : records(s, v, null)) {
        if (!out.contains(r)) {
          out.add(r);
        }
      }
    }
    return out;
  }

  /** The work a scan of {@code line} does (characters read, comparisons); for tests. */
  long work(String line) {
    ScanState st = new ScanState(line);
    scan(st);
    return st.work;
  }

  private List<CodeHit> scan(ScanState st) {
    String line = st.line;
    List<CodeHit> out = new ArrayList<>();
    int[] span = new int[2];
    Candidates c = new Candidates();
    for (int i = 0, k; out.size() < MAX_HITS_PER_LINE && (k = Tokens.next(line, i, span)) != Tokens.NONE; i = span[1]) {
      int from = span[0];
      int to = span[1];
      st.work += to - i;
      switch (k) {
        case Tokens.DEC -> {
          long v = CodeNumbers.decimal(line, from, to);
          if (compiled.values.contains(v)) {
            c.reset();
            consider(SlotKind.DEC, st, from, to, v, null, c);
            c.emit(line, from, to, out, v == 0);
            compiled.coded.scan(st, from, to, v, false, c, out);
          }
        }
        case Tokens.HEX -> {
          long v = CodeNumbers.hex(line, from + 2, to);
          c.reset();
          if (compiled.values.contains(v)) {
            consider(SlotKind.HEX, st, from, to, v, null, c);
          }
          if (compiled.highs.contains(v >>> 16) && compiled.values.contains(v & 0xFFFF)) {
            consider(SlotKind.ERRNO, st, from, to, v, null, c);
          }
          c.emit(line, from, to, out, (v & 0xFFFF) == 0 && c.bestSlot == SlotKind.ERRNO || v == 0);
          compiled.coded.scan(st, from, to, v, true, c, out);
          bits(st, from, to, out);
        }
        case Tokens.LONG_HEX -> bits(st, from, to, out);
        case Tokens.WORD -> {
          String w = compiled.words.find(line, from, to);
          if (w != null) {
            c.reset();
            consider(SlotKind.WORD, st, from, to, 0, w, c);
            c.emit(line, from, to, out, false);
          } else {
            compiled.standIns.scanWord(line, from, to, st, out);
          }
        }
        default -> { } // digit runs too long to be codes
      }
    }
    compiled.standIns.dropRedundant(out);
    int codeHits = out.size();
    if (out.size() < MAX_HITS_PER_LINE) {
      compiled.messages.scan(st, out, MAX_HITS_PER_LINE);
    }
    if (out.size() > codeHits) {
      CodeStandIns.dropRedundantDescriptions(out, codeHits);
    }
    if (out.size() > 1) {
      out.sort(Comparator.comparingInt(CodeHit::start));
    }
    return out;
  }

  private void consider(SlotKind kind, ScanState st, int from, int to, long v, String word, Candidates c) {
    String line = st.line;
    ShapeTable t = compiled.tables.get(kind);
    int prev = from > 0 ? line.charAt(from - 1) : -1;
    int prev2 = from > 1 ? line.charAt(from - 2) : -1;
    int next = to < line.length() ? line.charAt(to) : -1;
    tryAll(t.byLeft(prev, prev2), st, from, to, v, word, c);
    tryAll(t.byRight(next), st, from, to, v, word, c);
    tryAll(t.loose(), st, from, to, v, word, c);
  }

  private void tryAll(Shape[] group, ScanState st, int from, int to, long v, String word, Candidates c) {
    for (Shape s : group) {
      st.work++;
      if (s.specificity < c.best || !s.mayName(v)) {
        continue; // cannot win, or its family has no such code
      }
      // the text around the code is checked first: it fails at once on most tokens
      long m = s.match(st.line, from, to, st);
      if (m >= 0) {
        List<CodeRecord> rs = records(s, v, word);
        if (!rs.isEmpty()) {
          c.offer(s, m, rs);
        }
      }
    }
  }

  private List<CodeRecord> records(Shape s, long v, String word) {
    List<CodeRecord> rs = familyRecords(s, v, word);
    if (s.bound.isEmpty() || rs.isEmpty()) {
      return rs;
    }
    return rs.stream().filter(s.bound::contains).toList();
  }

  private List<CodeRecord> familyRecords(Shape s, long v, String word) {
    FamilyIndex f = families.get(s.family);
    switch (s.slot) {
      case WORD:
        return f.byWord(word).map(List::of).orElse(List.of());
      case ERRNO:
        long low = v & 0xFFFF;
        return s.acceptsHigh(v >>> 16) && s.accepts(low) ? f.byDecimal(low) : List.of();
      default:
        return s.accepts(v) ? f.byValue(v) : List.of();
    }
  }

  /** An AI Core error register: one hit per set bit the family has a record for. */
  private void bits(ScanState st, int from, int to, List<CodeHit> out) {
    ShapeTable t = compiled.tables.get(SlotKind.BITS);
    if (t.isEmpty() || to - from - 2 > Tokens.MAX_BIT_HEX_DIGITS) {
      return;
    }
    String line = st.line;
    int prev = from > 0 ? line.charAt(from - 1) : -1;
    for (Shape s : t.byLeft(prev)) {
      long m = s.match(line, from, to, st);
      if (m < 0) {
        continue;
      }
      FamilyIndex f = families.get(s.family);
      for (int d = to - 1, bit = 0; d >= from + 2 && out.size() < MAX_HITS_PER_LINE; d--, bit += 4) {
        int nibble = Character.digit(line.charAt(d), 16);
        st.work++;
        for (int b = 0; b < 4; b++) {
          if ((nibble & (1 << b)) != 0) {
            for (CodeRecord r : f.byDecimal(bit + b)) {
              out.add(new CodeHit((int) (m >>> 32), (int) m, line.substring(from, to), s.form, List.of(r), false));
            }
          }
        }
      }
      return;
    }
  }
}
