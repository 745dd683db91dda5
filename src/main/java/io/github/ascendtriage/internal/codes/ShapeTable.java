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
  private Map<Character, Shape[]> byLeft = Map.of();
  private Map<Character, Shape[]> byRight = Map.of();
  private Shape[] loose = NONE;

  void add(Shape s) {
    int l = s.left.length > 0 && s.left[0] instanceof String ? s.leftKey() : -1;
    int r = s.right.length > 0 && s.right[0] instanceof String ? s.rightKey() : -1;
    if (l >= 0) {
      leftBuild.computeIfAbsent((char) l, k -> new ArrayList<>()).add(s);
    } else if (s.left.length == 0 && r >= 0) {
      rightBuild.computeIfAbsent((char) r, k -> new ArrayList<>()).add(s);
    } else {
      looseBuild.add(s);
    }
  }

  ShapeTable freeze() {
    byLeft = frozen(leftBuild);
    byRight = frozen(rightBuild);
    loose = looseBuild.toArray(NONE);
    return this;
  }

  private static Map<Character, Shape[]> frozen(Map<Character, List<Shape>> m) {
    Map<Character, Shape[]> out = new HashMap<>();
    m.forEach((k, v) -> out.put(k, v.toArray(NONE)));
    return out;
  }

  /** Forms whose text next to the code starts with {@code prev} (the character before the code). */
  Shape[] byLeft(int prev) {
    return prev < 0 ? NONE : byLeft.getOrDefault((char) prev, NONE);
  }

  /** Forms with nothing left of the code whose text right of it starts with {@code next}. */
  Shape[] byRight(int next) {
    return next < 0 ? NONE : byRight.getOrDefault((char) next, NONE);
  }

  /** Forms that must be tried whatever stands beside the code. */
  Shape[] loose() {
    return loose;
  }

  boolean isEmpty() {
    return leftBuild.isEmpty() && rightBuild.isEmpty() && looseBuild.isEmpty();
  }
}
