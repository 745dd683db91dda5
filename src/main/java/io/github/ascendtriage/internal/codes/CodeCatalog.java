package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Every code family loaded, with the recognizer and the lookup compiled from them once.
 *
 * <p>Immutable and thread-safe.
 */
public final class CodeCatalog {
  private final List<CodeFamily> families;
  private final Map<String, FamilyIndex> index = new LinkedHashMap<>();
  private final List<CodeRecord> records;
  private final CodeRecognizer recognizer;
  /** Made on first use: only {@code explain} asks (a race makes two equal ones). */
  private volatile CodeLookup lookup;

  CodeCatalog(List<CodeFamily> families) {
    this(families, null);
  }

  /**
   * With the recognizer's forms already derived from these very families (the compiled
   * catalogue's), or derived here when {@code forms} is null.
   */
  CodeCatalog(List<CodeFamily> families, AliasForms.Derived forms) {
    this(families, forms, null);
  }

  /** As above, with the recognizer's costly tables as the compiled catalogue kept them, when given. */
  CodeCatalog(List<CodeFamily> families, AliasForms.Derived forms, RecognizerTables.Kept kept) {
    this.families = List.copyOf(families);
    List<CodeRecord> all = new ArrayList<>();
    for (CodeFamily f : this.families) {
      index.put(f.id(), new FamilyIndex(f));
      all.addAll(f.codes());
    }
    this.records = List.copyOf(all);
    this.recognizer = forms == null ? new CodeRecognizer(index) : new CodeRecognizer(index, forms, kept);
  }

  /** A catalog without families. */
  public static CodeCatalog empty() {
    return new CodeCatalog(List.of());
  }

  /** The families, built-in first in file-name order, then families only site files have. */
  public List<CodeFamily> families() {
    return families;
  }

  /** The family with that id. */
  public Optional<CodeFamily> family(String id) {
    FamilyIndex f = index.get(id);
    return f == null ? Optional.empty() : Optional.of(f.family);
  }

  /**
   * The record of ({@code family}, {@code code}); the code compares by value for numbers
   * ({@code 0x7020023} finds {@code 0x07020023}) and case-insensitively for text.
   */
  public Optional<CodeRecord> find(String family, String code) {
    FamilyIndex f = index.get(family);
    return f == null ? Optional.empty() : f.byCode(code);
  }

  /** Every record, family by family, in file order. */
  public List<CodeRecord> records() {
    return records;
  }

  /** How many records there are. */
  public int size() {
    return records.size();
  }

  /** The compiled recognizer for log lines. */
  public CodeRecognizer recognizer() {
    return recognizer;
  }

  /** The lookup behind {@code explain}. */
  public CodeLookup lookup() {
    CodeLookup l = lookup;
    if (l == null) {
      l = new CodeLookup(index, records, recognizer);
      lookup = l;
    }
    return l;
  }
}
