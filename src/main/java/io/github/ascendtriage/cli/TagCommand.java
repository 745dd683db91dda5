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
    // a live stream: no look-ahead to sniff the charset or refuse binary data (that would hold
    // back the first lines and drop a whole stream for one bad chunk); bytes that are not UTF-8
    // become U+FFFD and every line still gets its output line, as soon as it arrives
    java.nio.charset.CharsetDecoder utf8 =
        java.nio.charset.StandardCharsets.UTF_8.newDecoder()
            .onMalformedInput(java.nio.charset.CodingErrorAction.REPLACE)
            .onUnmappableCharacter(java.nio.charset.CodingErrorAction.REPLACE);
    try (StreamSession s = triage.openStream()) {
      LineReader.read(
          new java.io.InputStreamReader(main.stdin, utf8),
          (line, no) -> out.println(JsonReport.render(s.accept(line))));
    }
    out.flush();
    return Main.MATCHED;
  }
}
