package io.github.ascendtriage;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.engine.Engine;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What an {@link AscendTriage.Builder} has been told, checked as it is told (a wrong value throws at
 * once and names itself), and the engine built from it. The builder keeps only its public contract
 * and delegates here. Mutable and not thread-safe, like the builder that owns it; no method accepts
 * null.
 */
final class TriageSettings {
  /** How many matches a diagnosis returns unless told otherwise. */
  static final int DEFAULT_TOP_K = 3;

  private final List<Path> caseDirectories = new ArrayList<>();
  private final List<Path> ascendFdKnowledgeBases = new ArrayList<>();
  private final Set<String> disabledCases = new TreeSet<>();
  private boolean builtInCases = true;
  private int topK = DEFAULT_TOP_K;
  private double minConfidence = Double.NaN;
  private Path indexDirectory;
  private boolean redact;
  private int threads = Math.max(1, Math.min(4, Runtime.getRuntime().availableProcessors()));
  private long maxKnowledgeBytes = CaseBaseLoader.DEFAULT_MAX_KNOWLEDGE_BYTES;

  void addCaseDirectory(Path dir) {
    caseDirectories.add(Objects.requireNonNull(dir, "dir"));
  }

  void addAscendFdKnowledgeBase(Path file) {
    ascendFdKnowledgeBases.add(Objects.requireNonNull(file, "file"));
  }

  void disableCases(String... ids) {
    Objects.requireNonNull(ids, "ids");
    for (String id : ids) {
      if (id == null || id.isBlank()) {
        throw new IllegalArgumentException("disableCases: a case id is null or blank");
      }
      disabledCases.add(id.strip());
    }
  }

  void builtInCases(boolean load) {
    builtInCases = load;
  }

  void topK(int k) {
    topK = between("topK", k, 1, 100);
  }

  void minConfidence(double min) {
    if (!(min >= 0.0 && min <= 1.0)) {
      throw new IllegalArgumentException("minConfidence must be in [0,1], was " + min);
    }
    minConfidence = min;
  }

  void indexDirectory(Path dir) {
    indexDirectory = Objects.requireNonNull(dir, "dir");
  }

  void redact(boolean on) {
    redact = on;
  }

  void threads(int n) {
    threads = between("threads", n, 1, 64);
  }

  void maxKnowledgeBytes(long bytes) {
    if (bytes <= 0) {
      throw new IllegalArgumentException("maxKnowledgeBytes must be positive, was " + bytes);
    }
    maxKnowledgeBytes = bytes;
  }

  private static int between(String name, int value, int min, int max) {
    if (value < min || value > max) {
      throw new IllegalArgumentException(name + " must be between " + min + " and " + max + ", was " + value);
    }
    return value;
  }

  /**
   * Loads, validates and indexes the case base; throws as {@link AscendTriage.Builder#build()}
   * documents. The site cases' examples are checked with the engine's own extractor.
   */
  Engine engine() {
    CaseBase base = CaseBaseLoader.loadExamplesUnchecked(builtInCases, caseDirectories, ascendFdKnowledgeBases, maxKnowledgeBytes);
    return Engine.create(base, disabledCases, topK, minConfidence, indexDirectory, redact, threads);
  }
}
