package io.github.ascendtriage.internal.input;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link ZstdFrames} before aircompressor's decoder: a whole stream decodes as it did, and a stream
 * cut anywhere decodes to a prefix of the whole text that grows with the cut, the blocks before
 * the cut included, with the cut reported.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ZstdFramesTest {
  /** 1.2 MB of varied lines: ten or so blocks of 128 KiB, all within aircompressor's 1 MiB window. */
  private static final byte[] TEXT = text();

  private static byte[] text() {
    StringBuilder b = new StringBuilder();
    for (int i = 0; b.length() < 1_200_000; i++) {
      b.append("[INFO] step ").append(i).append(" loss ").append((i * 7919L * i) % 1_000_003).append(" tag ")
          .append(Long.toHexString(i * 0x9E3779B97F4A7C15L)).append('\n');
    }
    return b.toString().getBytes(StandardCharsets.UTF_8);
  }

  private record Decoded(byte[] bytes, String cut) {}

  /** As {@link Archives} reads it: a cut the frames see, or a failure of the decoder, is the damage. */
  private static Decoded decode(byte[] zstd) throws IOException {
    BoundedStreams.Counting raw = new BoundedStreams.Counting(new ByteArrayInputStream(zstd));
    ZstdFrames frames = new ZstdFrames(raw);
    try (CutShort in = new CutShort(Decoders.decompress(Archives.Kind.ZSTD, frames), raw)) {
      byte[] text = in.readAllBytes();
      return new Decoded(text, in.damage().or(frames::cut).orElse(null));
    }
  }

  private static void assertPrefix(byte[] got, String what) {
    assertTrue(got.length <= TEXT.length, what);
    assertArrayEquals(Arrays.copyOf(TEXT, got.length), got, what + ": not a prefix of the text");
  }

  @Test
  void aWholeStreamDecodesAsItWasWritten() throws IOException {
    Decoded d = decode(ArchiveInputTest.compress("zst", TEXT));
    assertArrayEquals(TEXT, d.bytes());
    assertEquals(null, d.cut());
  }

  @Test
  void aStreamCutAnywhereGivesAPrefixThatGrowsWithTheCut() throws IOException {
    byte[] whole = ArchiveInputTest.compress("zst", TEXT);
    Random r = new Random(40);
    int[] cuts = new int[120];
    for (int i = 0; i < cuts.length; i++) {
      cuts[i] = i < 20 ? i : r.nextInt(whole.length); // the frame header's bytes, then anywhere
    }
    Arrays.sort(cuts);
    int before = 0;
    for (int cut : cuts) {
      Decoded d = decode(Arrays.copyOf(whole, cut));
      assertPrefix(d.bytes(), "cut at " + cut);
      assertTrue(d.bytes().length >= before, "cut at " + cut + " gave less than an earlier cut");
      assertTrue(cut == 0 || d.cut() != null, "cut at " + cut + " is reported");
      before = d.bytes().length;
    }
    // past the first blocks (the frame's tenth), the blocks before the cut are given out
    Decoded late = decode(Arrays.copyOf(whole, whole.length * 9 / 10));
    assertTrue(late.bytes().length > TEXT.length / 2, "at 90%: " + late.bytes().length);
  }
}
