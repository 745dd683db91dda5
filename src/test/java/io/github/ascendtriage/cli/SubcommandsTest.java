package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.testing.CliRun;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A run that names its subcommand builds only that one, and it behaves as with all of them. */
class SubcommandsTest {
  private static final List<String> ALL = List.of("diagnose", "cases", "explain", "tag", "serve", "completion", "man", "help");

  @Test
  void theNamesAreTheAnnotations() {
    Main.subcommandClasses().forEach((name, c) ->
        assertEquals(c.getAnnotation(picocli.CommandLine.Command.class).name(), name));
    assertEquals(ALL, List.copyOf(Main.subcommandClasses().keySet()));
  }

  @Test
  void onlyTheNamedSubcommandIsBuilt() {
    assertEquals(List.of("diagnose"), List.copyOf(Main.commandLine(new Main(), new String[] {"diagnose", "x"}).getSubcommands().keySet()));
    assertEquals(List.of("tag"), List.copyOf(Main.commandLine(new Main(), new String[] {"tag"}).getSubcommands().keySet()));
    for (String[] args : new String[][] {{}, {"help", "diagnose"}, {"--help"}, {"diagnoze"}, {"--debug", "diagnose"}}) {
      assertEquals(ALL, List.copyOf(Main.commandLine(new Main(), args).getSubcommands().keySet()), String.join(" ", args));
    }
  }

  @Test
  void theVersionAloneNeedsNoSubcommand() {
    for (String v : new String[] {"--version", "-V"}) {
      assertEquals(List.of(), List.copyOf(Main.commandLine(new Main(), new String[] {v}).getSubcommands().keySet()), v);
      CliRun run = CliRun.of("", v);
      assertEquals(0, run.code(), run.err());
      assertTrue(run.out().startsWith("ascend-triage "), run.out());
    }
    // more than the version: all of them, as before
    assertEquals(ALL, List.copyOf(Main.commandLine(new Main(), new String[] {"--version", "diagnose"}).getSubcommands().keySet()));
  }

  @Test
  void aSubcommandAloneHelpsAndInheritsAsAmongAll() {
    for (String c : ALL.subList(0, 5)) {
      CliRun alone = CliRun.of("", c, "--help");
      CliRun among = CliRun.of("", "help", c);
      assertEquals(0, alone.code(), alone.err());
      assertEquals(among.out(), alone.out(), c);
      assertTrue(alone.out().contains("--debug"), c + ": the inherited option is listed");
    }
    CliRun typo = CliRun.of("", "diagnose", "--debug", "--jsn");
    assertEquals(2, typo.code());
    assertTrue(typo.err().startsWith("ascend-triage: Unknown option: '--jsn'"), typo.err());
  }
  @Test
  void noOptionNeedsTheConvertersMainLeavesOut() {
    // Main.skipUnusedConverters drops picocli's java.time and java.sql converters: an option of such
    // a type would fail to convert its value, so none may have one
    picocli.CommandLine all = Main.commandLine(new Main(), new String[] {});
    List<picocli.CommandLine> commands = new java.util.ArrayList<>(List.of(all));
    commands.addAll(all.getSubcommands().values());
    int checked = 0;
    for (picocli.CommandLine cl : commands) {
      for (picocli.CommandLine.Model.ArgSpec a : cl.getCommandSpec().args()) {
        List<Class<?>> types = new java.util.ArrayList<>(List.of(a.type()));
        types.addAll(List.of(a.auxiliaryTypes()));
        for (Class<?> t : types) {
          String n = t.getName();
          assertTrue(!n.startsWith("java.time.") && !n.startsWith("java.sql."), cl.getCommandName() + " " + a + ": " + n);
          checked++;
        }
      }
    }
    assertTrue(checked > 40, "options of every subcommand seen: " + checked);
  }

  @Test
  void pathOptionsStillConvertWithoutThem() {
    Main.skipUnusedConverters();
    picocli.CommandLine cl = CommandSpecs.diagnose(new Main());
    cl.parseArgs("diagnose", "--casebase", "d1", "--index-dir", "ix", "a.log");
    TriageOptions o = ((DiagnoseCommand) cl.getSubcommands().get("diagnose").getCommand()).opts.options;
    assertEquals(List.of(java.nio.file.Path.of("d1")), o.caseDirs);
    assertEquals(java.nio.file.Path.of("ix"), o.indexDir);
  }
}
