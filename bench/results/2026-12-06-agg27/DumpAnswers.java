import java.io.*;
import java.nio.file.*;
import java.util.*;

/**
 * diagnose --format json and tag --alerts of every corpus input through Main.run in one JVM, each
 * answer written whole to OUT/NAME.diagnose.json and OUT/NAME.tag.txt (Answers.java of fact11 keeps
 * only their sha256; agg27 needs the JSON to aggregate the before-answers and compare).
 *
 *   java -cp CLI.jar DumpAnswers.java corpus OUT
 */
public class DumpAnswers {
  public static void main(String[] a) throws Exception {
    List<Path> inputs = new ArrayList<>();
    try (var s = Files.list(Path.of(a[0]))) {
      s.filter(Files::isDirectory).sorted().forEach(d -> {
        for (String n : new String[] {"input.log", "input"}) {
          if (Files.isRegularFile(d.resolve(n))) inputs.add(d.resolve(n));
        }
      });
    }
    Path out = Files.createDirectories(Path.of(a[1]));
    for (Path p : inputs) {
      String name = p.getParent().getFileName().toString();
      String[][] runs = {{"diagnose", p.toString(), "--format", "json"}, {"tag", "--alerts", p.toString()}};
      String[] ext = {".diagnose.json", ".tag.txt"};
      for (int i = 0; i < runs.length; i++) {
        ByteArrayOutputStream o = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int rc = io.github.ascendtriage.cli.Main.run(runs[i], InputStream.nullInputStream(), o, err);
        Files.write(out.resolve(name + ext[i]), o.toByteArray());
        Files.writeString(out.resolve(name + ext[i] + ".rc"), rc + "\n");
      }
    }
    System.out.println(inputs.size() + " inputs");
  }
}
