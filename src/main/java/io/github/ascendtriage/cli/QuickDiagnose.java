package io.github.ascendtriage.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The commonest command line, {@code diagnose [--format FMT] [-q] [--debug] PATH...}, read without
 * picocli: on that run picocli's own start-up (its first command line, about 0.1 s of CPU, and its
 * classes, which the class-data archive does not take) cost more than the rest of the parsing and
 * the output together. Any other argument list, and every one that picocli would answer with
 * help, a usage error or a warning, is left to picocli ({@link #parse} is null): an option other
 * than these, an option given twice, a format picocli would refuse, {@code --}, an {@code @file},
 * an empty argument, {@code -} beside paths, or a {@code picocli.*} system property that could
 * change how picocli reads the arguments. {@code QuickDiagnoseTest} checks that both read the same
 * argument lists into the same fields and that the runs print the same.
 *
 * <p>Stateless; each call makes a new command.
 */
final class QuickDiagnose {
  private QuickDiagnose() {}

  /**
   * The {@code diagnose} command that picocli would make of {@code args}, bound to {@code main}
   * (its {@code --debug} set), or null when {@code args} is for picocli to read.
   */
  static DiagnoseCommand parse(Main main, String[] args) {
    if (args.length == 0 || !args[0].equals("diagnose") || picocliConfigured()) {
      return null;
    }
    DiagnoseCommand.Format format = null;
    boolean quiet = false;
    boolean debug = false;
    List<String> paths = new ArrayList<>();
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (a.isEmpty() || a.charAt(0) == '@') {
        return null; // picocli reads an @file's lines as arguments
      }
      if (a.equals("-") || a.charAt(0) != '-') {
        paths.add(a);
        continue;
      }
      String value = null;
      if (a.equals("--format") && i + 1 < args.length) {
        value = args[++i];
      } else if (a.startsWith("--format=")) {
        value = a.substring("--format=".length());
      }
      if (value != null) {
        DiagnoseCommand.Format f = format(value);
        if (f == null || format != null) {
          return null; // picocli says which formats there are, or that the option was given twice
        }
        format = f;
      } else if ((a.equals("-q") || a.equals("--quiet")) && !quiet) {
        quiet = true;
      } else if (a.equals("--debug") && !debug) {
        debug = true;
      } else {
        return null;
      }
    }
    if (paths.size() > 1 && paths.contains("-")) {
      return null; // picocli's usage error
    }
    DiagnoseCommand d = new DiagnoseCommand();
    d.opts = new TriageOptionsMixin();
    d.format = format == null ? DiagnoseCommand.Format.text : format;
    d.quiet = quiet;
    d.paths = paths;
    d.main = main;
    main.debug = debug;
    return d;
  }

  /**
   * Runs {@code d} as picocli would have, with the handlers {@link Main} gives picocli: the exit
   * code it returns, or for an exception the one line on {@code err} (and its stack trace with
   * {@code --debug}) and exit 2; a failed write to stdout as {@link Main} reports it.
   */
  static int run(Main main, DiagnoseCommand d, PrintWriter out, PrintWriter err) {
    d.plainOut = out;
    d.plainErr = err;
    try {
      return d.call();
    } catch (FailingWriter.OutputFailure f) {
      main.outputFailed = true;
      return Main.outputFailed(f, err);
    } catch (Exception ex) {
      err.println("ascend-triage: " + Errors.oneLine(ex));
      if (main.debug) {
        ex.printStackTrace(err);
      }
      return Main.ERROR;
    }
  }

  /** The format of an option value as picocli converts it (the constant's exact name), or null. */
  private static DiagnoseCommand.Format format(String v) {
    for (DiagnoseCommand.Format f : DiagnoseCommand.Format.values()) {
      if (f.name().equals(v)) {
        return f;
      }
    }
    return null;
  }

  /**
   * True when a system property could make picocli read arguments otherwise ({@code
   * picocli.trimQuotes}, {@code picocli.endofoptions}, ...); {@code picocli.converters.excludes},
   * which {@link Main#main} sets, does not.
   */
  private static boolean picocliConfigured() {
    for (Map.Entry<Object, Object> p : System.getProperties().entrySet()) {
      if (p.getKey() instanceof String k && k.startsWith("picocli.") && !k.equals("picocli.converters.excludes")) {
        return true;
      }
    }
    return false;
  }
}
