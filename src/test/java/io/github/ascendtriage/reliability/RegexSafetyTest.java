package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Every regular expression applied to log text is fed adversarial lines of the longest length the
 * readers pass on; none may hang. Patterns are found by reflection over the static {@link Pattern}
 * fields of every class in the packages below and their subpackages, so a new pattern is covered without touching this
 * test.
 *
 * <p>This is a hang detector, not a speed test: each (pattern, input) gets a generous 2 s on its own
 * thread; a backtracking blow-up on these inputs takes minutes to hours, a sound pattern milliseconds.
 */
class RegexSafetyTest {
  static final List<String> PACKAGES =
      List.of(
          "io.github.ascendtriage.internal.extract",
          "io.github.ascendtriage.internal.output",
          "io.github.ascendtriage.internal.input");

  /** The longest line the line reader hands on (longer ones are cut): what output patterns see. */
  static final int LINE = 64 * 1024;

  /** Patterns of the input package are applied to paths and file names, not to lines. */
  static final int PATH = 4096;

  /** The longest line the scanner gives the recognisers (it cuts longer ones first). */
  static final int SCANNED_LINE = io.github.ascendtriage.internal.extract.scan.LineScanner.MAX_LINE_CHARS;

  static final long LIMIT_MS = 2_000;

  /** Thrown from charAt once the test gave up, so a runaway matcher stops instead of burning a core. */
  static final class Abandoned extends RuntimeException {
    private static final long serialVersionUID = 1L;
  }

  /** A string view that a timed-out match can be stopped through (Matcher never checks interrupts). */
  record Interruptible(String s) implements CharSequence {
    @Override
    public int length() {
      return s.length();
    }

    @Override
    public char charAt(int i) {
      if (Thread.currentThread().isInterrupted()) {
        throw new Abandoned();
      }
      return s.charAt(i);
    }

    @Override
    public CharSequence subSequence(int a, int b) {
      return new Interruptible(s.substring(a, b));
    }

    @Override
    public String toString() {
      return s;
    }
  }

  /** How long the lines are that each pattern can be applied to. */
  static final Map<Pattern, Integer> lengths = new java.util.IdentityHashMap<>();

  static Map<String, Pattern> patterns() throws IOException, URISyntaxException, ClassNotFoundException, IllegalAccessException {
    Map<String, Pattern> out = new LinkedHashMap<>();
    ClassLoader cl = RegexSafetyTest.class.getClassLoader();
    // the main classes folder (tests share the package names, so a resource lookup could find theirs)
    Path main = Path.of(io.github.ascendtriage.AscendTriage.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    for (String pkg : PACKAGES) {
      Path dir = main.resolve(pkg.replace('.', '/'));
      if (!Files.isDirectory(dir)) {
        continue;
      }
      List<Path> classes;
      try (Stream<Path> s = Files.walk(dir)) { // subpackages too (extract's scan, recognisers, ...)
        classes = s.filter(p -> p.toString().endsWith(".class")).sorted().toList();
      }
      for (Path p : classes) {
        String name = pkg + "." + dir.relativize(p).toString().replace(java.io.File.separatorChar, '.').replace(".class", "");
        Class<?> c = Class.forName(name, true, cl);
        for (Field f : c.getDeclaredFields()) {
          if (Modifier.isStatic(f.getModifiers()) && Pattern.class.isAssignableFrom(f.getType())) {
            f.setAccessible(true);
            Pattern pat = (Pattern) f.get(null);
            if (pat != null) {
              out.put(c.getSimpleName() + "." + f.getName(), pat);
              lengths.put(pat, pkg.endsWith(".extract") ? SCANNED_LINE : pkg.endsWith(".input") ? PATH : LINE);
            }
          }
        }
      }
    }
    return out;
  }

  /** Literal runs of the pattern's source (e.g. "error code is "), to build near-miss input from. */
  static List<String> literals(Pattern p) {
    List<String> out = new ArrayList<>();
    Matcher m = Pattern.compile("[A-Za-z0-9_ :=\\[\\]>-]{2,}").matcher(p.pattern().replaceAll("\\\\[dswbDSWB]", " "));
    while (m.find()) {
      out.add(m.group().replace("\\", ""));
    }
    return out;
  }

  static String fill(String unit, int len) {
    StringBuilder sb = new StringBuilder(len + unit.length());
    while (sb.length() < len) {
      sb.append(unit);
    }
    sb.setLength(len);
    return sb.toString();
  }

  static Set<String> adversarial(Pattern p) {
    int len = lengths.getOrDefault(p, LINE);
    Set<String> in = new LinkedHashSet<>();
    String[] units = {
      "a", "1", " ", "1.", "a.", "a-", ":", "0:", "/", "a@", "[", "(a ", "a=", "\u001b[1;", "\u4e2d", "rank",
      "1.1.1.1.", "aa@bb.", "/home/", "host: ", "[FUNC:", "ret["
    };
    for (String u : units) {
      in.add(fill(u, len));
    }
    for (String lit : literals(p).stream().distinct().limit(8).toList()) {
      in.add(fill(lit, len));
      in.add(fill(lit + " ", len));
      in.add(lit + fill("1", len - lit.length()));
    }
    return in;
  }

  @Test
  void patternsAreFound() throws Exception {
    Map<String, Pattern> ps = patterns();
    // the extractor has a dozen recognisers; if reflection finds almost nothing the test is blind
    assertTrue(ps.size() >= 10, "too few patterns found: " + ps.keySet());
    assertTrue(ps.keySet().stream().anyMatch(k -> k.startsWith("Redactor.")), ps.keySet().toString());
  }

  @Test
  void noPatternHangsOnAdversarialLines() throws Exception {
    Map<String, Pattern> ps = patterns();
    ExecutorService pool = newPool();
    List<String> hung = new ArrayList<>();
    try {
      for (Map.Entry<String, Pattern> e : ps.entrySet()) {
        for (String s : adversarial(e.getValue())) {
          Pattern p = e.getValue();
          Future<Integer> f =
              pool.submit(
                  () -> {
                    CharSequence cs = new Interruptible(s);
                    Matcher m = p.matcher(cs);
                    int n = 0;
                    while (m.find()) {
                      n++;
                    }
                    m.reset();
                    m.lookingAt();
                    m.reset();
                    m.matches();
                    return n;
                  });
          try {
            f.get(LIMIT_MS, TimeUnit.MILLISECONDS);
          } catch (TimeoutException t) {
            f.cancel(true);
            hung.add(e.getKey() + " /" + p.pattern() + "/ on " + describe(s));
            pool.shutdownNow();
            pool = newPool();
            break; // one hang per pattern is enough to report it
          } catch (ExecutionException x) {
            throw new AssertionError(e.getKey() + " threw on " + describe(s), x.getCause());
          }
        }
      }
    } finally {
      pool.shutdownNow();
    }
    assertTrue(hung.isEmpty(), "patterns that did not finish within " + LIMIT_MS + " ms:\n" + String.join("\n", hung));
  }

  private static ExecutorService newPool() {
    return Executors.newSingleThreadExecutor(
        r -> {
          Thread t = new Thread(r, "regex-probe");
          t.setDaemon(true);
          return t;
        });
  }

  static String describe(String s) {
    String head = s.substring(0, Math.min(24, s.length())).replace("\u001b", "\\e").replace("\u0000", "\\0");
    return "\"" + head + "...\" (" + s.length() + " chars)";
  }
}
