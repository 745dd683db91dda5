package io.github.ascendtriage.corpus;

import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What the tool answered for one sample, judged against its label. Immutable.
 *
 * @param diagnosis the answer of the shipped tool (shipped calibration and threshold)
 * @param candidates every case that scored, best first, with its raw score, before calibration and
 *     abstention
 */
record Outcome(Sample sample, Diagnosis diagnosis, List<Candidate> candidates) {

  /** A scored case before calibration. */
  record Candidate(String caseId, String layer, double raw) {}

  Outcome {
    candidates = List.copyOf(candidates);
  }

  Label label() {
    return sample.label();
  }

  /** The layer the label expects, as the tool names it ({@code none} is {@code unknown}). */
  String expectedLayer() {
    return label().expectedLayer();
  }

  boolean layerOk() {
    return diagnosis.layer().id().equals(expectedLayer());
  }

  Optional<String> top1() {
    return diagnosis.bestMatch().map(CaseMatch::caseId);
  }

  /** Positive: the best match is the case or an alternative. Negative: nothing matched. */
  boolean top1Ok() {
    if (label().negative()) {
      return diagnosis.matches().isEmpty();
    }
    return top1().map(label()::accepts).orElse(false);
  }

  /** Positive: one of the (at most three) matches is accepted. Negative: same as top-1. */
  boolean top3Ok() {
    if (label().negative()) {
      return top1Ok();
    }
    return diagnosis.matches().stream().limit(3).anyMatch(m -> label().accepts(m.caseId()));
  }

  /** A negative that some case claimed. */
  boolean falsePositive() {
    return label().negative() && !diagnosis.matches().isEmpty();
  }

  /** Positive only: the best match's remediation names every keyword of the label. */
  boolean remediationOk() {
    if (label().negative()) {
      return true;
    }
    return missingKeywords().isEmpty() && diagnosis.bestMatch().isPresent();
  }

  List<String> missingKeywords() {
    String text = remediationText();
    List<String> miss = new ArrayList<>();
    for (String k : label().remediationKeywords()) {
      if (!text.contains(k)) {
        miss.add(k);
      }
    }
    return miss;
  }

  String remediationText() {
    StringBuilder sb = new StringBuilder();
    diagnosis.bestMatch().ifPresent(m -> {
      for (RemediationStep s : m.remediation()) {
        sb.append(s.command()).append('\n').append(s.explanation()).append('\n');
      }
    });
    return sb.toString().toLowerCase(Locale.ROOT);
  }

  boolean hasRootLabel() {
    return label().rootHost().isPresent() || label().rootRank().isPresent();
  }

  /** Trees with a labelled root cause: host, rank and device as labelled. True when nothing is labelled. */
  boolean rootOk() {
    if (!hasRootLabel()) {
      return true;
    }
    Optional<RootCause> rc = diagnosis.rootCause();
    if (rc.isEmpty()) {
      return false;
    }
    boolean host = label().rootHost().map(h -> rc.get().host().map(h::equals).orElse(false)).orElse(true);
    boolean rank =
        !label().rootRank().isPresent()
            || (rc.get().rank().isPresent() && rc.get().rank().getAsInt() == label().rootRank().getAsInt());
    boolean device =
        !label().rootDevice().isPresent()
            || (rc.get().device().isPresent() && rc.get().device().getAsInt() == label().rootDevice().getAsInt());
    return host && rank && device;
  }

  /** The best raw candidate, if any case scored at all. */
  Optional<Candidate> topCandidate() {
    return candidates.isEmpty() ? Optional.empty() : Optional.of(candidates.get(0));
  }

  /** Whether the top raw candidate is right (always false for a negative). */
  boolean topCandidateRight() {
    return topCandidate().map(c -> label().accepts(c.caseId())).orElse(false);
  }

  /** Human-readable reasons this sample fails; empty when it passes every check. */
  List<String> problems() {
    List<String> p = new ArrayList<>();
    String got = matchesText();
    if (label().negative()) {
      if (falsePositive()) {
        p.add("negative claimed by " + got);
      }
    } else if (!top1Ok()) {
      p.add("expected case " + label().caseId().get()
          + (label().alternatives().isEmpty() ? "" : " (or " + label().alternatives() + ")")
          + ", got " + got + "; raw candidates " + candidatesText());
    }
    if (!layerOk()) {
      p.add("expected layer " + expectedLayer() + ", got " + diagnosis.layer().id());
    }
    if (!label().negative() && top1Ok() && !remediationOk()) {
      p.add("remediation lacks " + missingKeywords());
    }
    if (!rootOk()) {
      p.add("expected root cause " + label().rootHost().orElse("?") + " rank "
          + (label().rootRank().isPresent() ? label().rootRank().getAsInt() : "?") + " device "
          + (label().rootDevice().isPresent() ? label().rootDevice().getAsInt() : "?") + ", got "
          + diagnosis.rootCause().map(r -> r.host().orElse("?") + " rank "
              + (r.rank().isPresent() ? r.rank().getAsInt() : "?") + " device "
              + (r.device().isPresent() ? r.device().getAsInt() : "?") + " (" + r.reason() + ")").orElse("none"));
    }
    return p;
  }

  String matchesText() {
    if (diagnosis.matches().isEmpty()) {
      return "no match";
    }
    return diagnosis.matches().stream().map(m -> m.caseId() + "=" + m.confidence()).toList().toString();
  }

  String candidatesText() {
    return candidates.stream().limit(3)
        .map(c -> c.caseId() + "@" + String.format(Locale.ROOT, "%.2f", c.raw())).toList().toString();
  }
}
