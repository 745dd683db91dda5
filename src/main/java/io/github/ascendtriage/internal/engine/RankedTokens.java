package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.match.CaseRanker;
import io.github.ascendtriage.internal.match.RankInputs;

/**
 * What can change {@link Assembler#claims} while no claim asks the layer reasoning: what the ranking of the cases
 * declares it reads ({@link CaseRanker#inputs}), asked of it rather than derived here. A token it reads by its key
 * (a case's token, a platform marker), the kinds of token whose mere presence it reads (for those it is only the
 * first token of the kind coming, or the last going, that it can see), the tokens whose lines it reads (a quoted
 * code and the words beside it) and those whose counts it reads. Immutable and thread-safe.
 */
final class RankedTokens {
  private final RankInputs inputs;

  RankedTokens(CaseBase base) {
    this.inputs = CaseRanker.inputs(base.cases(), base.knowledge());
  }

  /** True when the ranking reads a token of {@code type} with {@code key}: by its key, or as one of its kind. */
  boolean ranks(FeatureType type, String key) {
    return inputs.kinds().contains(type) || inputs.keys().contains(key);
  }

  /** True when the ranking reads the token of {@code key} itself (a case's token or a marker phrase). */
  boolean ranksKey(FeatureType type, String key) {
    return inputs.keys().contains(key);
  }

  /** True when the ranking reads the lines of the token of {@code key} (and, for a code, the records it may be). */
  boolean ranksLines(FeatureType type, String key) {
    return inputs.lineKeys().contains(key);
  }

  /** True when the ranking reads how often the token of {@code key} was seen. */
  boolean ranksCount(FeatureType type, String key) {
    return inputs.countKeys().contains(key);
  }

  /** The kinds of token whose presence alone the ranking reads, in a fixed order. */
  FeatureType[] presenceTypes() {
    return inputs.kinds().stream().sorted().toArray(FeatureType[]::new);
  }
}
