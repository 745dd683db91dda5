package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.ReadProgress;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.output.JsonReport;
import io.github.ascendtriage.internal.output.Lang;
import io.github.ascendtriage.internal.output.MarkdownReport;
import io.github.ascendtriage.internal.output.TerminalText;
import io.github.ascendtriage.internal.output.TextReport;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code ascend-triage diagnose [PATH...|-]}. */
@Command(
    name = "diagnose",
    mixinStandardHelpOptions = true,
    description = {
      "Diagnoses log files, log trees (~/ascend/log, one folder per host) or stdin ('-').",
      "Exit 0 when a case matched, 1 when none did, 2 on usage or input errors."
    })
final class DiagnoseCommand implements Callable<Integer> {
  enum Format { text, json, markdown }

  /** How many skip warnings an empty reading prints before it counts the rest. */
  private static final int SHOWN_WARNINGS = 20;
  @ParentCommand Main main;
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;
  @Mixin MatchOptionsMixin match;

  @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text (default), json or markdown.")
  Format format;

  static final String LANG_HELP = "Language of the report: en or zh (default: zh where the locale is Chinese, else en). "
      + "zh says the layer, the case, the reasons and the fix in Chinese where the case base has the Chinese; ids, "
      + "commands and log lines stay as they are.";

  @Option(names = "--lang", paramLabel = "LANG", description = LANG_HELP)
  String lang;

  @Option(names = {"-q", "--quiet"}, description = "No progress line on stderr (shown only on a terminal, for a reading longer than a second).")
  boolean quiet;

  @Parameters(paramLabel = "PATH", arity = "0..*", description = "Files or directories; '-' or nothing reads stdin.")
  List<String> paths = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    List<Path> files = new ArrayList<>();
    boolean stdin = paths.isEmpty();
    for (String p : paths) {
      if (p.equals("-")) {
        stdin = true;
        continue;
      }
      Path path = Path.of(p);
      if (!Files.exists(path)) {
        throw new NoSuchFileException(p);
      }
      files.add(path);
    }
    Lang language;
    try {
      language = lang == null ? Lang.of(java.util.Locale.getDefault()) : Lang.parse(lang);
    } catch (IllegalArgumentException e) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "--lang: " + e.getMessage());
    }
    if (stdin && !files.isEmpty()) {
      throw new picocli.CommandLine.ParameterException(spec.commandLine(), "'-' (stdin) cannot be mixed with paths");
    }
    // An input with no byte in it is refused before the knowledge loads (most of a short run's
    // CPU; docs/performance.md, run 2026-12-05-cold9), as the reading would refuse it: every file
    // read, no line, no warning. Named knowledge (site cases, imports, an index folder) is still
    // loaded first, so its problems are said as before.
    boolean early = opts.options.builtInOnly();
    InputStream in = main.stdin;
    if (stdin) {
      if (main.stdinIsTerminal) { // else it would wait in silence for a paste nobody knows to end
        var err = spec.commandLine().getErr();
        err.println("ascend-triage: reading the log from this terminal: paste it, then press Ctrl-D on an empty line"
            + " (or name a file: ascend-triage diagnose FILE)");
        err.flush();
      }
      if (early) {
        PushbackInputStream peek = new PushbackInputStream(in, 1);
        int first = peek.read();
        if (first < 0) {
          return nothingRead(List.of(), 1, List.of("-"));
        }
        peek.unread(first);
        in = peek;
      }
    } else if (early && allEmpty(files)) {
      return nothingRead(List.of(), files.size(), paths);
    }
    AscendTriage triage = opts.options.build(match.options);
    Diagnosis d;
    if (stdin) {
      d = triage.diagnose(in, "-");
    } else {
      java.util.Optional<ProgressLine> line = ProgressLine.forStderr(quiet, main.stderrIsTerminal, spec.commandLine().getErr());
      try {
        d = triage.diagnose(files, line.<ReadProgress>map(p -> p).orElse(ReadProgress.NONE));
      } finally {
        line.ifPresent(ProgressLine::close);
      }
    }
    if (d.linesRead() == 0) {
      return nothingRead(d.warnings(), d.filesRead(), stdin ? List.of("-") : paths);
    }
    LoadNotes.say(d.warnings(), spec.commandLine().getErr()); // once: a JSON answer piped elsewhere would hide them
    var out = spec.commandLine().getOut();
    if (language == Lang.ZH) {
      d = triage.inChinese(d);
    }
    switch (format) {
      case json -> out.println(language == Lang.EN ? DiagnosisJson.toJson(d) : JsonReport.render(d, language));
      case markdown -> out.print(MarkdownReport.markdown(d, language));
      default -> out.print(TextReport.text(d, language));
    }
    out.flush();
    return d.matched() ? Main.MATCHED : Main.NOTHING;
  }

  /** Whether every path is a readable regular file of no byte (a folder, a pipe or a device is read). */
  private static boolean allEmpty(List<Path> files) throws IOException {
    for (Path f : files) {
      if (!Files.isRegularFile(f) || !Files.isReadable(f) || Files.size(f) != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * An input with no line to read (an empty folder, only binaries or archives nothing could open,
   * an empty stdin) is an input error, exit 2, not "nothing matched": the warnings say why.
   */
  private int nothingRead(List<TriageWarning> ws, int filesRead, List<String> inputs) {
    var err = spec.commandLine().getErr();
    err.println("ascend-triage: nothing to diagnose: no log line was read from "
        + String.join(", ", inputs.stream().map(TerminalText::fileName).toList())
        + (ws.isEmpty() ? (filesRead == 0 ? " (no file in it)" : " (it is empty)") : "; " + ws.size() + " skipped:"));
    for (int i = 0; i < Math.min(ws.size(), SHOWN_WARNINGS); i++) {
      err.println("  " + TerminalText.warning(ws.get(i)));
    }
    if (ws.size() > SHOWN_WARNINGS) {
      err.println("  ... and " + (ws.size() - SHOWN_WARNINGS) + " more");
    }
    err.flush();
    return Main.ERROR;
  }
}
