package io.github.ascendtriage.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.connector.file.src.FileSourceSplit;
import org.apache.flink.connector.file.src.reader.BulkFormat;
import org.apache.flink.connector.file.src.util.CheckpointedPosition;
import org.apache.flink.connector.file.src.util.RecordAndPosition;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The reader of log trees: each line with its job, its path under the input and, keyed by host,
 * the host folder; line ends, gzip, long lines and a restore from a checkpointed position.
 */
class TreeLineFormatTest {
  @TempDir Path dir;

  private TreeLineFormat format(boolean byHost) {
    return new TreeLineFormat(List.of(new TreeLineFormat.Root("job-a", dir.toUri().getPath().replaceAll("/$", ""))), byHost);
  }

  private static FileSourceSplit split(Path f) throws IOException {
    long n = Files.size(f);
    return new FileSourceSplit("0", org.apache.flink.core.fs.Path.fromLocalFile(f.toFile()), 0, n, 0, n);
  }

  /** The lines of a reader with their positions (lines of the file up to and including each). */
  private static List<String> read(BulkFormat.Reader<LogLine> r) throws IOException {
    List<String> out = new ArrayList<>();
    try (r) {
      for (BulkFormat.RecordIterator<LogLine> batch = r.readBatch(); batch != null; batch = r.readBatch()) {
        for (RecordAndPosition<LogLine> rp = batch.next(); rp != null; rp = batch.next()) {
          LogLine l = rp.getRecord();
          out.add(l.job + " " + l.file + " " + rp.getRecordSkipCount() + " " + l.text);
        }
        batch.releaseBatch();
      }
    }
    return out;
  }

  @Test
  void linesCarryTheirJobAndTheirPathUnderTheInput() throws IOException {
    Path f = Files.createDirectories(dir.resolve("worker-1/debug/plog")).resolve("plog-7_1.log");
    Files.writeString(f, "first\r\nsecond\n\nlast without end");
    TreeLineFormat fmt = format(false);
    assertEquals(List.of("job-a worker-1/debug/plog/plog-7_1.log 1 first", "job-a worker-1/debug/plog/plog-7_1.log 2 second",
        "job-a worker-1/debug/plog/plog-7_1.log 3 ", "job-a worker-1/debug/plog/plog-7_1.log 4 last without end"),
        read(fmt.createReader(new Configuration(), split(f))));
    assertEquals("job-a/worker-1 worker-1/debug/plog/plog-7_1.log 1 first",
        read(format(true).createReader(new Configuration(), split(f))).get(0), "keyed by host");
  }

  @Test
  void aFileAtTheTopIsKeyedByTheJobAloneAndGzipIsRead() throws IOException {
    Path f = dir.resolve("train.log.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(f))) {
      out.write("EJ0003: Failed to bind the IP port.\n".getBytes(StandardCharsets.UTF_8));
    }
    assertEquals(List.of("job-a train.log.gz 1 EJ0003: Failed to bind the IP port."),
        read(format(true).createReader(new Configuration(), split(f))));
  }

  @Test
  void aCutGzipKeepsTheLinesBeforeTheCutAndANonGzipOrAnArchiveIsSkipped() throws IOException {
    Path whole = dir.resolve("whole.gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(whole))) {
      for (int i = 1; i <= 2000; i++) {
        out.write(("line " + i + " of a plog that was being zipped when the disk filled\n").getBytes(StandardCharsets.UTF_8));
      }
    }
    byte[] b = Files.readAllBytes(whole);
    Path cut = Files.write(dir.resolve("cut.log.gz"), java.util.Arrays.copyOf(b, b.length / 2));
    List<String> lines = read(format(false).createReader(new Configuration(), split(cut)));
    assertTrue(lines.size() > 100 && lines.size() < 2000, "lines before the cut: " + lines.size());
    for (int i = 0; i < lines.size() - 1; i++) {
      assertEquals("job-a cut.log.gz " + (i + 1) + " line " + (i + 1) + " of a plog that was being zipped when the disk filled",
          lines.get(i));
    }
    Path plain = Files.writeString(dir.resolve("plain.log.gz"), "not zipped\n");
    assertEquals(List.of(), read(format(false).createReader(new Configuration(), split(plain))));
    // an archive of many files is not unpacked (its lines would all seem to be one file's)
    Path archive = Files.copy(whole, dir.resolve("worker-0.tar.gz"));
    assertEquals(List.of(), read(format(false).createReader(new Configuration(), split(archive))));
  }

  @Test
  void aLongLineIsCutAndBadBytesAreReplaced() throws IOException {
    Path f = dir.resolve("a.log");
    byte[] bad = {'x', (byte) 0xff, 'y', '\n'};
    Files.write(f, bad);
    Files.writeString(f, "z".repeat(TreeLineFormat.MAX_LINE + 10) + "\nnext\n", java.nio.file.StandardOpenOption.APPEND);
    List<String> lines = read(format(false).createReader(new Configuration(), split(f)));
    assertEquals("job-a a.log 1 x\uFFFDy", lines.get(0));
    assertEquals("job-a a.log 2 ".length() + TreeLineFormat.MAX_LINE, lines.get(1).length());
    assertEquals("job-a a.log 3 next", lines.get(2));
  }

  @Test
  void aRestoreSkipsTheLinesEmittedBeforeTheCheckpoint() throws IOException {
    Path f = dir.resolve("a.log");
    StringBuilder sb = new StringBuilder();
    for (int i = 1; i <= 600; i++) {
      sb.append("line ").append(i).append('\n');
    }
    Files.writeString(f, sb);
    FileSourceSplit at = split(f).updateWithCheckpointedPosition(new CheckpointedPosition(CheckpointedPosition.NO_OFFSET, 300));
    List<String> rest = read(format(false).restoreReader(new Configuration(), at));
    assertEquals(300, rest.size());
    assertEquals("job-a a.log 301 line 301", rest.get(0));
    assertEquals("job-a a.log 600 line 600", rest.get(299));
  }
}
