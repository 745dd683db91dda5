package io.github.ascendtriage.internal.input;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Optional;

/**
 * A zstd stream handed to the decoder one whole unit at a time (a frame header, or a block with its
 * header), so that a stream cut in the middle still ends as a well-formed frame: the decoder holds
 * back up to a window of output (2 MiB for the {@code zstd} tool's default level, 8 MiB at its
 * highest) until the frame goes on, and a cut would lose all of it, where a cut gzip file keeps
 * its lines. At a cut the partial block is dropped and an empty last block ends the frame, so the
 * decoder gives out everything before it; {@link #cut()} says where the stream ended. The frame
 * layout is RFC 8878's (section 3.1.1). Because a frame may now end early, its content checksum is
 * taken off (the flag cleared, the four bytes dropped): a damaged block still fails in the
 * decoder. Skippable frames hold no text and are dropped; bytes that are no zstd frame are passed
 * on as they are, for the decoder to refuse. Not thread-safe; one per stream.
 */
final class ZstdFrames extends BoundedStreams.BlockReads {
  private static final int MAGIC = 0xFD2FB528;
  private static final int SKIPPABLE = 0x184D2A50; // to 0x184D2A5F
  /** The largest block the format allows (Block_Maximum_Size is at most 128 KiB). */
  private static final int MAX_BLOCK = 128 << 10;
  /** A raw block of no bytes with the Last_Block bit set. */
  private static final byte[] EMPTY_LAST_BLOCK = {1, 0, 0};
  private static final byte[] NOTHING = {};

  private enum State { FRAME, BLOCK, CHECKSUM, PASS, DONE }

  private State state = State.FRAME;
  private boolean checksum;
  private byte[] unit = NOTHING;
  private int pos;
  private String cut;

  ZstdFrames(InputStream in) {
    super(in);
  }

  /** Where the stream ended early, or empty when it ended at a frame's end. */
  Optional<String> cut() {
    return Optional.ofNullable(cut);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (pos == unit.length) {
      if (!next()) {
        return -1;
      }
    }
    int n = Math.min(len, unit.length - pos);
    System.arraycopy(unit, pos, b, off, n);
    pos += n;
    return n;
  }

  /** Reads the next whole unit into {@link #unit}; false at the end. */
  private boolean next() throws IOException {
    pos = 0;
    unit = NOTHING;
    switch (state) {
      case FRAME -> {
        return frame();
      }
      case BLOCK -> {
        return block();
      }
      case CHECKSUM -> {
        if (in.readNBytes(4).length < 4) {
          cut = "the stream ends in a frame's checksum";
          state = State.DONE;
          return false;
        }
        state = State.FRAME;
        return frame();
      }
      case PASS -> {
        unit = in.readNBytes(1 << 16);
        return unit.length > 0;
      }
      default -> {
        return false;
      }
    }
  }

  private boolean frame() throws IOException {
    while (true) {
      byte[] magic = in.readNBytes(4);
      if (magic.length < 4) {
        if (magic.length > 0) {
          cut = "the stream ends in a frame's magic number";
        }
        state = State.DONE;
        return false;
      }
      int m = le(magic, 0, 4);
      if ((m & 0xFFFFFFF0) == SKIPPABLE) {
        byte[] size = in.readNBytes(4);
        try {
          if (size.length < 4) {
            throw new EOFException();
          }
          in.skipNBytes(le(size, 0, 4) & 0xFFFFFFFFL);
        } catch (EOFException e) {
          cut = "the stream ends in a skippable frame";
          state = State.DONE;
          return false;
        }
        continue;
      }
      if (m != MAGIC) {
        unit = magic; // not zstd: the decoder says what is wrong
        state = State.PASS;
        return true;
      }
      int descriptor = in.read();
      byte[] rest = descriptor < 0 ? new byte[0] : in.readNBytes(headerSize(descriptor) - 1);
      if (descriptor < 0 || rest.length < headerSize(descriptor) - 1) {
        cut = "the stream ends in a frame header";
        state = State.DONE;
        return false;
      }
      checksum = (descriptor & 0b100) != 0;
      unit = new byte[5 + rest.length];
      System.arraycopy(magic, 0, unit, 0, 4);
      unit[4] = (byte) (descriptor & ~0b100);
      System.arraycopy(rest, 0, unit, 5, rest.length);
      state = State.BLOCK;
      return true;
    }
  }

  private boolean block() throws IOException {
    byte[] head = in.readNBytes(3);
    if (head.length < 3) {
      return endHere("the stream ends in a block header");
    }
    int h = le(head, 0, 3);
    int type = (h >>> 1) & 0b11;
    int size = h >>> 3;
    int data = type == 1 ? 1 : size; // an RLE block holds one byte
    if (type == 3 || data > MAX_BLOCK) {
      unit = head; // a reserved type or an oversized block: the decoder refuses it
      state = State.PASS;
      return true;
    }
    byte[] body = in.readNBytes(data);
    if (body.length < data) {
      return endHere("the stream ends in the middle of a block");
    }
    unit = Arrays.copyOf(head, 3 + data);
    System.arraycopy(body, 0, unit, 3, data);
    if ((h & 1) != 0) {
      state = checksum ? State.CHECKSUM : State.FRAME;
    }
    return true;
  }

  /** Ends the open frame with an empty last block, so the decoder gives out what it holds. */
  private boolean endHere(String why) {
    cut = why;
    unit = EMPTY_LAST_BLOCK.clone();
    state = State.DONE;
    return true;
  }

  /** Frame header bytes after the magic number, descriptor included (RFC 8878, 3.1.1.1). */
  private static int headerSize(int descriptor) {
    boolean singleSegment = (descriptor & 0b10_0000) != 0;
    int dictionary = descriptor & 0b11;
    int contentSize = descriptor >>> 6;
    return 1 + (singleSegment ? 0 : 1) + (dictionary == 0 ? 0 : 1 << (dictionary - 1))
        + (contentSize == 0 ? (singleSegment ? 1 : 0) : 1 << contentSize);
  }

  private static int le(byte[] b, int off, int n) {
    int v = 0;
    for (int i = n - 1; i >= 0; i--) {
      v = (v << 8) | (b[off + i] & 0xff);
    }
    return v;
  }
}
