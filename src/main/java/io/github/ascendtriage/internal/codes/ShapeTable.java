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
    }
    loose = sorted(looseBuild);
    return this;
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
