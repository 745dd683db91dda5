package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.CaseBaseException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The bound on the knowledge one run loads from the files a user gives (site case directories with
 * their {@code knowledge.json}, ascend-fd knowledge bases): checked on the file sizes before any is
 * parsed, so a huge but valid case base is refused with one clear error instead of exhausting the
 * heap. The built-in case base is not counted. Stateless; thread-safe.
 */
final class KnowledgeBudget {
  /** Bytes of site and ascend-fd knowledge one run may load, in all. */
  static final long MAX_TOTAL_BYTES = 16L << 20;

  private KnowledgeBudget() {}

  /**
   * @throws CaseBaseException naming the file at which the total passes {@link #MAX_TOTAL_BYTES}
   * @throws UncheckedIOException if a directory cannot be listed
   */
  static void check(List<Path> directories, List<Path> ascendFdFiles) {
    List<Path> files = new ArrayList<>();
    try {
      for (Path dir : directories) {
        if (Files.isDirectory(dir)) {
          Path k = dir.resolve(KnowledgeFile.NAME);
          if (Files.isRegularFile(k)) {
            files.add(k);
          }
          files.addAll(CaseDirectory.files(dir));
        }
      }
      long total = 0;
      for (Path f : ascendFdFiles) {
        if (Files.isRegularFile(f)) {
          files.add(f);
        }
      }
      for (Path f : files) {
        total += Files.size(f);
        if (total > MAX_TOTAL_BYTES) {
          throw new CaseBaseException(List.of(f + ": $: refused: the case directories and ascend-fd files given pass "
              + (MAX_TOTAL_BYTES >> 20) + " MiB in all at this file (the bound on loaded knowledge)"));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot measure the knowledge files: " + e.getMessage(), e);
    }
  }
}
