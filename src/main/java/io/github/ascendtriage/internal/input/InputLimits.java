package io.github.ascendtriage.internal.input;

/**
 * The bounds on reading one input, in one place so every reader (files, trees, gzip, archives)
 * applies the same ones and docs/guarantees.md can name them. Immutable; thread-safe.
 *
 * @param maxLine longest line kept, in chars; the rest of a longer line is skipped and reported
 * @param maxDepth deepest folder level of a tree that is read; deeper folders are reported
 * @param maxFiles most files taken from one tree (or entries from one archive); the rest are
 *     reported
 * @param maxExpandedBytes most bytes one compressed stream may expand to; the rest is reported
 * @param maxRatio most expanded bytes per compressed byte, checked once {@code ratioFloor} bytes
 *     have come out (small files legitimately compress far better than this)
 * @param ratioFloor expanded bytes below which the ratio is not checked
 */
public record InputLimits(int maxLine, int maxDepth, int maxFiles, long maxExpandedBytes, int maxRatio, long ratioFloor) {
  /** The limits the library and the CLI use. */
  public static final InputLimits DEFAULT = new InputLimits(64 * 1024, 64, 200_000, 1L << 30, 100, 16L << 20);

  public InputLimits {
    if (maxLine < 1 || maxDepth < 1 || maxFiles < 1 || maxExpandedBytes < 1 || maxRatio < 1 || ratioFloor < 0) {
      throw new IllegalArgumentException("input limits must be positive");
    }
  }
}
