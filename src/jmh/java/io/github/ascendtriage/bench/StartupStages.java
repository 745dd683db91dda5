package io.github.ascendtriage.bench;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.engine.Engine;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ClassLoadingMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The stages of a cold start, one JVM each run: {@code StartupStages <trace file> [api]}. Prints,
 * per stage, this thread's CPU time, the process's CPU time and the classes loaded so far. With
 * {@code api} it times {@code AscendTriage.builder().build()} as one stage (what the CLI does);
 * otherwise the code catalogue, the case base load and the engine build separately. Not a
 * benchmark: run it several times in fresh JVMs (e.g. {@code -XX:TieredStopAtLevel=1
 * -XX:+UseSerialGC}) and compare medians.
 */
public final class StartupStages {
  private static final ThreadMXBean THREAD = ManagementFactory.getThreadMXBean();
  private static final ClassLoadingMXBean CLASSES = ManagementFactory.getClassLoadingMXBean();
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
  private static long lastThread;
  private static long lastProcess;

  private StartupStages() {}

  public static void main(String[] args) throws Exception {
    String trace = Files.readString(Path.of(args[0]));
    boolean api = args.length > 1 && args[1].equals("api");
    stage("jvm to main");
    if (api) {
      AscendTriage t = AscendTriage.builder().build();
      stage("builder().build()");
      t.diagnose(trace);
      stage("first diagnose");
      t.diagnose(trace);
      stage("second diagnose");
      return;
    }
    CodeCatalogLoader.builtIn();
    stage("code catalogue (CodeCatalogLoader.builtIn)");
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    stage("case base (CaseBaseLoader.load, catalogue cached)");
    Engine e = Engine.create(base, List.of(), 3, Double.NaN, null, false, 1);
    stage("engine (Engine.create)");
    e.diagnose(new Engine.Input.Text(trace, "paste"));
    stage("first diagnose");
    e.diagnose(new Engine.Input.Text(trace, "paste"));
    stage("second diagnose");
  }

  private static void stage(String name) {
    long t = THREAD.getCurrentThreadCpuTime();
    long p = OS.getProcessCpuTime();
    System.out.printf(Locale.ROOT, "%-52s thread %7.1f ms  process %7.1f ms  classes %5d%n",
        name, (t - lastThread) / 1e6, (p - lastProcess) / 1e6, CLASSES.getTotalLoadedClassCount());
    // the clocks are read again after printing, so a stage does not pay for the line above it
    lastThread = THREAD.getCurrentThreadCpuTime();
    lastProcess = OS.getProcessCpuTime();
  }
}
