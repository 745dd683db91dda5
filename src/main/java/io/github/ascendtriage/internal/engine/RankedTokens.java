package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.internal.casebase.Platform;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import java.util.HashSet;
import java.util.Set;

/**
 * The tokens whose coming or going can change {@link Assembler#claims} while no claim asks the
 * layer reasoning: every token a case reads (required, supporting, excluding) and the platform
 * guard's marker phrases, by key, and the kinds of token whose mere presence the guard asks about
 * (any code, any module: {@code platform.ascendTokenTypes}). For those kinds it is only the first
 * token of the kind coming, or the last going, that the ranking can see. Immutable and thread-safe.
 */
final class RankedTokens {
  // a key set used only as a filter (is this token one the ranking can see?), not a copy of the
  // index's postings
  private final Set<String> keys;
  private final Set<FeatureType> presence;

  RankedTokens(CaseBase base) {
    Set<String> k = new HashSet<>();
    for (CaseDefinition c : base.cases()) {
      c.required().forEach(g -> g.forEach(t -> k.add(t.key())));
      c.supporting().forEach(t -> k.add(t.key()));
      c.excluding().forEach(t -> k.add(t.key()));
    }
    Platform p = base.knowledge().platform();
    p.foreign().forEach(m -> k.add(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    p.ascend().forEach(m -> k.add(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    p.absent().forEach(m -> k.add(SignatureToken.keyOf(FeatureType.PHRASE, m)));
    this.keys = Set.copyOf(k);
    this.presence = Set.copyOf(p.ascendTypes());
  }

  /** True when the ranking reads a token of {@code type} with {@code key}: by its key, or as one of its kind. */
  boolean ranks(FeatureType type, String key) {
    return presence.contains(type) || keys.contains(key);
  }

  /** True when the ranking reads the token of {@code key} itself (a case's token or a marker phrase). */
  boolean ranksKey(FeatureType type, String key) {
    return keys.contains(key);
  }

  /** The kinds of token whose presence alone the ranking reads, in a fixed order. */
  FeatureType[] presenceTypes() {
    return presence.stream().sorted().toArray(FeatureType[]::new);
  }
}
