package io.github.ascendtriage.internal.extract.collect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.codes.LauncherVariables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A feature set knows the launcher its features' lines show from each line looked up once, when its feature was
 * first seen ({@link FeatureSet#launcher}); it must answer what searching every feature's line at once answers
 * ({@link LauncherVariables#shownBy}, the table's order deciding between two launchers). Checked on random streams
 * whose lines hold texts of the built-in table's launchers (several on one line, or one split so that it is not
 * there), with forgets that drop the features whose lines showed a launcher, sets read in parallel and added, and
 * tokens derived from several lines.
 */
class FeatureSetLauncherTest {
  private static final LauncherVariables TABLE = LauncherVariables.builtIn();
  private static final FeatureType[] TYPES = {FeatureType.PHRASE, FeatureType.FUNCTION, FeatureType.PORT};

  @ParameterizedTest
  @ValueSource(longs = {1, 2, 3, 4, 5, 6})
  void answersWhatSearchingEveryLineAnswers(long seed) {
    Random r = new Random(seed * 104_729);
    FeatureCollector c = new FeatureCollector();
    int pool = 30 + r.nextInt(300);
    int checked = 0;
    int shown = 0;
    long line = 0;
    for (int step = 0; step < 4_000; step++) {
      line += 1 + r.nextInt(3);
      c.beginLine("src", line, text(r, line));
      for (int k = r.nextInt(3); k > 0; k--) {
        FeatureType t = TYPES[r.nextInt(TYPES.length)];
        c.feature(t, t == FeatureType.PORT ? Integer.toString(1000 + r.nextInt(pool)) : "v" + r.nextInt(pool));
      }
      if (r.nextInt(150) == 0) { // a fifth of the forgets leave nothing: the lines that showed a launcher go too
        c.forgetOlderThan(r.nextInt(5) == 0 ? line + 1 : Math.max(0, line - r.nextInt(2_000)));
      }
      if (r.nextInt(300) == 0) {
        c.add(other(r, line));
      }
      if (r.nextInt(40) == 0) {
        FeatureSet f = c.snapshot();
        check(f, "seed " + seed + ", line " + line);
        FeatureSet d = f.withDerived(FeatureType.PHRASE, "derived " + line, List.of(new Evidence("src", line, text(r, line))));
        check(d, "derived, seed " + seed + ", line " + line);
        checked++;
        shown += f.launcher().isPresent() ? 1 : 0;
      }
    }
    check(c.finish(), "finished, seed " + seed);
    assertTrue(checked > 50 && shown > 0 && shown < checked, "the streams show launchers at some looks only: " + shown + "/" + checked);
  }

  @Test
  void theTablesOrderDecidesBetweenTwoLaunchersShown() {
    List<LauncherVariables.Launcher> all = TABLE.launchers();
    LauncherVariables.Launcher first = all.get(0);
    LauncherVariables.Launcher last = all.get(all.size() - 1);
    FeatureCollector c = new FeatureCollector();
    c.beginLine("a", 1, "started by " + last.shows().get(0));
    c.feature(FeatureType.PHRASE, "one");
    assertEquals(Optional.of(last), c.snapshot().launcher());
    c.beginLine("a", 2, "later " + first.shows().get(0) + " here");
    c.feature(FeatureType.PHRASE, "two");
    assertEquals(Optional.of(first), c.snapshot().launcher());
    c.forgetOlderThan(2);
    assertEquals(Optional.of(first), c.snapshot().launcher());
    c.forgetOlderThan(3);
    assertEquals(Optional.empty(), c.snapshot().launcher());
  }

  private static void check(FeatureSet f, String where) {
    List<String> lines = new ArrayList<>();
    for (Feature x : f.features()) {
      lines.add(x.evidence().text());
    }
    assertEquals(TABLE.shownBy(lines).map(LauncherVariables.Launcher::id), f.launcher().map(LauncherVariables.Launcher::id), where);
  }

  /** A set read apart (a file read in parallel), as the collector adds it. */
  private static FeatureSet other(Random r, long line) {
    FeatureCollector o = new FeatureCollector();
    for (int i = 0; i < 1 + r.nextInt(5); i++) {
      o.beginLine("other", line + i, text(r, line + i));
      o.feature(FeatureType.PHRASE, "other " + r.nextInt(50));
    }
    return o.finish();
  }

  /** Mostly a line that shows nothing; sometimes one or two launchers' texts, or a text cut in two. */
  private static String text(Random r, long line) {
    List<LauncherVariables.Launcher> all = TABLE.launchers();
    StringBuilder b = new StringBuilder("line ").append(line);
    int n = r.nextInt(25) == 0 ? 1 + r.nextInt(2) : 0;
    for (int i = 0; i < n; i++) {
      List<String> shows = all.get(r.nextInt(all.size())).shows();
      String s = shows.get(r.nextInt(shows.size()));
      if (r.nextInt(4) == 0) {
        s = s.substring(0, s.length() / 2) + " " + s.substring(s.length() / 2); // not the text any more
      }
      b.append(r.nextBoolean() ? " " : "").append(s);
    }
    return b.toString();
  }
}
