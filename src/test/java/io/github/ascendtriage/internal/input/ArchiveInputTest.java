package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.TriageWarning;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveOutputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Issue 18 item 2: archives read as the trees they hold, and hostile archives refused. */
public class ArchiveInputTest {
  private static final AscendTriage TRIAGE = AscendTriage.builder().threads(2).build();
  private static final String PORT_LINE =
      "EJ0003: Failed to bind the IP port. Reason: The IP address and port have been bound already.\n";

  /** Every file under {@code root}, by relative path. */
  public static Map<String, byte[]> files(Path root) throws IOException {
    Map<String, byte[]> out = new TreeMap<>();
    try (Stream<Path> s = Files.walk(root)) {
      for (Path p : s.filter(Files::isRegularFile).toList()) {
        out.put(root.relativize(p).toString().replace('\\', '/'), Files.readAllBytes(p));
      }
    }
    return out;
  }

  static byte[] tar(Map<String, byte[]> files) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (TarArchiveOutputStream t = new TarArchiveOutputStream(b)) {
      t.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
      // keep names as given: the writer would otherwise drop a leading '/' (hostile tests need it)
      write(t, files, name -> new TarArchiveEntry(name, true));
    }
    return b.toByteArray();
  }

  static byte[] zip(Map<String, byte[]> files) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(b)) {
      write(z, files, ZipArchiveEntry::new);
    }
    return b.toByteArray();
  }

  private static <E extends ArchiveEntry> void write(ArchiveOutputStream<E> out, Map<String, byte[]> files,
      java.util.function.Function<String, E> entry) throws IOException {
    for (Map.Entry<String, byte[]> f : files.entrySet()) {
      E e = entry.apply(f.getKey());
      if (e instanceof TarArchiveEntry t) {
        t.setSize(f.getValue().length);
      }
      out.putArchiveEntry(e);
      out.write(f.getValue());
      out.closeArchiveEntry();
    }
    out.finish();
  }

  public static byte[] compress(String how, byte[] data) throws IOException {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (OutputStream o = switch (how) {
      case "gz" -> new GZIPOutputStream(b);
      case "xz" -> new org.tukaani.xz.XZOutputStream(b, new org.tukaani.xz.LZMA2Options());
      case "zst" -> zstd(b);
      case "bz2" -> new BZip2CompressorOutputStream(b);
      default -> throw new IllegalArgumentException(how);
    }) {
      o.write(data);
    }
    return b.toByteArray();
  }

  /** aircompressor is not read by the module (it has no module name), so it is reached by reflection. */
  private static OutputStream zstd(OutputStream b) throws IOException {
    try {
      return (OutputStream) Class.forName("io.airlift.compress.zstd.ZstdOutputStream").getConstructor(OutputStream.class).newInstance(b);
    } catch (ReflectiveOperationException e) {
      throw new IOException(e);
    }
  }

  /** The archive of {@code files} in a format named by its usual suffix. */
  public static byte[] archive(String format, Map<String, byte[]> files) throws IOException {
    return switch (format) {
      case "tar" -> tar(files);
      case "zip" -> zip(files);
      case "tar.gz", "tgz" -> compress("gz", tar(files));
      case "tar.xz" -> compress("xz", tar(files));
      case "tar.zst" -> compress("zst", tar(files));
      case "tar.bz2" -> compress("bz2", tar(files));
      default -> throw new IllegalArgumentException(format);
    };
  }

  /** What a diagnosis says, without the warnings (an archive read has none either, checked apart). */
  static String summary(Diagnosis d) {
    StringBuilder b = new StringBuilder();
    b.append(d.layer()).append(' ').append(d.confidence()).append(' ').append(d.filesRead()).append(' ').append(d.linesRead()).append('\n');
    for (CaseMatch m : d.matches()) {
      b.append(m.caseId()).append(' ').append(m.confidence()).append(' ').append(m.evidence()).append(' ').append(m.remediation()).append('\n');
    }
    b.append(d.rootCause()).append('\n').append(d.features()).append('\n');
    return b.toString();
  }

  @ParameterizedTest
  @ValueSource(strings = {"tar", "tar.gz", "tgz", "zip", "tar.xz", "tar.zst", "tar.bz2"})
  void anArchiveOfATreeGivesTheTreesDiagnosis(String format, @TempDir Path tmp) throws Exception {
    for (String sample : List.of("tree-uce-rank5-cascade", "tree-port-bound-rank0", "tree-heartbeat-lost-rank12")) {
      Path tree = TestPaths.corpus().resolve(sample).resolve("input");
      Diagnosis unpacked = TRIAGE.diagnose(tree);
      assertTrue(unpacked.rootCause().isPresent(), sample + " is a tree with a root cause");
      byte[] bytes = archive(format, files(tree));
      Path file = tmp.resolve(sample + "." + format);
      Files.write(file, bytes);
      Diagnosis packed = TRIAGE.diagnose(file);
      assertEquals(summary(unpacked), summary(packed), sample + " as ." + format);
      assertEquals(unpacked.warnings(), packed.warnings(), sample + " as ." + format);
      // the same bytes as an upload (serve) or on stdin
      Diagnosis streamed = TRIAGE.diagnose(new ByteArrayInputStream(bytes), "upload." + format);
      assertEquals(summary(unpacked), summary(streamed), sample + " streamed as ." + format);
    }
  }

  @Test
  void anArchiveInsideATreeIsReadWhereItLies(@TempDir Path tmp) throws Exception {
    Path tree = TestPaths.corpus().resolve("tree-uce-rank5-cascade/input");
    Map<String, byte[]> all = files(tree);
    Map<String, byte[]> worker1 = new TreeMap<>();
    all.forEach((k, v) -> {
      if (k.startsWith("worker-1/")) {
        worker1.put(k, v);
      }
    });
    Path mixed = Files.createDirectories(tmp.resolve("mixed"));
    Files.createDirectories(mixed.resolve("worker-0"));
    Files.write(mixed.resolve("worker-0/train.log"), all.get("worker-0/train.log"));
    Files.write(mixed.resolve("worker-1-logs.tar.gz"), archive("tar.gz", worker1));
    assertEquals(summary(TRIAGE.diagnose(tree)), summary(TRIAGE.diagnose(mixed)));
  }

  @Test
  void singleCompressedLogsAreRead(@TempDir Path tmp) throws Exception {
    for (String how : List.of("xz", "zst", "bz2")) {
      Path f = tmp.resolve("plog." + how);
      Files.write(f, compress(how, PORT_LINE.getBytes(StandardCharsets.UTF_8)));
      Diagnosis d = TRIAGE.diagnose(f);
      assertEquals("ptacase_0043", d.bestMatch().map(CaseMatch::caseId).orElse("-"), how + ": " + d.warnings());
    }
  }

  /** Reads an archive's bytes with {@code limits}, returning the sources read and the warnings. */
  static List<String> read(byte[] bytes, InputLimits limits, List<String> warnings) throws IOException {
    List<String> read = new ArrayList<>();
    Archives.read(new ByteArrayInputStream(bytes), SourceMeta.named("a", java.util.Optional.empty()), "", limits, new Archives.Sink() {
      @Override
      public void text(SourceMeta meta, InputStream content) throws IOException {
        content.readAllBytes();
        read.add(meta.source());
      }

      @Override
      public void skipped(String source, String why) {
        warnings.add(source + ": " + why);
      }
    });
    return read;
  }

  @ParameterizedTest
  @ValueSource(strings = {"tar", "zip", "tar.gz"})
  void pathsThatLeaveTheArchiveAreRefusedByName(String format) throws Exception {
    Map<String, byte[]> files = new TreeMap<>();
    byte[] port = PORT_LINE.getBytes(StandardCharsets.UTF_8);
    files.put("../../etc/cron.d/evil.log", port);
    files.put("/abs/olute.log", port);
    files.put("logs/../../up.log", port);
    files.put("./ok/fine.log", "epoch 1 loss 0.4\n".getBytes(StandardCharsets.UTF_8));
    List<String> warnings = new ArrayList<>();
    List<String> read = read(archive(format, files), InputLimits.DEFAULT, warnings);
    assertEquals(List.of("ok/fine.log"), read);
    for (String bad : List.of("../../etc/cron.d/evil.log", "abs/olute.log", "logs/../../up.log")) {
      assertTrue(warnings.stream().anyMatch(w -> w.contains(bad) && w.contains("refused")), bad + " in " + warnings);
    }
    // through the library: the refused entries carry the only fault, so nothing is claimed
    Diagnosis d = TRIAGE.diagnose(new ByteArrayInputStream(archive(format, files)), "hostile." + format);
    assertFalse(d.matched(), d.matches().toString());
    assertTrue(d.warnings().stream().map(TriageWarning::message).anyMatch(m -> m.contains("../../etc/cron.d/evil.log")));
  }

  @Test
  void linksAreNotFollowed() throws Exception {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (TarArchiveOutputStream t = new TarArchiveOutputStream(b)) {
      TarArchiveEntry sym = new TarArchiveEntry("worker-0/passwd.log", TarArchiveEntry.LF_SYMLINK);
      sym.setLinkName("/etc/passwd");
      t.putArchiveEntry(sym);
      t.closeArchiveEntry();
      TarArchiveEntry hard = new TarArchiveEntry("worker-0/shadow.log", TarArchiveEntry.LF_LINK);
      hard.setLinkName("/etc/shadow");
      t.putArchiveEntry(hard);
      t.closeArchiveEntry();
      TarArchiveEntry fifo = new TarArchiveEntry("worker-0/pipe", TarArchiveEntry.LF_FIFO);
      t.putArchiveEntry(fifo);
      t.closeArchiveEntry();
    }
    List<String> warnings = new ArrayList<>();
    assertEquals(List.of(), read(b.toByteArray(), InputLimits.DEFAULT, warnings));
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("worker-0/passwd.log") && w.contains("not followed")), warnings.toString());
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("worker-0/shadow.log") && w.contains("not followed")), warnings.toString());
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("worker-0/pipe") && w.contains("not a regular file")), warnings.toString());
  }

  @Test
  void entryCountIsBounded() throws Exception {
    Map<String, byte[]> files = new TreeMap<>();
    for (int i = 0; i < 10; i++) {
      files.put("f" + i + ".log", "line\n".getBytes(StandardCharsets.UTF_8));
    }
    List<String> warnings = new ArrayList<>();
    InputLimits four = new InputLimits(1024, 8, 4, 1L << 30, 100, 1L << 20);
    assertEquals(4, read(zip(files), four, warnings).size());
    assertTrue(warnings.stream().anyMatch(w -> w.contains("more than 4 entries")), warnings.toString());
  }

  /** Entries as deep as a tree's folders that are read are read; deeper ones are not, as on disk (issue 40). */
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void entriesDeeperThanTheDepthLimitAreSkippedByName() throws Exception {
    Map<String, byte[]> files = new TreeMap<>();
    files.put("a/b/c/d/e/f/g/x.log", "line\n".getBytes(StandardCharsets.UTF_8)); // the 8th level, as on disk
    files.put("a/b/c/d/e/f/g/h/y.log", "line\n".getBytes(StandardCharsets.UTF_8));
    List<String> warnings = new ArrayList<>();
    InputLimits eight = new InputLimits(1024, 8, 100, 1L << 30, 100, 1L << 20);
    assertEquals(List.of("a/b/c/d/e/f/g/x.log"), read(tar(files), eight, warnings));
    assertTrue(warnings.stream().anyMatch(w -> w.contains("'a/b/c/d/e/f/g/h/y.log' skipped: deeper than 8 levels")),
        warnings.toString());
  }

  /** The probe's shape with the default bound: an entry below 64 folders is named and skipped, as a folder on disk is. */
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void entriesPast64FoldersAreSkippedByNameWithTheDefaultBound() throws Exception {
    assertEquals(64, InputLimits.DEFAULT.maxDepth(), "the issue's bound");
    String deepest = "d/".repeat(InputLimits.DEFAULT.maxDepth() - 1); // read, as such a folder on disk is
    Map<String, byte[]> files = new TreeMap<>();
    files.put(deepest + "read.log", "line\n".getBytes(StandardCharsets.UTF_8));
    files.put(deepest + "d/skipped.log", "line\n".getBytes(StandardCharsets.UTF_8));
    files.put("d/".repeat(70) + "far.log", "line\n".getBytes(StandardCharsets.UTF_8));
    List<String> warnings = new ArrayList<>();
    assertEquals(List.of(deepest + "read.log"), read(tar(files), InputLimits.DEFAULT, warnings));
    assertEquals(2, warnings.stream().filter(w -> w.contains("skipped.log' skipped: deeper than 64 levels")
        || w.contains("far.log' skipped: deeper than 64 levels")).count(), warnings.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"zip", "tar.gz", "tar.xz"})
  void expansionIsBoundedOverTheWholeArchive(String format) throws Exception {
    Map<String, byte[]> files = new TreeMap<>();
    byte[] big = "0123456789abcdef".repeat(1 << 16).getBytes(StandardCharsets.US_ASCII); // 1 MiB, compresses ~1000x
    for (int i = 0; i < 8; i++) {
      files.put("big" + i + ".log", big);
    }
    List<String> warnings = new ArrayList<>();
    InputLimits small = new InputLimits(1 << 16, 8, 1000, 64L << 20, 50, 256 << 10);
    List<String> read = read(archive(format, files), small, warnings);
    assertTrue(read.size() < 8, read.toString());
    assertTrue(warnings.stream().anyMatch(w -> w.contains("expand") && w.contains("50 times")), warnings.toString());
    List<String> w2 = new ArrayList<>();
    InputLimits sized = new InputLimits(1 << 16, 8, 1000, 3L << 20, 100_000, 0);
    read(archive(format, files), sized, w2);
    assertTrue(w2.stream().anyMatch(w -> w.contains("more than " + (3L << 20) + " bytes")), w2.toString());
  }

  @Test
  void nestedArchivesAreNotOpened() throws Exception {
    Map<String, byte[]> inner = Map.of("x.log", PORT_LINE.getBytes(StandardCharsets.UTF_8));
    Map<String, byte[]> outer = new TreeMap<>(Map.of("inner.zip", zip(inner), "plain.log", "ok\n".getBytes(StandardCharsets.UTF_8)));
    List<String> warnings = new ArrayList<>();
    assertEquals(List.of("plain.log"), read(tar(outer), InputLimits.DEFAULT, warnings));
    assertTrue(warnings.stream().anyMatch(w -> w.startsWith("inner.zip") && w.contains("not opened")), warnings.toString());
  }

  /** An archive told by its first bytes whose entries cannot be read is named as damaged, not as holding no file. */
  @ParameterizedTest
  @ValueSource(ints = {4, 12, 20})
  void aZipWhoseHeaderIsCutIsNamedDamaged(int kept) throws Exception {
    byte[] whole = zip(Map.of("x.log", PORT_LINE.getBytes(StandardCharsets.UTF_8)));
    byte[] cut = java.util.Arrays.copyOf(whole, kept + 8);
    java.util.Arrays.fill(cut, kept, cut.length, (byte) 'x');
    List<String> warnings = new ArrayList<>();
    assertEquals(List.of(), read(cut, InputLimits.DEFAULT, warnings));
    assertEquals(1, warnings.size(), warnings.toString());
    assertTrue(warnings.get(0).contains("damaged"), warnings.toString());
  }

  /** An archive whose only entries are folders holds no file and is not called damaged. */
  @Test
  void anArchiveOfFoldersOnlyIsNotDamaged() throws Exception {
    ByteArrayOutputStream b = new ByteArrayOutputStream();
    try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(b)) {
      out.putArchiveEntry(new ZipArchiveEntry("logs/"));
      out.closeArchiveEntry();
    }
    List<String> warnings = new ArrayList<>();
    assertEquals(List.of(), read(b.toByteArray(), InputLimits.DEFAULT, warnings));
    assertEquals(List.of(), warnings);
  }
}
