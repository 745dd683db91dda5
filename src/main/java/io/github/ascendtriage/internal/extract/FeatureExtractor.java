package io.github.ascendtriage.internal.extract;

import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.LinePattern;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.extract.automaton.PhraseTables;
import io.github.ascendtriage.internal.extract.collect.FeatureCollector;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.collect.CrossLineFindings;
import io.github.ascendtriage.internal.extract.patterns.LinePatternRecognizer;
import io.github.ascendtriage.internal.extract.scan.LineScanner;
import io.github.ascendtriage.internal.extract.scan.PhraseRecognizer;
import io.github.ascendtriage.internal.extract.scan.QuietGate;
import io.github.ascendtriage.internal.extract.scan.Recognizer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * Turns log lines into typed features. Built once from the case base (whose phrases and line
 * patterns it compiles), then shared: immutable and thread-safe. Each stream gets its own {@link
 * LineScanner}.
 */
public final class FeatureExtractor {
  private final List<Recognizer> recognizers;
  private final QuietGate gate;

  /**
   * @param phrases the case phrases (folded)
   * @param linePatterns ordered-substring patterns of imported cases, by {@code caseId#n}; they
   *     match lines of any kind and are all reported
   * @param knowledge the platform markers (always looked for) and the symptom codes
   */
  public FeatureExtractor(
      Collection<String> phrases, Map<String, List<String>> linePatterns, Knowledge knowledge) {
    this(phrases, anyKind(linePatterns), knowledge, List.of());
  }

  /** As the other constructors, with patterns that carry their log kinds, in matching order. */
  public FeatureExtractor(Collection<String> phrases, List<LinePattern> linePatterns, Knowledge knowledge) {
    this(phrases, linePatterns, knowledge, List.of());
  }

  private static List<LinePattern> anyKind(Map<String, List<String>> patterns) {
    List<LinePattern> out = new ArrayList<>();
    patterns.forEach((k, p) -> out.add(new LinePattern(k, p, java.util.Set.of())));
    return out;
  }

  /**
   * As the other constructor, with {@code extra} recognisers run after the standard ones (an
   * embedder's own format, or a test's failing recogniser).
   */
  public FeatureExtractor(
      Collection<String> phrases,
      List<LinePattern> linePatterns,
      Knowledge knowledge,
      List<Recognizer> extra) {
    this(phrases, linePatterns, knowledge, CodeCatalogLoader.builtIn(), extra);
  }

  /**
   * As the other constructors, looking for the codes of {@code codes} (the case base's catalogue,
   * site codes included).
   */
  public FeatureExtractor(
      Collection<String> phrases,
      List<LinePattern> linePatterns,
      Knowledge knowledge,
      CodeCatalog codes,
      List<Recognizer> extra) {
    this(phrases, List.of(), linePatterns, knowledge, codes, extra);
  }

  /**
   * As the other constructors, with the phrases that count on quiet plog lines too.
   *
   * @param phrases the case phrases (folded): looked for on every line that is not a quiet plog
   *     line (level INFO, DEBUG or TRACE)
   * @param infoLinePhrases those of {@code phrases} that are looked for on quiet plog lines too
   *     (the others, and the platform markers, are not: what the software prints at those levels
   *     is progress, and a word of a case found there is noise)
   */
  public FeatureExtractor(
      Collection<String> phrases,
      Collection<String> infoLinePhrases,
      List<LinePattern> linePatterns,
      Knowledge knowledge,
      CodeCatalog codes,
      List<Recognizer> extra) {
    List<Recognizer> r = new ArrayList<>(Recognizers.standard(knowledge, codes));
    java.util.Set<String> markers = new java.util.LinkedHashSet<>(knowledge.platform().foreign());
    markers.addAll(knowledge.platform().ascend());
    markers.addAll(knowledge.platform().absent());
    java.util.Set<String> all = new java.util.LinkedHashSet<>(phrases);
    all.addAll(markers);
    List<Recognizer> after = new ArrayList<>();
    if (!linePatterns.isEmpty()) {
      after.add(new LinePatternRecognizer(linePatterns));
    }
    after.addAll(extra);
    r.add(new PhraseRecognizer(all, markers));
    r.addAll(after);
    this.recognizers = List.copyOf(r);
    java.util.Set<String> quietPhrases = new java.util.LinkedHashSet<>(infoLinePhrases);
    // a framework announces its platform on an INFO line (vLLM's "Automatically detected platform
    // cuda."): a foreign marker counts whatever the line's level, as it did before framework lines had one
    quietPhrases.addAll(knowledge.platform().foreign());
    quietPhrases.addAll(knowledge.platform().statements()); // DeepSpeed's "Setting ds_accelerator to npu" is an INFO line
    quietPhrases.retainAll(all);
    this.gate = QuietGate.of(this.recognizers, quietPhrases);
  }

  private FeatureExtractor(List<Recognizer> recognizers, QuietGate gate) {
    this.recognizers = recognizers;
    this.gate = gate;
  }

  /**
   * This extractor without the line gate's shortcuts (the reference its answers are held to,
   * slower on every mix): quiet lines are gated as before (what counts there is a meaning, not a
   * shortcut), but none is skipped before it is scanned, and every recogniser looks at every
   * other line, whatever its triggers.
   */
  public FeatureExtractor withoutShortcuts() {
    return new FeatureExtractor(recognizers, gate == null ? null : gate.reference());
  }

  /** As {@link #forCaseBase(CaseBase, List)} with no extra recogniser: the extractor the CLI's diagnoses use. */
  public static FeatureExtractor forCaseBase(CaseBase base) {
    return forCaseBase(base, List.of());
  }

  /**
   * The extractor of the diagnoses, the one recipe the engine, the example check, the tests and the
   * benchmarks share (run 2026-12-05-proof19: the gate's tests had used the cases' phrases alone, an
   * automaton the CLI never builds): the cases' phrases and the reasoner's component vocabulary.
   */
  public static FeatureExtractor forCaseBase(CaseBase base, List<Recognizer> extra) {
    java.util.Set<String> phrases = new java.util.LinkedHashSet<>(base.phrases());
    phrases.addAll(base.reasoning().phrases());
    return new FeatureExtractor(phrases, base.infoLinePhrases(), base.linePatterns(), base.knowledge(), base.codes(), extra);
  }

  /** The recogniser chain, in order. */
  public List<Recognizer> recognizers() {
    return recognizers;
  }

  /**
   * The trie and failure links of the phrase automaton as the resource of {@link PhraseTables}
   * holds them (for the build, which writes them into the derived cache), or null when there is no phrase
   * recogniser.
   */
  public byte[] phraseTables() {
    PhraseRecognizer p = phraseRecognizer();
    return p == null ? null : p.automaton().tables().encode();
  }

  /** The tables of the line gate's automata as the derived cache's {@link PhraseTables#GATE} section holds them; null without a gate. */
  public byte[] gateTables() {
    return gate == null ? null : PhraseTables.encodeAll(gate.tables());
  }

  /** Whether the line gate's automata were made from the built-in {@link PhraseTables} of the derived cache. */
  public boolean gatePrecompiled() {
    return gate != null && gate.tables().stream().allMatch(t -> t == PhraseTables.builtInFor(t.patterns));
  }

  /** Whether the phrase automaton was made from the built-in {@link PhraseTables} of the derived cache. */
  public boolean phrasesPrecompiled() {
    PhraseRecognizer p = phraseRecognizer();
    return p != null && p.automaton().tables() == PhraseTables.builtInFor(p.automaton().tables().patterns);
  }

  private PhraseRecognizer phraseRecognizer() {
    for (Recognizer r : recognizers) {
      if (r instanceof PhraseRecognizer p) {
        return p;
      }
    }
    return null;
  }

  /** A scanner for one stream (file, pasted text, live stream). */
  public LineScanner newScanner(String source) {
    return new LineScanner(source, recognizers, gate);
  }

  /**
   * Extracts the features of a whole text (split into lines), as the engine does for pasted text,
   * with the tokens read across its lines ({@link CrossLineFindings}).
   */
  public FeatureSet extractText(String text) {
    FeatureCollector f = new FeatureCollector();
    LineScanner sc = newScanner("<example>");
    long n = 0;
    for (String line : text.split("\\R", -1)) {
      n++;
      f.beginLine("<example>", n, line);
      sc.scan(line, n, f);
    }
    sc.end(f);
    return CrossLineFindings.derive(f.finish());
  }
}
