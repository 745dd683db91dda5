package io.github.ascendtriage.internal.codes;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystemNotFoundException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loads the code catalog: the built-in family files {@code casebase/codes/<family>.json} shipped
 * in the jar (found like the built-in cases: next to the case base's {@code manifest.json}), then
 * site directories whose files add codes or replace built-in ones by (family, code). Every problem
 * is collected before the load fails, so one run names them all.
 *
 * <p>The built-in catalogue alone (no site directory) is read from the {@link DerivedCache}'s
 * compiled catalogue ({@link CompiledCatalog}), else from its trees ({@link BuiltInTrees}); without
 * a usable cache, from the files.
 *
 * <p>Thread-safe (stateless); the built-in catalog is read once and shared.
 */
public final class CodeCatalogLoader {
  /** Classpath folder of the built-in case base; the code files are in its {@code codes/}. */
  static final String RESOURCE_ROOT = "/io/github/ascendtriage/casebase/";
  private static final String BUILT_IN_LABEL = "casebase/codes/";

  private CodeCatalogLoader() {}

  private static final class BuiltIn {
    static final CodeCatalog CATALOG = load(true, List.of());
  }

  /**
   * The built-in catalog, loaded on first use and shared.
   *
   * @throws CodeCatalogException if a shipped file is invalid (a build defect)
   */
  public static CodeCatalog builtIn() {
    return BuiltIn.CATALOG;
  }

  /**
   * Loads the built-in files (when {@code builtIn}) and the site directories, in order.
   *
   * @param directories site directories; every {@code *.json} below each is a code file
   * @throws CodeCatalogException naming every invalid file, JSON path and reason
   * @throws UncheckedIOException if a directory cannot be listed
   */
  public static CodeCatalog load(boolean builtIn, List<Path> directories) {
    Optional<DerivedCache> cache = builtIn ? DerivedCache.load() : Optional.empty();
    Optional<BuiltInTrees> compiled = cache.map(DerivedCache::trees);
    if (compiled.isPresent()) {
      if (directories.isEmpty()) {
        Optional<CodeCatalog> assembled = CompiledCatalog.load(cache.get());
        if (assembled.isPresent()) {
          return assembled.get();
        }
      }
      return assemble(Optional.empty(), compiled, directories);
    }
    return assemble(builtIn ? builtInDirectory() : Optional.empty(), Optional.empty(), directories);
  }

  /**
   * Loads {@code builtInCodes} as if it were the shipped {@code codes/} folder (files named after
   * their family), then the site directories; for tests.
   */
  static CodeCatalog load(Path builtInCodes, List<Path> directories) {
    return assemble(Optional.of(builtInCodes), Optional.empty(), directories);
  }

  /**
   * The catalogue of the code files in {@code trees} alone, read and checked as a load reads them;
   * what {@link CompiledCatalog} stores.
   *
   * @throws CodeCatalogException naming every invalid file, JSON path and reason
   */
  static CodeCatalog fromTrees(BuiltInTrees trees) {
    return assemble(Optional.empty(), Optional.of(trees), List.of());
  }

  /**
   * Validates a site directory on its own; empty when all is well.
   *
   * @throws IOException if the directory cannot be listed
   */
  public static List<String> validateDirectory(Path dir) throws IOException {
    List<String> problems = new ArrayList<>();
    CatalogMerger merger = new CatalogMerger(problems);
    for (CatalogMerger.Loaded f : CodeFiles.read(dir, Optional.empty(), problems)) {
      merger.add(f, true);
    }
    merger.finish();
    return problems;
  }

  private static CodeCatalog assemble(
      Optional<Path> builtInCodes, Optional<BuiltInTrees> compiled, List<Path> directories) {
    List<String> problems = new ArrayList<>();
    CatalogMerger merger = new CatalogMerger(problems);
    Path current = null;
    if (compiled.isPresent()) {
      for (CatalogMerger.Loaded f : CodeFiles.read(compiled.get(), BUILT_IN_LABEL, problems)) {
        merger.add(f, false);
      }
    }
    try {
      if (builtInCodes.isPresent() && Files.isDirectory(builtInCodes.get())) {
        current = builtInCodes.get();
        for (CatalogMerger.Loaded f : CodeFiles.read(current, Optional.of(BUILT_IN_LABEL), problems)) {
          merger.add(f, false);
        }
      }
      for (Path dir : directories) {
        current = dir;
        for (CatalogMerger.Loaded f : CodeFiles.read(dir, Optional.empty(), problems)) {
          merger.add(f, true);
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read code directory " + current + ": " + e.getMessage(), e);
    }
    CodeCatalog catalog = merger.finish();
    if (!problems.isEmpty()) {
      throw new CodeCatalogException(problems);
    }
    return catalog;
  }

  /** The shipped {@code codes/} folder, in the jar or the build output; empty if none ships yet. */
  private static Optional<Path> builtInDirectory() {
    URL manifest = CodeCatalogLoader.class.getResource(RESOURCE_ROOT + "manifest.json");
    if (manifest == null) {
      throw new CodeCatalogException(
          List.of("built-in code catalog: " + RESOURCE_ROOT + "manifest.json is not on the classpath"));
    }
    try {
      URI uri = manifest.toURI();
      Path root;
      if ("jar".equals(uri.getScheme())) {
        FileSystem fs;
        try {
          fs = FileSystems.getFileSystem(uri);
        } catch (FileSystemNotFoundException e) {
          try {
            fs = FileSystems.newFileSystem(uri, Map.of());
          } catch (FileSystemAlreadyExistsException raced) {
            fs = FileSystems.getFileSystem(uri);
          }
        }
        root = fs.getPath(RESOURCE_ROOT);
      } else {
        root = Path.of(uri).getParent();
      }
      Path codes = root.resolve("codes");
      return Files.isDirectory(codes) ? Optional.of(codes) : Optional.empty();
    } catch (URISyntaxException | IOException e) {
      throw new UncheckedIOException(
          "cannot find the built-in code catalog: " + e.getMessage(),
          e instanceof IOException io ? io : new IOException(e));
    }
  }
}
