package io.github.ascendtriage.internal.extract.processes;

import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

/** Mutant runner (run speed38): MapEntriesTest's comparisons, from a class path that puts a mutated MapEntries first. */
public class Runner {
  public static void main(String[] a) throws Exception {
    int[] e = new int[1];
    String d = MapEntriesTest.firstDifference(38_0001L, 200_000, e);
    int corpusDiff = 0, lines = 0, corpusEntries = 0;
    try (Stream<Path> w = Files.walk(Path.of(a[0]))) {
      for (Path p : w.filter(x -> x.toString().endsWith(".log")).sorted().toList()) {
        for (String l : new String(Files.readAllBytes(p), StandardCharsets.UTF_8).split("\n", -1)) {
          lines++;
          List<String> want = MapEntriesTest.byRegex(l);
          corpusEntries += want.size();
          if (!want.equals(MapEntriesTest.byHand(l))) corpusDiff++;
        }
      }
    }
    System.out.println((d == null ? "random: same (" + e[0] + " entries)" : "random: DIFFER on " + d.replace("\n", "\\n"))
        + "; corpus: " + lines + " lines, " + corpusEntries + " entries, " + corpusDiff + " lines differ");
  }
}
