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
 * heap. The built-in case base is not counted. The bound is a setting ({@code
 * AscendTriage.Builder.maxKnowledgeBytes}, {@code --max-knowledge}), {@link #DEFAULT_BYTES} unless
 * raised. Stateless; thread-safe.
 */
final class KnowledgeBudget {
  /** Bytes of site and ascend-fd knowledge one run may load in all, unless told otherwise. */
  static final long DEFAULT_BYTES = 16L << 20;

  private KnowledgeBudget() {}

  /**
   * @param maxBytes the bound, positive
   * @throws CaseBaseException naming the file at which the total passes {@code maxBytes}, and the
   *     settings that raise it
   * @throws UncheckedIOException if a directory cannot be listed
   */
  static void check(List<Path> directories, List<Path> ascendFdFiles, long maxBytes) {
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
        if (total > maxBytes) {
          throw new CaseBaseException(List.of(f + ": $: refused: the case directories and ascend-fd files given pass "
              + size(maxBytes) + " in all at this file (the bound on loaded knowledge; raise it with --max-knowledge"
              + " or AscendTriage.Builder.maxKnowledgeBytes, and give the JVM the heap such a base needs)"));
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot measure the knowledge files: " + e.getMessage(), e);
    }
  }

  /** {@code 16 MiB}, {@code 512 KiB} or {@code 1000 bytes}: the largest unit that divides it. */
  static String size(long bytes) {
    if (bytes % (1L << 30) == 0) {
      return (bytes >> 30) + " GiB";
    }
    if (bytes % (1L << 20) == 0) {
      return (bytes >> 20) + " MiB";
    }
    return bytes % 1024 == 0 ? (bytes >> 10) + " KiB" : bytes + " bytes";
  }
}
