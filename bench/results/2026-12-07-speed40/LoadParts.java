package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.*;
import io.github.ascendtriage.internal.codes.*;
import static speed40.Marks.mark;

import java.nio.file.*;
import java.util.*;

/** LoadParts: the built-in case base's load cut into its steps, the main thread's CPU and the process's per step (ms). */
public class LoadParts {
  public static void main(String[] a) throws Exception {
    mark("start");
    List<String> problems = new ArrayList<>();
    DerivedCache.load();
    mark("DerivedCache.load (head, stale check)");
    BuiltInCaseBase.Content b = BuiltInCaseBase.read(problems);
    mark("BuiltInCaseBase.read (knowledge, reasoning)");
    Knowledge declared = KnowledgeMerge.merge(b.knowledge(), List.of(), problems);
    mark("KnowledgeMerge");
    CodeCatalog cc = CodeCatalogLoader.builtIn();
    mark("CodeCatalogLoader.builtIn (" + cc.records().size() + ")");
    CodeCatalog codes = SiteCodes.load(true, List.of(), declared, problems);
    mark("SiteCodes (catalogue, first steps)");
    Knowledge knowledge = CatalogueLayers.first(declared, codes, b.reasoning().codeFamilies());
    mark("CatalogueLayers");
    Reasoning reasoning = b.reasoning().withSteps(RuleStepsFile.read(b.topLevel(RuleStepsFile.NAME, problems), b.reasoning(),
        knowledge.placeholderClasses(), problems));
    mark("rule steps");
    List<CaseDefinition> cs = b.cases(knowledge, problems);
    mark("cases (" + cs.size() + ")");
    Sources sources = b.sources(problems);
    mark("sources");
    List<CaseDefinition> all = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (CaseDefinition c : cs) { all.add(c.withReferences(sources.resolveOnRead(c.references()))); ids.add(c.id()); }
    mark("withReferences");
    RefinesCheck.check(all, ids, sources, problems);
    RefinesCheck.checkRules(reasoning, ids, sources, problems);
    mark("RefinesCheck");
    System.err.println("problems " + problems.size());
    BuiltInCaseBase.read(problems);
    mark("again: BuiltInCaseBase.read");
    byte[] cat = DerivedCache.load().get().section(DerivedCache.CATALOG).get();
    java.lang.reflect.Method dec = Class.forName("io.github.ascendtriage.internal.codes.CompiledCatalog").getDeclaredMethod("decode", byte[].class);
    dec.setAccessible(true);
    dec.invoke(null, cat);
    mark("again: the catalogue's decode");
    b.cases(knowledge, problems);
    mark("again: cases");
  }
}
