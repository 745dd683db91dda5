package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.load.RegexShape.Alt;
import io.github.ascendtriage.internal.load.RegexShape.Chars;
import io.github.ascendtriage.internal.load.RegexShape.Node;
import io.github.ascendtriage.internal.load.RegexShape.Refused;
import io.github.ascendtriage.internal.load.RegexShape.Repeat;
import io.github.ascendtriage.internal.load.RegexShape.Seq;
import io.github.ascendtriage.internal.load.RegexShape.Zero;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Optional;

/**
 * Refuses, when a case base loads, the regular expressions whose backtracking can grow without
 * bound with the input: a back-reference, a repetition of something that can match nothing
 * ({@code (a*)*}), a repetition whose body can itself be matched in more than one way (a nested
 * repetition, an optional part or alternatives that may start alike: {@code (a+)+},
 * {@code (a?a)*}, {@code (a|ab)*}) unless every iteration is fenced by a separator character
 * found nowhere else in the body ({@code (\.[a-z]+)*}), and two long repetitions in a row that can
 * match the same character ({@code \d*\d*}). A possessive or atomic repetition is not
 * backtracked into and is allowed. The check looks at shapes, so it refuses some patterns that
 * are in fact fast; the step budget of {@code ValueClass} bounds whatever it lets through.
 *
 * <p>Stateless and thread-safe.
 */
final class BacktrackCheck {
  private BacktrackCheck() {}

  /** Repetitions with at most this many iterations count as short for the adjacency rule. */
  private static final int SHORT = 64;

  /**
   * Why {@code regex} (already compiled by {@link java.util.regex.Pattern}) can backtrack without bound; empty
   * when its shape is safe.
   */
  static Optional<String> problem(String regex) {
    Node root;
    try {
      root = RegexShape.parse(regex);
    } catch (Refused e) {
      return Optional.of(e.getMessage());
    }
    List<String> found = new ArrayList<>();
    walk(root, found);
    return found.isEmpty() ? Optional.empty() : Optional.of(found.get(0));
  }

  // ---- the rules

  private static void walk(Node n, List<String> found) {
    if (n instanceof Seq s) {
      s.items().forEach(c -> walk(c, found));
      adjacent(s, found);
    } else if (n instanceof Alt a) {
      a.options().forEach(c -> walk(c, found));
    } else if (n instanceof Repeat r) {
      walk(r.body(), found);
      if (!r.possessive() && (r.max() < 0 || r.max() > 1)) {
        if (nullable(r.body())) {
          found.add("'" + r.text() + "' repeats something that can match nothing; its backtracking has no bound");
        } else if (ambiguous(r.body()) && !separated(r.body())) {
          found.add("'" + r.text() + "' repeats something that can match the same text in more than one way"
              + " (a nested repetition, an optional part or alternatives that may start alike);"
              + " its backtracking grows exponentially. Start or end each iteration with a character"
              + " found nowhere else in it, or make the repetition possessive ('*+', '++')");
        }
      }
    }
  }

  /** Two long repetitions in a row that can match the same character: {@code \d*\d*}. */
  private static void adjacent(Seq s, List<String> found) {
    Repeat prev = null;
    for (Node n : s.items()) {
      if (n instanceof Zero) {
        continue;
      }
      if (n instanceof Repeat r && !r.possessive() && (r.max() < 0 || r.max() > SHORT)) {
        if (prev != null && last(prev.body()).intersects(chars(r.body()))) {
          found.add("'" + prev.text() + "' and '" + r.text() + "' follow each other and can match the same"
              + " characters; their backtracking grows with the square of the input");
        }
        prev = r;
      } else if (!(n instanceof Repeat r2 && r2.min() == 0)) {
        prev = null;
      }
    }
  }

  private static boolean nullable(Node n) {
    if (n instanceof Chars) {
      return false;
    } else if (n instanceof Seq s) {
      return s.items().stream().allMatch(BacktrackCheck::nullable);
    } else if (n instanceof Alt a) {
      return a.options().stream().anyMatch(BacktrackCheck::nullable);
    } else if (n instanceof Repeat r) {
      return r.min() == 0 || nullable(r.body());
    }
    return true;
  }

  /** Whether the body may match one text in several ways, as far as its shape tells. */
  private static boolean ambiguous(Node n) {
    if (n instanceof Seq s) {
      return s.items().stream().anyMatch(BacktrackCheck::ambiguous);
    } else if (n instanceof Alt a) {
      return a.options().stream().anyMatch(BacktrackCheck::ambiguous) || overlapping(a);
    } else if (n instanceof Repeat r) {
      return !r.possessive() && (r.min() != r.max() || ambiguous(r.body()));
    }
    return false;
  }

  private static boolean overlapping(Alt a) {
    BitSet seen = new BitSet();
    for (Node o : a.options()) {
      BitSet f = first(o);
      if (nullable(o) || f.intersects(seen)) {
        return true;
      }
      seen.or(f);
    }
    return false;
  }

  /**
   * Whether each iteration starts (or ends) with exactly one character from a set no other part
   * of the body can match: the iterations then split one way only.
   */
  private static boolean separated(Node body) {
    List<Node> items = body instanceof Seq s ? s.items() : List.of(body);
    List<Node> solid = items.stream().filter(n -> !(n instanceof Zero)).toList();
    if (solid.size() < 2) {
      return false;
    }
    return fence(solid.get(0), solid.subList(1, solid.size()))
        || fence(solid.get(solid.size() - 1), solid.subList(0, solid.size() - 1));
  }

  private static boolean fence(Node edge, List<Node> rest) {
    if (!(edge instanceof Chars c)) {
      return false;
    }
    BitSet others = new BitSet();
    rest.forEach(n -> others.or(chars(n)));
    return !c.set().intersects(others);
  }

  private static BitSet chars(Node n) {
    BitSet b = new BitSet();
    if (n instanceof Chars c) {
      b.or(c.set());
    } else if (n instanceof Seq s) {
      s.items().forEach(i -> b.or(chars(i)));
    } else if (n instanceof Alt a) {
      a.options().forEach(o -> b.or(chars(o)));
    } else if (n instanceof Repeat r) {
      b.or(chars(r.body()));
    }
    return b;
  }

  private static BitSet last(Node n) {
    if (n instanceof Seq s) {
      List<Node> reversed = new ArrayList<>(s.items());
      java.util.Collections.reverse(reversed);
      BitSet b = new BitSet();
      for (Node i : reversed) {
        b.or(last(i));
        if (!nullable(i)) {
          break;
        }
      }
      return b;
    } else if (n instanceof Repeat r) {
      return last(r.body());
    } else if (n instanceof Alt a) {
      BitSet b = new BitSet();
      a.options().forEach(o -> b.or(last(o)));
      return b;
    }
    return first(n);
  }

  private static BitSet first(Node n) {
    BitSet b = new BitSet();
    if (n instanceof Chars c) {
      b.or(c.set());
    } else if (n instanceof Seq s) {
      for (Node i : s.items()) {
        b.or(first(i));
        if (!nullable(i)) {
          break;
        }
      }
    } else if (n instanceof Alt a) {
      a.options().forEach(o -> b.or(first(o)));
    } else if (n instanceof Repeat r) {
      b.or(first(r.body()));
    }
    return b;
  }
}
