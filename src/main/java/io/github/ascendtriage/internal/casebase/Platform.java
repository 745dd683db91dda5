package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.FeatureType;
import java.util.List;
import java.util.Set;

/**
 * Markers of the accelerator stack: phrases the extractor always looks for.
 *
 * @param ascendTypes token types whose presence alone shows an Ascend stack
 * @param absent statements that a foreign stack is missing (each holds a foreign marker): a
 *     marker seen only inside them does not show that stack
 * @param foreignLoggers source files (folded base names) of a foreign platform's modules: a
 *     framework's logger prefix naming one ({@code INFO 03-02 10:00:01 [cuda.py:240]}) shows that
 *     platform, wherever else the name appears it shows nothing
 * @param ascendLoggers the same for modules that run only on Ascend ({@code [pyhccl.py:88]})
 * @param statements the phrases of {@code foreign} and {@code ascend} that a framework prints to
 *     state its platform ({@code platform.signs}): looked for on INFO lines too, where it prints them
 */
public record Platform(
    List<String> foreign, List<String> ascend, Set<FeatureType> ascendTypes, List<String> absent,
    List<String> foreignLoggers, List<String> ascendLoggers, List<String> statements) {
  /**
   * The value of the {@link FeatureType#TOOL_STATUS} token that reports a logger prefix naming
   * {@code file}, one of {@link #foreignLoggers} or {@link #ascendLoggers}.
   */
  public static String loggerToken(String file) {
    return "logger-file:" + file;
  }

  public Platform {
    foreign = List.copyOf(foreign);
    ascend = List.copyOf(ascend);
    ascendTypes = Set.copyOf(ascendTypes);
    absent = List.copyOf(absent);
    foreignLoggers = List.copyOf(foreignLoggers);
    ascendLoggers = List.copyOf(ascendLoggers);
    statements = List.copyOf(statements);
  }

  /** A platform with no signs. */
  public Platform(List<String> foreign, List<String> ascend, Set<FeatureType> ascendTypes, List<String> absent) {
    this(foreign, ascend, ascendTypes, absent, List.of(), List.of(), List.of());
  }
}
