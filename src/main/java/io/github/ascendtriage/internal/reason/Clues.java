package io.github.ascendtriage.internal.reason;

import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.FeatureType;
import io.github.ascendtriage.Layer;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.casebase.Reasoning;
import io.github.ascendtriage.internal.casebase.ReasoningRule;
import io.github.ascendtriage.internal.casebase.Reasoning.Role;
import io.github.ascendtriage.internal.casebase.SignatureToken;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.extract.collect.CodeOccurrence;
import io.github.ascendtriage.internal.codes.CodeRecord;
import io.github.ascendtriage.internal.extract.collect.FeatureSet;
import io.github.ascendtriage.internal.extract.collect.StatedDriverMismatch;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Reads the tokens of a feature set as clues, in input order. A token is classified by the first
 * of: a rule of {@code reasoning.json}; for a code, its record in the code catalogue (a ladder
 * layer is a fault, {@code symptom} a symptom, {@code none} outside the ladder); the knowledge's
 * layer hint. The knowledge's symptom list turns a fault into a symptom (a code that waits on a
 * peer) or a wrapper (a code printed beside an inner error). Tokens nothing classifies are not clues. Stateless and thread-safe.
 */
final class Clues {
  private Clues() {}

  static List<Clue> of(FeatureSet f, Knowledge k, Reasoning r, CodeCatalog catalog, Set<String> explainedAway) {
    List<Clue> out = new ArrayList<>();
    // the catalogue's recogniser found these codes in all their printed forms; the older code
    // tokens of the same values are then not read a second time
    Set<String> covered = new HashSet<>();
    List<CodeOccurrence> codes = f.codes();
    for (int i = 0; i < codes.size(); i++) {
      CodeOccurrence o = codes.get(i);
      Optional<Clue> c = code(o, i, k, r);
      if (c.isEmpty()) {
        continue; // candidates that disagree: the code token of its printed type may still decide
      }
      covered.add(o.text().toLowerCase(Locale.ROOT));
      o.candidates().forEach(x -> covered.add(x.code().toLowerCase(Locale.ROOT)));
      if (!explained(o, r, explainedAway)) {
        out.add(c.get());
      }
    }
    // the tokens of one line share its evidence: whether it reads as a failure is asked once
    java.util.Map<String, Boolean> failing = new java.util.HashMap<>();
    java.util.function.Predicate<String> failure = text -> failing.computeIfAbsent(text, r::failureLine);
    Set<String> quoted = QuotedLines.sources(f);
    for (String key : f.tokenKeys()) {
      if (explainedAway.contains(key)) {
        continue;
      }
      java.util.function.Predicate<Evidence> failureLine = e -> failure.test(e.text()) || QuotedLines.failureText(key, e, quoted, r);
      f.occurrence(key)
          .filter(o -> !(r.codeFamilies().containsKey(o.first().type()) && covered.contains(o.first().value().toLowerCase(Locale.ROOT))))
          .flatMap(o -> classify(key, o, k, r, catalog, failureLine)).ifPresent(out::add);
    }
    out = ContainedPhrases.apply(out); // two rules' phrases on one line: the more specific one reads it
    out.sort(java.util.Comparator.comparing((Clue c) -> c.first().source()).thenComparingLong(c -> c.first().line()));
    return SettingConstraints.apply(explainOutside(deviceCodeLines(LineOwners.apply(out, r, x -> layeredResult(x, r, catalog))), r), r);
  }

  /**
   * A fault outside the ladder whose every line holds a catalogued code that the catalogue files as
   * a device fault is that code's own text: the runtime prints its task scheduler's allocation
   * failures with the words "malloc failed" (ts-error 0x29, hicann/runtime task_scheduler_error.h),
   * the driver and DCMI theirs likewise. The catalogue names the failing thing, so those words are
   * context and the device fault answers; a memory word on a line of no such code is still outside.
   */
  private static List<Clue> deviceCodeLines(List<Clue> clues) {
    java.util.Set<Evidence> device = new java.util.HashSet<>();
    for (Clue c : clues) {
      if (c.rule().startsWith(CATALOG) && c.role() == Role.FAULT && c.layer().equals(Optional.of(Layer.DEVICE))) {
        device.addAll(c.evidence());
      }
    }
    if (device.isEmpty()) {
      return clues;
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      boolean owned = c.role() == Role.OUTSIDE && !c.rule().startsWith(CATALOG) && device.containsAll(c.evidence());
      out.add(owned ? c.demoted(Role.CONTEXT, "the text of a device fault's catalogued code on the same line") : c);
    }
    return out;
  }

  /**
   * A status returned up by a wrapper ({@code wrapperFamilies}) whose catalogue record gives a layer
   * below the script (not a symptom, not outside): HcclResult 14 HCCL_E_ROCE_TRANSFER is the network,
   * 4 HCCL_E_INTERNAL only says that something failed. The script's results (1 HCCL_E_PARA, 5
   * HCCL_E_NOT_SUPPORT ...) are the refusals of HCCL's argument checks, returned from every API and
   * step: like script words on a wrapper line, they describe the call's arguments, and the call keeps
   * its stage.
   */
  private static boolean layeredResult(Clue c, Reasoning r, CodeCatalog catalog) {
    String[] p = c.rule().split(" ");
    if (!c.rule().startsWith(CATALOG) || c.role() != Role.WRAPPER || p.length != 3 || !r.wrapperFamilies().contains(p[1])) {
      return false;
    }
    return catalog.find(p[1], p[2]).filter(rec -> !rec.symptom() && rec.layer() != Layer.UNKNOWN && rec.layer() != Layer.SCRIPT).isPresent();
  }

  /** A code a ruled-out look-alike case explains is no clue. */
  private static boolean explained(CodeOccurrence o, Reasoning r, Set<String> explainedAway) {
    String printed = o.text().toLowerCase(Locale.ROOT);
    for (FeatureType t : r.codeFamilies().keySet()) {
      if (explainedAway.contains(t.id() + ":" + printed)) {
        return true;
      }
    }
    return false;
  }

  /** A catalogued code: its layer, or nothing when its candidates disagree. */
  private static Optional<Clue> code(CodeOccurrence o, int index, Knowledge k, Reasoning r) {
    CodeRecord c = o.candidates().get(0);
    for (CodeRecord other : o.candidates()) {
      if (other.layer() != c.layer()) {
        return Optional.empty();
      }
    }
    String name = CATALOG + (o.ambiguous() ? "(" + o.candidates().size() + " families) " : c.family() + " ") + c.code();
    String why = c.name().map(n -> n + ": ").orElse("") + c.meaningEn();
    Optional<Role> symptom = Optional.empty();
    for (Map.Entry<FeatureType, List<String>> e : r.codeFamilies().entrySet()) {
      if (e.getValue().contains(c.family())) {
        symptom = symptom.or(() -> k.symptom(e.getKey(), c.code()).map(Clues::role));
      }
    }
    if (symptom.isEmpty() && r.wrapperFamilies().contains(c.family())) {
      symptom = Optional.of(Role.WRAPPER); // a return status passed up: it names the category, not the root
    }
    return Optional.of(toClue("code:" + c.key(), o.evidence(), c.layer(), c.symptom(), symptom, name, why, index,
        symptom.isPresent() ? hint(k, r, c) : Optional.empty()));
  }

  private static Optional<Layer> hint(Knowledge k, Reasoning r, CodeRecord c) {
    for (Map.Entry<FeatureType, List<String>> e : r.codeFamilies().entrySet()) {
      if (e.getValue().contains(c.family())) {
        Optional<Layer> h = k.layerHint(SignatureToken.keyOf(e.getKey(), c.code()));
        if (h.isPresent()) {
          return h;
        }
      }
    }
    return Optional.empty();
  }

  /**
   * @param layer the catalogue's layer of the code; unknown for a catalogue symptom ({@code
   *     catalogueSymptom}) and for a fault outside the ladder
   */
  private static Clue toClue(String key, List<Evidence> ev, Layer layer, boolean catalogueSymptom, Optional<Role> symptom,
      String name, String why, int index, Optional<Layer> hint) {
    java.util.OptionalInt idx = index < 0 ? java.util.OptionalInt.empty() : java.util.OptionalInt.of(index);
    if (layer == Layer.UNKNOWN && !catalogueSymptom) {
      return new Clue(key, ev, Optional.empty(), Role.OUTSIDE, name, Optional.empty(), why, idx);
    }
    if (catalogueSymptom || symptom.isPresent()) {
      // the knowledge says whether a symptom waits or wraps; a catalogue symptom it does not list
      // only says that something below failed: a wrapper
      Optional<Layer> l = layer != Layer.UNKNOWN ? Optional.of(layer) : hint;
      return new Clue(key, ev, l, symptom.orElse(Role.WRAPPER), name, Optional.empty(), why, idx);
    }
    return new Clue(key, ev, Optional.of(layer), Role.FAULT, name, Optional.empty(), why, idx);
  }

  /**
   * A fault of a rule that explains outside rules (a communication operator is the kernel that
   * faulted) makes their clues context: the operator fault is then that layer's own. The driver
   * warning's finding names the failures it explains, the lines with its code: only the outside
   * clues on those lines are its (a shared card or a communication kernel explains the whole report).
   * fr40: such a rule may also explain another layer's reading of the same fault, a catalogue record
   * ({@code catalog acl-runtime 507057}) or a device-fault reason ({@code device-error:SUSPECT REMOTE
   * ERROR}): the runtime files a kernel's failed memory access with no alarm of its own card as a
   * suspected remote error (hicann/runtime device_error_core_proc.cc CheckAndSetLinkError), and when the
   * kernel is a communication operator that access was its transfer to a peer.
   */
  private static List<Clue> explainOutside(List<Clue> clues, Reasoning r) {
    Map<String, List<Clue>> explained = new java.util.HashMap<>();
    for (Clue c : clues) {
      if (c.role() == Role.FAULT) {
        r.rule(c.key()).ifPresent(ru -> ru.explains().forEach(x -> explained.computeIfAbsent(readingKey(x), k -> new ArrayList<>()).add(c)));
      }
    }
    if (explained.isEmpty()) {
      return clues;
    }
    List<Clue> out = new ArrayList<>(clues.size());
    for (Clue c : clues) {
      Optional<Clue> by = c.role() == Role.OUTSIDE ? explained.getOrDefault(c.rule(), List.of()).stream()
          .filter(f -> !f.key().equals(StatedDriverMismatch.KEY) || c.evidence().stream().anyMatch(f.evidence()::contains)).findFirst()
          : reading(c, explained);
      out.add(by.isEmpty() ? c : c.demoted(Role.CONTEXT, "explained by " + by.get().rule() + ": the fault is that layer's own"));
    }
    return out;
  }

  /** How an {@code explains} entry is looked up: a catalogue record by its rule name, a token by its (lower-case) key. */
  private static String readingKey(String x) {
    return x.startsWith(CATALOG) ? x : x.toLowerCase(Locale.ROOT);
  }

  /** The fault of another layer that explains {@code c}, a code or device-fault reason that reads the same fault. */
  private static Optional<Clue> reading(Clue c, Map<String, List<Clue>> explained) {
    if (c.role() == Role.CONTEXT) {
      return Optional.empty();
    }
    String key = c.rule().startsWith(CATALOG) ? c.rule() : c.key();
    return explained.getOrDefault(key, List.of()).stream().filter(f -> !f.layer().equals(c.layer())).findFirst();
  }

  private static Role role(Knowledge.Role r) {
    return r == Knowledge.Role.WAITING ? Role.SYMPTOM : Role.WRAPPER;
  }

  /** The rule name of a catalogued code's clue starts so: {@code catalog <family> <code>}. */
  static final String CATALOG = "catalog ";

  /** What {@link #classify} asks of a token before it reads its evidence: could it be a clue at all. */
  static boolean mayBeClue(FeatureType type, String value, String key, Knowledge k, Reasoning r, CodeCatalog catalog) {
    if (r.rule(key).isPresent() || type == FeatureType.ERRNO) {
      return true; // an errno supports a layer beside another clue (ErrnoSupport)
    }
    for (String family : r.codeFamilies().getOrDefault(type, List.of())) {
      if (catalog.find(family, value).isPresent()) {
        return true;
      }
    }
    return type != FeatureType.PHRASE && k.layerHint(key).isPresent();
  }

  private static Optional<Clue> classify(String key, FeatureSet.Occurrence o, Knowledge k, Reasoning r,
      CodeCatalog catalog, java.util.function.Predicate<Evidence> failureLine) {
    List<Evidence> ev = o.evidence().isEmpty() ? List.of(o.first().evidence()) : o.evidence();
    Optional<ReasoningRule> rule = r.rule(key);
    if (rule.isPresent()) {
      ReasoningRule ru = rule.get();
      Role role = ru.role();
      List<Evidence> shown = ev;
      if (ru.onFailureLine()) {
        List<Evidence> failing = ev.stream().filter(failureLine).toList();
        if (failing.isEmpty()) {
          role = Role.CONTEXT;
        } else {
          shown = failing;
        }
      }
      boolean quote = ru.onFailureLine() && role != Role.CONTEXT && !shown.isEmpty() && !r.failureLine(shown.get(0).text());
      String why = quote ? ru.why() + " (" + QuotedLines.WHY + ")" : ru.why();
      return Optional.of(new Clue(key, shown, ru.layer(), role, ru.id(), Optional.of(ru.stage()), why));
    }
    FeatureType type = o.first().type();
    String value = o.first().value();
    Optional<Role> symptom = k.symptom(key).map(Clues::role);
    for (String family : r.codeFamilies().getOrDefault(type, List.of())) {
      Optional<CodeRecord> rec = catalog.find(family, value);
      if (rec.isPresent()) {
        CodeRecord c = rec.get();
        String why = c.name().map(n -> n + ": ").orElse("") + c.meaningEn();
        if (symptom.isEmpty() && r.wrapperFamilies().contains(family)) {
          symptom = Optional.of(Role.WRAPPER);
        }
        return Optional.of(toClue(key, ev, c.layer(), c.symptom(), symptom, CATALOG + family + " " + c.code(), why, -1, k.layerHint(key)));
      }
    }
    Optional<Layer> hint = k.layerHint(key);
    if (hint.isEmpty() || type == FeatureType.PHRASE) {
      return Optional.empty();
    }
    return Optional.of(new Clue(key, ev, hint, symptom.orElse(Role.FAULT), "knowledge layer hint", Optional.empty(),
        "knowledge.json gives " + type.id() + " " + value + " the layer " + hint.get().id()));
  }
}
