package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.internal.output.JsonReport;
import io.github.ascendtriage.internal.output.TerminalText;
import io.github.ascendtriage.internal.output.TextReport;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ascend-triage cases [show ID | search TEXT | validate DIR]}. */
@Command(
    name = "cases",
    mixinStandardHelpOptions = true,
    description = "Lists the cases of the knowledge base.",
    subcommands = {CasesCommand.Show.class, CasesCommand.Search.class, CasesCommand.Validate.class})
final class CasesCommand implements Callable<Integer> {
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;

  @Option(names = "--format", defaultValue = "text", description = "text (default) or json.")
  String format;

  @Override
  public Integer call() {
    AscendTriage t = opts.options.build();
    PrintWriter out = spec.commandLine().getOut();
    list(out, t.cases(), format);
    out.println(t.cases().size() + " cases (case base " + t.caseBaseVersion() + ")");
    t.knowledgeBaseInfo().forEach(out::println);
    return Main.MATCHED;
  }

  static void list(PrintWriter out, List<CaseInfo> cases, String format) {
    for (CaseInfo c : cases) {
      if ("json".equals(format)) {
        out.println(JsonReport.render(c));
      } else {
        out.printf("%-40s %-11s %s%n", TerminalText.escape(c.id()), c.layer().id(), TerminalText.escape(c.title()));
      }
    }
  }

  @Command(name = "show", mixinStandardHelpOptions = true, description = "Shows one case. Exit 1 when there is no such case.")
  static final class Show implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;
    @Mixin TriageOptionsMixin opts;

    @Option(names = "--format", defaultValue = "text", description = "text (default) or json.")
    String format;

    @Parameters(paramLabel = "ID", description = "The case id, e.g. ptacase_0043.")
    String id;

    @Override
    public Integer call() {
      AscendTriage t = opts.options.build();
      Optional<CaseInfo> c = t.findCase(id);
      if (c.isEmpty()) {
        spec.commandLine().getErr().println("ascend-triage: no case with id '" + id + "' (try 'ascend-triage cases search " + id + "')");
        return Main.NOTHING;
      }
      spec.commandLine().getOut().print("json".equals(format) ? JsonReport.render(c.get()) + "\n" : TextReport.caseText(c.get()));
      return Main.MATCHED;
    }
  }

  @Command(name = "search", mixinStandardHelpOptions = true, description = "Searches cases by free text (Chinese or English). Exit 1 when nothing is found.")
  static final class Search implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;
    @Mixin TriageOptionsMixin opts;

    @Option(names = "--format", defaultValue = "text", description = "text (default) or json.")
    String format;

    @Option(names = "--limit", defaultValue = "10", description = "At most this many results (default ${DEFAULT-VALUE}).")
    int limit;

    @Parameters(paramLabel = "TEXT", arity = "1..*", description = "What to search for.")
    List<String> words;

    @Override
    public Integer call() {
      AscendTriage t = opts.options.build();
      List<CaseInfo> hits = t.searchCases(String.join(" ", words), Math.max(1, limit));
      list(spec.commandLine().getOut(), hits, format);
      return hits.isEmpty() ? Main.NOTHING : Main.MATCHED;
    }
  }

  @Command(name = "validate", mixinStandardHelpOptions = true, description = "Checks a directory of case files; prints every problem as file: JSON path: reason. Exit 1 when there are problems.")
  static final class Validate implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "DIR", description = "The directory of case files.")
    Path dir;

    @Override
    public Integer call() throws Exception {
      if (!Files.isDirectory(dir)) {
        throw new NoSuchFileException(dir.toString(), null, "not a directory");
      }
      List<String> problems = AscendTriage.validateCaseDirectory(dir);
      PrintWriter out = spec.commandLine().getOut();
      problems.forEach(p -> out.println(TerminalText.escape(p)));
      if (problems.isEmpty()) {
        out.println(TerminalText.fileName(dir.toString()) + ": all cases valid");
        return Main.MATCHED;
      }
      out.println(problems.size() + " problem(s)");
      return Main.NOTHING;
    }
  }
}
