package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A numeric code followed by a colon and its own documented message ({@code 107016: Invalid memory
 * type.}, {@code 0x35: sdma overflow}): the way a return code is quoted with the text its
 * documentation gives, alone or at the end of an exception line. No printed form of the catalogue
 * has that shape (a bare number beside text is a count or a size), so the message is what makes
 * the number a code: the text after the colon must start with the literal start of one of the
 * code's templates (its first line up to the first argument, case ignored, at least {@value
 * #MIN_LEAD} characters). A number followed by any other text is no hit.
 *
 * <p>Immutable after construction; used by {@link CodeRecognizer}.
 */
final class CodedMessages {
  /** The form of a hit made from a code and its documented message. */
  static final String FORM = "{code}: {message}";
  /** Shortest literal start of a message that confirms its code. */
  static final int MIN_LEAD = 8;
  /** The part of a message's start the line gate looks for. */
  static final int TRIGGER = 20;

  /** The literal start of a documented message and the record whose message it is. */
  record Lead(String text, CodeRecord record) {}

  /** By value: the leads of the records written in decimal, and of those written in hex. */
  private final Map<Long, List<Lead>> decimal;
  private final Map<Long, List<Lead>> hex;

  CodedMessages(Map<String, FamilyIndex> families) {
    decimal = new HashMap<>();
    hex = new HashMap<>();
    for (FamilyIndex f : families.values()) {
      for (long v : f.values()) {
        add(decimal, v, f.byDecimal(v));
        add(hex, v, f.byHex(v));
      }
    }
  }

  /** From leads already found, by value (the compiled catalogue's). */
  CodedMessages(Map<Long, List<Lead>> decimal, Map<Long, List<Lead>> hex) {
    this.decimal = decimal;
    this.hex = hex;
  }

  /** The leads of the codes written in decimal ({@code hex} false) or in hex, by value. */
  Map<Long, List<Lead>> leads(boolean hex) {
    return hex ? this.hex : decimal;
  }

  private static void add(Map<Long, List<Lead>> into, long v, List<CodeRecord> records) {
    for (CodeRecord r : records) {
      for (String m : r.messages()) {
        String lead = lead(m);
        if (lead.length() >= MIN_LEAD) {
          into.computeIfAbsent(v, k -> new ArrayList<>(1)).add(new Lead(lead, r));
        }
      }
    }
  }

  /** The literal start of a template: its first line up to the first argument, end punctuation dropped. */
  static String lead(String template) {
    int nl = template.indexOf('\n');
    String first = nl < 0 ? template : template.substring(0, nl);
    int arg = first.indexOf('%');
    String s = (arg < 0 ? first : first.substring(0, arg)).strip();
    int end = s.length();
    while (end > 0 && ".!,;:".indexOf(s.charAt(end - 1)) >= 0) {
      end--;
    }
    return s.substring(0, end).strip();
  }

  /** {@code triggers} with the start of every lead added. */
  List<String> withTriggers(List<String> triggers) {
    if (triggers == null) {
      return null;
    }
    Set<String> t = new TreeSet<>();
    for (Map<Long, List<Lead>> m : List.of(decimal, hex)) {
      for (List<Lead> l : m.values()) {
        for (Lead lead : l) {
          t.add(lead.text().substring(0, Math.min(lead.text().length(), TRIGGER)));
        }
      }
    }
    t.removeAll(triggers);
    List<String> out = new ArrayList<>(triggers);
    out.addAll(t);
    return List.copyOf(out);
  }

  /**
   * Adds the hit of the number at {@code from..to} (value {@code v}, written in hex or not) when no
   * printed form read it ({@code formed}) and a colon and a documented message of a code of that
   * value follow it.
   */
  void scan(ScanState st, int from, int to, long v, boolean isHex, Candidates formed, List<CodeHit> out) {
    List<Lead> leads = (isHex ? hex : decimal).get(v);
    if (leads == null || v == 0 || formed.found()) {
      return;
    }
    String line = st.line;
    int i = skipBlanks(line, to);
    if (i >= line.length() || line.charAt(i) != ':') {
      return;
    }
    i = skipBlanks(line, i + 1);
    List<CodeRecord> found = new ArrayList<>(1);
    int end = -1;
    for (Lead l : leads) {
      st.work += l.text().length();
      if (line.regionMatches(true, i, l.text(), 0, l.text().length()) && !found.contains(l.record())) {
        found.add(l.record());
        end = Math.max(end, i + l.text().length());
      }
    }
    if (!found.isEmpty()) {
      out.add(new CodeHit(from, end, line.substring(from, to), FORM, List.copyOf(found), false));
    }
  }

  private static int skipBlanks(String s, int i) {
    while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
      i++;
    }
    return i;
  }
}
