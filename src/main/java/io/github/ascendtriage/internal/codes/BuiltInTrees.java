package io.github.ascendtriage.internal.codes;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The built-in case base's JSON files as the build parsed them ({@link BuiltInTreesWriter}), read
 * from the trees section of the {@link DerivedCache}: reading them costs no JSON parsing and no
 * look into the jar as a file system, and the readers of the case base, knowledge and code
 * catalogue are given the very trees the parser would have given them.
 *
 * <p>The section lists each file's name and where its tree starts; the code files' trees come last,
 * in the cache's tail, which a start that uses {@link CompiledCatalog} never reads. Whether the
 * trees still fit the JSON files is the cache's check: {@link #load()} is empty when it is missing,
 * damaged or stale, and the callers read the JSON files. Immutable and thread-safe.
 */
public final class BuiltInTrees {
  static final BuiltInTrees EMPTY = new BuiltInTrees(new byte[0], () -> new byte[0], Map.of());

  private final byte[] head;
  private final Supplier<byte[]> whole;
  /** Each file's tree: where it starts in the cache. */
  private final Map<String, Integer> files;

  private BuiltInTrees(byte[] head, Supplier<byte[]> whole, Map<String, Integer> files) {
    this.head = head;
    this.whole = whole;
    this.files = files;
  }

  /** True for a file of the code catalogue, whose tree lies in the cache's tail. */
  static boolean isCodeFile(String name) {
    return name.startsWith("codes/");
  }

  /** The compiled files, or empty when the cache is missing, damaged or stale. Never throws. */
  public static Optional<BuiltInTrees> load() {
    return DerivedCache.load().map(DerivedCache::trees);
  }

  /** The tree of {@code name} (relative to the case base folder, e.g. {@code cases/x/y.json}). */
  public Optional<JsonNode> tree(String name) {
    Integer at = files.get(name);
    if (at == null) {
      return Optional.empty();
    }
    byte[] b = at < head.length ? head : whole.get();
    return Optional.of(new TreeCodec.Decoder(b, at).tree());
  }

  /** The names of the files below {@code folder} (e.g. {@code cases/}), in path order. */
  public List<String> names(String folder) {
    List<String> out = new ArrayList<>();
    for (String n : files.keySet()) {
      if (n.startsWith(folder)) {
        out.add(n);
      }
    }
    return out;
  }

  /**
   * The trees section that starts at {@code start} of {@code head}, as {@link BuiltInTreesWriter}
   * wrote it; {@code whole} gives the bytes of the trees past {@code head}.
   *
   * @throws IOException if the section's list is not of this format
   */
  static BuiltInTrees parse(byte[] head, int start, Supplier<byte[]> whole) throws IOException {
    try {
      TreeCodec.Decoder d = new TreeCodec.Decoder(head, start);
      int n = d.count();
      List<String> names = new ArrayList<>(n);
      int[] offsets = new int[n];
      for (int i = 0; i < n; i++) {
        names.add(d.string());
        offsets[i] = d.count();
      }
      int data = d.position();
      Map<String, Integer> files = new LinkedHashMap<>();
      for (int i = 0; i < n; i++) {
        files.put(names.get(i), data + offsets[i]);
      }
      return new BuiltInTrees(head, whole, files);
    } catch (IllegalArgumentException e) {
      throw new IOException("the trees' list: " + e.getMessage(), e);
    }
  }

  /** The files, each with where its tree starts, in path order. */
  Map<String, Integer> files() {
    return files;
  }
}
