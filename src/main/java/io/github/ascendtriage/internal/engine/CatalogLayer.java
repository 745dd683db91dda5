package io.github.ascendtriage.internal.engine;

import io.github.ascendtriage.CodeLayer;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.CodeOccurrence;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The catalogue's answer when no known case matched: the layer of the first code in the input
 * that is a fault of its own.
 *
 * <ul>
 *   <li>Symptom codes (they only say something below failed) never count.
 *   <li>A code outside the ladder (operator, compile, memory, tooling faults: layer {@code none})
 *       counts as a fault: when it comes first, the failure is not a multi-card one and there is
 *       no catalogue answer.
 *   <li>An ambiguous code counts only when all its candidates share a layer.
 *   <li>A code that a ruled-out look-alike case explains ({@code explainedAway}) does not count.
 * </ul>
 *
 * <p>"First": codes printed with a time stamp of their own (a plog line, a CANN message block) were
 * written when the fault happened and come first, by time; codes without one are usually a
 * framework's re-print and follow in input order. When no own-fault code has a time stamp but
 * other error lines of the input do, the catalogue cannot tell which came first and does not
 * answer. Codes first seen on one line are taken lowest layer first, as the ladder checks them.
 *
 * <p>The confidence is provisional until the reasoner calibrates it: {@link #MAX_CONFIDENCE} times
 * the share of the own-fault codes that agree with the answer, always below a case claim.
 * Stateless and thread-safe.
 */
final class CatalogLayer {
  /** The confidence of an answer that every own-fault code agrees with. */
  static final double MAX_CONFIDENCE = 0.5;

  /** The feature types under which the older recognisers report a code's printed form. */
  private static final List<String> TOKEN_TYPES = List.of("code:", "acl-code:", "hccl-ret:", "pta-code:");

  /** The answer: which occurrence (index in the codes), its layer and the confidence. */
  record Answer(int index, Layer layer, double confidence) {}

  private record Fault(int index, int lineRank, CodeLayer layer, Optional<String> timestamp) {}

  private CatalogLayer() {}

  /**
   * The answer for the codes of an input.
   *
   * @param explainedAway token keys that a ruled-out look-alike case explains
   * @param timedErrors true when some error line of the input carries a time stamp
   */
  static Optional<Answer> answer(List<CodeOccurrence> codes, Set<String> explainedAway, boolean timedErrors) {
    List<Fault> faults = new ArrayList<>();
    for (int i = 0; i < codes.size(); i++) {
      CodeOccurrence o = codes.get(i);
      Optional<CodeLayer> l = layerOf(o);
      if (l.isPresent() && !explained(o, explainedAway)) {
        faults.add(new Fault(i, lineRank(codes, o), l.get(), o.timestamp()));
      }
    }
    if (faults.isEmpty()) {
      return Optional.empty();
    }
    Fault first = faults.get(0);
    for (Fault f : faults) {
      if (earlier(f, first)) {
        first = f;
      }
    }
    if (!first.layer().isLadderLayer() || (first.timestamp().isEmpty() && timedErrors)) {
      return Optional.empty(); // outside the ladder, or not known to come first
    }
    CodeLayer layer = first.layer();
    long agree = faults.stream().filter(f -> f.layer() == layer).count();
    double conf = Math.round(MAX_CONFIDENCE * agree / faults.size() * 1000.0) / 1000.0;
    return Optional.of(new Answer(first.index(), layer.diagnosisLayer(), conf));
  }

  private static boolean earlier(Fault a, Fault b) {
    if (a.timestamp().isPresent() != b.timestamp().isPresent()) {
      return a.timestamp().isPresent();
    }
    if (a.timestamp().isPresent()) {
      int c = a.timestamp().get().compareTo(b.timestamp().get());
      if (c != 0) {
        return c < 0;
      }
    } else if (a.lineRank() != b.lineRank()) {
      return a.lineRank() < b.lineRank();
    }
    return a.layer().ordinal() < b.layer().ordinal();
  }

  private static boolean explained(CodeOccurrence o, Set<String> explainedAway) {
    if (explainedAway.isEmpty()) {
      return false;
    }
    String printed = o.text().toLowerCase(Locale.ROOT);
    for (String t : TOKEN_TYPES) {
      if (explainedAway.contains(t + printed)) {
        return true;
      }
    }
    return false;
  }

  /** The position of the first code seen on the same first line as {@code o}: codes of one line tie. */
  private static int lineRank(List<CodeOccurrence> codes, CodeOccurrence o) {
    for (int i = 0; i < codes.size(); i++) {
      if (codes.get(i).first().equals(o.first())) {
        return i;
      }
    }
    return codes.indexOf(o);
  }

  /** The layer every candidate of {@code o} has; empty for symptoms or candidates that disagree. */
  static Optional<CodeLayer> layerOf(CodeOccurrence o) {
    CodeLayer l = o.candidates().get(0).layer();
    for (CodeRecord r : o.candidates()) {
      if (r.layer() != l) {
        return Optional.empty();
      }
    }
    return l == CodeLayer.SYMPTOM ? Optional.empty() : Optional.of(l);
  }
}
