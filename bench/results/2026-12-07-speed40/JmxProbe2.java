import java.nio.file.*;
import java.util.List;
/** JmxProbe2 CLASS...: the case base loaded first (as the CLI does), then each class initialised in turn, main thread CPU (schedstat). */
public class JmxProbe2 {
  static long schedNs() throws Exception {
    return Long.parseLong(Files.readString(Path.of("/proc/thread-self/schedstat")).split(" ")[0]);
  }
  public static void main(String[] a) throws Exception {
    long t0 = schedNs();
    io.github.ascendtriage.internal.load.CaseBaseLoader.loadExamplesUnchecked(true, List.of(), List.of(), 1 << 24);
    System.out.printf("%-50s %6.1f ms%n", "case base", (schedNs() - t0) / 1e6);
    for (String c : a) {
      long t = schedNs();
      Class.forName(c, true, JmxProbe2.class.getClassLoader());
      System.out.printf("%-50s %6.1f ms%n", c, (schedNs() - t) / 1e6);
    }
  }
}
