package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The search from anchors finds what the plain search finds, and only when the anchor distance is right. */
class AnchoredFindTest {
  private static final Pattern WORD = Pattern.compile("(?<![a-z])(?:pre)?key=(\\d+)");

  @Test
  void findsWhatThePlainSearchFinds() {
    AnchoredFindCheck.sameAsFind(AnchoredFind.literals(WORD, 3, List.of("key=")),
        List.of("key=", "prekey=", "pre", "xkey=", "k", "ey=", "1"), List.of("prekey=1 key=22 xkey=3 prekey=4"), 20_000);
  }

  @Test
  void aDistanceTooShortMissesAMatchTheCheckSees() {
    // the check must be able to fail: "prekey=" starts 3 chars before its anchor
    AnchoredFind tooShort = AnchoredFind.literals(WORD, 2, List.of("key="));
    assertThrows(AssertionError.class, () -> AnchoredFindCheck.sameAsFind(tooShort, List.of("x"), List.of("a prekey=5"), 0));
  }

  @Test
  void aStartTestTriesOnlyItsStartsAndOneThatRefusesAMatchFails() {
    List<String> pieces = List.of("key=", "prekey=", "pre", "xkey=", "k", "ey=", "1");
    List<String> lines = List.of("prekey=1 key=22 xkey=3 prekey=4");
    // every match starts at "key=" or "prekey=": a right test, the same matches
    AnchoredFindCheck.sameAsFind(new AnchoredFind(WORD, 3, (t, i) -> t.indexOf("key=", i),
        (t, i) -> t.startsWith("key=", i) || t.startsWith("prekey=", i)), pieces, lines, 20_000);
    // a test that refuses the "pre" form misses matches the check sees
    AnchoredFind refuses = new AnchoredFind(WORD, 3, (t, i) -> t.indexOf("key=", i), (t, i) -> t.startsWith("key=", i));
    assertThrows(AssertionError.class, () -> AnchoredFindCheck.sameAsFind(refuses, pieces, lines, 0));
  }

  @Test
  void noAnchorNoMatchAndAMatchAtTheEnd() {
    AnchoredFind f = AnchoredFind.literals(WORD, 3, List.of("key="));
    assertEquals(false, f.next(f.matcher("no such thing"), "no such thing", 0));
    String s = "key=1";
    var m = f.matcher(s);
    assertEquals(true, f.next(m, s, 0));
    assertEquals(false, f.next(m, s, m.end()));
    assertThrows(IllegalArgumentException.class, () -> new AnchoredFind(WORD, -1, (t, i) -> -1));
  }
}
