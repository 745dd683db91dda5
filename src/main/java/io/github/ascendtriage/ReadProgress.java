package io.github.ascendtriage;

import java.util.Optional;

/**
 * Told how the reading of files and trees goes, for a progress display ({@link
 * AscendTriage#diagnose(java.util.List, ReadProgress)}). The files of a tree are read by several
 * threads, so the methods may be called from any of them, at once: an implementation must be
 * thread-safe, quick, and must not throw. Arguments are never null.
 */
public interface ReadProgress {
  /** Tells nothing. */
  ReadProgress NONE = new ReadProgress() {};

  /**
   * Called once, before the first file is read.
   *
   * @param files how many files the input holds (an archive counts as one)
   * @param bytes their total size on disk (an archive's compressed size)
   */
  default void started(int files, long bytes) {}

  /**
   * Called when a file has been read (a log, or an archive with all its entries).
   *
   * @param source the file's name as evidence names it
   * @param host the host its place in the tree names, if any
   * @param bytes its size on disk, as counted by {@link #started}
   */
  default void read(String source, Optional<String> host, long bytes) {}
}
