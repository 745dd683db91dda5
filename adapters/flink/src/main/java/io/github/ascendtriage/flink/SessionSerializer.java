package io.github.ascendtriage.flink;

import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.StreamSession;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSchemaCompatibility;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * Flink's serializer of a live {@link StreamSession} in keyed state: written as the session's own
 * snapshot bytes ({@link StreamSession#snapshot()}, versioned and bounded), read back with {@link
 * io.github.ascendtriage.AscendTriage#restoreStream}. With the heap state backend (Flink's default)
 * the session stays a live object between checkpoints and is written only when a checkpoint or
 * savepoint is taken; a copy (copy-on-write during an asynchronous snapshot) is a restore of a
 * snapshot. Sessions are opened and restored with the built-in case base and the serializer's case
 * directories. Immutable and thread-safe.
 */
public final class SessionSerializer extends TypeSerializer<StreamSession> {
  private static final long serialVersionUID = 2L;
  private final List<String> caseDirectories;

  /** A serializer of sessions of the built-in case base. */
  public SessionSerializer() {
    this(List.of());
  }

  /**
   * @param caseDirectories folders of your own cases, added to the built-in case base; must not be
   *     null
   */
  public SessionSerializer(List<String> caseDirectories) {
    this.caseDirectories = List.copyOf(caseDirectories);
  }

  private AscendTriage triage() {
    return SharedTriage.get(caseDirectories);
  }

  @Override
  public boolean isImmutableType() {
    return false;
  }

  @Override
  public TypeSerializer<StreamSession> duplicate() {
    return this;
  }

  @Override
  public StreamSession createInstance() {
    return triage().openStream();
  }

  @Override
  public StreamSession copy(StreamSession from) {
    return triage().restoreStream(from.snapshot());
  }

  @Override
  public StreamSession copy(StreamSession from, StreamSession reuse) {
    return copy(from);
  }

  @Override
  public int getLength() {
    return -1;
  }

  @Override
  public void serialize(StreamSession record, DataOutputView target) throws IOException {
    byte[] b = record.snapshot();
    target.writeInt(b.length);
    target.write(b);
  }

  @Override
  public StreamSession deserialize(DataInputView source) throws IOException {
    int n = source.readInt();
    if (n < 0) {
      throw new IOException("a stream session in Flink state has a negative length: " + n);
    }
    byte[] b = new byte[n];
    source.readFully(b);
    try {
      return triage().restoreStream(b);
    } catch (IllegalArgumentException e) {
      throw new IOException("the stream session in Flink state cannot be restored: " + e.getMessage(), e);
    }
  }

  @Override
  public StreamSession deserialize(StreamSession reuse, DataInputView source) throws IOException {
    return deserialize(source);
  }

  @Override
  public void copy(DataInputView source, DataOutputView target) throws IOException {
    int n = source.readInt();
    target.writeInt(n);
    target.write(source, n);
  }

  @Override
  public boolean equals(Object obj) {
    return obj instanceof SessionSerializer o && o.caseDirectories.equals(caseDirectories);
  }

  @Override
  public int hashCode() {
    return caseDirectories.hashCode();
  }

  @Override
  public TypeSerializerSnapshot<StreamSession> snapshotConfiguration() {
    return new Snapshot(caseDirectories);
  }

  /**
   * The serializer's snapshot: its case directories (the session bytes carry their own version).
   * Reads the snapshots of earlier versions, which had none. Not thread-safe.
   */
  public static final class Snapshot implements TypeSerializerSnapshot<StreamSession> {
    /** Versions up to 3 were written without configuration. */
    private static final int VERSION = 4;
    private List<String> caseDirectories;

    /** A snapshot to read into, for Flink. */
    public Snapshot() {
      this(List.of());
    }

    Snapshot(List<String> caseDirectories) {
      this.caseDirectories = List.copyOf(caseDirectories);
    }

    @Override
    public int getCurrentVersion() {
      return VERSION;
    }

    @Override
    public void writeSnapshot(DataOutputView out) throws IOException {
      out.writeInt(caseDirectories.size());
      for (String d : caseDirectories) {
        out.writeUTF(d);
      }
    }

    @Override
    public void readSnapshot(int readVersion, DataInputView in, ClassLoader classLoader) throws IOException {
      if (readVersion < VERSION) {
        caseDirectories = List.of();
        return;
      }
      int n = in.readInt();
      if (n < 0 || n > 10_000) {
        throw new IOException("the snapshot of a session serializer names " + n + " case directories");
      }
      List<String> dirs = new ArrayList<>(n);
      for (int i = 0; i < n; i++) {
        dirs.add(in.readUTF());
      }
      caseDirectories = List.copyOf(dirs);
    }

    @Override
    public TypeSerializer<StreamSession> restoreSerializer() {
      return new SessionSerializer(caseDirectories);
    }

    @Override
    public TypeSerializerSchemaCompatibility<StreamSession> resolveSchemaCompatibility(
        TypeSerializerSnapshot<StreamSession> oldSnapshot) {
      // the session bytes are versioned by the library itself: any earlier snapshot of this
      // serializer reads as it is (with the case directories of the job now running)
      return oldSnapshot instanceof Snapshot
          ? TypeSerializerSchemaCompatibility.compatibleAsIs()
          : TypeSerializerSchemaCompatibility.incompatible();
    }
  }
}
