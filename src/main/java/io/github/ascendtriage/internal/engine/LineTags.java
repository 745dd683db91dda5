package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.LineSource;
import io.github.ascendtriage.TaggedLine;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.match.LayerHints;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/** The tag of a stream's line, from the tokens and codes the scan found on it. Stateless. */
final class LineTags {
  private LineTags() {}

  /**
   * A scanned line with tokens {@code toks}: the best claimed case whose matched tokens it carries,
   * else its lowest layer hint.
   */
  static TaggedLine of(long no, String line, LineSource shown, long at, List<String> toks, List<String> codes,
      List<Assembler.Claim> claimed, Knowledge knowledge, Optional<String> ts) {
    boolean symptom = toks.stream().anyMatch(k -> knowledge.symptom(k).filter(r -> r != Knowledge.Role.NONE).isPresent());
    for (Assembler.Claim c : claimed) {
      for (SignatureToken t : c.score().matched()) {
        if (toks.contains(t.key())) {
          boolean cascade = c.definition().cascade() || (symptom && onlySymptoms(c, toks, knowledge));
          return new TaggedLine(no, line, Optional.of(c.definition().id()), c.definition().layer(), Optional.empty(),
              shown, at, Optional.of(c.definition().titleEn()), OptionalDouble.of(Assembler.round(c.confidence())),
              c.definition().references(), codes, cascade, ts);
        }
      }
    }
    return plain(no, line, shown, at, LayerHints.lowest(knowledge, toks), codes, symptom, ts);
  }

  /** A line with no case. */
  static TaggedLine plain(long no, String line, LineSource source, long at, Layer layer, List<String> codes,
      boolean cascade, Optional<String> ts) {
    return new TaggedLine(no, line, Optional.empty(), layer, Optional.empty(), source, at, Optional.empty(),
        OptionalDouble.empty(), List.of(), codes, cascade, ts);
  }

  /** A line whose scan failed ({@code why}): passed on, marked unprocessed. */
  static TaggedLine failed(long no, String line, String why, LineSource source, long at) {
    return new TaggedLine(no, line, Optional.empty(), Layer.UNKNOWN, Optional.of(why), source, at, Optional.empty(),
        OptionalDouble.empty(), List.of(), List.of(), false, Optional.empty());
  }

  /** True when every token of the claim that this line carries is a symptom (waiting, wrapper). */
  private static boolean onlySymptoms(Assembler.Claim c, List<String> toks, Knowledge knowledge) {
    for (SignatureToken t : c.score().matched()) {
      if (toks.contains(t.key()) && knowledge.symptom(t.key()).filter(r -> r != Knowledge.Role.NONE).isEmpty()) {
        return false;
      }
    }
    return true;
  }
}
