package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * The on-disk home of a case index ({@code --index-dir}), safe to share between processes: each
 * case base gets a subfolder named after a digest of its cases, built in a temporary folder beside
 * it and moved into place in one atomic rename. A run whose index is already there only reads it
 * (no write lock); runs that build at once each build their own and the first rename wins, the
 * others use it. Stateless; thread-safe.
 */
final class IndexFolder {
  /** Changes whenever the index layout does, so an old index is never read as a new one. */
  private static final String FORMAT = "lucene-9.12/2"; // 2: group documents for ranking

  /** Writes a complete index into an empty directory. */
  @FunctionalInterface
  interface Fill {
    void into(Directory d) throws IOException;
  }

  private IndexFolder() {}

  /** The folder holding the complete index of {@code cases} under {@code root}, built if missing. */
  static Path prepare(Path root, List<CaseDefinition> cases, Fill fill) throws IOException {
    Path target = root.resolve("index-" + key(cases));
    if (Files.isDirectory(target)) {
      return target;
    }
    Files.createDirectories(root);
    Path tmp = Files.createTempDirectory(root, ".building-");
    try {
      try (Directory d = FSDirectory.open(tmp)) {
        fill.into(d);
      }
      try {
        Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException e) {
        if (!Files.isDirectory(target)) {
          throw e;
        }
        // another run moved the same index into place first: use that one
      }
    } finally {
      deleteTree(tmp);
    }
    return target;
  }

  /** A digest of everything the index holds, in order (doc ids are positions in the list). */
  static String key(List<CaseDefinition> cases) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      md.update(FORMAT.getBytes(StandardCharsets.UTF_8));
      for (CaseDefinition c : cases) {
        md.update((byte) 0);
        md.update(c.toString().getBytes(StandardCharsets.UTF_8));
      }
      return HexFormat.of().formatHex(md.digest(), 0, 12);
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is missing from this JVM", e);
    }
  }

  private static void deleteTree(Path p) throws IOException {
    if (!Files.exists(p)) {
      return;
    }
    try (Stream<Path> s = Files.walk(p)) {
      for (Path q : s.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(q);
      }
    }
  }
}
