package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.load.CaseBaseLoader;
import io.github.ascendtriage.internal.match.LuceneCaseIndex;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Writes the built-in case base's group index ({@code casebase.index}, read by {@code
 * match.PrebuiltIndex}): run by the build after the other compiled resources, {@code
 * CaseIndexWriter <built-in case base folder>}. It loads the built-in case base as a start does and
 * indexes its group documents afresh, so the resource holds what a start would have built.
 */
public final class CaseIndexWriter {
  private CaseIndexWriter() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: CaseIndexWriter <built-in case base folder>");
    }
    CaseBase base = CaseBaseLoader.load(true, List.of(), List.of());
    Files.write(Path.of(args[0]).resolve(LuceneCaseIndex.PREBUILT_RESOURCE), LuceneCaseIndex.prebuiltBytes(base.cases()));
  }
}
