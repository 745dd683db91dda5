package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Puts code files together into one catalog: a site record replaces the built-in record of the same
 * (family, code) in place; the same code twice in one file, in two built-in files or in two site
 * files is an error, because the result would depend on the order files are read in.
 *
 * <p>Not thread-safe; one per load.
 */
final class CatalogMerger {
  /** One file read: its name for messages and its family. */
  record Loaded(String name, CodeFamily family) {}

  private final List<String> problems;
  private final Map<String, String[]> titles = new LinkedHashMap<>();
  private final Map<String, Map<String, CodeRecord>> families = new LinkedHashMap<>();
  private final Map<String, CodeRecord> siteSeen = new LinkedHashMap<>();
  private final Map<CodeRecord, String> paths = new IdentityHashMap<>();

  CatalogMerger(List<String> problems) {
    this.problems = problems;
  }

  void add(Loaded f, boolean site) {
    CodeFamily fam = f.family();
    titles.putIfAbsent(fam.id(), new String[] {fam.titleEn(), fam.titleZh()});
    Map<String, CodeRecord> codes = families.computeIfAbsent(fam.id(), k -> new LinkedHashMap<>());
    Map<String, CodeRecord> inFile = new LinkedHashMap<>();
    for (int i = 0; i < fam.codes().size(); i++) {
      CodeRecord r = fam.codes().get(i);
      String path = "$.codes[" + i + "]";
      paths.put(r, path);
      String key = CodeNumbers.key(r.code());
      CodeRecord same = inFile.putIfAbsent(key, r);
      CodeRecord prev = site ? siteSeen.putIfAbsent(fam.id() + "/" + key, r) : codes.get(key);
      String dup = f.name() + ": " + path + ".code: duplicate code '" + r.code() + "' in family '" + fam.id() + "'";
      if (same != null) {
        problems.add(dup + " (also at " + paths.get(same) + ")");
      } else if (prev != null) {
        problems.add(dup + " (also in " + prev.origin() + ")");
      } else {
        codes.put(key, r);
      }
    }
  }

  /** The catalog of everything added; link problems are added to the problem list. */
  CodeCatalog finish() {
    List<CodeFamily> out = new ArrayList<>();
    families.forEach((id, codes) -> {
      String[] t = titles.get(id);
      out.add(new CodeFamily(id, t[0], t[1], List.copyOf(codes.values())));
    });
    CodeCatalog catalog = new CodeCatalog(out);
    if (problems.isEmpty()) {
      checkLinks(catalog);
    }
    return catalog;
  }

  /** A link into a loaded family must name a code that family has. */
  private void checkLinks(CodeCatalog catalog) {
    for (CodeRecord r : catalog.records()) {
      for (int j = 0; j < r.mapsTo().size(); j++) {
        CodeLink l = r.mapsTo().get(j);
        if (catalog.family(l.family()).isPresent() && catalog.find(l.family(), l.code()).isEmpty()) {
          problems.add(r.origin() + ": " + paths.get(r) + ".mapsTo[" + j + "]: family '" + l.family()
              + "' has no code '" + l.code() + "'");
        }
      }
    }
  }
}
