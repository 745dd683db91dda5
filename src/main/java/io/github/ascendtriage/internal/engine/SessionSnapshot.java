package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.LineSource;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import java.util.zip.GZIPOutputStream;

/**
 * The bytes of a stream session: a magic, a format version, then (gzip) the counters, the alert
 * state and, per source, its name, host and pid, its line count and the lines it keeps. A restore
 * replays those lines through new scanners in stream order, so the window holds the same evidence
 * and the same alerts are known as already raised. At most {@link #MAX_BYTES} of lines are written
 * (the newest kept); a restore refuses anything else with a message that says what is wrong.
 * Stateless.
 */
final class SessionSnapshot {
  /** The first bytes of every snapshot. */
  static final byte[] MAGIC = {'A', 'T', 'S', 'S'};
  /** The format written; a restore accepts this one only. */
  static final int VERSION = 1;
  /** The bound on the kept lines a snapshot carries, before compression. */
  static final long MAX_BYTES = 32L << 20;

  private SessionSnapshot() {}

  private record Line(StreamSource source, StreamSource.Kept kept) {}

  static byte[] write(StreamingSession s) {
    // the newest kept lines that fit in the bound, in stream order
    List<Line> all = new ArrayList<>();
    for (StreamSource src : s.sources()) {
      for (StreamSource.Kept k : src.kept()) {
        all.add(new Line(src, k));
      }
    }
    all.sort(Comparator.comparingLong((Line l) -> l.kept().streamLine()).reversed());
    Set<StreamSource.Kept> chosen = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    long bytes = 0;
    for (Line l : all) {
      bytes += 24 + 3L * l.kept().text().length();
      if (bytes > MAX_BYTES) {
        break;
      }
      chosen.add(l.kept());
    }
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    try {
      buf.write(MAGIC);
      DataOutputStream head = new DataOutputStream(buf);
      head.writeInt(VERSION);
      head.flush();
      try (DataOutputStream out = new DataOutputStream(new GZIPOutputStream(buf))) {
        out.writeLong(s.lines);
        out.writeLong(s.lookedAt);
        out.writeBoolean(s.dirty);
        out.writeUTF(s.alerts.fingerprint());
        out.writeLong(s.alerts.sequence());
        out.writeInt(s.sourceCount());
        for (StreamSource src : s.sources()) {
          out.writeUTF(src.source.file());
          writeOptional(out, src.source.host());
          writeOptional(out, src.source.pid());
          out.writeLong(src.lines);
          out.writeLong(src.lastSeen);
          int n = 0;
          for (StreamSource.Kept k : src.kept()) {
            n += chosen.contains(k) ? 1 : 0;
          }
          out.writeInt(n);
          for (StreamSource.Kept k : src.kept()) {
            if (chosen.contains(k)) {
              out.writeLong(k.streamLine());
              out.writeLong(k.sourceLine());
              out.writeUTF(k.text());
            }
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write a snapshot in memory", e); // not expected
    }
    return buf.toByteArray();
  }

  private static void writeOptional(DataOutputStream out, Optional<String> v) throws IOException {
    out.writeBoolean(v.isPresent());
    if (v.isPresent()) {
      out.writeUTF(v.get());
    }
  }

  /**
   * Restores {@code bytes} into {@code s}, a new session.
   *
   * @throws IllegalArgumentException if the bytes are no snapshot of this format, or damaged
   */
  static StreamingSession read(byte[] bytes, StreamingSession s) {
    if (bytes.length < MAGIC.length + 4) {
      throw bad("it is " + bytes.length + " bytes long, shorter than any snapshot");
    }
    for (int i = 0; i < MAGIC.length; i++) {
      if (bytes[i] != MAGIC[i]) {
        throw bad("it does not start with the bytes of a stream session snapshot (a foreign or damaged value)");
      }
    }
    int version = ((bytes[4] & 0xff) << 24) | ((bytes[5] & 0xff) << 16) | ((bytes[6] & 0xff) << 8) | (bytes[7] & 0xff);
    if (version != VERSION) {
      throw bad("it is of format version " + version + "; this version of ascend-triage reads version " + VERSION);
    }
    try (DataInputStream in = new DataInputStream(bounded(new GZIPInputStream(
        new ByteArrayInputStream(bytes, 8, bytes.length - 8))))) {
      s.lines = in.readLong();
      s.lookedAt = in.readLong();
      s.dirty = in.readBoolean();
      String fingerprint = in.readUTF();
      long sequence = in.readLong();
      s.alerts.restore(fingerprint, sequence);
      int ns = count(in.readInt(), StreamingSession.MAX_SOURCES, "sources");
      List<Line> replay = new ArrayList<>();
      Map<StreamSource, long[]> counts = new IdentityHashMap<>();
      Set<String> names = new HashSet<>();
      for (int i = 0; i < ns; i++) {
        LineSource ls = new LineSource(in.readUTF(), readOptional(in), readOptional(in));
        if (!names.add(ls.key())) {
          throw bad("source " + ls.key() + " appears twice");
        }
        StreamSource src = s.source(ls);
        counts.put(src, new long[] {in.readLong(), in.readLong()});
        int nl = count(in.readInt(), StreamSource.MAX_KEPT, "lines of source " + ls.key());
        for (int j = 0; j < nl; j++) {
          replay.add(new Line(src, new StreamSource.Kept(in.readLong(), in.readLong(), in.readUTF())));
        }
      }
      if (in.read() != -1) {
        throw bad("bytes follow the end of the snapshot");
      }
      replay.sort(Comparator.comparingLong((Line l) -> l.kept().streamLine()));
      for (Line l : replay) {
        l.source().replay(l.kept());
      }
      counts.forEach((src, c) -> {
        src.lines = c[0];
        src.lastSeen = c[1];
      });
      return s;
    } catch (EOFException e) {
      throw bad("it ends early (truncated)");
    } catch (IOException | IllegalArgumentException | NullPointerException e) {
      if (e instanceof IllegalArgumentException iae && iae.getMessage() != null && iae.getMessage().startsWith(PREFIX)) {
        throw iae;
      }
      throw bad("it cannot be read: " + e.getMessage());
    }
  }

  private static Optional<String> readOptional(DataInputStream in) throws IOException {
    return in.readBoolean() ? Optional.of(in.readUTF()) : Optional.empty();
  }

  private static int count(int n, int max, String what) {
    if (n < 0 || n > max) {
      throw bad("it claims " + n + " " + what + " (at most " + max + ")");
    }
    return n;
  }

  /** Stops reading a snapshot that expands far past what a written one can hold. */
  private static InputStream bounded(InputStream in) {
    long max = 4 * MAX_BYTES;
    return new java.io.FilterInputStream(in) {
      private long read;

      @Override
      public int read() throws IOException {
        int b = super.read();
        count(b < 0 ? 0 : 1);
        return b;
      }

      @Override
      public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        count(Math.max(n, 0));
        return n;
      }

      private void count(int n) throws IOException {
        read += n;
        if (read > max) {
          throw new IOException("it expands past " + max + " bytes");
        }
      }
    };
  }

  private static final String PREFIX = "not a usable stream session snapshot: ";

  private static IllegalArgumentException bad(String why) {
    return new IllegalArgumentException(PREFIX + why);
  }
}
