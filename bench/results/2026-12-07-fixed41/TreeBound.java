package fixed41;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.codes.BuiltInTrees;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Bounds what a record-level reader of the built-in trees could save: the main thread's CPU of
 * decoding every tree a start reads (all but codes/) into Jackson nodes, cold (first in the JVM)
 * and again (warm), beside the cache's read and check. Main thread from /proc/thread-self/schedstat.
 */
public final class TreeBound {
  private static long last;

  static long ns() throws Exception {
    return Long.parseLong(Files.readString(Path.of("/proc/thread-self/schedstat")).split(" ")[0]);
  }

  static void mark(String what) throws Exception {
    long t = ns();
    System.out.printf("%s %.1f%n", what, (t - last) / 1e6);
    last = ns();
  }

  public static void main(String[] a) throws Exception {
    last = ns();
    BuiltInTrees t = BuiltInTrees.load().orElseThrow();
    mark("cache_read_check");
    List<String> names = t.names("");
    Map<String, Integer> byFolder = new TreeMap<>();
    long nodes = 0;
    for (int round = 0; round < 3; round++) {
      for (String n : names) {
        if (n.startsWith("codes/")) continue;
        JsonNode j = t.tree(n).orElseThrow();
        if (round == 0) byFolder.merge(n.contains("/") ? n.substring(0, n.indexOf('/')) : "(top)", 1, Integer::sum);
      }
      mark(round == 0 ? "decode_cold" : "decode_again" + round);
    }
    System.out.println("files " + byFolder);
  }
}
