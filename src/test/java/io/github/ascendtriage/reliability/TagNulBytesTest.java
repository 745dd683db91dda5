package io.github.ascendtriage.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.ascendtriage.cli.Main;
import io.github.ascendtriage.testing.CliRun;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 40, probe 8: {@code tag FILE} and {@code tag -} give the same lines for the same bytes,
 * also when NUL bytes (a crash-padded log) sit near the start; a NUL byte is a warning on its line,
 * never a reason to drop the file. Each test is ended after five minutes (a hang detector).
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TagNulBytesTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  /** Each output line's number, text and case, without the source (a file has a name, stdin "-"). */
  private static List<String> lines(String jsonLines) throws IOException {
    List<String> out = new ArrayList<>();
    for (String l : jsonLines.split("\n")) {
      if (!l.isBlank()) {
        JsonNode n = JSON.readTree(l);
        out.add(n.path("line").asText() + "|" + n.path("text").asText() + "|" + n.path("caseId").asText());
      }
    }
    return out;
  }

  @Test
  void aCrashPaddedFileGivesOneLineOutPerLineInAndAWarningOnTheNulLine(@TempDir Path tmp) throws IOException {
    String text = "\0\0\0\0 padding after a crash\n" + Fixtures.FAULT + "\nthe job ended\n";
    Path f = tmp.resolve("plog-1.log");
    Files.write(f, text.getBytes(StandardCharsets.UTF_8));
    CliRun file = CliRun.of("", "tag", f.toString());
    CliRun stdin = CliRun.of(text, "tag", "-");
    assertEquals(Main.MATCHED, file.code(), file.err());
    List<String> fromFile = lines(file.out());
    assertEquals(3, fromFile.size(), file.out() + file.err());
    assertEquals(lines(stdin.out()), fromFile);
    assertTrue(fromFile.get(1).endsWith("|" + Fixtures.CASE), fromFile.get(1));
    assertTrue(file.err().contains("line 1: holds NUL bytes"), file.err());
    assertTrue(stdin.err().contains("line 1: holds NUL bytes"), stdin.err());
  }

  @Test
  void randomBytesGiveTheSameLinesFromAFileAndFromStdin(@TempDir Path tmp) throws IOException {
    Random r = new Random(40);
    String alphabet = "\0\0\r\n\n\tab EJ0003:[]=/.-\u00e9\u4e2d";
    for (int round = 0; round < 20; round++) {
      StringBuilder b = new StringBuilder();
      int n = r.nextInt(400);
      for (int i = 0; i < n; i++) {
        b.append(alphabet.charAt(r.nextInt(alphabet.length())));
      }
      String text = b.toString();
      Path f = tmp.resolve("r" + round + ".log");
      Files.write(f, text.getBytes(StandardCharsets.UTF_8));
      assertEquals(lines(CliRun.of(text, "tag", "-").out()), lines(CliRun.of("", "tag", f.toString()).out()),
          "round " + round + ": " + JSON.writeValueAsString(text));
    }
  }
}
