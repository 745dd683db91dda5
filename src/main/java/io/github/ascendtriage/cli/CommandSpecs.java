package io.github.ascendtriage.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgGroupSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.IGetter;
import picocli.CommandLine.Model.ISetter;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ScopeType;

/**
 * The picocli models of {@code ascend-triage} and of {@code diagnose}, written out, for a run that
 * names {@code diagnose}: the commonest run, a paste or a folder, where reading the annotations (a
 * proxy class per annotation type, reflection over every field) cost a start more than any other
 * step of the command line. No annotation is read on that run, not even those of picocli's help
 * options. The annotations of {@link Main}, {@link DiagnoseCommand} and
 * {@link TriageOptions} stay the reference, used by every other run ({@code help} among them);
 * {@code CommandSpecsTest} checks that both models have the same options, help and parse results.
 *
 * <p>Each option starts from its field's value, as picocli's reading of an annotated field does.
 *
 * <p>Stateless; each call makes a new model bound to the objects given. Not for other threads
 * than the one that parses.
 */
final class CommandSpecs {
  private CommandSpecs() {}

  /** The command line of {@code main} with {@code diagnose} as its only subcommand. */
  static CommandLine diagnose(Main main) {
    CommandLine cl = new CommandLine(main(main));
    cl.addSubcommand("diagnose", new CommandLine(diagnose(main, new DiagnoseCommand())));
    return cl;
  }

  /** As the annotations of {@link Main} describe it; sets {@code main.spec}. */
  static CommandSpec main(Main main) {
    CommandSpec s = CommandSpec.wrapWithoutInspection(main);
    s.name("ascend-triage");
    s.versionProvider(new Main.Version());
    s.usageMessage().description(
        "Finds the failing layer, the known case and the fix in Ascend NPU multi-card job logs.");
    s.addOption(bind(OptionSpec.builder("--debug").paramLabel("<debug>").type(boolean.class).arity("0").scopeType(ScopeType.INHERIT)
            .description("Print stack traces of errors."),
        () -> main.debug, (Boolean v) -> main.debug = v).build());
    standardHelpOptions(s);
    main.spec = s;
    return s;
  }

  /** As the annotations of {@link DiagnoseCommand} describe it; binds {@code d} to {@code main}. */
  static CommandSpec diagnose(Main main, DiagnoseCommand d) {
    CommandSpec s = CommandSpec.wrapWithoutInspection(d);
    s.name("diagnose");
    s.usageMessage().description(
        "Diagnoses log files, log trees (~/ascend/log, one folder per host) or stdin ('-').",
        "Exit 0 when a case matched, 1 when none did, 2 on usage or input errors.");
    // in the annotated class's field order: the options' mixin, then the command's own
    d.opts = new TriageOptionsMixin();
    s.addArgGroup(triageOptions(d.opts.options));
    d.match = new MatchOptionsMixin();
    s.addArgGroup(matchOptions(d.match.options));
    s.addOption(bind(OptionSpec.builder("--format").paramLabel("FMT").type(DiagnoseCommand.Format.class)
            .defaultValue("text").description("text (default), json or markdown."),
        () -> d.format, (DiagnoseCommand.Format v) -> d.format = v).build());
    s.addOption(bind(OptionSpec.builder("--lang").paramLabel("LANG").type(String.class)
            .description(DiagnoseCommand.LANG_HELP),
        () -> d.lang, (String v) -> d.lang = v).build());
    s.addOption(bind(OptionSpec.builder("-q", "--quiet").paramLabel("<quiet>").type(boolean.class).arity("0")
            .description("No progress line on stderr (shown only on a terminal, for a reading longer than a second)."),
        () -> d.quiet, (Boolean v) -> d.quiet = v).build());
    s.addPositional(bind(PositionalParamSpec.builder().paramLabel("PATH").arity("0..*").type(List.class)
            .auxiliaryTypes(String.class).description("Files or directories; '-' or nothing reads stdin."),
        () -> d.paths, (List<String> v) -> d.paths = v).build());
    standardHelpOptions(s);
    d.main = main;
    d.spec = s;
    return s;
  }

  /** As the annotations of {@link MatchOptions} and of its group describe them. */
  static ArgGroupSpec matchOptions(MatchOptions o) {
    return ArgGroupSpec.builder().exclusive(false).multiplicity("0..1").heading("Matching:%n")
        .addArg(bind(OptionSpec.builder("--top").paramLabel("N").type(int.class).defaultValue("3")
                .description("Show at most N matches (default ${DEFAULT-VALUE})."),
            () -> o.top, (Integer v) -> o.top = v).build())
        .addArg(bind(OptionSpec.builder("--min-confidence").paramLabel("X").type(Double.class)
                .description("Claim no case below this confidence (default: the calibrated threshold)."),
            () -> o.minConfidence, (Double v) -> o.minConfidence = v).build())
        .build();
  }

  /** As the annotations of {@link TriageOptions} and of its group describe them. */
  static ArgGroupSpec triageOptions(TriageOptions o) {
    return ArgGroupSpec.builder().exclusive(false).multiplicity("0..1").heading("Knowledge base:%n")
        .addArg(bind(OptionSpec.builder("--casebase").paramLabel("DIR").type(List.class).auxiliaryTypes(Path.class)
                .description("A directory of your own case files (repeatable); replaces built-in cases with the same id."),
            () -> o.caseDirs, (List<Path> v) -> o.caseDirs = v).build())
        .addArg(bind(OptionSpec.builder("--ascend-fd-kb").paramLabel("FILE").type(List.class).auxiliaryTypes(Path.class)
                .description("An ascend-fd knowledge base (kg-config.json) to match alongside the cases (repeatable)."),
            () -> o.fdFiles, (List<Path> v) -> o.fdFiles = v).build())
        .addArg(bind(OptionSpec.builder("--no-builtin").paramLabel("<noBuiltin>").type(boolean.class).arity("0")
                .description("Do not load the built-in case base."),
            () -> o.noBuiltin, (Boolean v) -> o.noBuiltin = v).build())
        .addArg(bind(OptionSpec.builder("--redact").paramLabel("<redact>").type(boolean.class).arity("0")
                .description("Mask IPs, host names, user names and e-mails in the output."),
            () -> o.redact, (Boolean v) -> o.redact = v).build())
        .addArg(bind(OptionSpec.builder("--index-dir").paramLabel("DIR").type(Path.class)
                .description("Keep the case index on disk in DIR instead of memory (safe to share between runs)."),
            () -> o.indexDir, (Path v) -> o.indexDir = v).build())
        .addArg(bind(OptionSpec.builder("--max-knowledge").paramLabel("SIZE").type(Long.class).converters(new ByteSize())
                .description("Load at most SIZE of --casebase and --ascend-fd-kb files in all (default 16m; k, m, g: "
                    + "KiB, MiB, GiB). A larger base needs a larger heap (ASCEND_TRIAGE_HEAP)."),
            () -> o.maxKnowledge, (Long v) -> o.maxKnowledge = v).build())
        .build();
  }

  /**
   * The options {@code mixinStandardHelpOptions} adds, as picocli's own mixin declares them (read
   * from its annotations otherwise), after the command's own options as picocli adds them.
   */
  private static void standardHelpOptions(CommandSpec s) {
    s.addOption(OptionSpec.builder("-h", "--help").paramLabel("<helpRequested>").type(boolean.class).arity("0")
        .usageHelp(true).descriptionKey("mixinStandardHelpOptions.help").description("Show this help message and exit.")
        .initialValue(false).build());
    s.addOption(OptionSpec.builder("-V", "--version").paramLabel("<versionRequested>").type(boolean.class).arity("0")
        .versionHelp(true).descriptionKey("mixinStandardHelpOptions.version")
        .description("Print version information and exit.").initialValue(false).build());
  }

  /** {@code b} reading and writing a field through {@code get} and {@code set}, starting from its value. */
  private static <V> OptionSpec.Builder bind(OptionSpec.Builder b, Supplier<?> get, Consumer<V> set) {
    return b.initialValue(get.get()).getter(getter(get)).setter(setter(set));
  }

  /** As for an option. */
  private static <V> PositionalParamSpec.Builder bind(PositionalParamSpec.Builder b, Supplier<?> get, Consumer<V> set) {
    return b.initialValue(get.get()).getter(getter(get)).setter(setter(set));
  }

  private static IGetter getter(Supplier<?> get) {
    return new IGetter() {
      @Override
      @SuppressWarnings("unchecked")
      public <T> T get() {
        return (T) get.get();
      }
    };
  }

  private static <V> ISetter setter(Consumer<V> set) {
    return new ISetter() {
      @Override
      @SuppressWarnings("unchecked")
      public <T> T set(T value) {
        set.accept((V) value);
        return null;
      }
    };
  }
}
