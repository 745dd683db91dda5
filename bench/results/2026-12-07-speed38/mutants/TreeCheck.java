package io.github.ascendtriage.internal.extract.processes;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

/** Run speed38: MapEntriesTest's regex against MapEntries on every line of the trees given. */
public class TreeCheck {
  public static void main(String[] a) throws Exception {
    for (String dir : a) {
      long lines = 0, entries = 0, differ = 0;
      try (Stream<Path> w = Files.walk(Path.of(dir))) {
        for (Path p : w.filter(Files::isRegularFile).sorted().toList()) {
          try (BufferedReader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
            for (String l; (l = r.readLine()) != null; ) {
              lines++;
              List<String> want = MapEntriesTest.byRegex(l);
              entries += want.size();
              if (!want.equals(MapEntriesTest.byHand(l))) {
                if (differ++ < 3) System.out.println("DIFFER " + p + ": " + l);
              }
            }
          }
        }
      }
      System.out.println(dir + ": " + lines + " lines, " + entries + " entries, " + differ + " lines differ");
    }
  }
}
