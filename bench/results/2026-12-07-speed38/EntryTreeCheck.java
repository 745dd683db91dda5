package io.github.ascendtriage.internal.extract.processes;

import java.io.BufferedReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.regex.*;
import java.util.stream.*;

/** Run speed38: CollectiveEntryRecognizer's two regexes (as on 29ce06d7) against facts36's EntryForms on every line of the trees given. */
public class EntryTreeCheck {
  static final Pattern INIT = Pattern.compile("Entry-HcclCommInit\\w{0,40}:.{0,400}?identifier\\[([^\\]\\s,]{1,200})\\]");
  static final Pattern OP = Pattern.compile("Entry-Hccl([A-Za-z]{3,40}): ?tag\\[([A-Za-z]{3,40})_([^\\]\\s,]{1,200})\\]");
  public static void main(String[] a) throws Exception {
    for (String dir : a) {
      long lines = 0, inits = 0, ops = 0, differ = 0;
      try (Stream<Path> w = Files.walk(Path.of(dir))) {
        for (Path p : w.filter(x -> Files.isRegularFile(x) && !x.toString().endsWith(".json")).sorted().toList()) {
          try (BufferedReader r = Files.newBufferedReader(p, StandardCharsets.UTF_8)) {
            for (String l; (l = r.readLine()) != null; ) {
              lines++;
              if (!l.contains("Entry-Hccl")) continue; // the recogniser parses only such lines; neither regex matches another
              Matcher i = INIT.matcher(l);
              String want = i.find() ? i.group(1) : null;
              Matcher o = OP.matcher(l);
              String wantOp = o.find() ? o.group(1) + " " + o.group(3) : null;
              EntryForms.Collective c = EntryForms.collective(l);
              String gotOp = c == null ? null : c.api() + " " + c.id();
              inits += want == null ? 0 : 1; ops += wantOp == null ? 0 : 1;
              if (!Objects.equals(want, EntryForms.created(l)) || !Objects.equals(wantOp, gotOp)) {
                if (differ++ < 3) System.out.println("DIFFER " + p + ": " + l);
              }
            }
          }
        }
      }
      System.out.println(dir + ": " + lines + " lines, " + inits + " creations, " + ops + " collectives, " + differ + " lines differ");
    }
  }
}
