import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.DiagnosisJson;
import io.github.ascendtriage.internal.output.TextReport;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * What {@code diagnose TREE --format json} and {@code diagnose TREE} (the text report) answer, for
 * every tree of a folder (a folder or a {@code .tar.gz}), in one JVM: the same
 * calls the CLI makes ({@code AscendTriage.diagnose(List<Path>)}, {@code DiagnosisJson.toJson},
 * {@code TextReport.text}),
 * without a JVM start and a knowledge load per tree. Used by bench/stranger-trees.sh with
 * {@code INPROC=1}; run with the CLI jar on the class path:
 *
 * <pre>
 *   java -cp target/ascend-triage-*-cli.jar bench/StrangerAnswers.java TREES ANSWERS [SUB]
 * </pre>
 * With {@code SUB} (aicpu37: {@code logs}, the folder of a generator's tree that field-trees.sh diagnoses, beside
 * its expected.json) each tree's {@code SUB} folder is answered under the tree's name.
 */
public final class StrangerAnswers {
  public static void main(String[] args) throws IOException {
    Path trees = Path.of(args[0]);
    Path answers = Path.of(args[1]);
    Files.createDirectories(answers);
    AscendTriage triage = AscendTriage.builder().build();
    List<Path> all;
    try (Stream<Path> s = Files.list(trees)) {
      all = s.filter(p -> Files.isDirectory(p) || p.toString().endsWith(".tar.gz")).sorted().toList();
    }
    for (Path tree : all) {
      // a tree written as a customer's archive (tree-NNNN.tar.gz) is answered under the tree's name
      String name = tree.getFileName().toString().replaceFirst("\\.tar\\.gz$", "");
      try {
        Diagnosis d = triage.diagnose(List.of(args.length > 2 ? tree.resolve(args[2]) : tree));
        Files.writeString(answers.resolve(name + ".json"), DiagnosisJson.toJson(d) + "\n", StandardCharsets.UTF_8);
        // the text report `diagnose TREE` prints (its first lines and its fix lines are checked too)
        Files.writeString(answers.resolve(name + ".txt"), TextReport.text(d), StandardCharsets.UTF_8);
      } catch (IOException | RuntimeException e) {
        Files.writeString(answers.resolve(name + ".err"), String.valueOf(e) + "\n", StandardCharsets.UTF_8);
      }
    }
  }
}
