package io.github.ascendtriage.flink;

import io.github.ascendtriage.StreamSession;
import java.io.IOException;
import org.apache.flink.api.common.typeutils.SimpleTypeSerializerSnapshot;
import org.apache.flink.api.common.typeutils.TypeSerializer;
import org.apache.flink.api.common.typeutils.TypeSerializerSnapshot;
import org.apache.flink.core.memory.DataInputView;
import org.apache.flink.core.memory.DataOutputView;

/**
 * Flink's serializer of a live {@link StreamSession} in keyed state: written as the session's own
 * snapshot bytes ({@link StreamSession#snapshot()}, versioned and bounded), read back with {@link
 * io.github.ascendtriage.AscendTriage#restoreStream}. With the heap state backend (Flink's default)
 * the session stays a live object between checkpoints and is written only when a checkpoint or
 * savepoint is taken; a copy (copy-on-write during an asynchronous snapshot) is a restore of a
 * snapshot. Stateless and thread-safe.
 */
public final class SessionSerializer extends TypeSerializer<StreamSession> {
  private static final long serialVersionUID = 1L;

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
    return SharedTriage.get().openStream();
  }

  @Override
  public StreamSession copy(StreamSession from) {
    return SharedTriage.get().restoreStream(from.snapshot());
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
      return SharedTriage.get().restoreStream(b);
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
    return obj instanceof SessionSerializer;
  }

  @Override
  public int hashCode() {
    return SessionSerializer.class.hashCode();
  }

  @Override
  public TypeSerializerSnapshot<StreamSession> snapshotConfiguration() {
    return new Snapshot();
  }

  /** The serializer's own snapshot: it has no configuration (the bytes carry their version). */
  public static final class Snapshot extends SimpleTypeSerializerSnapshot<StreamSession> {
    public Snapshot() {
      super(SessionSerializer::new);
    }
  }
}
