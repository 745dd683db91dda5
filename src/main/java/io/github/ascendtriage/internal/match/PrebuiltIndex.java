package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.codes.DerivedCache;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.store.ByteBuffersDataOutput;
import org.apache.lucene.store.ByteBuffersDirectory;
import org.apache.lucene.store.ByteBuffersIndexInput;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.IOContext;
import org.apache.lucene.store.IndexInput;
import org.apache.lucene.store.IndexOutput;
import org.apache.lucene.store.SingleInstanceLockFactory;
import org.apache.lucene.util.Version;

/**
 * The group documents of the built-in case base's index, written by the build ({@code
 * engine.DerivedCacheWriter}) as the {@link DerivedCache#INDEX} section of the derived cache: a start
 * opens that segment from bytes instead of running Lucene's indexing chain (writer, flush, commit),
 * which was a third of a cold paste's main thread (docs/performance.md, run 2026-12-04-cold3).
 *
 * <p>The section is used only for the very documents it was made from: it records a digest of
 * them (every case's position and group keys, in order, with Lucene's version and this format), and a
 * start compares it with the digest of the documents its own case list makes. A site case, an
 * ascend-fd import, a changed case file or a changed document layout gives another digest, and the
 * index is built as before; so does a cache that is missing, stale or damaged (the cache's
 * checksum covers the section). Either way the answers are the same. Stateless and thread-safe.
 */
final class PrebuiltIndex {
  private static final int FORMAT = 2; // 2: in the derived cache, which checks the bytes
  private static final long FNV_OFFSET = 0xcbf29ce484222325L;
  private static final long FNV_PRIME = 0x100000001b3L;

  private PrebuiltIndex() {}

  /**
   * The digest of the group documents of {@code cases}, in order (FNV-1a, 64 bits): each case's
   * position and its groups' keys, as {@link CaseDocuments#groupKeys} gives them to the documents.
   */
  static long digest(List<CaseDefinition> cases) {
    long h = mix(FNV_OFFSET, FORMAT);
    h = mix(mix(mix(h, Version.LATEST.major), Version.LATEST.minor), Version.LATEST.bugfix);
    for (int i = 0; i < cases.size(); i++) {
      h = mix(h, i);
      for (java.util.Set<String> keys : CaseDocuments.groupKeys(cases.get(i))) {
        h = mix(h, keys.size());
        for (String k : keys) {
          h = mix(h, k);
        }
      }
    }
    return h;
  }

  private static long mix(long h, String s) {
    h = mix(h, s.length());
    for (int i = 0; i < s.length(); i++) {
      h = (h ^ s.charAt(i)) * FNV_PRIME;
    }
    return h;
  }

  private static long mix(long h, long v) {
    for (int i = 0; i < 8; i++) {
      h = (h ^ ((v >>> (8 * i)) & 0xff)) * FNV_PRIME;
    }
    return h;
  }

  /** The group documents of {@code cases} indexed afresh, with their digest, as the resource keeps them. */
  static byte[] bytes(List<CaseDefinition> cases) {
    try (Directory dir = new ByteBuffersDirectory();
        IndexWriter w = LuceneCaseIndex.writeGroups(dir, cases, CaseDocuments.analyzer())) {
      return encode(digest(cases), dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot build the case index: " + e.getMessage(), e);
    }
  }

  /** The files of {@code dir} with the digest of the documents they hold, as the section keeps them. */
  static byte[] encode(long digest, Directory dir) throws IOException {
    ByteArrayOutputStream files = new ByteArrayOutputStream();
    DataOutputStream out = new DataOutputStream(files);
    out.writeLong(digest);
    String[] names = dir.listAll();
    out.writeInt(names.length);
    for (String name : names) {
      try (IndexInput in = dir.openInput(name, IOContext.READONCE)) {
        byte[] b = new byte[Math.toIntExact(in.length())];
        in.readBytes(b, 0, b.length);
        out.writeUTF(name);
        out.writeInt(b.length);
        out.write(b);
      }
    }
    out.flush();
    return files.toByteArray();
  }

  /**
   * The cache's section when it was made from the documents of {@code digest} (its files are read
   * by {@link #decode}, when first needed); null when there is no usable cache, or it was made from
   * other documents.
   */
  static byte[] section(long digest) {
    byte[] bytes = DerivedCache.load().flatMap(c -> c.section(DerivedCache.INDEX)).orElse(null);
    return bytes != null && bytes.length >= Long.BYTES && java.nio.ByteBuffer.wrap(bytes).getLong() == digest ? bytes : null;
  }

  private static IndexInput input(String name, ByteBuffersDataOutput written) {
    return new ByteBuffersIndexInput(written.toDataInput(), name);
  }

  /** The files of {@code bytes} in a new in-memory directory, or null unless they are whole and of {@code digest}. */
  static Directory decode(byte[] bytes, long digest) {
    try {
      DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
      if (in.readLong() != digest) {
        return null;
      }
      // files read back as they were written, without the default's description of each (String.format)
      Directory dir = new ByteBuffersDirectory(new SingleInstanceLockFactory(), ByteBuffersDataOutput::new, PrebuiltIndex::input);
      int n = in.readInt();
      for (int i = 0; i < n; i++) {
        String name = in.readUTF();
        int length = in.readInt();
        if (length < 0 || length > in.available()) {
          return null;
        }
        byte[] b = new byte[length];
        in.readFully(b);
        try (IndexOutput out = dir.createOutput(name, IOContext.DEFAULT)) {
          out.writeBytes(b, b.length);
        }
      }
      return in.available() == 0 ? dir : null;
    } catch (IOException e) {
      return null; // a section that does not read: the caller builds the index instead
    }
  }
}
