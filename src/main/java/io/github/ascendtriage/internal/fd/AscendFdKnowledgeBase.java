package io.github.ascendtriage.internal.fd;

import io.github.ascendtriage.internal.casebase.CaseDefinition;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads an ascend-fd (MindCluster FaultDiag) knowledge base, {@code kg-config.json}, into cases.
 * Not implemented yet: see the interop issue.
 */
public final class AscendFdKnowledgeBase {
  private AscendFdKnowledgeBase() {}

  /** The imported cases and what was skipped. */
  public record Import(List<CaseDefinition> cases, List<String> skipped) {}

  public static Import read(Path file) throws IOException {
    throw new IOException("reading ascend-fd knowledge bases is not implemented yet");
  }
}
