package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code ascend-triage} command line. Exit codes, like grep: 0 a case matched (or the command
 * succeeded), 1 nothing matched (or problems were found), 2 usage or input error.
 */
@Command(
    name = "ascend-triage",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Finds the failing layer, the known case and the fix in Ascend NPU multi-card job logs.",
    subcommands = {DiagnoseCommand.class, CasesCommand.class, ExplainCommand.class, TagCommand.class, ServeCommand.class, CommandLine.HelpCommand.class})
public final class Main implements Runnable {
  /** Exit code: a case matched. */
  public static final int MATCHED = 0;
  /** Exit code: nothing matched. */
  public static final int NOTHING = 1;
  /** Exit code: usage or input error. */
  public static final int ERROR = 2;

  @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT, description = "Print stack traces of errors.")
  boolean debug;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  InputStream stdin = System.in;

  public static void main(String[] args) {
    // the CLI jar ships no SLF4J provider (the library must not choose one for its users), so
    // logging is off there; keep SLF4J from announcing that on stderr, where errors go
    if (System.getProperty("slf4j.internal.verbosity") == null) {
      System.setProperty("slf4j.internal.verbosity", "ERROR");
    }
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** Runs the command line in-process; returns the exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    Main main = new Main();
    main.stdin = in;
    PrintWriter o = new PrintWriter(new java.io.OutputStreamWriter(out, StandardCharsets.UTF_8), true);
    PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    CommandLine cl = new CommandLine(main);
    cl.setOut(o);
    cl.setErr(e);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          e.println("ascend-triage: " + ex.getMessage());
          e.println("Try 'ascend-triage " + (ex.getCommandLine() == cl ? "" : ex.getCommandLine().getCommandName() + " ") + "--help'.");
          return ERROR;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, r) -> {
          e.println("ascend-triage: " + Errors.oneLine(ex));
          if (main.debug) {
            ex.printStackTrace(e);
          }
          return ERROR;
        });
    cl.setExitCodeExceptionMapper(t -> ERROR);
    int code = cl.execute(args);
    o.flush();
    e.flush();
    return code;
  }

  @Override
  public void run() {
    spec.commandLine().usage(spec.commandLine().getOut());
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"ascend-triage " + AscendTriage.version()};
    }
  }
}
