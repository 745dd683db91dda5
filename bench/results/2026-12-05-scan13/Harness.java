import java.lang.management.ManagementFactory;
import java.nio.file.Path;

/** diagnose of a tree in one JVM, round after round: the process's CPU and wall per round. */
public class Harness {
  public static void main(String[] a) throws Exception {
    var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    var t = io.github.ascendtriage.AscendTriage.builder().build();
    int rounds = Integer.parseInt(a[1]);
    StringBuilder sb = new StringBuilder(a[2]);
    for (int r = 0; r < rounds; r++) {
      long c0 = os.getProcessCpuTime(), w0 = System.nanoTime();
      var d = t.diagnose(Path.of(a[0]));
      long c = os.getProcessCpuTime() - c0, w = System.nanoTime() - w0;
      sb.append(String.format(" r%d=%.2f/%.2f", r, c / 1e9, w / 1e9));
      if (r == 0) sb.append("(").append(d.hashCode() & 0xffff).append(")");
    }
    sb.append(" load=").append(java.nio.file.Files.readString(Path.of("/proc/loadavg")).split(" ")[0]);
    System.out.println(sb);
  }
}
