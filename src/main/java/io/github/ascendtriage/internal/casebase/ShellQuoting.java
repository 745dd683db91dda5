package io.github.ascendtriage.internal.casebase;

import java.util.Optional;

/**
 * How a value is put into a command so that it stays one piece of data: the shell quoting state
 * at each placeholder of a template, and the quoting of a value for that state. Stateless and
 * thread-safe.
 *
 * <p>A value made only of {@link #isPlain plain} characters (letters, digits, {@code _ . : / @ %
 * + , = -}) cannot change the shell structure anywhere and is put as it is. Any other value is
 * wrapped in single quotes where the template has no quotes, a quote inside it written as
 * {@code '\''} (POSIX). Inside the template's own single or double quotes such a value is refused:
 * there the text is often handed to another shell ({@code ssh host '...'}, {@code bash -c}), where
 * no local quoting would protect it.
 */
final class ShellQuoting {
  private ShellQuoting() {}

  /** The quoting state of the shell at a point of a command. */
  public enum State {
    UNQUOTED,
    /** After an unquoted {@code #} that starts a word, up to the end of the line. */
    COMMENT,
    SINGLE,
    DOUBLE
  }

  /** Follows the quoting state across literal text. Not thread-safe. */
  static final class Tracker {
    private State state = State.UNQUOTED;
    private boolean escaped;
    private boolean wordStart = true;

    State state() {
      return state;
    }

    void accept(CharSequence text) {
      for (int i = 0; i < text.length(); i++) {
        accept(text.charAt(i));
      }
    }

    /** A placeholder's value is one piece of a word. */
    void acceptValue() {
      wordStart = false;
    }

    private void accept(char c) {
      boolean atStart = wordStart;
      wordStart = state == State.UNQUOTED && (c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '&'
          || c == '|' || c == '(' || c == ')');
      if (escaped) {
        escaped = false;
        return;
      }
      switch (state) {
        case UNQUOTED -> {
          if (c == '\\') {
            escaped = true;
          } else if (c == '\'') {
            state = State.SINGLE;
          } else if (c == '"') {
            state = State.DOUBLE;
          } else if (c == '#' && atStart) {
            state = State.COMMENT;
          }
        }
        case COMMENT -> {
          if (c == '\n') {
            state = State.UNQUOTED;
            wordStart = true;
          }
        }
        case SINGLE -> {
          if (c == '\'') {
            state = State.UNQUOTED;
          }
        }
        case DOUBLE -> {
          if (c == '\\') {
            escaped = true;
          } else if (c == '"') {
            state = State.UNQUOTED;
          }
        }
      }
    }
  }

  /** True for the characters that have no meaning to a POSIX shell inside a word. */
  static boolean isPlain(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '_' || c == '.' || c == ':' || c == '/' || c == '@' || c == '%' || c == '+' || c == ','
        || c == '=' || c == '-';
  }

  static boolean isPlain(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (!isPlain(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * The text to put into the command for {@code value} at a point in state {@code state}; empty
   * when it cannot be put there safely.
   */
  static Optional<String> place(String value, State state) {
    if (isPlain(value)) {
      return Optional.of(value);
    }
    if (state != State.UNQUOTED && state != State.COMMENT) {
      return Optional.empty();
    }
    return Optional.of("'" + value.replace("'", "'\\''") + "'");
  }
}
