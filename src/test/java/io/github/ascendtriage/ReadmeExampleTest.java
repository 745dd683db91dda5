package io.github.ascendtriage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's Java example compiles as written and prints what it says it prints. */
class ReadmeExampleTest {
  @Test
  void javaApiExampleCompilesAndRuns(@TempDir Path dir) throws Exception {
    String readme = Files.readString(TestPaths.repo().resolve("README.md"));
    Matcher m = Pattern.compile("## Java API\\s+```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
    assertTrue(m.find(), "README has a ```java block under ## Java API");
    Matcher cls = Pattern.compile("public class (\\w+)").matcher(m.group(1));
    assertTrue(cls.find(), "the example is a whole class, imports included");
    Path src = dir.resolve(cls.group(1) + ".java");
    Files.writeString(src, m.group(1));

    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream diagnostics = new ByteArrayOutputStream();
    int rc = javac.run(null, diagnostics, diagnostics, "-Xlint:all", "-Werror", "-d", dir.toString(),
        "-cp", System.getProperty("java.class.path"), src.toString());
    assertEquals(0, rc, "javac: " + diagnostics.toString(StandardCharsets.UTF_8));

    Path sample = TestPaths.corpus().resolve("ptacase_0043-vllm-console/input.log");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream saved = System.out;
    try (URLClassLoader loader = new URLClassLoader(new URL[] {dir.toUri().toURL()}, getClass().getClassLoader())) {
      Method main = loader.loadClass(cls.group(1)).getMethod("main", String[].class);
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      main.invoke(null, (Object) new String[] {sample.toString()});
    } finally {
      System.setOut(saved);
    }
    String printed = out.toString(StandardCharsets.UTF_8);
    List<String> lines = printed.lines().toList();
    assertEquals("link-setup", lines.get(0), printed);
    assertTrue(lines.get(1).startsWith("ptacase_0043 "), printed);
    Diagnosis d = AscendTriage.builder().build().diagnose(sample);
    assertTrue(printed.contains(DiagnosisJson.toJson(d)), "prints the documented JSON");
    StringWriter w = new StringWriter();
    DiagnosisJson.write(d, w);
    assertEquals(DiagnosisJson.toJson(d), w.toString());
  }
}
