package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.internal.output.EcsEvent;
import io.github.ascendtriage.internal.output.TaggedLineJackson;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code tag}'s byte path (a line the session takes from its bytes, {@link
 * StreamSession#acceptQuiet}, its object written from them) against the path with it off, every
 * line decoded and given to {@link StreamSession#accept}, on generated plog streams (issue 38):
 * levels, modules, words and facts drawn per seed, among them the bytes a byte path can get wrong
 * (NUL, bytes that are not UTF-8, CRLF and a lone CR, ESC colour codes, quotes, backslashes and tabs,
 * non-ASCII text, lines longer than a line is kept, lines about as short as the path takes, runs of
 * lines of one length that a terminal may have cut, Ray's repeated suffix). On stdin, with {@code
 * --format ecs} too, and from a file, the output is line for line what the decoded path makes.
 */
class TagBytePathTest {
  @TempDir Path dir;

  private static final String[] LEVELS = {"INFO", "DEBUG", "TRACE", "INFO", "DEBUG", "WARNING", "ERROR", "EVENT"};
  private static final String[] MODULES = {"HCCL", "RUNTIME", "GE", "APP", "HCCP", "TDT", "AICPU"};
  private static final String[] WORDS = {"alloc", "stream", "task", "rank", "notify", "wait", "socket", "link",
      "timeout", "transport", "retry", "init", "success", "fail", "error", "port", "device", "comm", "group"};
  private static final String[] FACTS = {"HCCL_CONNECT_TIMEOUT=1800", "Entry-HcclCommInitRootInfoInner: rank[3]",
      "listen on port 60001", "ip 10.0.3.7 port 16666", "EI0006: socket build timeout", "EJ0003: Failed to bind the IP port",
      "TLS SWITCH (1)", "hcclCommInitInfo: rankId[2], deviceLogicId[1]", "ret is -8012", "rdma init fail"};

  @ParameterizedTest
  @ValueSource(longs = {3801, 3802, 3803})
  void stdinAndFileWriteWhatEveryLineDecodedGives(long seed) throws IOException {
    byte[] in = stream(new Random(seed), 6_000);
    List<String> json = new ArrayList<>();
    List<String> ecs = new ArrayList<>();
    try (StreamSession s = AscendTriage.builder().build().openStream()) {
      StdinLines.read(new ByteArrayInputStream(in), (text, no, plain) -> {
        TaggedLine t = s.accept(text);
        json.add(TaggedLineJackson.render(t));
        ecs.add(EcsEvent.render(t));
      }, () -> { });
    }
    assertEquals(json, run(in, "tag"), "tag -, seed " + seed);
    assertEquals(ecs, run(in, "tag", "--format", "ecs"), "tag - --format ecs, seed " + seed);
    Path file = Files.write(dir.resolve("stream.log"), in);
    assertEquals(json, run(new byte[0], "tag", file.toString()), "tag FILE, seed " + seed);
  }

  /** The output lines of {@code tag} given {@code stdin}; it exits 0. */
  private static List<String> run(byte[] stdin, String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new ByteArrayInputStream(stdin), new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
    List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertTrue(lines.size() > 1_000, "lines written: " + lines.size());
    return lines;
  }

  /** {@code n} generated lines, most of them plog lines, some with hostile bytes, each ended as drawn. */
  static byte[] stream(Random rnd, int n) {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    int width = 60 + rnd.nextInt(60); // a terminal's width for runs of cut lines
    for (int i = 0; i < n; i++) {
      String line = rnd.nextInt(12) == 0 ? odd(rnd, width) : plog(rnd);
      byte[] bytes = line.getBytes(StandardCharsets.UTF_8);
      if (bytes.length > 0 && rnd.nextInt(150) == 0) { // a NUL, or a byte that is not UTF-8, somewhere in it
        bytes[rnd.nextInt(bytes.length)] = rnd.nextBoolean() ? 0 : (byte) (0x80 + rnd.nextInt(0x7f));
      }
      b.writeBytes(bytes);
      int end = rnd.nextInt(40);
      b.writeBytes(end == 0 ? new byte[] {'\r', '\n'} : end == 1 ? new byte[] {'\r'} : new byte[] {'\n'});
    }
    return b.toByteArray();
  }

  private static String plog(Random rnd) {
    int pid = 1000 + rnd.nextInt(90_000);
    StringBuilder s = new StringBuilder("[").append(LEVELS[rnd.nextInt(LEVELS.length)]).append(']')
        .append(rnd.nextInt(5) == 0 ? " " : "").append(MODULES[rnd.nextInt(MODULES.length)])
        .append('(').append(pid).append(rnd.nextBoolean() ? ",python3" : ", python3").append("):2026-10-0")
        .append(1 + rnd.nextInt(9)).append("-1").append(rnd.nextInt(10)).append(":0").append(rnd.nextInt(10))
        .append(":").append(10 + rnd.nextInt(50)).append('.').append(100 + rnd.nextInt(900)).append('.')
        .append(100 + rnd.nextInt(900)).append(" [").append(WORDS[rnd.nextInt(WORDS.length)]).append(".cc:")
        .append(rnd.nextInt(3000)).append(']').append(rnd.nextBoolean() ? pid + 3 + " " : "");
    for (int w = 1 + rnd.nextInt(14); w > 0; w--) {
      s.append(WORDS[rnd.nextInt(WORDS.length)]).append(rnd.nextInt(4) == 0 ? "[" + rnd.nextInt(100) + "] " : " ");
    }
    if (rnd.nextInt(8) == 0) {
      s.append(FACTS[rnd.nextInt(FACTS.length)]);
    }
    return s.toString();
  }

  private static String odd(Random rnd, int width) {
    String p = plog(rnd);
    return switch (rnd.nextInt(9)) {
      case 0 -> p + " said \"ok\" in C:\\tmp\\x\twith a tab";
      case 1 -> "\u001B[31m" + p + "\u001B[0m";
      case 2 -> p + " 通信超时 rank 3";
      case 3 -> p + " " + "x".repeat(70_000 + rnd.nextInt(2_000)); // past the kept length
      case 4 -> p.substring(0, Math.min(p.length(), 35 + rnd.nextInt(10))); // about the shortest line taken
      case 5 -> p + " [repeated " + (2 + rnd.nextInt(9)) + "x across cluster]";
      case 6 -> (p + " " + "y".repeat(width)).substring(0, width); // a line a terminal cut at its width
      case 7 -> "";
      default -> rnd.nextBoolean() ? "\t" + p : "cont" + p.substring(1); // white space first, or a letter (a cut line's rest)
    };
  }
}
