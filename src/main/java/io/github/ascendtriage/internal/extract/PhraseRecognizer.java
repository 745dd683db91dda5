package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.FeatureType;
import java.util.Collection;

/** Reports every case-base phrase that occurs in the folded line (Aho-Corasick, one pass). */
final class PhraseRecognizer implements Recognizer {
  private final AhoCorasick automaton;

  PhraseRecognizer(Collection<String> phrases, java.util.Set<String> substrings) {
    this.automaton = AhoCorasick.wordStarts(phrases, substrings);
  }

  @Override
  public void recognize(LineContext ctx, FeatureSink sink) {
    if (automaton.isEmpty()) {
      return;
    }
    automaton.forEachMatchFolded(ctx.body(), p -> sink.feature(FeatureType.PHRASE, p));
  }
}
