package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.OptionalLong;

/**
 * Derives each family's printed forms from its records' aliases: the code's text (decimal, hex in
 * any printed width, or an HCCL errNo word) becomes the slot; the record's own message and name
 * and the codes it maps to become wildcards, as do {@code %s} and {@code %d}. An alias with no code
 * in it (such as {@code desc=[device base error]}) becomes a message form instead.
 *
 * <p>Not thread-safe; used once while a catalog is compiled.
 */
final class AliasForms {
  /** A literal alias without the code: {@code prefix + text + suffix} names the record. */
  record MessageForm(String family, String prefix, String text, String suffix, CodeRecord record) {}

  /**
   * What a catalogue's aliases and the standard forms come to: the code forms in the order the
   * recognizer files them (bound records and errNo high parts included) and the message forms.
   * Immutable lists; built at start from the records, or read from the compiled catalogue.
   */
  record Derived(List<Shape> shapes, List<MessageForm> messages) {
    Derived {
      shapes = List.copyOf(shapes);
      messages = List.copyOf(messages);
    }
  }

  /** The forms of every record of {@code families}, then the standard forms of the families there. */
  static Derived derive(Map<String, FamilyIndex> families) {
    AliasForms forms = new AliasForms();
    for (FamilyIndex f : families.values()) {
      for (CodeRecord r : f.family.codes()) {
        forms.add(r);
      }
    }
    for (StandardForms.Def d : StandardForms.ALL) {
      if (families.containsKey(d.family())) {
        forms.add(StandardForms.compile(d));
      }
    }
    return new Derived(forms.shapes(), forms.messageForms());
  }

  private final Map<String, Shape> shapes = new LinkedHashMap<>();
  private final Map<String, long[]> highs = new LinkedHashMap<>();
  private final Map<String, Set<CodeRecord>> bound = new LinkedHashMap<>();
  private final List<MessageForm> messages = new ArrayList<>();

  /** Adds the forms of every alias of {@code r}. */
  void add(CodeRecord r) {
    if (r.aliases().isEmpty()) {
      return;
    }
    List<String> texts = longestFirst(r.messages());
    for (String alias : r.aliases()) {
      add(r, alias, texts);
    }
  }

  /** Adds a compiled standard form. */
  void add(Shape s) {
    shapes.putIfAbsent(key(s), s);
  }

  private static String key(Shape s) {
    return key(s.family, s.slot, s.template, s.min, s.max);
  }

  private static String key(String family, SlotKind slot, String template, long min, long max) {
    return family + '\u0000' + slot + '\u0000' + template + '\u0000' + min + ':' + max;
  }

  List<Shape> shapes() {
    List<Shape> out = new ArrayList<>();
    for (Map.Entry<String, Shape> e : shapes.entrySet()) {
      Shape s = e.getValue();
      long[] h = highs.getOrDefault(e.getKey(), s.highs);
      out.add(s.with(h, bound.getOrDefault(e.getKey(), Set.of())));
    }
    return out;
  }

  List<MessageForm> messageForms() {
    return List.copyOf(messages);
  }

  /** {@code texts}: the record's messages, longest first. */
  private void add(CodeRecord r, String alias, List<String> texts) {
    int[] span = new int[2];
    for (int i = 0, k; (k = Tokens.next(alias, i, span)) != Tokens.NONE; i = span[1]) {
      SlotKind kind = denotes(r, alias, k, span[0], span[1]);
      if (kind == null) {
        continue;
      }
      String t = generalize(alias.substring(0, span[0]), r, texts) + Shape.SLOT
          + generalize(alias.substring(span[1]), r, texts);
      // many aliases share a form: compile each form once (the same key is the same template)
      String key = key(r.family(), kind, t, Long.MIN_VALUE, Long.MAX_VALUE);
      Shape s = shapes.get(key);
      if (s == null) {
        s = Shape.compile(r.family(), kind, t, Long.MIN_VALUE, Long.MAX_VALUE, new long[0]);
        shapes.put(key, s);
      }
      if (s.isBare()) {
        bound.computeIfAbsent(key, x -> new LinkedHashSet<>()).add(r);
      }
      if (kind == SlotKind.ERRNO) {
        long high = CodeNumbers.hex(alias, span[0] + 2, span[1]) >>> 16;
        long[] h = highs.getOrDefault(key, new long[0]);
        if (java.util.Arrays.stream(h).noneMatch(x -> x == high)) {
          h = java.util.Arrays.copyOf(h, h.length + 1);
          h[h.length - 1] = high;
          highs.put(key, h);
        }
      }
      return;
    }
    for (String m : texts) {
      int at = alias.indexOf(m);
      if (at >= 0) {
        messages.add(new MessageForm(r.family(), alias.substring(0, at), m, alias.substring(at + m.length()), r));
        return;
      }
    }
    messages.add(new MessageForm(r.family(), alias, "", "", r));
  }

  /** How the token {@code alias[from,to)} stands for the code of {@code r}, or null if it does not. */
  private static SlotKind denotes(CodeRecord r, String alias, int kind, int from, int to) {
    OptionalLong n = r.number();
    boolean decimalCode = n.isPresent() && !CodeNumbers.isHexText(r.code());
    switch (kind) {
      case Tokens.WORD:
        return n.isEmpty() && alias.regionMatches(true, from, r.code(), 0, r.code().length())
            && to - from == r.code().length() ? SlotKind.WORD : null;
      case Tokens.DEC:
        return decimalCode && CodeNumbers.decimal(alias, from, to) == n.getAsLong() ? SlotKind.DEC : null;
      case Tokens.HEX:
        if (n.isEmpty()) {
          return null;
        }
        long v = CodeNumbers.hex(alias, from + 2, to);
        if (v == n.getAsLong()) {
          return SlotKind.HEX;
        }
        return decimalCode && n.getAsLong() > 0 && v > 0xFFFF && (v & 0xFFFF) == n.getAsLong()
            ? SlotKind.ERRNO : null;
      default:
        return null;
    }
  }

  /** Turns the record's own text around the code into wildcards. */
  private static String generalize(String side, CodeRecord r, List<String> texts) {
    String s = side;
    for (String m : texts) {
      if (m.length() >= 3) {
        s = s.replace(m, String.valueOf(Shape.ANY));
      }
    }
    if (r.name().isPresent() && r.name().get().length() >= 3) {
      s = s.replace(r.name().get(), String.valueOf(Shape.ANY));
    }
    s = s.replace("%s", String.valueOf(Shape.ANY)).replace("%d", String.valueOf(Shape.DIGITS));
    if (r.mapsTo().isEmpty()) {
      return s;
    }
    StringBuilder b = new StringBuilder();
    int[] span = new int[2];
    int last = 0;
    for (int i = 0, k; (k = Tokens.next(s, i, span)) != Tokens.NONE; i = span[1]) {
      String tok = s.substring(span[0], span[1]);
      if ((k == Tokens.DEC || k == Tokens.HEX) && r.mapsTo().stream()
          .anyMatch(l -> CodeNumbers.key(l.code()).equals(CodeNumbers.key(tok)))) {
        b.append(s, last, span[0]).append(k == Tokens.DEC ? Shape.DIGITS : Shape.ANY);
        last = span[1];
      }
    }
    return b.append(s.substring(last)).toString();
  }

  private static List<String> longestFirst(List<String> texts) {
    List<String> l = new ArrayList<>(texts);
    l.sort(Comparator.comparingInt(String::length).reversed());
    return l;
  }
}
