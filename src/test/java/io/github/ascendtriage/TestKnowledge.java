package io.github.ascendtriage;

import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.load.CaseBaseLoader;

/** The built-in knowledge, loaded once for tests that build their own extractors and rankers. */
public final class TestKnowledge {
  private TestKnowledge() {}

  public static final Knowledge K = CaseBaseLoader.builtInKnowledge();
}
