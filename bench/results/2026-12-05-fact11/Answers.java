import java.io.*;
import java.nio.file.*;
import java.security.MessageDigest;
import java.util.*;

/** diagnose --format json and tag --alerts of every corpus input through Main.run in one JVM; one sha256 per input and command. */
public class Answers {
  public static void main(String[] a) throws Exception {
    List<Path> inputs = new ArrayList<>();
    try (var s = Files.list(Path.of(a[0]))) {
      s.filter(Files::isDirectory).sorted().forEach(d -> {
        for (String n : new String[] {"input.log", "input"}) {
          if (Files.isRegularFile(d.resolve(n))) inputs.add(d.resolve(n));
        }
      });
    }
    MessageDigest all = MessageDigest.getInstance("SHA-256");
    try (PrintWriter w = new PrintWriter(a[1])) {
      for (Path p : inputs) {
        for (String[] args : new String[][] {{"diagnose", p.toString(), "--format", "json"}, {"tag", "--alerts", p.toString()}}) {
          ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
          int rc = io.github.ascendtriage.cli.Main.run(args, InputStream.nullInputStream(), out, err);
          byte[] d = MessageDigest.getInstance("SHA-256").digest(out.toByteArray());
          all.update(d);
          w.println(HexFormat.of().formatHex(d) + " " + rc + " " + args[0] + " " + p);
        }
      }
    }
    System.out.println(inputs.size() + " inputs, all " + HexFormat.of().formatHex(all.digest()));
  }
}
