package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * The {@code ascend-triage} command line. Exit codes, like grep: 0 a case matched (or the command
 * succeeded), 1 nothing matched (or problems were found), 2 usage, input or output error and out
 * of memory (one line on stderr), 141 the reader of stdout went away (a closed pipe, as for a
 * program ended by SIGPIPE; nothing is printed).
 */
@Command(
    name = "ascend-triage",
    mixinStandardHelpOptions = true,
    versionProvider = Main.Version.class,
    description = "Finds the failing layer, the known case and the fix in Ascend NPU multi-card job logs.")
public final class Main implements java.util.concurrent.Callable<Integer> {
  /**
   * The subcommands, in the order help lists them. They are added in {@link #execute}, not named
   * in the annotation: picocli reads a command's annotations when it is added, and a run that
   * names its subcommand needs only that one (reading them all cost a start more than any other
   * step of the command line).
   */
  private static final java.util.Map<String, Class<?>> SUBCOMMANDS = subcommands();

  /** Exit code: a case matched. */
  public static final int MATCHED = 0;
  /** Exit code: nothing matched. */
  public static final int NOTHING = 1;
  /** Exit code: usage or input error. */
  public static final int ERROR = 2;
  /** Exit code: stdout was a pipe whose reader closed it (128 + SIGPIPE, as a shell reports grep). */
  public static final int CLOSED_PIPE = 141;

  @Option(names = "--debug", scope = CommandLine.ScopeType.INHERIT, description = "Print stack traces of errors.")
  boolean debug;

  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  InputStream stdin = System.in;

  /**
   * The stream under the commands' output writer (write errors thrown, as the writer's are): for
   * output that is bytes already ({@code tag}'s JSON Lines). Whoever writes to it flushes the
   * writer first.
   */
  java.io.OutputStream stdout;

  /** Whether stderr is a terminal, where a long reading may show a progress line. */
  boolean stderrIsTerminal;
  /** Whether stdin is a terminal: then {@code diagnose} says how to end a paste. */
  boolean stdinIsTerminal;

  /** A write to stdout failed and was reported. */
  boolean outputFailed;

  public static void main(String[] args) {
    // the CLI jar ships no SLF4J provider (the library must not choose one for its users), so
    // logging is off there; keep SLF4J from announcing that on stderr, where errors go
    if (System.getProperty("slf4j.internal.verbosity") == null) {
      System.setProperty("slf4j.internal.verbosity", "ERROR");
    }
    skipUnusedConverters();
    // an OutOfMemoryError in a thread of its own (the server's) ends the process as one in main would
    Thread.setDefaultUncaughtExceptionHandler((t, ex) -> {
      if (ex instanceof OutOfMemoryError oom) {
        System.err.println("ascend-triage: " + outOfMemory(oom));
        Runtime.getRuntime().halt(ERROR);
      }
      ex.printStackTrace();
    });
    // the file descriptors themselves, not System.out: a PrintStream would hide write errors
    System.exit(run(args, System.in, new java.io.FileOutputStream(java.io.FileDescriptor.out), System.err,
        ProgressLine.stderrIsTerminal(), ProgressLine.isTerminal(0)));
  }

  /**
   * Tells picocli not to register its converters for {@code java.time} and {@code java.sql} types,
   * unless the user set {@code picocli.converters.excludes}: it registers them by reflection when it
   * makes its first command line, and no option here has such a type (they are paths, numbers,
   * booleans, enums and strings; {@code SubcommandsTest} checks). Measured: picocli's first command
   * line about 130 -> 95 ms of CPU. Sets a system property, so it is for the process's own
   * {@link #main}, not for a caller of {@link #run}.
   */
  static void skipUnusedConverters() {
    if (System.getProperty("picocli.converters.excludes") == null) {
      System.setProperty("picocli.converters.excludes", "java\\.time\\..*,java\\.sql\\..*");
    }
  }

  /**
   * Runs the command line in-process; returns the exit code. A write to {@code out} that fails
   * ends the command (exit 2 with one line on {@code err}, or 141 quietly for a closed pipe).
   */
  public static int run(String[] args, InputStream in, OutputStream out, OutputStream err) {
    return run(args, in, out, err, false);
  }

  /** As {@link #run(String[], InputStream, OutputStream, OutputStream)}; {@code err} may be a terminal. */
  static int run(String[] args, InputStream in, OutputStream out, OutputStream err, boolean errIsTerminal) {
    return run(args, in, out, err, errIsTerminal, false);
  }

  /** As {@link #run(String[], InputStream, OutputStream, OutputStream, boolean)}; {@code in} may be a terminal. */
  static int run(String[] args, InputStream in, OutputStream out, OutputStream err, boolean errIsTerminal,
      boolean inIsTerminal) {
    Main main = new Main();
    main.stdin = in;
    main.stderrIsTerminal = errIsTerminal;
    main.stdinIsTerminal = inIsTerminal;
    main.stdout = FailingWriter.checked(out);
    PrintWriter o = new PrintWriter(
        new FailingWriter(new java.io.OutputStreamWriter(main.stdout, StandardCharsets.UTF_8)), true);
    PrintWriter e = new PrintWriter(new java.io.OutputStreamWriter(err, StandardCharsets.UTF_8), true);
    try {
      return execute(main, args, o, e);
    } catch (FailingWriter.OutputFailure f) {
      return outputFailed(f, e);
    } catch (OutOfMemoryError oom) {
      e.println("ascend-triage: " + outOfMemory(oom));
      e.flush();
      return ERROR;
    }
  }

  /** By name, as their annotations name them (SubcommandsTest checks): read no annotation here. */
  private static java.util.Map<String, Class<?>> subcommands() {
    java.util.Map<String, Class<?>> m = new java.util.LinkedHashMap<>();
    m.put("diagnose", DiagnoseCommand.class);
    m.put("cases", CasesCommand.class);
    m.put("explain", ExplainCommand.class);
    m.put("tag", TagCommand.class);
    m.put("serve", ServeCommand.class);
    m.put("completion", CompletionCommand.class);
    m.put("man", ManCommand.class);
    m.put("help", CommandLine.HelpCommand.class);
    return m;
  }

  /** The subcommands' names and classes, in the order help lists them. */
  static java.util.Map<String, Class<?>> subcommandClasses() {
    return java.util.Collections.unmodifiableMap(SUBCOMMANDS);
  }

  /**
   * The command line for {@code args}: with only the subcommand that {@code args} begins with,
   * when it begins with one other than {@code help} (for {@code diagnose}, from the models of
   * {@link CommandSpecs}); with none for {@code --version} alone; else with all of them (help,
   * usage errors, suggestions for a misspelt name).
   */
  static CommandLine commandLine(Main main, String[] args) {
    Class<?> only = args.length > 0 && !args[0].equals("help") ? SUBCOMMANDS.get(args[0]) : null;
    if (only == DiagnoseCommand.class) {
      return CommandSpecs.diagnose(main); // the models written out: no annotation is read
    }
    CommandLine cl = new CommandLine(main);
    if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
      return cl; // the version alone reads no subcommand's annotations (image, cold: 0.37 -> 0.27 s of CPU)
    }
    for (Class<?> c : only != null ? List.of(only) : SUBCOMMANDS.values()) {
      cl.addSubcommand(c);
    }
    return cl;
  }

  private static int execute(Main main, String[] args, PrintWriter o, PrintWriter e) {
    CommandLine cl = commandLine(main, args);
    cl.setOut(o);
    cl.setErr(e);
    cl.setParameterExceptionHandler(
        (ex, a) -> {
          e.println("ascend-triage: " + ex.getMessage());
          // a misspelt command or option: name the close ones ("Did you mean: diagnose?")
          CommandLine.UnmatchedArgumentException.printSuggestions(ex, e);
          e.println("Try 'ascend-triage " + (ex.getCommandLine() == cl ? "" : ex.getCommandLine().getCommandName() + " ") + "--help'.");
          return ERROR;
        });
    cl.setExecutionExceptionHandler(
        (ex, c, r) -> {
          if (ex instanceof FailingWriter.OutputFailure f) {
            main.outputFailed = true;
            return outputFailed(f, e);
          }
          e.println("ascend-triage: " + Errors.oneLine(ex));
          if (main.debug) {
            ex.printStackTrace(e);
          }
          return ERROR;
        });
    cl.setExitCodeExceptionMapper(t -> ERROR);
    int code = cl.execute(args);
    try {
      o.flush();
    } catch (FailingWriter.OutputFailure f) {
      if (!main.outputFailed) {
        return outputFailed(f, e); // the last bytes were the first that could not be written
      }
    }
    e.flush();
    return code;
  }

  private static int outputFailed(FailingWriter.OutputFailure f, PrintWriter e) {
    if (f.closedPipe()) {
      return CLOSED_PIPE;
    }
    e.println("ascend-triage: " + f.oneLine());
    e.flush();
    return ERROR;
  }

  /** The one line for an exhausted heap, naming the limit and how to raise it. */
  static String outOfMemory(OutOfMemoryError oom) {
    long mib = Runtime.getRuntime().maxMemory() >> 20;
    return "out of memory (" + (oom.getMessage() == null ? "heap" : oom.getMessage()) + ", limit " + mib
        + " MiB): give it more with ASCEND_TRIAGE_HEAP=2g (launcher) or java -Xmx2g";
  }

  /** No command given: the usage goes to stderr and the exit code says "usage error". */
  @Override
  public Integer call() {
    spec.commandLine().usage(spec.commandLine().getErr());
    return ERROR;
  }

  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"ascend-triage " + AscendTriage.version()};
    }
  }
}
