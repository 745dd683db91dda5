package io.github.ascendtriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.input.LineReader;
import io.github.ascendtriage.internal.output.EcsEvent;
import io.github.ascendtriage.internal.output.TaggedLineJackson;
import io.github.ascendtriage.testing.CliRun;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code tag} writes a quiet line's object from its bytes, as the stream session takes it: on
 * stdin and on a file, its output is line for line what {@code accept} and {@link TaggedLineJackson} make
 * of each line (the objects the command wrote when every line was decoded), on corpus samples'
 * lines among plog INFO/DEBUG noise (with quotes, backslashes and tabs in some); with {@code
 * --only-matches} the lines with a case or a code; with {@code --format ecs} what {@link EcsEvent}
 * makes of each.
 */
class TagQuietLinesTest {
  @TempDir Path dir;

  @Test
  void stdinAndFileGiveWhatAcceptGives() throws Exception {
    List<String> lines = stream();
    List<String> expected = new ArrayList<>();
    List<String> ecs = new ArrayList<>();
    List<String> matches = new ArrayList<>();
    try (StreamSession s = AscendTriage.builder().build().openStream()) {
      for (String l : lines) {
        TaggedLine t = s.accept(l);
        expected.add(TaggedLineJackson.render(t));
        ecs.add(EcsEvent.render(t));
        if (t.caseId().isPresent() || !t.codes().isEmpty()) {
          matches.add(TaggedLineJackson.render(t));
        }
      }
    }
    assertTrue(matches.size() > 100 && matches.size() < lines.size() / 2, "lines with a case or code: " + matches.size());
    String in = String.join("\n", lines) + "\n";
    CliRun stdin = CliRun.of(in, "tag");
    assertEquals(0, stdin.code(), stdin.err());
    assertEquals(expected, stdin.out().lines().toList());
    Path file = dir.resolve("plog-1.log");
    Files.writeString(file, in, StandardCharsets.UTF_8);
    CliRun fromFile = CliRun.of("", "tag", file.toString());
    assertEquals(0, fromFile.code(), fromFile.err());
    assertEquals(expected, fromFile.out().lines().toList());
    CliRun only = CliRun.of(in, "tag", "--only-matches");
    assertEquals(matches, only.out().lines().toList());
    CliRun ecsRun = CliRun.of(in, "tag", "--format", "ecs");
    assertEquals(0, ecsRun.code(), ecsRun.err());
    assertEquals(ecs, ecsRun.out().lines().toList());
    // a file: the source's path (and the host and pid it tells) in every event
    Path named = Files.createDirectories(dir.resolve("node-3/log/debug/plog")).resolve("plog-4242_20250723.log");
    Files.writeString(named, in, StandardCharsets.UTF_8);
    List<String> ecsNamed = new ArrayList<>();
    try (StreamSession s = AscendTriage.builder().build().openStream()) {
      io.github.ascendtriage.LineSource src = FileArgs.source(FileArgs.commonFolder(List.of(named, file)), named);
      for (String l : lines) {
        ecsNamed.add(EcsEvent.render(s.accept(l, src)));
      }
    }
    CliRun ecsFile = CliRun.of("", "tag", "--format", "ecs", named.toString(), file.toString());
    assertEquals(0, ecsFile.code(), ecsFile.err());
    List<String> got = ecsFile.out().lines().toList();
    assertEquals(ecsNamed, got.subList(0, lines.size()));
    assertTrue(got.get(0).contains("\"host\":{\"name\":\"node-3\"}") && got.get(0).contains("\"pid\":4242"), got.get(0));
  }

  /** Every sample's lines (those with one input file), each after up to five plog noise lines. */
  static List<String> stream() throws Exception {
    Random rnd = new Random(16);
    List<Path> samples;
    try (Stream<Path> s = Files.list(TestPaths.corpus())) {
      samples = s.filter(p -> Files.isRegularFile(p.resolve("input.log"))).sorted().toList();
    }
    List<String> out = new ArrayList<>();
    for (Path sample : samples) {
      try (InputStream in = Files.newInputStream(sample.resolve("input.log"))) {
        LineReader.read(in, (line, no) -> {
          for (int q = rnd.nextInt(6); q > 0; q--) {
            out.add(noise(rnd));
          }
          out.add(line);
        });
      }
    }
    return out;
  }

  static String noise(Random rnd) {
    int pid = 1000 + rnd.nextInt(9000);
    String head = "[" + (rnd.nextBoolean() ? "INFO" : "DEBUG") + "] RUNTIME(" + pid + ",python3):2026-09-01-10:0"
        + rnd.nextInt(10) + ":1" + rnd.nextInt(10) + ".123." + (100 + rnd.nextInt(900));
    return head + switch (rnd.nextInt(4)) {
      case 0 -> " [stream.cc:987]" + (pid + 1) + " Synchronize: stream_id=" + rnd.nextInt(64) + ", task_id=" + rnd.nextInt(99_999);
      case 1 -> " [log.cc:12]" + pid + " said \"ok\" in C:\\tmp\\x\twith a tab";
      case 2 -> " [graph_manager.cc:2201]" + (pid + 2) + " RunGraph: graph_id=" + rnd.nextInt(40);
      default -> " [hccl_comm.cc:412]" + pid + " rankId[" + rnd.nextInt(16) + "], deviceLogicId[" + rnd.nextInt(8) + "] init";
    };
  }
}
