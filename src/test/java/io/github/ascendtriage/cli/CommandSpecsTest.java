package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/** The models written out for {@code diagnose} are the ones picocli reads from the annotations. */
class CommandSpecsTest {
  private static CommandLine annotated(Main main) {
    CommandLine cl = new CommandLine(main);
    cl.addSubcommand(DiagnoseCommand.class);
    return cl;
  }

  @Test
  void theModelsHaveTheAnnotatedOptionsAndHelp() {
    CommandLine want = annotated(new Main());
    CommandLine got = CommandSpecs.diagnose(new Main());
    sameSpec(want.getCommandSpec(), got.getCommandSpec());
    sameSpec(want.getSubcommands().get("diagnose").getCommandSpec(), got.getSubcommands().get("diagnose").getCommandSpec());
    assertEquals(want.getUsageMessage(), got.getUsageMessage());
    assertEquals(want.getSubcommands().get("diagnose").getUsageMessage(), got.getSubcommands().get("diagnose").getUsageMessage());
    assertEquals(List.of("diagnose"), List.copyOf(got.getSubcommands().keySet()));
  }

  @Test
  void bothParseArgumentsAlike() {
    String[][] runs = {
      {"diagnose"},
      {"diagnose", "a.log", "b.log"},
      {"--debug", "diagnose", "--format", "json", "-q", "-"},
      {"diagnose", "--debug", "--top", "1", "--redact", "--no-builtin", "x"},
      {"diagnose", "--casebase", "d1", "--casebase", "d2", "--ascend-fd-kb", "kg.json", "--index-dir", "ix",
          "--min-confidence", "0.5", "--max-knowledge", "2m", "--format=markdown", "p"},
      {"diagnose", "--top", "x"},
      {"diagnose", "--lang", "zh", "--top", "2", "-"},
      {"diagnose", "--format", "xml"},
      {"diagnose", "--max-knowledge", "0"},
      {"diagnose", "--jsn"},
      {"diagnose", "--index-dir"},
    };
    for (String[] args : runs) {
      assertEquals(parse(annotated(new Main()), args), parse(CommandSpecs.diagnose(new Main()), args), String.join(" ", args));
    }
  }

  /** What a parse left in the command objects, or the error it raised. */
  private static String parse(CommandLine cl, String[] args) {
    Main main = (Main) cl.getCommand();
    try {
      cl.parseArgs(args);
    } catch (CommandLine.ParameterException e) {
      return "error: " + e.getMessage();
    }
    DiagnoseCommand d = cl.getSubcommands().get("diagnose").getCommand();
    TriageOptions o = d.opts.options;
    MatchOptions m = d.match.options;
    assertTrue(d.main == main && d.spec.commandLine() == cl.getSubcommands().get("diagnose"), "bound");
    return List.of(main.debug, d.format, String.valueOf(d.lang), d.quiet, d.paths, o.caseDirs, o.fdFiles, o.noBuiltin, m.top,
        String.valueOf(m.minConfidence), o.redact, String.valueOf(o.indexDir), String.valueOf(o.maxKnowledge)).toString();
  }

  private static void sameSpec(CommandSpec want, CommandSpec got) {
    String at = want.name();
    assertEquals(want.name(), got.name(), at);
    assertEquals(List.of(want.usageMessage().description()), List.of(got.usageMessage().description()), at);
    // the help options are written out as options of the command: the same options, no mixin
    assertEquals(want.mixinStandardHelpOptions(), want.options().stream().anyMatch(OptionSpec::usageHelp), at);
    assertEquals(want.mixinStandardHelpOptions(), got.options().stream().anyMatch(OptionSpec::versionHelp), at);
    assertEquals(describe(want.options()), describe(got.options()), at);
    assertEquals(describe(want.positionalParameters()), describe(got.positionalParameters()), at);
    assertEquals(want.argGroups().size(), got.argGroups().size(), at);
    for (int i = 0; i < want.argGroups().size(); i++) {
      ArgGroupSpec w = want.argGroups().get(i);
      ArgGroupSpec g = got.argGroups().get(i);
      assertEquals(List.of(w.heading(), w.exclusive(), w.multiplicity()), List.of(g.heading(), g.exclusive(), g.multiplicity()), at);
      assertEquals(describe(new ArrayList<>(w.args())), describe(new ArrayList<>(g.args())), at);
    }
  }

  private static List<String> describe(List<? extends ArgSpec> args) {
    List<String> out = new ArrayList<>();
    for (ArgSpec a : args) {
      String names = a instanceof OptionSpec o ? String.join(",", o.names()) + " scope " + o.scopeType() : "positional";
      out.add(names + " | " + a.paramLabel() + " | " + a.arity() + " | " + a.type().getSimpleName() + " "
          + List.of(a.auxiliaryTypes()) + " | default " + a.defaultValue() + " | initial " + a.initialValue()
          + " | " + List.of(a.description()) + " | required " + a.required() + " hidden " + a.hidden()
          + " | converters " + (a.converters() == null ? 0 : a.converters().length) + " | key " + (a.descriptionKey() == null ? "" : a.descriptionKey())
          + (a instanceof OptionSpec o ? " | help " + o.usageHelp() + " version " + o.versionHelp() : ""));
    }
    return out;
  }
}
