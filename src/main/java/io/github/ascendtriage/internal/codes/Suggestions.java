package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Near codes for a query that names none: codes or names it begins (same prefix), codes or names
 * one or two edits away, and, for numbers, the nearest codes written in the same base.
 *
 * <p>Immutable and thread-safe.
 */
final class Suggestions {
  static final int LIMIT = 8;
  private static final int MAX_EDITS = 2;
  private static final int MAX_QUERY = 64;

  private final List<CodeRecord> records;

  Suggestions(List<CodeRecord> records) {
    this.records = records;
  }

  List<CodeRecord> near(String query) {
    String q = query.length() > MAX_QUERY ? query.substring(0, MAX_QUERY) : query;
    String uq = q.toUpperCase(Locale.ROOT);
    Set<CodeRecord> out = new LinkedHashSet<>();
    if (uq.length() >= 2) {
      records.stream()
          .filter(r -> upper(r.code()).startsWith(uq) || r.name().map(n -> upper(n).startsWith(uq)).orElse(false))
          .sorted(Comparator.comparingInt(r -> r.code().length()))
          .limit(LIMIT)
          .forEach(out::add);
    }
    List<int[]> edits = new ArrayList<>();
    for (int i = 0; i < records.size(); i++) {
      CodeRecord r = records.get(i);
      int d = distance(uq, upper(r.code()));
      if (r.name().isPresent()) {
        d = Math.min(d, distance(uq, upper(r.name().get())));
      }
      // a one-character code is one edit from every other short code: ask for a closer match
      if (d <= Math.min(MAX_EDITS, Math.max(0, uq.length() / 3))) {
        edits.add(new int[] {d, i});
      }
    }
    // equally near: the code sharing the longest start with the query first (EI0066: EI0002 before E30006)
    edits.sort(Comparator.<int[]>comparingInt(e -> e[0])
        .thenComparingInt(e -> -commonPrefix(uq, upper(records.get(e[1]).code())))
        .thenComparingInt(e -> e[1]));
    edits.forEach(e -> out.add(records.get(e[1])));
    OptionalLong n = CodeNumbers.parse(q);
    if (n.isPresent()) {
      boolean hex = CodeNumbers.isHexText(q);
      long v = n.getAsLong();
      records.stream()
          .filter(r -> r.number().isPresent() && CodeNumbers.isHexText(r.code()) == hex)
          .sorted(Comparator.comparingLong(r -> Math.abs(r.number().getAsLong() - v)))
          .limit(4)
          .forEach(out::add);
    }
    return out.stream().limit(LIMIT).toList();
  }

  private static int commonPrefix(String a, String b) {
    int i = 0;
    while (i < a.length() && i < b.length() && a.charAt(i) == b.charAt(i)) {
      i++;
    }
    return i;
  }

  private static String upper(String s) {
    return s.toUpperCase(Locale.ROOT);
  }

  /** Levenshtein distance, or {@code MAX_EDITS + 1} as soon as it must exceed {@code MAX_EDITS}. */
  static int distance(String a, String b) {
    if (Math.abs(a.length() - b.length()) > MAX_EDITS) {
      return MAX_EDITS + 1;
    }
    int[] prev = new int[b.length() + 1];
    int[] cur = new int[b.length() + 1];
    for (int j = 0; j <= b.length(); j++) {
      prev[j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      cur[0] = i;
      int rowMin = cur[0];
      for (int j = 1; j <= b.length(); j++) {
        int sub = prev[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
        cur[j] = Math.min(sub, Math.min(prev[j] + 1, cur[j - 1] + 1));
        rowMin = Math.min(rowMin, cur[j]);
      }
      if (rowMin > MAX_EDITS) {
        return MAX_EDITS + 1;
      }
      int[] t = prev;
      prev = cur;
      cur = t;
    }
    return prev[b.length()];
  }
}
