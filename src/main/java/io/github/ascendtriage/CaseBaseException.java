package io.github.ascendtriage;

import java.util.List;

/**
 * A case file (or several) could not be loaded. The message names every problem as {@code
 * file: JSON path: reason}.
 *
 * <p>Immutable and thread-safe.
 */
public final class CaseBaseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final List<String> problems;

  /**
   * @param problems one line per problem, {@code file: $.json.path: reason}; must not be empty
   */
  public CaseBaseException(List<String> problems) {
    super(render(problems));
    this.problems = List.copyOf(problems);
  }

  /** Every problem found, one line each, {@code file: $.path: reason}. */
  public List<String> problems() {
    return problems;
  }

  private static String render(List<String> problems) {
    if (problems.isEmpty()) {
      throw new IllegalArgumentException("a CaseBaseException needs at least one problem");
    }
    if (problems.size() == 1) {
      return problems.get(0);
    }
    return problems.size() + " problems in the case base:\n  " + String.join("\n  ", problems);
  }
}
