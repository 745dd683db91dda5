package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.testing.CliRun;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The help of every command: each description paragraph is whole (picocli wraps a paragraph to the
 * width; a paragraph cut mid-sentence prints as a broken line), and the completion script is made
 * from the same commands, so it offers each of their names and options.
 */
class HelpTextTest {
  /** Every command and subcommand, as help builds them. */
  private static List<CommandSpec> all() {
    CommandLine root = Main.commandLine(new Main(), new String[0]);
    List<CommandSpec> out = new ArrayList<>();
    collect(root, out);
    return out;
  }

  private static void collect(CommandLine cl, List<CommandSpec> out) {
    out.add(cl.getCommandSpec());
    cl.getSubcommands().values().forEach(s -> {
      if (!out.contains(s.getCommandSpec())) {
        collect(s, out);
      }
    });
  }

  @Test
  void everyDescriptionParagraphIsAWholeSentence() {
    List<CommandSpec> specs = all();
    assertTrue(specs.size() >= 7, "commands: " + specs.size());
    for (CommandSpec s : specs) {
      for (String p : s.usageMessage().description()) {
        String t = p.replace("%n", "").strip(); // picocli's own help ends its paragraph with a line break
        assertTrue(t.endsWith(".") || t.endsWith(":") || t.endsWith(".)"),
            s.qualifiedName() + ": a description paragraph ends mid-sentence: '" + p + "'");
      }
    }
  }

  @Test
  void theCompletionScriptOffersEveryCommandAndOption(@TempDir Path dir) throws Exception {
    CliRun r = CliRun.of("", "completion");
    assertEquals(0, r.code(), r.err());
    String script = r.out();
    assertTrue(script.contains("complete -F"), script.substring(0, Math.min(400, script.length())));
    CommandLine root = Main.commandLine(new Main(), new String[0]);
    for (var e : root.getSubcommands().entrySet()) {
      if (e.getKey().equals("help") || e.getKey().equals("completion")) {
        continue;
      }
      assertTrue(script.contains(e.getKey()), "command " + e.getKey());
      for (OptionSpec o : e.getValue().getCommandSpec().options()) {
        assertTrue(script.contains(o.longestName()), e.getKey() + " " + o.longestName());
      }
    }
    // bash reads it without a syntax error
    Path f = dir.resolve("ascend-triage.bash");
    Files.writeString(f, script);
    Process p = new ProcessBuilder("bash", "-n", f.toString()).redirectErrorStream(true).start();
    assertTrue(p.waitFor(30, TimeUnit.SECONDS));
    assertEquals(0, p.exitValue(), new String(p.getInputStream().readAllBytes()));
  }

  /** --top and --min-confidence tune a diagnosis: only the commands that diagnose take them. */
  @Test
  void matchingOptionsOnlyWhereTheyMeanSomething() {
    CommandLine root = Main.commandLine(new Main(), new String[0]);
    for (var e : root.getSubcommands().entrySet()) {
      boolean diagnoses = List.of("diagnose", "tag", "serve").contains(e.getKey());
      for (String name : List.of("--top", "--min-confidence")) {
        assertEquals(diagnoses, e.getValue().getCommandSpec().findOption(name) != null, e.getKey() + " " + name);
      }
    }
    CliRun cases = CliRun.of("", "cases", "--top", "2");
    assertEquals(2, cases.code());
    assertTrue(cases.err().contains("--top"), cases.err());
    CliRun diagnose = CliRun.of("EJ0003: Failed to bind the IP port.\n", "diagnose", "--top", "1", "--min-confidence", "0.5", "-");
    assertEquals(0, diagnose.code(), diagnose.err());
  }

  /** {@code man COMMAND}: a roff page per command, made from its model, naming each of its options. */
  @Test
  void everyCommandHasAManPageWithItsOptions() {
    CommandLine root = Main.commandLine(new Main(), new String[0]);
    for (var e : root.getSubcommands().entrySet()) {
      if (e.getKey().equals("help")) {
        continue;
      }
      CliRun r = CliRun.of("", "man", e.getKey());
      assertEquals(0, r.code(), e.getKey() + ": " + r.err());
      assertTrue(r.out().startsWith(".TH \"ASCEND-TRIAGE-" + e.getKey().toUpperCase(java.util.Locale.ROOT) + "\" \"1\""),
          r.out().lines().findFirst().orElse(""));
      for (OptionSpec o : e.getValue().getCommandSpec().options()) {
        assertTrue(r.out().contains("\\fB" + ManCommand.roff(o.longestName()) + "\\fR"), e.getKey() + " " + o.longestName());
      }
      for (String line : r.out().split("\n")) {
        assertTrue(!line.startsWith(".") || line.matches("\\.(TH|SH|PP|TP|nf|fi)( .*)?"), e.getKey() + ": stray request " + line);
      }
    }
    CliRun main = CliRun.of("", "man");
    assertEquals(0, main.code(), main.err());
    assertTrue(main.out().contains(".SH COMMANDS"), main.out());
    assertEquals(2, CliRun.of("", "man", "nosuch").code());
  }

  @Test
  void roffTextCannotStartARequest() {
    assertEquals("\\&.so /etc/passwd\n\\&'x", ManCommand.roff(".so /etc/passwd\n'x"));
    assertEquals("a\\eb \\-\\-top", ManCommand.roff("a\\b --top"));
  }
}
