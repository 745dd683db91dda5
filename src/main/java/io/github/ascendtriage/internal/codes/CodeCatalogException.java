package io.github.ascendtriage.internal.codes;

import java.util.List;

/**
 * One or more code files could not be loaded. Each problem reads {@code file: $.json.path: reason}.
 *
 * <p>Immutable and thread-safe.
 */
public final class CodeCatalogException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final List<String> problems;

  /**
   * @param problems one line per problem; must not be empty
   * @throws IllegalArgumentException if {@code problems} is empty
   */
  public CodeCatalogException(List<String> problems) {
    super(render(problems));
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, {@code file: $.path: reason} each. */
  public List<String> problems() {
    return problems;
  }

  private static String render(List<String> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a CodeCatalogException needs at least one problem");
    }
    if (problems.size() == 1) {
      return problems.get(0);
    }
    return problems.size() + " problems in the code catalog:\n  " + String.join("\n  ", problems);
  }
}
