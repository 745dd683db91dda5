import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.lang.management.ManagementFactory;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

/** Phases.java FILE EMPTYFILE: the CLI's diagnose of FILE cut into phases, each phase's CPU by thread (ms). */
public class Phases {
  static final java.lang.management.ThreadMXBean T = ManagementFactory.getThreadMXBean();
  static long[] last;
  static final List<String> rows = new ArrayList<>();

  /** [process, main thread, compiler threads, other] in ns */
  static long[] now() throws Exception {
    long proc = 0, comp = 0, all = 0;
    String s = Files.readString(Path.of("/proc/self/stat"));
    String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
    proc = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 10_000_000L;
    try (var ds = Files.newDirectoryStream(Path.of("/proc/self/task"))) {
      for (Path t : ds) {
        String n = Files.readString(t.resolve("comm")).trim();
        String ts = Files.readString(t.resolve("stat"));
        String[] g = ts.substring(ts.lastIndexOf(')') + 2).split(" ");
        long c = (Long.parseLong(g[11]) + Long.parseLong(g[12])) * 10_000_000L;
        if (n.startsWith("C1") || n.startsWith("C2")) comp += c;
      }
    }
    return new long[] {proc, T.getCurrentThreadCpuTime(), comp, ManagementFactory.getClassLoadingMXBean().getTotalLoadedClassCount()};
  }

  static void mark(String phase) throws Exception {
    long[] n = now();
    rows.add(String.format("%-28s main %6.1f  jit %6.1f  process %6.1f  classes %5d", phase,
        (n[1] - last[1]) / 1e6, (n[2] - last[2]) / 1e6, (n[0] - last[0]) / 1e6, n[3] - last[3]));
    last = now();
  }

  public static void main(String[] args) throws Exception {
    last = new long[] {0, 0, 0, 0};
    mark("JVM start to main");
    System.setProperty("slf4j.internal.verbosity", "ERROR");
    System.setProperty("picocli.converters.excludes", "java\\.time\\..*,java\\.sql\\..*");
    var sink = new java.io.ByteArrayOutputStream();
    io.github.ascendtriage.cli.Main.run(new String[] {"diagnose", args[1]}, System.in, sink, sink);
    mark("CLI: picocli, empty input");
    CaseBase base = CaseBaseLoader.loadExamplesUnchecked(true, List.of(), List.of(), CaseBaseLoader.DEFAULT_MAX_KNOWLEDGE_BYTES);
    mark("case base load");
    Class<?> te = Class.forName("io.github.ascendtriage.internal.engine.TriageEngine");
    Method create = te.getDeclaredMethod("createChecked", CaseBase.class, Collection.class, int.class, double.class,
        Path.class, boolean.class, int.class);
    create.setAccessible(true);
    Object engine = create.invoke(null, base, List.of(), 3, Double.NaN, null, false, 2);
    mark("engine object (lazy)");
    Method parts = te.getDeclaredMethod("parts");
    parts.setAccessible(true);
    Object p = parts.invoke(engine);
    mark("parts: extractor + Lucene");
    Method reader = p.getClass().getDeclaredMethod("reader");
    reader.setAccessible(true);
    Method assembler = p.getClass().getDeclaredMethod("assembler");
    assembler.setAccessible(true);
    Object r = reader.invoke(p);
    Method paths = r.getClass().getDeclaredMethod("paths", List.class, ReadProgress.class);
    paths.setAccessible(true);
    Object reading = paths.invoke(r, List.of(Path.of(args[0])), ReadProgress.NONE);
    mark("read the input");
    Object a = assembler.invoke(p);
    Method assemble = null;
    for (Method m : a.getClass().getDeclaredMethods()) if (m.getName().equals("assemble") && m.getParameterCount() == 1) assemble = m;
    assemble.setAccessible(true);
    Diagnosis d = (Diagnosis) assemble.invoke(a, reading);
    mark("assemble (diagnosis)");
    String text = io.github.ascendtriage.internal.output.TextReport.text(d, io.github.ascendtriage.internal.output.Lang.EN);
    mark("text report");
    System.out.print(text);
    System.out.flush();
    mark("print");
    for (String row : rows) System.err.println(row);
    System.exit(d.matched() ? 0 : 1);
  }
}
