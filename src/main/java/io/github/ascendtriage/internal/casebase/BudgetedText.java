package io.github.ascendtriage.internal.casebase;

/**
 * A value seen through a count of the characters a regular expression reads: past the budget the
 * next read throws {@link OverBudget}, which ends the match. The second fence behind the load-time
 * shape check: whatever a pattern's shape, one match costs at most the budget in steps. Not
 * thread-safe (one per match).
 */
final class BudgetedText implements CharSequence {
  /** Thrown from {@link #charAt} when the budget is spent; carries no stack trace. */
  static final class OverBudget extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OverBudget() {
      super("over budget", null, false, false);
    }
  }

  private final String text;
  private long left;

  BudgetedText(String text, long budget) {
    this.text = text;
    this.left = budget;
  }

  @Override
  public char charAt(int index) {
    if (--left < 0) {
      throw new OverBudget();
    }
    return text.charAt(index);
  }

  @Override
  public int length() {
    return text.length();
  }

  @Override
  public CharSequence subSequence(int start, int end) {
    return new BudgetedText(text.substring(start, end), left);
  }

  @Override
  public String toString() {
    return text;
  }
}
