package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.output.JsonReport;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code ascend-triage tag}: JSON Lines out, one object per line in. */
@Command(
    name = "tag",
    mixinStandardHelpOptions = true,
    description = {
      "Reads log lines on stdin and writes JSON Lines to stdout: one object per input line,",
      "{\"line\", \"text\", \"caseId\", \"layer\"}; caseId is set where the line is evidence of a case."
    })
final class TagCommand implements Callable<Integer> {
  @ParentCommand Main main;
  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;

  @Override
  public Integer call() throws Exception {
    AscendTriage triage = opts.options.build();
    PrintWriter out = spec.commandLine().getOut();
    try (StreamSession s = triage.openStream()) {
      LineReader.read(main.stdin, (line, no) -> out.println(JsonReport.render(s.accept(line))));
    } catch (LineReader.NotTextException e) {
      throw new IllegalArgumentException("stdin: " + e.getMessage());
    }
    out.flush();
    return Main.MATCHED;
  }
}
