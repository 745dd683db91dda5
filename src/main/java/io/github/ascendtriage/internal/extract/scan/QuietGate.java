package io.github.ascendtriage.internal.extract.scan;

import io.github.ascendtriage.internal.casebase.PhraseNormalizer;
import io.github.ascendtriage.internal.extract.automaton.AhoCorasick;
import io.github.ascendtriage.internal.extract.automaton.PhraseTables;
import io.github.ascendtriage.internal.extract.automaton.TriggerHits;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Decides which recognisers look at a quiet plog line (level INFO, DEBUG or TRACE: nearly all the
 * lines of a tree). Each recogniser states the literals it needs there ({@link
 * Recognizer#quietLiterals}); one small automaton holds them and the few case phrases that count on
 * quiet lines (a case says which, {@code signatures.onInfoLines}), so one pass over the folded
 * message finds both those phrases (for the phrase recogniser) and which recognisers run, besides
 * those that run on every line. A line on which that pass finds nothing can be skipped without
 * being decoded. On the other lines each recogniser runs only where one of its {@link
 * Recognizer#triggers} occurs (one automaton holds them all), and the phrase recogniser, whose
 * triggers are its phrases, makes its own pass with its precompiled automaton; a WARNING or EVENT
 * line whose bytes hold neither ({@link #loudProofs}) is skipped undecoded too. A recogniser
 * with no triggers (an embedder's, or the imported patterns', whose window needs every line) keeps
 * every line decoded. Immutable and thread-safe.
 */
public final class QuietGate {
  private final AhoCorasick automaton;
  private final long[] masks; // by pattern: the recognisers whose literal it is
  private final long always; // recognisers that run on every line
  private final long phraseBit; // the phrase recogniser's bit; 0 when the chain has none
  // the other lines: the recognisers' triggers, and those without any, which run on every such line
  private final AhoCorasick loud;
  private final long[] loudMasks;
  private final long loudAlways;
  private final boolean reference; // no shortcut: every recogniser on every other line, no line skipped
  private final AhoCorasick phraseCheck; // the phrase recogniser's own automaton: its triggers; null when none

  private QuietGate(AhoCorasick automaton, long[] masks, long always, long phraseBit, AhoCorasick loud,
      long[] loudMasks, long loudAlways, boolean reference, AhoCorasick phraseCheck) {
    this.phraseCheck = phraseCheck;
    this.automaton = automaton;
    this.masks = masks;
    this.always = always;
    this.phraseBit = phraseBit;
    this.loud = loud;
    this.loudMasks = loudMasks;
    this.loudAlways = loudAlways;
    this.reference = reference;
  }

  /**
   * This gate without its shortcuts, as the reference its answers are held to: the same
   * recognisers and phrases on quiet lines, but no line skipped before it is scanned and every
   * recogniser on every other line, whatever its triggers.
   */
  public QuietGate reference() {
    return new QuietGate(automaton, masks, always, phraseBit, loud, loudMasks, -1L, true, phraseCheck);
  }

  /** The tables of its two automata (quiet lines, the other lines), as the derived cache keeps them. */
  public List<PhraseTables> tables() {
    return List.of(automaton.tables(), loud.tables());
  }

  /**
   * The gate of a recogniser chain, or null when the chain is too long for a 64-bit mask.
   *
   * @param quietPhrases the phrases of the chain's phrase recogniser that count on quiet lines
   *     (folded); the gate reports those it finds, and only those
   */
  public static QuietGate of(List<Recognizer> chain, Collection<String> quietPhrases) {
    if (chain.size() > Long.SIZE) {
      return null;
    }
    Map<String, Long> byLiteral = new LinkedHashMap<>();
    Map<String, Long> byTrigger = new LinkedHashMap<>();
    Map<String, Boolean> literalAtWordStart = new java.util.HashMap<>(); // only when every recogniser says so
    Map<String, Boolean> triggerAtWordStart = new java.util.HashMap<>();
    long loudAlways = 0;
    long always = 0;
    long phraseBit = 0;
    PhraseRecognizer phrases = null;
    for (int i = 0; i < chain.size(); i++) {
      Recognizer r = chain.get(i);
      List<String> triggers = r instanceof PhraseRecognizer ? null : r.triggers();
      if (triggers == null) {
        loudAlways |= 1L << i;
      } else {
        GateLiterals.add(byTrigger, triggerAtWordStart, triggers, 1L << i, r);
      }
      if (r instanceof PhraseRecognizer p && phrases == null) {
        phrases = p;
        phraseBit = 1L << i;
        continue;
      }
      List<String> lits = r.quietLiterals();
      if (lits == null) {
        always |= 1L << i;
        continue;
      }
      GateLiterals.add(byLiteral, literalAtWordStart, lits, 1L << i, r);
    }
    List<String> reported = new java.util.ArrayList<>();
    Set<String> substrings = Set.of();
    if (phrases != null) {
      reported.addAll(quietPhrases);
      reported.retainAll(phrases.phrases());
      substrings = phrases.substrings();
    }
    AhoCorasick ac = AhoCorasick.withSilent(reported, substrings, byLiteral.keySet(), GateLiterals.atWordStart(literalAtWordStart));
    List<String> pats = ac.patterns();
    long[] masks = new long[pats.size()];
    for (int i = 0; i < pats.size(); i++) {
      masks[i] = byLiteral.getOrDefault(pats.get(i), 0L);
    }
    AhoCorasick loud = AhoCorasick.withSilent(List.of(), Set.of(), byTrigger.keySet(), GateLiterals.atWordStart(triggerAtWordStart));
    List<String> loudPats = loud.patterns();
    long[] loudMasks = new long[loudPats.size()];
    for (int i = 0; i < loudPats.size(); i++) {
      loudMasks[i] = byTrigger.get(loudPats.get(i));
    }
    return new QuietGate(ac, masks, always, phraseBit, loud, loudMasks, loudAlways, false,
        phrases == null ? null : phrases.automaton());
  }

  /**
   * A literal or a text as the gate compares them: {@link PhraseNormalizer#normalize} without the
   * trim (a literal's edge spaces count).
   */
  public static String fold(String literal) {
    StringBuilder b = new StringBuilder(literal.length());
    for (int i = 0; i < literal.length(); i++) {
      char c = PhraseNormalizer.fold(literal.charAt(i));
      if (c != ' ' || b.length() == 0 || b.charAt(b.length() - 1) != ' ') {
        b.append(c);
      }
    }
    return b.toString();
  }

  /** True for the plog levels whose lines are gated. */
  static boolean quiet(String level) {
    return level != null && (level.equals("INFO") || level.equals("DEBUG") || level.equals("TRACE"));
  }

  /**
   * The recognisers (bit i: the i-th of the chain) that look at a quiet line whose message is
   * {@code line} from {@code bodyStart} on; the phrases found in it are put in {@code phrases}, and
   * the phrase recogniser's bit is set when there is one.
   */
  long recognizers(String line, int bodyStart, Hits phrases) {
    phrases.clear();
    int n = Math.max(0, line.length() - bodyStart);
    char[] chars = phrases.chars(n);
    line.getChars(bodyStart, bodyStart + n, chars, 0);
    long m = always | automaton.scanFolded(chars, 0, n, phrases, masks, true);
    return phrases.isEmpty() ? m : m | phraseBit;
  }

  /**
   * The recognisers (bit i: the i-th of the chain) that look at a line that is not a quiet plog
   * line, whose message is {@code body}: those whose trigger it holds, and those without triggers.
   * {@code scratch} lends its char buffer (its phrases are left as they are).
   */
  long loudRecognizers(String body, Hits scratch) {
    if (reference) {
      return -1L;
    }
    int n = body.length();
    char[] chars = scratch.chars(n);
    body.getChars(0, n, chars, 0);
    return loudAlways | loud.scanFolded(chars, 0, n, null, loudMasks, true);
  }

  /**
   * As {@link #loudRecognizers(String, Hits)} on a message already copied into {@code
   * chars[bodyStart, n)} (the caller's array, only read), with the phrase recogniser's pass done
   * here: the phrases found are put in {@code phrases}, and its bit is set only when there is one.
   * -1 for the reference gate. {@code may}: what {@link #loudProofs} said of the very bytes of this
   * message ({@link #UNTRIED} when it was not asked): an automaton whose byte
   * proof held is not run (it would find nothing), one whose proof failed is not proved again;
   * with {@link #FOUND} the triggers are those {@code found} holds (the byte walk's; no trigger
   * char pass).
   */
  long loudRecognizers(char[] chars, int bodyStart, int n, Hits phrases, int may, TriggerHits found) {
    phrases.clear();
    if (reference) {
      return -1L;
    }
    int to = Math.max(bodyStart, n);
    boolean proof = (may & UNPROVEN) != 0;
    long m = (loudAlways & ~phraseBit) | ((may & FOUND) != 0 ? found.union() : 0L);
    if ((may & MAY_TRIGGER) != 0) {
      m |= loud.scanFolded(chars, bodyStart, to, null, loudMasks, proof);
    }
    if (phraseCheck != null && (may & MAY_PHRASE) != 0) {
      phraseCheck.scanFolded(chars, bodyStart, to, phrases, null, proof);
    }
    return phrases.isEmpty() ? m : m | phraseBit;
  }

  /**
   * As {@link #recognizers(String, int, Hits)} on a line already copied into {@code chars[0, n)}
   * (the caller's array, only read), its message starting at {@code bodyStart}; {@code proven}:
   * {@link #nothingIn} has just failed on the very bytes of this message (its quick proof is then
   * not tried again on the chars).
   */
  long recognizers(char[] chars, int bodyStart, int n, Hits phrases, boolean proven) {
    phrases.clear();
    int to = Math.max(bodyStart, n);
    long m = always | automaton.scanFolded(chars, bodyStart, to, phrases, masks, !proven);
    return phrases.isEmpty() ? m : m | phraseBit;
  }

  /**
   * True when the message {@code ascii[bodyStart, n)} of a quiet line, ASCII bytes not yet
   * decoded, surely holds no literal and no phrase of this gate: then {@link #recognizers} would
   * find none, and no recogniser but those that run on every line looks at it. False when it may
   * hold one: decode it and ask {@link #recognizers}.
   */
  boolean nothingIn(byte[] ascii, int bodyStart, int n) {
    return automaton.noneIn(ascii, bodyStart, n);
  }

  /** The folded patterns of the quiet lines' pass: the recognisers' literals and the quiet phrases. */
  List<String> quietPatterns() {
    return automaton.patterns();
  }

  // loudProofs' flags: the message may hold a trigger, may hold a case phrase (that automaton's byte
  // proof failed, or was not tried), no byte proof was tried (the char pass tries its own)
  static final int MAY_TRIGGER = 1;
  static final int MAY_PHRASE = 2;
  static final int UNPROVEN = 4;
  static final int UNTRIED = MAY_TRIGGER | MAY_PHRASE | UNPROVEN;
  static final int FOUND = 8; // the triggers, with their positions, are in loudProofs' TriggerHits (non-empty)

  /**
   * What the message {@code ascii[bodyStart, n)} of a plog line at a level that is not quiet (and
   * whose header is no evidence by itself), ASCII bytes not yet decoded, may hold. 0 when it surely
   * holds no trigger of any recogniser and no case phrase: then {@link #loudRecognizers} would find
   * none, and the phrase recogniser, the one that runs on every such line, no phrase either. Else
   * {@link #MAY_TRIGGER} and {@link #MAY_PHRASE} for the automata whose quick proof failed on these
   * bytes (both are tried: the char pass then skips the other and does not try a failed proof
   * again; only the work differs), or all three flags when no proof is tried: the reference gate,
   * or a recogniser without triggers (it looks at every line). Where the trigger proof fails, one
   * walk of the bytes puts every trigger with its position in {@code found} and the flag is {@link
   * #FOUND} instead (the char pass then runs no trigger automaton; the recognisers may start there).
   * The case phrases get no such walk: the CLI's phrase automaton (the cases' and the reasoner's
   * phrases) has too many states for a row each, so it has no byte proof and its char pass runs;
   * a walk for it was code only the tests reached, and making it reachable saved under 10% (runs
   * 2026-12-05-memo18, 2026-12-05-proof19, 2026-12-06-warn20); a literal prefilter of its phrases'
   * fingerprints, tried on messages with no trigger, cost more CPU than it saved and was removed
   * (runs 2026-12-06-phrase30, 2026-12-06-snap32).
   *
   * <p>Two proofs, not one merged automaton: the phrase automaton comes precompiled ({@code
   * PhraseTables}), while an automaton of the triggers and the phrases together would be built at
   * every start (docs/performance.md, run 2026-12-05-speed6).
   */
  int loudProofs(byte[] ascii, int bodyStart, int n, TriggerHits found) {
    if (reference || (loudAlways & ~phraseBit) != 0) {
      return UNTRIED;
    }
    int may = loud.noneIn(ascii, bodyStart, n) ? 0
        : !loud.hitsIn(ascii, bodyStart, n, loudMasks, found) ? MAY_TRIGGER : found.union() != 0 ? FOUND : 0;
    return phraseCheck == null || phraseCheck.noneIn(ascii, bodyStart, n) ? may : may | MAY_PHRASE;
  }

  /** The phrases found by the gate on one line, for the phrase recogniser. Not thread-safe. */
  static final class Hits extends java.util.ArrayList<String> implements Consumer<String> {
    private static final long serialVersionUID = 1L;
    private transient char[] chars = new char[256]; // the message being gated, reused line after line

    /** A buffer of at least {@code n} chars, this object's own. */
    char[] chars(int n) {
      if (chars == null || chars.length < n) {
        chars = new char[Math.max(n, 2 * (chars == null ? 128 : chars.length))];
      }
      return chars;
    }

    @Override
    public void accept(String phrase) {
      add(phrase);
    }
  }

  /** True when some recogniser runs on every line, so no line can be skipped. */
  boolean runsOnEveryLine() {
    return always != 0 || reference;
  }
}
