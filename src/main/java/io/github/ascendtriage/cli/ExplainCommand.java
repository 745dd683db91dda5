package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.internal.output.CodeReport;
import io.github.ascendtriage.internal.output.JsonReport;
import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ascend-triage explain CODE}: an official code's catalogue entry, like {@code rustc
 * --explain}. Exit 0 when the code is known, 1 when it is not (near codes are suggested), 2 on a
 * usage error.
 */
@Command(
    name = "explain",
    mixinStandardHelpOptions = true,
    description = {
      "Explains an official code: its family, name, meaning, layer, first step and message templates.",
      "Any printed form works, case-insensitive: 0x5000007, -8020, 107002, EI0006, HCCL_E_TIMEOUT, 'error code is 507033'.",
      "Exit 0 when known, 1 when unknown (near codes are suggested)."
    })
final class ExplainCommand implements Callable<Integer> {
  enum Format { text, json }

  @Spec picocli.CommandLine.Model.CommandSpec spec;
  @Mixin TriageOptionsMixin opts;

  @Option(names = "--format", paramLabel = "FMT", defaultValue = "text", description = "text (default) or json.")
  Format format;

  @Parameters(paramLabel = "CODE", arity = "1..*", description = "The code, or the text it was printed in.")
  List<String> words;

  @Override
  public Integer call() {
    AscendTriage t = opts.options.build(null, spec.commandLine().getErr());
    CodeExplanation x = t.explainCode(String.join(" ", words));
    PrintWriter out = spec.commandLine().getOut();
    if (format == Format.json) {
      out.println(JsonReport.render(x));
    } else {
      out.print(CodeReport.explainText(x));
    }
    out.flush();
    return x.found() ? Main.MATCHED : Main.NOTHING;
  }
}
