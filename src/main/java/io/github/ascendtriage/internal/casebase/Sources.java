package io.github.ascendtriage.internal.casebase;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where the references of the cases can be found ({@code casebase/sources.json}): turns a case's
 * references, written the short way its author cites them ("lesson 5.C", "log-formats 9.2",
 * "ptacase_0043", "field report fr-016"), into entries a reader can open or look up, each {@code
 * name} or {@code name: url}. Official case ids link to their page in the Ascend case library;
 * field reports name the public report they re-create. A reference no rule finds is kept as it
 * is written. Immutable and thread-safe.
 */
public final class Sources {
  /** A document a reader can find: a name and, when it has one, a link. */
  public record Document(String name, Optional<String> url) {
    String entry(String detail) {
      String n = detail == null || detail.isBlank() ? name : name + ", " + detail.strip();
      return url.map(u -> n + ": " + u).orElse(n);
    }
  }

  /**
   * A rule: where {@code pattern} finds the reference, its {@code documents}; with {@code
   * sections}, the documents of each section number the reference names (a subsection falls
   * back to its section: "5.E" to "5").
   */
  public record Rule(Pattern pattern, List<Document> documents, Map<String, List<Document>> sections) {
    public Rule {
      documents = List.copyOf(documents);
      sections = Map.copyOf(sections);
    }
  }

  /** Section numbers as references write them: {@code 9.2}, {@code 5.E}, {@code B.5}, {@code 8}. */
  private static final Pattern SECTION =
      Pattern.compile("(?<![\\w.\\-])(?:[A-C]\\.\\d{1,2}|\\d{1,2}(?:\\.(?:\\d{1,2}|[A-Z]))?)(?![\\w\\-]|\\.\\w)");

  private final Pattern officialCase;
  private final Document caseLibrary;
  private final Pattern fieldReport;
  private final String fieldReportName;
  private final Map<String, String> reports;
  private final List<Rule> rules;

  /**
   * @param caseLibrary the page of an official case, {@code {id}} standing for the case id in name
   *     and url
   * @param reports field report id to the public report's URL, or to the official case id it
   *     re-creates
   */
  public Sources(Pattern officialCase, Document caseLibrary, Pattern fieldReport, String fieldReportName,
      Map<String, String> reports, List<Rule> rules) {
    this.officialCase = officialCase;
    this.caseLibrary = caseLibrary;
    this.fieldReport = fieldReport;
    this.fieldReportName = fieldReportName;
    this.reports = Map.copyOf(reports);
    this.rules = List.copyOf(rules);
  }

  /** No rules: every reference is kept as written. */
  public static Sources none() {
    Pattern never = Pattern.compile("(?!)");
    return new Sources(never, new Document("", Optional.empty()), never, "", Map.of(), List.of());
  }

  /** The entries for {@code references}, in their order, each once. */
  public List<String> resolve(List<String> references) {
    Set<String> out = new LinkedHashSet<>();
    for (String r : references) {
      List<String> found = resolve(r);
      out.addAll(found.isEmpty() ? List.of(r) : found);
    }
    return List.copyOf(out);
  }

  /**
   * The entries for {@code references} as {@link #resolve(List)} gives them, worked out when the
   * list is first read; unmodifiable and thread-safe.
   */
  public List<String> resolveOnRead(List<String> references) {
    return references.isEmpty() ? List.of() : new ResolvedReferences(this, references);
  }

  /** The entries for one reference; empty when no rule finds it. */
  public List<String> resolve(String reference) {
    List<String> out = new ArrayList<>();
    Matcher id = officialCase.matcher(reference);
    while (id.find()) {
      out.add(libraryPage(id.group()));
    }
    Matcher fr = fieldReport.matcher(reference);
    while (fr.find()) {
      String to = reports.get(fr.group());
      if (to != null) {
        String name = fieldReportName.replace("{id}", fr.group());
        boolean link = to.startsWith("https://");
        out.add(name + " " + (link ? to : caseLibrary.name().replace("{id}", to)));
        if (!link) {
          out.add(libraryPage(to));
        }
      }
    }
    for (Rule rule : rules) {
      Matcher m = rule.pattern().matcher(reference);
      if (!m.find()) {
        continue;
      }
      String detail = rule.pattern().pattern().contains("(?<detail>") ? m.group("detail") : null;
      rule.documents().forEach(d -> out.add(d.entry(detail)));
      if (!rule.sections().isEmpty()) {
        Matcher s = SECTION.matcher(reference);
        while (s.find()) {
          sectionDocuments(rule, s.group()).forEach(d -> out.add(d.entry(null)));
        }
      }
    }
    return out;
  }

  /** True when {@code id} is, as a whole, an official case id (the form sources.json gives them). */
  public boolean officialCase(String id) {
    return officialCase.matcher(id).matches();
  }

  /** The page of official case {@code id} in the case library, as {@code name: url}. */
  public String libraryPage(String id) {
    return new Document(caseLibrary.name().replace("{id}", id), caseLibrary.url().map(u -> u.replace("{id}", id)))
        .entry(null);
  }

  private static List<Document> sectionDocuments(Rule rule, String section) {
    List<Document> d = rule.sections().get(section);
    if (d == null && section.contains(".")) {
      d = rule.sections().get(section.substring(0, section.indexOf('.')));
    }
    return d == null ? List.of() : d;
  }
}
