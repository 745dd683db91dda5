package io.github.ascendtriage.internal.rootcause;

/**
 * What the location of a file says about who wrote it.
 *
 * @param source the path relative to the input root
 * @param host the host or worker folder, or null
 * @param rank the rank from the file name ({@code rank-3.txt}), or null
 */
public record SourceMeta(String source, String host, String rank) {}
