package io.github.ascendtriage.cli;

import io.github.ascendtriage.AscendTriage;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options that choose and tune the knowledge base, shared by the subcommands. */
final class TriageOptions {
  @Option(names = "--casebase", paramLabel = "DIR", description = "A directory of your own case files (repeatable); replaces built-in cases with the same id.")
  List<Path> caseDirs = new ArrayList<>();

  @Option(names = "--ascend-fd-kb", paramLabel = "FILE", description = "An ascend-fd knowledge base (kg-config.json) to match alongside the cases (repeatable).")
  List<Path> fdFiles = new ArrayList<>();

  @Option(names = "--no-builtin", description = "Do not load the built-in case base.")
  boolean noBuiltin;

  @Option(names = "--redact", description = "Mask IPs, host names, user names and e-mails in the output.")
  boolean redact;

  @Option(names = "--index-dir", paramLabel = "DIR", description = "Keep the case index on disk in DIR instead of memory (safe to share between runs).")
  Path indexDir;

  @Option(names = "--max-knowledge", paramLabel = "SIZE", converter = ByteSize.class,
      description = "Load at most SIZE of --casebase and --ascend-fd-kb files in all (default 16m; k, m, g: KiB, MiB, GiB). "
          + "A larger base needs a larger heap (ASCEND_TRIAGE_HEAP).")
  Long maxKnowledge;

  /** Whether these options name no knowledge of their own: the built-in case base alone, indexed in memory. */
  boolean builtInOnly() {
    return !noBuiltin && caseDirs.isEmpty() && fdFiles.isEmpty() && indexDir == null;
  }

  /** The triage object of these options, with the library's defaults for matching. */
  AscendTriage build() {
    return build(null);
  }

  /**
   * The triage object of these options and {@code match} (null: the library's defaults), having
   * said on {@code err} what building it skipped or read another way ({@link LoadNotes}).
   */
  AscendTriage build(MatchOptions match, java.io.PrintWriter err) {
    AscendTriage t = build(match);
    LoadNotes.say(t.loadWarnings(), err);
    return t;
  }

  /** The triage object of these options and {@code match} (null: the library's defaults). */
  AscendTriage build(MatchOptions match) {
    AscendTriage.Builder b = AscendTriage.builder().builtInCases(!noBuiltin).redact(redact);
    if (match != null) {
      b.topK(match.top);
      if (match.minConfidence != null) {
        b.minConfidence(match.minConfidence);
      }
    }
    caseDirs.forEach(b::addCaseDirectory);
    fdFiles.forEach(b::addAscendFdKnowledgeBase);
    if (indexDir != null) {
      b.indexDirectory(indexDir);
    }
    if (maxKnowledge != null) {
      b.maxKnowledgeBytes(maxKnowledge);
    }
    return b.build();
  }
}
