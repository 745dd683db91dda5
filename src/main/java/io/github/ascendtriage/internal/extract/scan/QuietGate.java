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
 * Recognizer#triggers} occurs, and the phrase recogniser where one of its phrases does: one
 * automaton holds the triggers and the phrases, each with its own word-start rule, so one pass
 * finds both (its tables are the derived cache's, as the quiet one's). A plog line whose
 * bytes are ASCII is read from them ({@link #read}: no char copy, no char pass), and one that holds
 * nothing at its level is skipped undecoded, whatever its level but ERROR and CRITICAL. A recogniser
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

  private QuietGate(AhoCorasick automaton, long[] masks, long always, long phraseBit, AhoCorasick loud,
      long[] loudMasks, long loudAlways, boolean reference) {
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
    return new QuietGate(automaton, masks, always, phraseBit, loud, loudMasks, -1L, true);
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
    AhoCorasick loud = AhoCorasick.withSilent(phrases == null ? List.of() : phrases.phrases(), substrings, byTrigger.keySet(),
        GateLiterals.atWordStart(triggerAtWordStart));
    List<String> loudPats = loud.patterns();
    long[] loudMasks = new long[loudPats.size()];
    for (int i = 0; i < loudPats.size(); i++) {
      loudMasks[i] = byTrigger.getOrDefault(loudPats.get(i), 0L);
    }
    return new QuietGate(ac, masks, always, phraseBit, loud, loudMasks, loudAlways, false);
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
    int n = Math.max(0, line.length() - bodyStart);
    char[] chars = phrases.chars(n);
    line.getChars(bodyStart, bodyStart + n, chars, 0);
    return recognizers(chars, 0, n, phrases);
  }

  /**
   * The recognisers (bit i: the i-th of the chain) that look at a line that is not a quiet plog
   * line, whose message is {@code body}: those whose trigger it holds, those without triggers, and
   * the phrase recogniser when a phrase occurs; the phrases found are put in {@code phrases} (one
   * pass finds both). -1 for the reference gate, which finds no phrases ({@link #findsPhrases}).
   */
  long loudRecognizers(String body, Hits phrases) {
    int n = body.length();
    char[] chars = phrases.chars(n);
    body.getChars(0, n, chars, 0);
    return loudRecognizers(chars, 0, n, phrases);
  }

  /**
   * As {@link #loudRecognizers(String, Hits)} on a message already copied into {@code
   * chars[bodyStart, n)} (the caller's array, only read).
   */
  long loudRecognizers(char[] chars, int bodyStart, int n, Hits phrases) {
    phrases.clear();
    if (reference) {
      return -1L;
    }
    long m = (loudAlways & ~phraseBit) | loud.scanFolded(chars, bodyStart, Math.max(bodyStart, n), phrases, loudMasks);
    return phrases.isEmpty() ? m : m | phraseBit;
  }

  /** False for the reference gate: its phrase recogniser reads each line that is not quiet itself. */
  boolean findsPhrases() {
    return !reference;
  }

  /**
   * As {@link #recognizers(String, int, Hits)} on a line already copied into {@code chars[0, n)}
   * (the caller's array, only read), its message starting at {@code bodyStart}.
   */
  long recognizers(char[] chars, int bodyStart, int n, Hits phrases) {
    phrases.clear();
    int to = Math.max(bodyStart, n);
    long m = always | automaton.scanFolded(chars, bodyStart, to, phrases, masks);
    return phrases.isEmpty() ? m : m | phraseBit;
  }

  /**
   * Reads the message {@code ascii[bodyStart, n)} of a plog line, bytes not yet decoded, as {@link
   * #recognizers} ({@code quiet}) or {@link #loudRecognizers} would read its chars, in one walk of
   * the bytes per automaton and no char copy: the phrases found go to {@code phrases}, and the
   * literals (quiet) or triggers (else) with their positions to {@code found} ({@link #look} then
   * tells the recognisers). The quiet automaton is walked only where its quick proof ({@code
   * noneIn}) fails; on a line that is not quiet the one automaton of triggers and phrases is walked
   * at once: a proof failed on 79-100% of such lines of fresh streams, and the walk that finds
   * nothing is the proof (run 2026-12-07-gate33). False, and nothing to use, when the bytes cannot
   * tell: a byte outside ASCII, the reference gate, or a recogniser without triggers on a line that
   * is not quiet (it looks at every such line: decode it). With the CLI's phrases that automaton has
   * too many states for a row each; the walk follows a state without one as its char scan does (run
   * 2026-12-07-gate33). Its trie comes from the derived cache's {@code gate} section, so only its
   * rows are made at start (run 2026-12-07-walk35).
   */
  boolean read(byte[] ascii, int bodyStart, int n, boolean quiet, Hits phrases, TriggerHits found) {
    phrases.clear();
    found.clear();
    if (quiet) {
      return nothingIn(ascii, bodyStart, n) || automaton.walk(ascii, bodyStart, n, phrases, masks, found);
    }
    if (reference || (loudAlways & ~phraseBit) != 0) {
      return false;
    }
    return loud.walk(ascii, bodyStart, n, phrases, loudMasks, found);
  }

  /**
   * True when the message {@code ascii[bodyStart, n)} of a quiet line, ASCII bytes not yet
   * decoded, surely holds no literal and no phrase of this gate (the quick proof); false when it may.
   */
  boolean nothingIn(byte[] ascii, int bodyStart, int n) {
    return automaton.noneIn(ascii, bodyStart, n);
  }

  /** The recognisers (bit i: the i-th of the chain) that look at the line {@link #read} has just read. */
  long look(boolean quiet, Hits phrases, TriggerHits found) {
    long m = (quiet ? always : loudAlways & ~phraseBit) | found.union();
    return phrases.isEmpty() ? m : m | phraseBit;
  }

  /** The folded patterns of the quiet lines' pass: the recognisers' literals and the quiet phrases. */
  List<String> quietPatterns() {
    return automaton.patterns();
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
