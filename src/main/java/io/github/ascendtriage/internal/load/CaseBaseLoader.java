package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.CaseBaseException;
import io.github.ascendtriage.TriageWarning;
import io.github.ascendtriage.internal.casebase.Calibration;
import io.github.ascendtriage.internal.casebase.CaseBase;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.casebase.Knowledge;
import io.github.ascendtriage.internal.codes.CodeCatalog;
import io.github.ascendtriage.internal.codes.CodeCatalogLoader;
import io.github.ascendtriage.internal.extract.FeatureExtractor;
import io.github.ascendtriage.internal.fd.AscendFdFormatException;
import io.github.ascendtriage.internal.fd.AscendFdKnowledgeBase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Loads a case base: the built-in knowledge and cases from the jar, a user's directories (their
 * cases add to or replace built-in ones by id, their {@code knowledge.json} lays over the built-in
 * knowledge), and ascend-fd knowledge bases. Collects every problem before failing, so one run
 * names them all. Stateless and thread-safe.
 */
public final class CaseBaseLoader {

  /** Case files larger than this are refused before parsing. */
  static final long MAX_FILE_BYTES = JsonFiles.MAX_FILE_BYTES;

  private CaseBaseLoader() {}

  /** Site and ascend-fd knowledge one run may load in all, unless told otherwise: 16 MiB. */
  public static final long DEFAULT_MAX_KNOWLEDGE_BYTES = KnowledgeBudget.DEFAULT_BYTES;

  /** Loads the case base with the default bound on the knowledge given, as {@link #load(boolean, List, List, long)}. */
  public static CaseBase load(boolean builtIn, List<Path> directories, List<Path> ascendFdFiles) {
    return load(builtIn, directories, ascendFdFiles, DEFAULT_MAX_KNOWLEDGE_BYTES);
  }

  /**
   * Loads the case base.
   *
   * @param maxKnowledgeBytes the most bytes the directories' files and the ascend-fd files may
   *     have in all; positive
   * @throws CaseBaseException naming every invalid file, JSON path and reason, or the file at which
   *     the given knowledge passes {@code maxKnowledgeBytes}
   * @throws UncheckedIOException if a directory cannot be listed
   */
  public static CaseBase load(boolean builtIn, List<Path> directories, List<Path> ascendFdFiles, long maxKnowledgeBytes) {
    return load(builtIn, directories, ascendFdFiles, maxKnowledgeBytes, true);
  }

  /**
   * As {@link #load(boolean, List, List, long)}, but the site cases' examples are left for the
   * caller to check, with the extractor it builds for the diagnoses ({@link
   * ExampleChecker#check(List, java.util.function.Predicate, Knowledge, FeatureExtractor)}): a
   * large site base then pays for one phrase automaton, not two.
   */
  public static CaseBase loadExamplesUnchecked(
      boolean builtIn, List<Path> directories, List<Path> ascendFdFiles, long maxKnowledgeBytes) {
    return load(builtIn, directories, ascendFdFiles, maxKnowledgeBytes, false);
  }

  private static CaseBase load(
      boolean builtIn, List<Path> directories, List<Path> ascendFdFiles, long maxKnowledgeBytes, boolean checkExamples) {
    for (Path d : directories) { // loops, not lambdas, on the start path
      present(d, "case directory", true);
    }
    for (Path f : ascendFdFiles) {
      present(f, "ascend-fd knowledge base", false);
    }
    KnowledgeBudget.check(directories, ascendFdFiles, maxKnowledgeBytes); // before anything is parsed
    List<String> problems = new ArrayList<>();
    List<TriageWarning> notes = new ArrayList<>();
    BuiltInCaseBase.Content b = BuiltInCaseBase.read(problems);
    // a run that reads the built-in files another way than the shipped cache says so, in every answer
    io.github.ascendtriage.internal.codes.DerivedCache.fallback()
        .ifPresent(why -> notes.add(new TriageWarning("case base", 0, why)));
    List<KnowledgeFile> siteKnowledge = new ArrayList<>();
    for (Path dir : directories) {
      siteKnowledge(dir, problems).ifPresent(siteKnowledge::add);
    }
    Knowledge declared = KnowledgeMerge.merge(b.knowledge(), siteKnowledge, problems);
    if (!problems.isEmpty()) {
      throw new CaseBaseException(problems); // cases are read with the placeholders of the knowledge
    }
    CodeCatalog codes = SiteCodes.load(builtIn, directories, declared, problems);
    if (!problems.isEmpty()) {
      throw new CaseBaseException(problems);
    }
    // a code's layer lives in the catalogue: its layers come before the knowledge's hints. The
    // built-in catalogue is knowledge of the codes, not cases: its layers hold without the
    // built-in cases too, with a site's codes before them.
    Knowledge knowledge = builtIn
        ? CatalogueLayers.first(declared, codes, b.reasoning().codeFamilies())
        : CatalogueLayers.first(
            CatalogueLayers.first(declared, CodeCatalogLoader.builtIn(), b.reasoning().codeFamilies()),
            codes, b.reasoning().codeFamilies());
    Map<String, CaseDefinition> cases = new LinkedHashMap<>();
    String version = "none";
    Calibration calibration = Calibration.defaults();
    // the reasoner's rules are the tool's knowledge, not cases: they hold with or without the
    // built-in cases
    io.github.ascendtriage.internal.casebase.Reasoning reasoning = b.reasoning();
    // the fix steps of the rules (an answer no case claimed gives its deciding rule's steps)
    reasoning = reasoning.withSteps(RuleStepsFile.read(b.topLevel(RuleStepsFile.NAME, problems), reasoning,
        knowledge.placeholderClasses(), problems));
    if (builtIn) {
      for (CaseDefinition c : b.cases(knowledge, problems)) {
        putUnique(cases, c, problems);
      }
      version = b.version();
      calibration = b.calibration();
      for (io.github.ascendtriage.internal.casebase.ReasoningRule r : reasoning.rules()) {
        for (int i = 0; i < r.derivedFrom().size(); i++) {
          if (!cases.containsKey(r.derivedFrom().get(i))) {
            problems.add("casebase/" + ReasoningFile.NAME + ": $.rules[id=" + r.id() + "].derivedFrom[" + i + "]: no built-in case '"
                + r.derivedFrom().get(i) + "'");
          }
        }
      }
    }
    // ids seen in site directories, across all of them: a site case may replace a built-in case,
    // but two site cases with one id (in one directory or in two) would make the result depend on
    // the order of the --casebase options, so that is an error
    Map<String, CaseDefinition> siteSeen = new LinkedHashMap<>();
    for (Path dir : directories) {
      for (CaseDefinition c : siteCases(dir, problems, knowledge)) {
        if (putUnique(siteSeen, c, problems)) {
          cases.put(c.id(), c); // a site case replaces a built-in one of the same id
        }
      }
      version = version + "+site";
    }
    // a later ascend-fd file replaces an entry of the same code (a site's custom entities
    // override the shipped kg-config.json) and is tried first, as ascend-fd tries its custom
    // entities before the shipped ones; the ascend-fd: prefix keeps them apart from ours
    List<List<CaseDefinition>> perFile = new ArrayList<>();
    List<String> info = new ArrayList<>();
    for (Path f : ascendFdFiles) {
      try {
        AscendFdKnowledgeBase.Import imp = AscendFdKnowledgeBase.read(f, knowledge);
        perFile.add(imp.cases());
        info.add(importNote(f, imp));
        version = version + "+ascend-fd";
      } catch (AscendFdFormatException e) {
        problems.add(e.getMessage());
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read ascend-fd knowledge base " + f + ": " + e.getMessage(), e);
      }
    }
    Map<String, CaseDefinition> imported = new LinkedHashMap<>();
    for (int i = perFile.size() - 1; i >= 0; i--) {
      perFile.get(i).forEach(c -> imported.putIfAbsent(c.id(), c));
    }
    for (CaseDefinition c : imported.values()) {
      putUnique(cases, c, problems);
    }
    // references as a reader finds them (links, document names); the same rules for site cases
    io.github.ascendtriage.internal.casebase.Sources sources = b.sources(problems);
    List<CaseDefinition> all = new ArrayList<>();
    for (CaseDefinition c : cases.values()) {
      all.add(c.withReferences(sources.resolveOnRead(c.references()))); // resolved when shown
    }
    RefinesCheck.check(all, cases.keySet(), sources, problems);
    RefinesCheck.checkRules(reasoning, builtIn ? cases.keySet() : null, sources, problems);
    if (problems.isEmpty() && checkExamples) {
      problems.addAll(ExampleChecker.check(all, c -> !c.builtIn(), knowledge));
    }
    if (!problems.isEmpty()) {
      throw new CaseBaseException(problems);
    }
    return new CaseBase(all, version, calibration, notes, knowledge, codes, reasoning).withInfo(info).withSources(sources);
  }

  /** The built-in knowledge alone (for tools and tests that build their own case base). */
  public static Knowledge builtInKnowledge() {
    List<String> problems = new ArrayList<>();
    BuiltInCaseBase.Content b = BuiltInCaseBase.read(problems);
    Knowledge k = KnowledgeMerge.merge(b.knowledge(), List.of(), problems);
    if (!problems.isEmpty()) {
      throw new CaseBaseException(problems);
    }
    return CatalogueLayers.first(k, CodeCatalogLoader.builtIn(), b.reasoning().codeFamilies());
  }

  /** Validates a directory on its own (schema and examples); empty when all is well. */
  public static List<String> validateDirectory(Path dir) throws IOException {
    List<String> problems = new ArrayList<>();
    List<KnowledgeFile> site = new ArrayList<>();
    siteKnowledge(dir, problems).ifPresent(site::add);
    BuiltInCaseBase.Content b = BuiltInCaseBase.read(problems);
    // the catalogue's layers and code families as a loaded case base has them: an example keyed on a
    // code token (acl-code) matches here as it does in a diagnosis
    Knowledge knowledge = CatalogueLayers.first(
        KnowledgeMerge.merge(b.knowledge(), site, problems), CodeCatalogLoader.builtIn(), b.reasoning().codeFamilies());
    List<CaseDefinition> cs = CaseDirectory.read(dir, CaseDefinition.SITE, problems, knowledge.placeholderClasses());
    Map<String, CaseDefinition> seen = new LinkedHashMap<>();
    cs.forEach(c -> putUnique(seen, c, problems));
    if (cs.stream().anyMatch(c -> c.refines().isPresent())) {
      // the official case refined may be a built-in one, or one of this directory
      java.util.Set<String> ids = new java.util.HashSet<>(seen.keySet());
      b.cases(knowledge, new ArrayList<>()).forEach(c -> ids.add(c.id()));
      RefinesCheck.check(cs, ids, b.sources(problems), problems);
    }
    if (problems.isEmpty()) {
      problems.addAll(ExampleChecker.check(cs, c -> true, knowledge));
    }
    return problems;
  }

  private static Optional<KnowledgeFile> siteKnowledge(Path dir, List<String> problems) {
    Path f = dir.resolve(KnowledgeFile.NAME);
    if (!Files.isRegularFile(f)) {
      return Optional.empty();
    }
    return JsonFiles.read(f, f.toString(), problems).map(n -> KnowledgeFile.read(n, f.toString(), problems, false));
  }

  /**
   * Fails at once, naming what the path was given as, when it is missing or of the wrong kind: a
   * site's optional case directory left out of a deployment is then one clear line, not a
   * NoSuchFileException from deep in the loading.
   */
  private static void present(Path p, String what, boolean directory) {
    String why = Files.notExists(p) ? "does not exist"
        : directory && !Files.isDirectory(p) ? "is not a directory"
        : !directory && Files.isDirectory(p) ? "is a directory, not a file"
        : null;
    if (why != null) {
      String message = what + " " + p + " " + why;
      throw new UncheckedIOException(message, new NoSuchFileException(p.toString(), null, why));
    }
  }

  private static List<CaseDefinition> siteCases(Path dir, List<String> problems, Knowledge k) {
    try {
      return CaseDirectory.read(dir, CaseDefinition.SITE, problems, k.placeholderClasses());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read case directory " + dir + ": " + e.getMessage(), e);
    }
  }

  /** One line saying how many entries of {@code f} were imported and why the others were not. */
  private static String importNote(Path f, AscendFdKnowledgeBase.Import imp) {
    StringBuilder why = new StringBuilder();
    imp.skipCounts().forEach((reason, count) -> {
      if (count > 0) {
        why.append(why.length() == 0 ? "" : ", ").append(count).append(' ')
            .append(reason.name().toLowerCase(Locale.ROOT).replace('_', ' '));
      }
    });
    String name = f.getFileName() == null ? f.toString() : f.getFileName().toString();
    return name + ": ascend-fd knowledge base: " + imp.cases().size() + " entries imported, "
        + imp.skipped().size() + " skipped" + (why.length() == 0 ? "" : " (" + why + ")");
  }

  /** Adds {@code c} unless its id is taken (then a problem); true when it was added. */
  private static boolean putUnique(Map<String, CaseDefinition> cases, CaseDefinition c, List<String> problems) {
    CaseDefinition prev = cases.putIfAbsent(c.id(), c);
    if (prev != null) {
      problems.add(c.origin() + ": $.id: duplicate id '" + c.id() + "' (also in " + prev.origin() + ")");
      return false;
    }
    return true;
  }
}
