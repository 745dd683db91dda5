package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.internal.output.CaseText;
import io.github.ascendtriage.internal.output.JsonReport;
import io.github.ascendtriage.internal.output.TerminalText;
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
  /** The output forms of the case commands; picocli refuses any other value. */
  enum Format { text, json }

  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;

  @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text (default) or json (one JSON array).")
  Format format;

  @Override
  public Integer call() {
    AscendTriage t = opts.options.build(null, spec.commandLine().getErr());
    PrintWriter out = spec.commandLine().getOut();
    list(out, t.cases(), format);
    if (format == Format.text) {
      out.println(t.cases().size() + " cases (case base " + t.caseBaseVersion() + ")");
      t.knowledgeBaseInfo().forEach(l -> out.println(TerminalText.escape(l))); // names an imported file
    }
    return Main.MATCHED;
  }

  /** Text: one case a line; JSON: one array of case objects, so the output is one document. */
  static void list(PrintWriter out, List<CaseInfo> cases, Format format) {
    if (format == Format.json) {
      out.println(JsonReport.render(cases));
      return;
    }
    for (CaseInfo c : cases) {
      out.printf("%-40s %-11s %s%n", TerminalText.escape(c.id()), c.layer().id(), TerminalText.escape(c.title()));
    }
  }

  /** The case with this id, compared without regard to case (ids are ASCII). */
  static Optional<CaseInfo> find(AscendTriage t, String id) {
    Optional<CaseInfo> exact = t.findCase(id);
    if (exact.isPresent()) {
      return exact;
    }
    return t.cases().stream().filter(c -> c.id().equalsIgnoreCase(id.strip())).findFirst();
  }

  @Command(name = "show", mixinStandardHelpOptions = true, description = "Shows one case. Exit 1 when there is no such case.")
  static final class Show implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;
    @Mixin TriageOptionsMixin opts;

    @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text (default) or json.")
    Format format;

    @Parameters(paramLabel = "ID", description = "The case id, e.g. ptacase_0043 (upper or lower case).")
    String id;

    @Override
    public Integer call() {
      AscendTriage t = opts.options.build(null, spec.commandLine().getErr());
      Optional<CaseInfo> c = find(t, id);
      if (c.isEmpty()) {
        String shown = TerminalText.escape(id);
        spec.commandLine().getErr().println("ascend-triage: no case with id '" + shown + "' (try 'ascend-triage cases search " + shown + "')");
        return Main.NOTHING;
      }
      spec.commandLine().getOut().print(format == Format.json ? JsonReport.render(c.get()) + "\n" : CaseText.text(c.get()));
      return Main.MATCHED;
    }
  }

  @Command(name = "search", mixinStandardHelpOptions = true, description = "Searches cases by free text (Chinese or English). Exit 1 when nothing is found.")
  static final class Search implements Callable<Integer> {
    @Spec picocli.CommandLine.Model.CommandSpec spec;
    @Mixin TriageOptionsMixin opts;

    @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text (default) or json (one JSON array).")
    Format format;

    @Option(names = "--limit", defaultValue = "10", description = "At most this many results (default ${DEFAULT-VALUE}).")
    int limit;

    @Parameters(paramLabel = "TEXT", arity = "1..*", description = "What to search for.")
    List<String> words;

    @Override
    public Integer call() {
      AscendTriage t = opts.options.build(null, spec.commandLine().getErr());
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
