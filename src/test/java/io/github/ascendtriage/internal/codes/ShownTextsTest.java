package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ShownTexts}' one pass finds the launcher a search per text and line finds: the lowest launcher, in the
 * table's order, that lists a text the line holds, a text that begins with a letter or digit counting only where no
 * letter or digit comes before it.
 */
class ShownTextsTest {
  /** The reference: each launcher's texts searched in the line one by one (what shownBy did before facts36). */
  private static int searched(List<List<String>> shows, String line, int below) {
    for (int k = 0; k < below; k++) {
      for (String text : shows.get(k)) {
        boolean word = Character.isLetterOrDigit(text.charAt(0));
        for (int i = line.indexOf(text); i >= 0; i = line.indexOf(text, i + 1)) {
          if (!word || i == 0 || !Character.isLetterOrDigit(line.charAt(i - 1))) {
            return k;
          }
        }
      }
    }
    return below;
  }

  private static List<List<String>> builtInTexts() {
    return LauncherVariables.builtIn().launchers().stream().map(LauncherVariables.Launcher::shows).toList();
  }

  /** A line glued from texts, their near misses (cut, a char changed, a letter glued before) and other words. */
  private static String line(Random r, List<String> texts) {
    String[] words = {"srun", "ms", "x", "=", " ", "INFO", "[proxy:", "ray", ".", "init(", "é", "日本", "\t", "0", "_", "/"};
    StringBuilder b = new StringBuilder();
    int parts = r.nextInt(7);
    for (int p = 0; p < parts; p++) {
      String t = texts.get(r.nextInt(texts.size()));
      switch (r.nextInt(6)) {
        case 0 -> b.append(t);
        case 1 -> b.append(t, 0, 1 + r.nextInt(t.length() - 1));
        case 2 -> b.append(t, 1, t.length());
        case 3 -> {
          char[] c = t.toCharArray();
          c[r.nextInt(c.length)] = "aZ9 :(é".charAt(r.nextInt(7));
          b.append(c);
        }
        case 4 -> b.append("aZ9_ é".charAt(r.nextInt(6))).append(t);
        default -> b.append(words[r.nextInt(words.length)]);
      }
    }
    return b.toString();
  }

  @Test
  void theBuiltInTextsAreFoundAsTheSearchPerTextFindsThemOnRandomLines() {
    List<List<String>> shows = builtInTexts();
    List<String> texts = shows.stream().flatMap(List::stream).toList();
    ShownTexts index = new ShownTexts(shows);
    Random r = new Random(3636001);
    for (int n = 0; n < 60_000; n++) {
      String line = line(r, texts);
      int below = r.nextInt(4) == 0 ? r.nextInt(shows.size() + 1) : shows.size();
      assertEquals(searched(shows, line, below), index.lowestShown(line, below), () -> "line [" + line + "] below " + below);
    }
  }

  @Test
  void aTextOfAnyFirstCharactersAndOneListedTwiceAreFoundAsTheSearchFindsThem() {
    // texts that begin with a non-ASCII char or a single ASCII one before it, a text two launchers list, one
    // inside another, and one that begins a word
    List<List<String>> shows = List.of(List.of("ab cd", "日本 run"), List.of("é-launch", "xé run", "ab cd"), List.of("b cd e", "ab"),
        List.of("runner ", "9run"));
    List<String> texts = shows.stream().flatMap(List::stream).toList();
    ShownTexts index = new ShownTexts(shows);
    Random r = new Random(3636002);
    List<String> misses = new ArrayList<>();
    for (int n = 0; n < 60_000; n++) {
      String line = line(r, texts);
      int below = r.nextInt(4) == 0 ? r.nextInt(shows.size() + 1) : shows.size();
      if (searched(shows, line, below) != index.lowestShown(line, below)) {
        misses.add("[" + line + "] below " + below);
      }
    }
    assertEquals(List.of(), misses.subList(0, Math.min(5, misses.size())));
  }
}
