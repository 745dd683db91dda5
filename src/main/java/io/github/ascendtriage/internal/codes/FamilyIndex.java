package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A family's records by number, by text code and by name.
 *
 * <p>Thread-safe: the lookups by code and by name are made on first use from the family's fixed
 * records and published whole (a race makes two equal ones); nothing changes after that.
 */
final class FamilyIndex {
  final CodeFamily family;
  private final Map<Long, List<CodeRecord>> decimal = new HashMap<>();
  private final Map<Long, List<CodeRecord>> hex = new HashMap<>();
  private final Map<String, CodeRecord> words = new HashMap<>();
  /** Made on first use: a diagnosis looks up codes of few families, names only {@code explain}. */
  private volatile Map<String, List<CodeRecord>> names;
  private volatile Map<String, CodeRecord> byKey;
  private final LongSet valueSet;

  FamilyIndex(CodeFamily family) {
    this.family = family;
    for (CodeRecord r : family.codes()) {
      OptionalLong n = r.number();
      if (n.isPresent()) {
        Map<Long, List<CodeRecord>> m = CodeNumbers.isHexText(r.code()) ? hex : decimal;
        List<CodeRecord> l = m.get(n.getAsLong());
        if (l == null) {
          l = new ArrayList<>(1);
          m.put(n.getAsLong(), l); // no lambda here: this runs at every start
        }
        l.add(r);
      } else {
        words.put(r.code().toUpperCase(Locale.ROOT), r);
      }
    }
    valueSet = new LongSet(values());
  }

  private Map<String, CodeRecord> byKey() {
    Map<String, CodeRecord> m = byKey;
    if (m == null) {
      m = new HashMap<>();
      for (CodeRecord r : family.codes()) {
        m.putIfAbsent(CodeNumbers.key(r.code()), r);
      }
      byKey = m;
    }
    return m;
  }

  private Map<String, List<CodeRecord>> names() {
    Map<String, List<CodeRecord>> m = names;
    if (m == null) {
      m = new HashMap<>();
      for (CodeRecord r : family.codes()) {
        if (r.name().isPresent()) {
          m.computeIfAbsent(r.name().get().toUpperCase(Locale.ROOT), k -> new ArrayList<>(1)).add(r);
        }
      }
      names = m;
    }
    return m;
  }

  String id() {
    return family.id();
  }

  /** The family's records, in catalogue order. */
  List<CodeRecord> records() {
    return family.codes();
  }

  /** The record of {@code code} in any written form of its number ({@code 0x7} = {@code 0x07}). */
  java.util.Optional<CodeRecord> byCode(String code) {
    return java.util.Optional.ofNullable(byKey().get(CodeNumbers.key(code)));
  }

  /** Records whose code has the value {@code v}, whichever base the family writes it in. */
  List<CodeRecord> byValue(long v) {
    List<CodeRecord> d = decimal.get(v);
    List<CodeRecord> h = hex.get(v);
    if (d == null) {
      return h == null ? List.of() : h;
    }
    if (h == null) {
      return d;
    }
    List<CodeRecord> both = new ArrayList<>(d);
    both.addAll(h);
    return both;
  }

  /** Records whose code is written in decimal with the value {@code v}. */
  List<CodeRecord> byDecimal(long v) {
    return decimal.getOrDefault(v, List.of());
  }

  /** Records whose code is written in hexadecimal with the value {@code v}. */
  List<CodeRecord> byHex(long v) {
    return hex.getOrDefault(v, List.of());
  }

  /** The record of a text code given in upper case. */
  java.util.Optional<CodeRecord> byWord(String upperCaseCode) {
    return java.util.Optional.ofNullable(words.get(upperCaseCode));
  }

  /** Records whose constant or title is {@code upperCaseName}. */
  List<CodeRecord> byName(String upperCaseName) {
    return names().getOrDefault(upperCaseName, List.of());
  }

  /** Every value the family's numeric codes have. */
  List<Long> values() {
    List<Long> all = new ArrayList<>(decimal.keySet());
    all.addAll(hex.keySet());
    return all;
  }

  /** The same values as a set for the hot path. */
  LongSet valueSet() {
    return valueSet;
  }

  /** Every text code (upper case). */
  java.util.Set<String> wordCodes() {
    return words.keySet();
  }
}
