import java.io.*;
import java.nio.file.*;
import java.security.MessageDigest;
import java.util.*;

/** tag, tag --alerts and tag --alerts --format ecs of every given input (corpus dirs, or files) through Main.run in one JVM; one sha256 per input and command. */
public class Answers {
  public static void main(String[] a) throws Exception {
    List<Path> inputs = new ArrayList<>();
    for (int i = 1; i < a.length; i++) {
      Path p = Path.of(a[i]);
      if (Files.isRegularFile(p)) { inputs.add(p); continue; }
      try (var s = Files.list(p)) {
        s.filter(Files::isDirectory).sorted().forEach(d -> {
          for (String n : new String[] {"input.log", "input"}) {
            if (Files.isRegularFile(d.resolve(n))) inputs.add(d.resolve(n));
          }
        });
      }
    }
    MessageDigest all = MessageDigest.getInstance("SHA-256");
    try (PrintWriter w = new PrintWriter(a[0])) {
      for (Path p : inputs) {
        for (String[] args : new String[][] {{"tag", p.toString()}, {"tag", "--alerts", p.toString()},
            {"tag", "--alerts", "--format", "ecs", p.toString()}}) {
          ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
          int rc = io.github.ascendtriage.cli.Main.run(args, InputStream.nullInputStream(), out, err);
          byte[] d = MessageDigest.getInstance("SHA-256").digest(out.toByteArray());
          all.update(d);
          w.println(HexFormat.of().formatHex(d) + " " + rc + " " + String.join(" ", Arrays.copyOf(args, args.length - 1)) + " " + p);
        }
      }
    }
    System.out.println(inputs.size() + " inputs, all " + HexFormat.of().formatHex(all.digest()));
  }
}
