package io.github.ascendtriage.reliability;

import java.util.ArrayList;
import java.util.List;

/**
 * A small POSIX shell tokenizer for tests: splits a command into operators and words, and for each
 * word records its literal text (quotes removed) and every construct the shell would act on
 * (parameter expansion, command substitution, globs, tilde, braces, history). Two commands with
 * the same operators and the same constructs in each word have the same shell structure. Lenient:
 * an unterminated quote runs to the end.
 */
final class ShellWords {
  private ShellWords() {}

  /** An operator ({@code ;}, {@code &&}, newline...) or a word. */
  record Token(boolean operator, String text, List<String> active) {
    String shape() {
      return operator ? "op[" + text + "]" : "word" + active;
    }
  }

  private static final String[] OPERATORS = {
    "&&", "||", ";;", ">>", "<<", "<&", ">&", "<>", ">|", "|&", ";", "&", "|", "(", ")", "<", ">", "\n"
  };

  static List<Token> tokens(String s) {
    List<Token> out = new ArrayList<>();
    StringBuilder lit = new StringBuilder();
    List<String> active = new ArrayList<>();
    boolean inWord = false;
    int i = 0;
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == ' ' || c == '\t') {
        inWord = flush(out, lit, active, inWord);
        i++;
        continue;
      }
      if (c == '#' && !inWord) {
        while (i < n && s.charAt(i) != '\n') {
          i++;
        }
        continue;
      }
      String op = operatorAt(s, i);
      if (op != null) {
        inWord = flush(out, lit, active, inWord);
        out.add(new Token(true, op, List.of()));
        i += op.length();
        continue;
      }
      boolean wordStart = !inWord;
      inWord = true;
      switch (c) {
        case '\\' -> {
          if (i + 1 < n) {
            lit.append(s.charAt(i + 1));
          }
          i += 2;
        }
        case '\'' -> {
          int end = s.indexOf('\'', i + 1);
          end = end < 0 ? n : end;
          lit.append(s, i + 1, end);
          i = end + 1;
        }
        case '"' -> i = doubleQuoted(s, i + 1, lit, active);
        case '$' -> i = dollar(s, i, active);
        case '`' -> {
          active.add("`");
          int end = s.indexOf('`', i + 1);
          i = end < 0 ? n : end + 1;
        }
        case '*', '?', '[' -> {
          active.add("glob" + c);
          lit.append(c);
          i++;
        }
        case '{', '}' -> {
          active.add("brace" + c);
          lit.append(c);
          i++;
        }
        case '!' -> {
          active.add("history");
          lit.append(c);
          i++;
        }
        case '~' -> {
          if (wordStart) {
            active.add("tilde");
          }
          lit.append(c);
          i++;
        }
        default -> {
          lit.append(c);
          i++;
        }
      }
    }
    flush(out, lit, active, inWord);
    return out;
  }

  /** The shapes of the tokens: what a value could change. */
  static List<String> shapes(String s) {
    return tokens(s).stream().map(Token::shape).toList();
  }

  private static boolean flush(List<Token> out, StringBuilder lit, List<String> active, boolean inWord) {
    if (inWord) {
      out.add(new Token(false, lit.toString(), List.copyOf(active)));
    }
    lit.setLength(0);
    active.clear();
    return false;
  }

  private static String operatorAt(String s, int i) {
    for (String op : OPERATORS) {
      if (s.startsWith(op, i)) {
        return op;
      }
    }
    return null;
  }

  private static int doubleQuoted(String s, int i, StringBuilder lit, List<String> active) {
    int n = s.length();
    while (i < n) {
      char c = s.charAt(i);
      if (c == '"') {
        return i + 1;
      }
      if (c == '\\' && i + 1 < n && "$`\"\\\n".indexOf(s.charAt(i + 1)) >= 0) {
        lit.append(s.charAt(i + 1));
        i += 2;
      } else if (c == '$') {
        i = dollar(s, i, active);
      } else if (c == '`') {
        active.add("`");
        int end = s.indexOf('`', i + 1);
        i = end < 0 ? n : end + 1;
      } else if (c == '!') {
        active.add("history");
        lit.append(c);
        i++;
      } else {
        lit.append(c);
        i++;
      }
    }
    return n;
  }

  /** {@code $name}, {@code ${...}}, {@code $(...)}, {@code $'...'}: one active construct. */
  private static int dollar(String s, int i, List<String> active) {
    int n = s.length();
    if (i + 1 >= n) {
      active.add("$");
      return n;
    }
    char c = s.charAt(i + 1);
    if (c == '(' || c == '{') {
      char close = c == '(' ? ')' : '}';
      active.add(c == '(' ? "$(" : "${");
      int depth = 0;
      for (int j = i + 1; j < n; j++) {
        if (s.charAt(j) == c) {
          depth++;
        } else if (s.charAt(j) == close && --depth == 0) {
          return j + 1;
        }
      }
      return n;
    }
    if (c == '\'') {
      active.add("$'");
      int end = s.indexOf('\'', i + 2);
      return end < 0 ? n : end + 1;
    }
    active.add("$");
    int j = i + 1;
    if (Character.isDigit(c) || "@*#?$!-".indexOf(c) >= 0) {
      return j + 1;
    }
    while (j < n && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_')) {
      j++;
    }
    return j;
  }
}
