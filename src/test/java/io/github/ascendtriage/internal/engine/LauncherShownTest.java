package io.github.ascendtriage.internal.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.internal.codes.LauncherVariables;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link LauncherSteps#shownBy} reads each line once with one automaton of the table's texts (run
 * 2026-12-07-warn34); it must answer as {@link LauncherVariables#shownBy}, which tries every launcher's texts
 * in the table's order on every line: the first launcher of the table that any line shows, not the first line's.
 */
class LauncherShownTest {
  private static final LauncherVariables TABLE = LauncherVariables.builtIn();
  private static final LauncherSteps STEPS = LauncherSteps.builtIn();

  private static List<String> texts() {
    List<String> out = new ArrayList<>();
    TABLE.launchers().forEach(l -> out.addAll(l.shows()));
    return out;
  }

  /** A random line: words, maybe one or two of the table's texts whole, cut, or in the other case. */
  private static String line(Random r, List<String> texts) {
    StringBuilder b = new StringBuilder();
    String[] words = {"worker", "rank 3", " ", "/usr/lib/", "--", "run", "[", ".", "torch", "ray", "mpi", "hydra", "(", "_"};
    int parts = 1 + r.nextInt(8);
    for (int i = 0; i < parts; i++) {
      int k = r.nextInt(10);
      String t = texts.get(r.nextInt(texts.size()));
      if (k == 0) {
        b.append(t);
      } else if (k == 1) {
        b.append(t, 0, 1 + r.nextInt(t.length() - 1)); // cut before its end: shows nothing alone
      } else if (k == 2) {
        b.append(t.toUpperCase(java.util.Locale.ROOT)); // the texts are case-sensitive
      } else {
        b.append(words[r.nextInt(words.length)]);
      }
    }
    return b.toString();
  }

  @Test
  void answersAsTheTableOnRandomLines() {
    List<String> texts = texts();
    Random r = new Random(3403401L);
    int shown = 0;
    int notFirstLine = 0;
    for (int round = 0; round < 20_000; round++) {
      List<String> lines = new ArrayList<>();
      for (int i = r.nextInt(5); i >= 0; i--) {
        lines.add(line(r, texts));
      }
      Optional<String> want = TABLE.shownBy(lines).map(LauncherVariables.Launcher::id);
      assertEquals(want, STEPS.shownBy(lines).map(LauncherVariables.Launcher::id), lines.toString());
      if (want.isPresent()) {
        shown++;
        if (TABLE.shownBy(lines.subList(0, 1)).map(LauncherVariables.Launcher::id).equals(want)) {
          continue;
        }
        notFirstLine++;
      }
    }
    // the streams hold both kinds: a launcher shown, and one shown only by a later line than the first
    assertTrue(shown > 5_000 && notFirstLine > 500, shown + " " + notFirstLine);
  }

  @Test
  void aTextCutInTwoShowsNothingAndNoLinesShowNothing() {
    assertEquals(Optional.empty(), STEPS.shownBy(List.of("horovo", "drun --np 4")));
    assertEquals(Optional.empty(), STEPS.shownBy(List.of()));
    assertEquals("horovod", STEPS.shownBy(List.of("mpirun -x HCCL_IF_IP", "python -c 'import horovod.torch'"))
        .orElseThrow().id());
  }
}
