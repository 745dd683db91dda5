package io.github.ascendtriage.internal.rootcause;

/**
 * What the location of a file says about who wrote it.
 *
 * @param source the path relative to the input root
 * @param host the host or worker folder, or null
 * @param rank the rank from the file name ({@code rank-3.txt}), or null
 * @param device the device from a {@code device-N} folder, or null
 */
public record SourceMeta(String source, String host, String rank, String device) {
  public SourceMeta(String source, String host, String rank) {
    this(source, host, rank, null);
  }
}
