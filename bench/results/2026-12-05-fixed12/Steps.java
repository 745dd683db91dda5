import java.lang.management.*;
import java.nio.file.*;
public class Steps {
  static long cpu() { return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime(); }
  static long t0; static StringBuilder sb = new StringBuilder();
  static void mark(String s) { long c = cpu(); sb.append(s).append('=').append((c - t0) / 1000000).append(' '); t0 = c; }
  public static void main(String[] a) throws Exception {
    long start = cpu(); t0 = start;
    sb.append("jvm+mx=").append(start / 1000000).append(' ');
    String mode = a[0];
    if (mode.equals("parts")) {
      var cache = io.github.ascendtriage.internal.codes.DerivedCache.load(); mark("derivedCache");
      var base = io.github.ascendtriage.internal.load.CaseBaseLoader.loadExamplesUnchecked(true, java.util.List.of(), java.util.List.of(), 1L<<24); mark("caseBase");
      var ex = io.github.ascendtriage.internal.extract.FeatureExtractor.forCaseBase(base); mark("extractor");
      var idx = io.github.ascendtriage.internal.match.LuceneCaseIndex.build(base.cases(), null); mark("index");
    } else {
      var t = io.github.ascendtriage.AscendTriage.builder().build(); mark("build");
      var d = t.diagnose(Files.readString(Path.of(a[1]))); mark("diagnose");
      String j = io.github.ascendtriage.DiagnosisJson.toJson(d); mark("json");
    }
    System.out.println(sb.append("total=").append(cpu() / 1000000));
  }
}
