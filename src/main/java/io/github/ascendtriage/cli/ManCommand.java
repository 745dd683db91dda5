package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ascend-triage man [COMMAND]}: a manual page (roff, section 1) made from the commands'
 * own model, as their help is, so it can never say less than {@code --help}: {@code ascend-triage
 * man diagnose | man -l -}, or save each as {@code ascend-triage-diagnose.1}.
 */
@Command(
    name = "man",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the manual page (roff) of ascend-triage or of one of its commands, made from the commands themselves.",
      "Read one with 'ascend-triage man diagnose | man -l -'."
    })
final class ManCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(paramLabel = "COMMAND", arity = "0..1", description = "The command (default: ascend-triage itself).")
  String command;

  @Override
  public Integer call() {
    CommandLine root = new CommandLine(new Main());
    Main.subcommandClasses().forEach((name, c) -> {
      if (c != CommandLine.HelpCommand.class) {
        root.addSubcommand(c);
      }
    });
    CommandLine target = root;
    if (command != null) {
      target = root.getSubcommands().get(command);
      if (target == null) {
        throw new CommandLine.ParameterException(spec.commandLine(),
            "no command '" + command + "': one of " + String.join(", ", root.getSubcommands().keySet()));
      }
    }
    var out = spec.commandLine().getOut();
    out.print(page(target.getCommandSpec(), command == null ? root.getSubcommands() : java.util.Map.of()));
    out.flush();
    return Main.MATCHED;
  }

  /** The page of {@code s}, listing {@code subcommands} when it has them. */
  static String page(CommandSpec s, java.util.Map<String, CommandLine> subcommands) {
    String name = s.qualifiedName("-");
    StringBuilder b = new StringBuilder();
    b.append(".TH \"").append(name.toUpperCase(Locale.ROOT)).append("\" \"1\" \"\" \"ascend-triage ")
        .append(roff(AscendTriage.version())).append("\" \"ascend-triage manual\"\n");
    String[] description = s.usageMessage().description();
    b.append(".SH NAME\n").append(roff(name)).append(" \\- ")
        .append(roff(description.length > 0 ? description[0].replace("%n", "") : "")).append('\n');
    b.append(".SH SYNOPSIS\n.nf\n").append(roff(new CommandLine.Help(s).synopsis(0).stripTrailing())).append("\n.fi\n");
    b.append(".SH DESCRIPTION\n");
    for (String p : description) {
      b.append(".PP\n").append(roff(p.replace("%n", "").strip())).append('\n');
    }
    List<PositionalParamSpec> args = s.positionalParameters();
    if (!args.isEmpty()) {
      b.append(".SH ARGUMENTS\n");
      for (PositionalParamSpec p : args) {
        b.append(".TP\n\\fI").append(roff(p.paramLabel())).append("\\fR\n").append(roff(text(p.description(), p.defaultValue())))
            .append('\n');
      }
    }
    List<OptionSpec> own = new ArrayList<>(s.options());
    for (ArgGroupSpec g : s.argGroups()) {
      own.removeAll(g.allOptionsNested());
    }
    options(b, "OPTIONS", own);
    for (ArgGroupSpec g : s.argGroups()) {
      options(b, g.heading() == null ? "OPTIONS" : g.heading().replace("%n", "").replace(":", "").strip().toUpperCase(Locale.ROOT),
          g.allOptionsNested());
    }
    if (!subcommands.isEmpty()) {
      b.append(".SH COMMANDS\n");
      subcommands.forEach((n, c) -> {
        String[] d = c.getCommandSpec().usageMessage().description();
        b.append(".TP\n\\fB").append(roff(n)).append("\\fR\n").append(roff(d.length > 0 ? d[0] : "")).append('\n');
      });
      b.append(".PP\nEach command has a page of its own: ascend\\-triage man COMMAND.\n");
    }
    b.append(".SH SEE ALSO\nascend\\-triage \\-\\-help; README.md of https://github.com/ascendtriage/ascend\\-triage\n");
    return b.toString();
  }

  private static void options(StringBuilder b, String heading, List<OptionSpec> options) {
    if (options.isEmpty()) {
      return;
    }
    b.append(".SH ").append(roff(heading)).append('\n');
    for (OptionSpec o : options) {
      b.append(".TP\n");
      List<String> names = new ArrayList<>();
      for (String n : o.names()) {
        names.add("\\fB" + roff(n) + "\\fR");
      }
      b.append(String.join(", ", names));
      if (o.arity().max() > 0) {
        b.append(" \\fI").append(roff(o.paramLabel())).append("\\fR");
      }
      b.append('\n').append(roff(text(o.description(), o.defaultValue()))).append('\n');
    }
  }

  /** A description's lines as one paragraph, its default filled in. */
  private static String text(String[] description, String defaultValue) {
    return String.join(" ", description).replace("${DEFAULT-VALUE}", String.valueOf(defaultValue)).replace("%n", " ").strip();
  }

  /** Text safe in roff: backslashes and hyphens escaped, no line starting with a control character. */
  static String roff(String s) {
    String t = s.replace("\\", "\\e").replace("-", "\\-");
    StringBuilder b = new StringBuilder();
    for (String line : t.split("\n", -1)) {
      if (b.length() > 0) {
        b.append('\n');
      }
      b.append(line.startsWith(".") || line.startsWith("'") ? "\\&" + line : line);
    }
    return b.toString();
  }
}
