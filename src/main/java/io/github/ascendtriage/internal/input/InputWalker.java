package io.github.ascendtriage.internal.input;

import io.github.ascendtriage.TriageWarning;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileVisitOption;
import java.nio.file.FileVisitResult;
import java.nio.file.FileVisitor;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the log files of an input: a file, an {@code ~/ascend/log} tree of any CANN generation, or
 * a folder with one subfolder per host or worker. The root the user names is followed when it is a
 * symbolic link ({@code ~/ascend/log} is often a link to another disk); links inside it are not
 * followed (no loops). What is left out (links, unreadable folders, FIFOs, sockets and devices,
 * folders deeper than {@link InputLimits#maxDepth}, files beyond {@link InputLimits#maxFiles}) is
 * reported, not fatal. Names are relative to the root the user gave. Stateless; thread-safe.
 */
public final class InputWalker {
  private static final Set<String> LAYOUT_DIRS =
      Set.of(
          "debug", "run", "security", "operation", "plog", "log", "logs", "ascend", "process_log",
          "environment_check", "device_log", "dl_log", "train_log", "slog", "mindie",
          // msrun's worker and scheduler logs (MindFormers msrun_launcher.sh: LOG_DIR output/msrun_log)
          "msrun_log");
  private static final Pattern DEVICE_DIR = Pattern.compile("device-\\d{1,3}");
  // plog-<pid>_<ts>.log / device-<pid>_<ts>.log: files of one process share the pid
  private static final Pattern PROCESS_FILE = Pattern.compile("(?:plog|device)-(\\d{1,10})_\\d{1,20}");
  // mindie-llm_<pid>_<ts>.log, mindie-ms_controller_<pid>_<ts>.log: a MindIE worker's own log, named
  // after the same process (mind-cluster mindie_parser.py reads the pid there)
  private static final Pattern MINDIE_FILE = Pattern.compile("mindie-[a-z-]{1,15}(?:_[a-z-]{1,15}){0,3}_(\\d{1,10})_\\d{12,20}");
  // ray41: a Ray worker process's own stdout and stderr, worker-<worker_id>-<job_id>-<pid>.out|err, and its core
  // worker's log, python-core-worker-<worker_id>_<pid>.log, in the node's session folder (docs.ray.io, Configuring
  // Logging, "Log files in logging directory"): worker and job ids are hex (a 28-byte worker id, a 4-byte job id)
  private static final Pattern RAY_WORKER_FILE =
      Pattern.compile("(?:worker-[0-9a-f]{8,64}-[0-9a-f]{4,16}-(\\d{1,10})\\.(?:out|err)|python-core-worker-[0-9a-f]{8,64}_(\\d{1,10})\\.log)(?:\\.\\d{1,4})?$");
  private static final Pattern RANK_FILE =
      Pattern.compile("(?:^|[^a-z])rank[-_]?(\\d{1,6})(?:[^0-9]|$)", Pattern.CASE_INSENSITIVE);
  private static final Set<String> SKIP_EXT =
      Set.of(".png", ".jpg", ".jpeg", ".so", ".pyc", ".bin", ".om", ".pb", ".pt", ".pth", ".ckpt", ".npy");

  private InputWalker() {}

  /** The files under {@code root} (or the file itself), sorted by relative path. */
  public static List<LogSource> walk(Path root, List<TriageWarning> warnings) throws IOException {
    return walk(root, warnings, InputLimits.DEFAULT);
  }

  /** As {@link #walk(Path, List)} with other limits. */
  public static List<LogSource> walk(Path given, List<TriageWarning> warnings, InputLimits limits) throws IOException {
    if (!Files.exists(given, java.nio.file.LinkOption.NOFOLLOW_LINKS) && !Files.exists(given)) {
      throw new NoSuchFileException(given.toString(), null, "no such file or directory");
    }
    List<LogSource> out = new ArrayList<>();
    if (!Files.isDirectory(given)) {
      String name = given.getFileName() == null ? given.toString() : given.getFileName().toString();
      out.add(new LogSource(given, SourceMeta.named(name, rankOf(name))));
      return out;
    }
    String rootName = given.getFileName() == null ? "" : given.getFileName().toString();
    // the folder the user named is followed even when it is a link; nothing below it is
    Path root = Files.isSymbolicLink(given) ? given.toRealPath() : given;
    int[] dropped = new int[1];
    Files.walkFileTree(
        root,
        EnumSet.noneOf(FileVisitOption.class),
        limits.maxDepth(),
        new FileVisitor<>() {
          @Override
          public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
            if (!dir.equals(root) && !Files.isReadable(dir)) {
              warnings.add(new TriageWarning(rel(root, rootName, dir), 0, "folder skipped: not readable"));
              return FileVisitResult.SKIP_SUBTREE;
            }
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
            String r = rel(root, rootName, file);
            if (attrs.isSymbolicLink()) {
              warnings.add(new TriageWarning(r, 0, "symbolic link skipped (links are not followed)"));
              return FileVisitResult.CONTINUE;
            }
            if (attrs.isDirectory()) {
              // walkFileTree hands over a folder at the depth limit as a file
              warnings.add(new TriageWarning(r, 0, "folder skipped: deeper than " + limits.maxDepth() + " levels"));
              return FileVisitResult.CONTINUE;
            }
            if (!attrs.isRegularFile()) {
              // a FIFO could block the whole run and a socket or device is no log
              warnings.add(new TriageWarning(r, 0, "skipped: not a regular file (FIFO, socket or device); name it on its own to read it as a stream"));
              return FileVisitResult.CONTINUE;
            }
            String lower = file.getFileName().toString().toLowerCase(Locale.ROOT);
            int dot = lower.lastIndexOf('.');
            if (dot >= 0 && SKIP_EXT.contains(lower.substring(dot))) {
              warnings.add(new TriageWarning(r, 0, "skipped: not a log file (" + lower.substring(dot) + ")"));
              return FileVisitResult.CONTINUE;
            }
            if (out.size() >= limits.maxFiles()) {
              dropped[0]++;
              return FileVisitResult.CONTINUE;
            }
            out.add(new LogSource(file, meta(r)));
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult visitFileFailed(Path file, IOException exc) {
            String why = exc instanceof AccessDeniedException ? "not readable" : exc.getClass().getSimpleName() + ": " + exc.getMessage();
            warnings.add(new TriageWarning(rel(root, rootName, file), 0, "skipped: " + why));
            return FileVisitResult.CONTINUE;
          }

          @Override
          public FileVisitResult postVisitDirectory(Path dir, IOException exc) {
            if (exc != null) {
              warnings.add(new TriageWarning(rel(root, rootName, dir), 0, "folder partly read: " + exc.getMessage()));
            }
            return FileVisitResult.CONTINUE;
          }
        });
    if (dropped[0] > 0) {
      warnings.add(new TriageWarning(rootName, 0, dropped[0] + " file(s) skipped: a tree is read up to " + limits.maxFiles() + " files"));
    }
    out.sort((a, b) -> a.name().compareTo(b.name()));
    return out;
  }

  private static String rel(Path root, String rootName, Path p) {
    String r = root.relativize(p).toString().replace('\\', '/');
    return r.isEmpty() ? rootName : r;
  }

  /**
   * The extension of a file that is never a log (images, models, libraries), when {@code lower}
   * (a lowercase name) has one. Archives are not among them: they are read as trees.
   */
  static java.util.Optional<String> skippedExtension(String lower) {
    int dot = lower.lastIndexOf('.');
    return dot >= 0 && dot > lower.lastIndexOf('/') && SKIP_EXT.contains(lower.substring(dot))
        ? java.util.Optional.of(lower.substring(dot)) : java.util.Optional.empty();
  }

  /** Host and rank from a relative path: {@code worker-1/process_log/run/plog/plog-1_2.log}. */
  public static SourceMeta meta(String rel) {
    String[] parts = rel.split("/");
    String host = null;
    if (parts.length >= 2) {
      String first = parts[0];
      if (!LAYOUT_DIRS.contains(first.toLowerCase(Locale.ROOT)) && !DEVICE_DIR.matcher(first).matches()) {
        host = first;
      }
    }
    String device = null;
    for (int i = 0; i < parts.length - 1; i++) {
      Matcher d = DEVICE_DIR.matcher(parts[i]);
      if (d.matches()) {
        device = parts[i].substring("device-".length());
      }
    }
    String h = host == null ? "" : host;
    Optional<ProcessKey> process = pidOf(parts[parts.length - 1]).map(pid -> new ProcessKey(h, pid));
    return new SourceMeta(rel, Optional.ofNullable(host), rankOf(parts[parts.length - 1]), Optional.ofNullable(device), process);
  }

  /** The writing process's pid when {@code fileName} is one process's own log (a plog, a device log, a MindIE log, a Ray worker's). */
  static Optional<String> pidOf(String fileName) {
    Matcher p = PROCESS_FILE.matcher(fileName);
    if (p.lookingAt()) {
      return Optional.of(p.group(1));
    }
    Matcher mi = MINDIE_FILE.matcher(fileName);
    if (mi.lookingAt()) {
      return Optional.of(mi.group(1));
    }
    Matcher ray = RAY_WORKER_FILE.matcher(fileName);
    return ray.matches() ? Optional.of(ray.group(1) != null ? ray.group(1) : ray.group(2)) : Optional.empty();
  }

  /** True for a folder of the CANN log layout ({@code debug}, {@code plog}, {@code device-3}, ...), never a host. */
  static boolean isLayoutFolder(String name) {
    return LAYOUT_DIRS.contains(name.toLowerCase(Locale.ROOT)) || DEVICE_DIR.matcher(name).matches();
  }

  static Optional<String> rankOf(String fileName) {
    Matcher m = RANK_FILE.matcher(fileName);
    return m.find() ? Optional.of(m.group(1)) : Optional.empty();
  }
}
