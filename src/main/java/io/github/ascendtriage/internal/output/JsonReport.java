package io.github.ascendtriage.internal.output;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.CaseInfo;
import io.github.ascendtriage.CaseMatch;
import io.github.ascendtriage.CodeExplanation;
import io.github.ascendtriage.Diagnosis;
import io.github.ascendtriage.Evidence;
import io.github.ascendtriage.Feature;
import io.github.ascendtriage.FixStep;
import io.github.ascendtriage.OfficialCase;
import io.github.ascendtriage.NextCheck;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RemediationStep;
import io.github.ascendtriage.RootCause;
import io.github.ascendtriage.TriageWarning;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The JSON form of results. Field names are a documented contract (README, "JSON output"): add
 * fields, never rename or remove them. Stateless and thread-safe.
 */
public final class JsonReport {
  /** The trees are built from the nodes' factory and written by {@link JsonTreeWriter}: no mapper. */
  private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

  private JsonReport() {}

  /** The diagnosis as a JSON tree. */
  public static ObjectNode tree(Diagnosis d) {
    return tree(d, Lang.EN);
  }

  /** The diagnosis as a JSON tree, the prose this renderer writes ({@code why}) in {@code lang}. */
  public static ObjectNode tree(Diagnosis d, Lang lang) {
    ObjectNode n = NODES.objectNode();
    n.put("toolVersion", d.toolVersion());
    n.put("caseBaseVersion", d.caseBaseVersion());
    n.put("layer", d.layer().id());
    n.put("confidence", d.confidence());
    officialCase(n, d.officialCase());
    ArrayNode fix = n.putArray("remediation");
    for (FixStep x : d.remediation()) {
      ObjectNode o = fix.addObject();
      step(o, x.step());
      o.put("from", x.origin().id());
      o.put("ref", x.ref());
      if (x.similarity().isPresent()) {
        o.put("similarity", x.similarity().getAsDouble());
      }
      optional(o, "host", x.host());
    }
    CodeReport.json(n, d);
    ReasoningReport.json(n, d);
    ArrayNode ms = n.putArray("matches");
    for (CaseMatch m : d.matches()) {
      ObjectNode o = ms.addObject();
      o.put("caseId", m.caseId());
      o.put("title", m.title());
      o.put("titleZh", m.titleZh());
      o.put("layer", m.layer().id());
      o.put("confidence", m.confidence());
      o.put("knowledgeBase", m.knowledgeBase());
      steps(o.putArray("remediation"), m.remediation());
      o.put("verification", m.verification());
      strings(o.putArray("verificationUnfilled"), m.verificationUnfilled());
      evidence(o.putArray("evidence"), m.evidence());
      strings(o.putArray("reasons"), m.reasons());
      o.put("why", Reasons.words(m.reasons(), lang));
      strings(o.putArray("references"), m.references());
    }
    ArrayNode fs = n.putArray("features");
    for (Feature f : d.features()) {
      ObjectNode o = fs.addObject();
      o.put("type", f.type().id());
      o.put("value", f.value());
      o.put("source", f.evidence().source());
      o.put("line", f.evidence().line());
    }
    if (d.rootCause().isPresent()) {
      rootCause(n.putObject("rootCause"), d.rootCause().get());
    } else {
      n.putNull("rootCause");
    }
    ArrayNode nc = n.putArray("nextChecks");
    for (NextCheck c : d.nextChecks()) {
      ObjectNode o = nc.addObject();
      o.put("layer", c.layer().id());
      o.put("command", c.command());
      o.put("expect", c.expect());
    }
    strings(n.putArray("searchTokens"), d.searchTokens());
    ArrayNode ws = n.putArray("warnings");
    for (TriageWarning w : d.warnings()) {
      ObjectNode o = ws.addObject();
      o.put("source", w.source());
      o.put("line", w.line());
      o.put("message", w.message());
      o.put("count", w.count());
    }
    n.put("filesRead", d.filesRead());
    n.put("linesRead", d.linesRead());
    ArrayNode kb = n.putArray("knowledgeBaseHits");
    for (io.github.ascendtriage.KnowledgeBaseHit h : d.knowledgeBaseHits()) {
      ObjectNode o = kb.addObject();
      o.put("entryId", h.entryId());
      o.put("caseId", h.caseId());
      o.put("kind", h.kind());
      o.put("class", h.entryClass());
      o.put("component", h.component());
      o.put("layer", h.layer().id());
      o.put("claimed", h.claimed());
      o.put("occurrences", h.occurrences());
      ObjectNode e = o.putObject("evidence");
      e.put("source", h.evidence().source());
      e.put("line", h.evidence().line());
      e.put("text", h.evidence().text());
    }
    return n;
  }

  /** The diagnosis as indented JSON. */
  public static String render(Diagnosis d) {
    return JsonTreeWriter.indented(tree(d));
  }

  /** The diagnosis as indented JSON, {@link #tree(Diagnosis, Lang)}. */
  public static String render(Diagnosis d, Lang lang) {
    return JsonTreeWriter.indented(tree(d, lang));
  }

  /** What {@code explain} found, as indented JSON. */
  public static String render(CodeExplanation x) {
    ObjectNode o = NODES.objectNode();
    CodeReport.explanation(o, x);
    return write(o);
  }

  /** A case for browsing, as indented JSON. */
  public static String render(CaseInfo c) {
    return write(tree(c));
  }

  /** Cases for browsing, as one indented JSON array (an empty list gives {@code []}). */
  public static String render(List<CaseInfo> cases) {
    ArrayNode a = NODES.arrayNode();
    cases.forEach(c -> a.add(tree(c)));
    return write(a);
  }

  private static String write(com.fasterxml.jackson.databind.JsonNode n) {
    return JsonTreeWriter.indented(n);
  }

  private static ObjectNode tree(CaseInfo c) {
    ObjectNode o = NODES.objectNode();
    o.put("caseId", c.id());
    o.put("title", c.title());
    o.put("titleZh", c.titleZh());
    o.put("summary", c.summary());
    o.put("summaryZh", c.summaryZh());
    o.put("layer", c.layer().id());
    o.put("knowledgeBase", c.knowledgeBase());
    steps(o.putArray("remediation"), c.remediation());
    o.put("verification", c.verification());
    strings(o.putArray("references"), c.references());
    strings(o.putArray("signature"), c.signature());
    return o;
  }

  private static void rootCause(ObjectNode o, RootCause r) {
    place(o, r.host(), r.rank(), r.device());
    o.put("source", r.source());
    o.put("reason", r.reason());
    strings(o.putArray("cascades"), r.cascades());
    optional(o, "pid", r.pid());
    places(o.putArray("roots"), r.roots());
    o.put("chain", r.chainText());
    evidence(o.putArray("chainEvidence"), r.chainEvidence());
    places(o.putArray("cascadePlaces"), r.cascadePlaces());
    o.put("known", r.known());
    o.put("cycle", r.cycle());
    o.put("decided", r.decided());
    strings(o.putArray("reportsGone"), r.reportsGone());
  }

  private static void place(ObjectNode o, Optional<String> host, OptionalInt rank, OptionalInt device) {
    optional(o, "host", host);
    if (rank.isPresent()) {
      o.put("rank", rank.getAsInt());
    } else {
      o.putNull("rank");
    }
    if (device.isPresent()) {
      o.put("device", device.getAsInt());
    } else {
      o.putNull("device");
    }
  }

  private static void places(ArrayNode a, List<ProcessPlace> ps) {
    for (ProcessPlace p : ps) {
      ObjectNode o = a.addObject();
      place(o, p.host(), p.rank(), p.device());
      optional(o, "pid", p.pid());
      optional(o, "source", p.source());
      o.put("label", p.label());
      o.put("known", p.known());
      optional(o, "address", p.address());
    }
  }

  private static void optional(ObjectNode o, String field, Optional<String> v) {
    if (v.isPresent()) {
      o.put(field, v.get());
    } else {
      o.putNull(field);
    }
  }

  private static void steps(ArrayNode a, List<RemediationStep> steps) {
    for (RemediationStep s : steps) {
      step(a.addObject(), s);
    }
  }

  private static void step(ObjectNode o, RemediationStep s) {
    o.put("command", s.command());
    o.put("explanation", s.explanation());
    strings(o.putArray("unfilled"), s.unfilled());
    if (!s.unfilledReasons().isEmpty()) {
      ObjectNode why = o.putObject("unfilledReasons");
      s.unfilledReasons().forEach(why::put);
    }
  }

  private static void officialCase(ObjectNode n, Optional<OfficialCase> official) {
    if (official.isEmpty()) {
      n.putNull("officialCase");
      return;
    }
    OfficialCase c = official.get();
    ObjectNode o = n.putObject("officialCase");
    o.put("id", c.id());
    optional(o, "title", c.title());
    o.put("matchedCase", c.matchedCase());
    o.put("reference", c.reference());
  }

  private static void evidence(ArrayNode a, List<Evidence> ev) {
    for (Evidence e : ev) {
      ObjectNode o = a.addObject();
      o.put("source", e.source());
      o.put("line", e.line());
      o.put("text", e.text());
    }
  }

  private static void strings(ArrayNode a, List<String> s) {
    s.forEach(a::add);
  }
}
