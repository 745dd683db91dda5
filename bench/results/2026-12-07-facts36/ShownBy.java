import java.nio.file.*;
import java.util.*;
import java.lang.management.*;

/** In-process: CPU of LauncherVariables.shownBy over the distinct lines of a file, repeated; prints ms per call. */
public class ShownBy {
  public static void main(String[] a) throws Exception {
    List<String> lines = new ArrayList<>(new LinkedHashSet<>(Files.readAllLines(Path.of(a[0]))));
    var t = io.github.ascendtriage.internal.codes.LauncherVariables.builtIn();
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    int reps = Integer.parseInt(a[1]);
    String shown = String.valueOf(t.shownBy(lines).map(l -> l.id()).orElse("-"));
    for (int r = 0; r < reps; r++) {
      long c0 = mx.getCurrentThreadCpuTime();
      t.shownBy(lines);
      long c1 = mx.getCurrentThreadCpuTime();
      System.out.printf("rep %d: %d lines, %.1f ms CPU, shown %s%n", r, lines.size(), (c1 - c0) / 1e6, shown);
    }
  }
}
