package io.github.ascendtriage.internal.casebase;

import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The loaded, validated cases, the knowledge they are matched with, the official code catalogue,
 * and the dictionaries the extractor compiles from them. Immutable.
 */
public final class CaseBase {
  private final Map<String, CaseDefinition> byId;
  private final List<CaseDefinition> cases;
  private final String version;
  private final Calibration calibration;
  private final List<io.github.ascendtriage.TriageWarning> notes;
  private final Knowledge knowledge;
  private final CodeCatalog codes;
  private final Reasoning reasoning;
  private List<String> info = List.of();
  private Sources sources = Sources.none();

  /** A case base without load notes, with the built-in code catalogue. */
  public CaseBase(List<CaseDefinition> cases, String version, Calibration calibration, Knowledge knowledge) {
    this(cases, version, calibration, List.of(), knowledge);
  }

  /**
   * @param knowledge the knowledge the cases are matched with
   * @param notes what loading left out (e.g. ascend-fd entries that cannot match a log line);
   *     every diagnosis repeats them, so a run that skipped something says so
   */
  public CaseBase(
      List<CaseDefinition> cases,
      String version,
      Calibration calibration,
      List<io.github.ascendtriage.TriageWarning> notes,
      Knowledge knowledge) {
    this(cases, version, calibration, notes, knowledge, CodeCatalogLoader.builtIn());
  }

  /** As the other constructors, with the code catalogue {@code codes} (built-in plus site files). */
  public CaseBase(
      List<CaseDefinition> cases,
      String version,
      Calibration calibration,
      List<io.github.ascendtriage.TriageWarning> notes,
      Knowledge knowledge,
      CodeCatalog codes) {
    this(cases, version, calibration, notes, knowledge, codes, Reasoning.none());
  }

  /** As the other constructors, with the layer reasoner's rules ({@code casebase/reasoning.json}). */
  public CaseBase(
      List<CaseDefinition> cases,
      String version,
      Calibration calibration,
      List<io.github.ascendtriage.TriageWarning> notes,
      Knowledge knowledge,
      CodeCatalog codes,
      Reasoning reasoning) {
    this.codes = java.util.Objects.requireNonNull(codes, "codes");
    this.reasoning = java.util.Objects.requireNonNull(reasoning, "reasoning");
    this.notes = List.copyOf(notes);
    this.knowledge = java.util.Objects.requireNonNull(knowledge, "knowledge");
    Map<String, CaseDefinition> m = new LinkedHashMap<>();
    for (CaseDefinition c : cases) {
      m.put(c.id(), c);
    }
    this.byId = Collections.unmodifiableMap(m);
    this.cases = List.copyOf(m.values());
    this.version = version;
    this.calibration = calibration;
  }

  public List<CaseDefinition> cases() {
    return cases;
  }

  public CaseDefinition get(String id) {
    return byId.get(id);
  }

  public String version() {
    return version;
  }

  public List<io.github.ascendtriage.TriageWarning> notes() {
    return notes;
  }

  /** The knowledge the cases are matched with (layer hints, symptoms, weights, ...). */
  public Knowledge knowledge() {
    return knowledge;
  }

  /** The same cases with another calibration (the corpus fitter scores with a linear one). */
  public CaseBase withCalibration(Calibration c) {
    return new CaseBase(cases, version, c, notes, knowledge, codes, reasoning).withInfo(info).withSources(sources);
  }

  /** The same cases with other knowledge (a held-out run takes away what was written from a held-out report). */
  public CaseBase withKnowledge(Knowledge k) {
    return new CaseBase(cases, version, calibration, notes, k, codes, reasoning).withInfo(info).withSources(sources);
  }

  /** The rules of the layer reasoner. */
  public Reasoning reasoning() {
    return reasoning;
  }

  /** The same cases with other reasoning rules (the fitter scores with a linear confidence). */
  public CaseBase withReasoning(Reasoning r) {
    return new CaseBase(cases, version, calibration, notes, knowledge, codes, r).withInfo(info).withSources(sources);
  }

  /**
   * The same cases, with {@code lines} saying what loading did (one per ascend-fd file: how many
   * entries were imported, why others were skipped). Said once, where the case base is shown;
   * not repeated in every diagnosis.
   */
  public CaseBase withInfo(List<String> lines) {
    CaseBase b = new CaseBase(cases, version, calibration, notes, knowledge, codes, reasoning);
    b.info = List.copyOf(lines);
    b.sources = sources;
    return b;
  }

  /** The same cases, with {@code s} telling official case ids and their pages in the case library. */
  public CaseBase withSources(Sources s) {
    CaseBase b = withInfo(info);
    b.sources = java.util.Objects.requireNonNull(s, "sources");
    return b;
  }

  /** Where the references of the cases can be found; {@link Sources#none()} unless loaded. */
  public Sources sources() {
    return sources;
  }

  /**
   * The official case that {@code c} stands for: its own id when it is an official case, else
   * the official case it {@linkplain CaseDefinition#refines() refines}; empty for neither.
   */
  public java.util.Optional<String> officialCase(CaseDefinition c) {
    return sources.officialCase(c.id()) ? java.util.Optional.of(c.id()) : c.refines();
  }

  /** What loading did, one line per imported file; never null. */
  public List<String> info() {
    return info;
  }

  /** The official code catalogue: every known CANN, ACL, HCCL, driver... code. */
  public CodeCatalog codes() {
    return codes;
  }

  /**
   * The same case base without the cases whose ids are in {@code disabled} (a site switching off
   * a built-in case that misfires for it; the corpus harness leaving cases out). An id that names
   * no case adds a note, so a renamed case is noticed rather than silently kept.
   *
   * @param disabled case ids; must not be null; empty returns this case base
   */
  public CaseBase without(java.util.Collection<String> disabled) {
    if (disabled.isEmpty()) {
      return this;
    }
    Set<String> ids = new java.util.TreeSet<>(disabled);
    List<io.github.ascendtriage.TriageWarning> n = new ArrayList<>(notes);
    for (String id : ids) {
      if (!byId.containsKey(id)) {
        n.add(new io.github.ascendtriage.TriageWarning("case base", 0, "disabled case '" + id + "' is not in the case base"));
      }
    }
    List<CaseDefinition> kept = cases.stream().filter(c -> !ids.contains(c.id())).toList();
    return new CaseBase(kept, version, calibration, n, knowledge, codes, reasoning).withInfo(info).withSources(sources);
  }

  public Calibration calibration() {
    return calibration;
  }

  /** Every phrase used by any signature (required, supporting or excluding), folded. */
  public Set<String> phrases() {
    Set<String> out = new LinkedHashSet<>();
    for (CaseDefinition c : cases) {
      c.required().forEach(g -> g.forEach(t -> addPhrase(out, t)));
      c.supporting().forEach(t -> addPhrase(out, t));
      c.excluding().forEach(t -> addPhrase(out, t));
    }
    return out;
  }

  /** The phrases some case counts on plog lines of level INFO, DEBUG or TRACE too, folded. */
  public Set<String> infoLinePhrases() {
    Set<String> out = new LinkedHashSet<>();
    for (CaseDefinition c : cases) {
      out.addAll(c.infoLinePhrases());
    }
    return out;
  }

  /**
   * Every ordered-substring line pattern, keyed by {@code caseId#n}, in matching order: the order
   * of the cases, which for imports is the order in which ascend-fd tries them (custom entries
   * first, then file order), and within a case the order of its patterns.
   */
  public List<LinePattern> linePatterns() {
    List<LinePattern> out = new ArrayList<>();
    for (CaseDefinition c : cases) {
      List<List<String>> ps = c.linePatterns();
      Set<String> kinds = c.imported().map(e -> (Set<String>) new LinkedHashSet<>(e.kinds())).orElse(Set.of());
      for (int i = 0; i < ps.size(); i++) {
        out.add(new LinePattern(c.id() + "#" + i, ps.get(i), kinds));
      }
    }
    return out;
  }

  private static void addPhrase(Set<String> out, SignatureToken t) {
    if (t.type() == io.github.ascendtriage.FeatureType.PHRASE) {
      out.add(t.value());
    }
  }

  /** The signature tokens of every case, for the tag index. */
  public List<String> allTokenKeys() {
    List<String> out = new ArrayList<>();
    for (CaseDefinition c : cases) {
      c.required().forEach(g -> g.forEach(t -> out.add(t.key())));
    }
    return out;
  }
}
