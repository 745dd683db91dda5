package io.github.ascendtriage.internal.codes;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The forms of one slot kind, filed by the character next to the code, so that a number in a line
 * is tried only against the forms that can fit the character beside it.
 *
 * <p>Immutable after {@link #freeze()} and thread-safe.
 */
final class ShapeTable {
  private static final Shape[] NONE = new Shape[0];

  private final Map<Character, List<Shape>> leftBuild = new HashMap<>();
  private final Map<Character, List<Shape>> rightBuild = new HashMap<>();
  private final List<Shape> looseBuild = new ArrayList<>();
  /** Indexed by character for ASCII; other characters in the maps. */
  private final Shape[][] leftAscii = new Shape[128][];
  /**
   * {@link #leftAscii} split once more by the character before that one: [prev][prev2] holds the
   * forms whose adjacent text ends in prev2, prev, and those whose adjacent text is prev alone.
   * A number after a blank is tried against the forms that end in that blank and fit the
   * character before it, not against every form ending in a blank (null: no form ends in prev).
   */
  private final Shape[][][] leftAscii2 = new Shape[128][][];
  private final Shape[][] rightAscii = new Shape[128][];
  private Map<Character, Shape[]> byLeft = Map.of();
  private Map<Character, Shape[]> byRight = Map.of();
  private Shape[] loose = NONE;
  private static final java.util.Comparator<Shape> MOST_SPECIFIC_FIRST = new java.util.Comparator<>() {
    @Override
    public int compare(Shape a, Shape b) {
      return Integer.compare(b.specificity, a.specificity);
    }
  };

  void add(Shape s) {
    int l = s.left.length > 0 && s.left[0] instanceof String ? s.leftKey() : -1;
    int r = s.right.length > 0 && s.right[0] instanceof String ? s.rightKey() : -1;
    if (l >= 0) {
      listOf(leftBuild, (char) l).add(s);
    } else if (s.left.length == 0 && r >= 0) {
      listOf(rightBuild, (char) r).add(s);
    } else {
      looseBuild.add(s);
    }
  }

  // plain code instead of lambdas here and below: the table is built at every start, where each
  // lambda's first call links a call site (measured, issue 16)
  private static List<Shape> listOf(Map<Character, List<Shape>> m, char c) {
    List<Shape> l = m.get(c);
    if (l == null) {
      l = new ArrayList<>();
      m.put(c, l);
    }
    return l;
  }

  ShapeTable freeze() {
    byLeft = frozen(leftBuild);
    byRight = frozen(rightBuild);
    for (char c = 0; c < 128; c++) {
      leftAscii[c] = byLeft.getOrDefault(c, NONE);
      rightAscii[c] = byRight.getOrDefault(c, NONE);
      leftAscii2[c] = leftAscii[c].length == 0 ? null : bySecond(leftAscii[c]);
    }
    loose = sorted(looseBuild);
    return this;
  }

  /** {@code group} (most specific first) by the second character left of the code: see {@link #leftAscii2}. */
  private static Shape[][] bySecond(Shape[] group) {
    Shape[][] out = new Shape[128][];
    for (char c2 = 0; c2 < 128; c2++) {
      List<Shape> fit = new ArrayList<>();
      for (Shape s : group) {
        int k2 = s.leftKey2();
        if (k2 < 0 || k2 == c2) {
          fit.add(s);
        }
      }
      out[c2] = fit.size() == group.length ? group : fit.toArray(NONE);
    }
    return out;
  }

  /** Most specific first, so that a scan can skip forms that can no longer win. */
  private static Map<Character, Shape[]> frozen(Map<Character, List<Shape>> m) {
    Map<Character, Shape[]> out = new HashMap<>();
    for (Map.Entry<Character, List<Shape>> e : m.entrySet()) {
      out.put(e.getKey(), sorted(e.getValue()));
    }
    return out;
  }

  private static Shape[] sorted(List<Shape> v) {
    Shape[] a = v.toArray(NONE);
    java.util.Arrays.sort(a, MOST_SPECIFIC_FIRST);
    return a;
  }

  /** Forms whose text next to the code starts with {@code prev} (the character before the code). */
  Shape[] byLeft(int prev) {
    return prev < 0 ? NONE : prev < 128 ? leftAscii[prev] : byLeft.getOrDefault((char) prev, NONE);
  }

  /**
   * As {@link #byLeft(int)}, without the forms whose text left of the code cannot end in {@code
   * prev2} then {@code prev} ({@code prev2}: the character before {@code prev}, or -1).
   */
  Shape[] byLeft(int prev, int prev2) {
    if (prev < 0 || prev >= 128 || prev2 < 0 || prev2 >= 128) {
      return byLeft(prev);
    }
    Shape[][] second = leftAscii2[prev];
    return second == null ? NONE : second[prev2];
  }

  /** Forms with nothing left of the code whose text right of it starts with {@code next}. */
  Shape[] byRight(int next) {
    return next < 0 ? NONE : next < 128 ? rightAscii[next] : byRight.getOrDefault((char) next, NONE);
  }

  /** Forms that must be tried whatever stands beside the code. */
  Shape[] loose() {
    return loose;
  }

  boolean isEmpty() {
    return leftBuild.isEmpty() && rightBuild.isEmpty() && looseBuild.isEmpty();
  }
}
