package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.CodeSteps;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeCatalogException;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.codes.CodeRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The code catalogue of a case base: the built-in family files and each site directory's
 * {@code codes/} folder. Every first step must compile against the knowledge's placeholders, so a
 * command that the remediation filler could not fill is a load error, as it is for cases.
 * Stateless and thread-safe.
 */
final class SiteCodes {
  /** The folder of a site directory that holds its code files. */
  static final String FOLDER = "codes";

  private SiteCodes() {}

  /**
   * Loads the catalogue; problems are added to {@code problems} (then the result is the built-in
   * catalogue or an empty one, and the caller fails the load).
   */
  static CodeCatalog load(boolean builtIn, List<Path> directories, Knowledge knowledge, List<String> problems) {
    List<Path> dirs = new ArrayList<>();
    for (Path d : directories) {
      Path c = d.resolve(FOLDER);
      if (Files.isDirectory(c)) {
        dirs.add(c);
      }
    }
    CodeCatalog catalog;
    try {
      catalog = builtIn && dirs.isEmpty() ? CodeCatalogLoader.builtIn() : CodeCatalogLoader.load(builtIn, dirs);
    } catch (CodeCatalogException e) {
      problems.addAll(e.problems());
      return CodeCatalog.empty();
    }
    for (CodeRecord r : catalog.records()) {
      if (r.firstStep().isPresent()) {
        try {
          CodeSteps.compile(r.firstStep().get(), knowledge.placeholderClasses());
        } catch (IllegalArgumentException e) {
          problems.add(r.origin() + ": " + r.key() + ": $.firstStep.command: " + e.getMessage());
        }
      }
    }
    return catalog;
  }
}
