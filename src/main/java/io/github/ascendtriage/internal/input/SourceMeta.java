package io.github.ascendtriage.internal.input;

/**
 * What the location of a file says about who wrote it.
 *
 * @param source the path relative to the input root
 * @param host the host or worker folder, or null
 * @param rank the rank from the file name ({@code rank-3.txt}), or null
 * @param device the device from a {@code device-N} folder, or null
 * @param process the writing process ({@code host|pid} from {@code plog-<pid>_<ts>.log}), so the
 *     rotated files and the debug and run logs of one process are known to be one, or null
 */
public record SourceMeta(String source, String host, String rank, String device, String process) {
  public SourceMeta(String source, String host, String rank) {
    this(source, host, rank, null, null);
  }

  /** The same place under another name (used when several roots are read together). */
  public SourceMeta renamed(String newSource, String newHost) {
    String pid = process == null ? null : process.substring(process.lastIndexOf('|') + 1);
    return new SourceMeta(newSource, newHost, rank, device, pid == null ? null : newHost + "|" + pid);
  }
}
