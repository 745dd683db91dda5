package io.github.ascendtriage.internal.load;

import io.github.ascendtriage.internal.casebase.ValueClass;
import com.fasterxml.jackson.databind.JsonNode;
import io.github.ascendtriage.internal.casebase.CaseDefinition;
import io.github.ascendtriage.internal.codes.BuiltInTrees;
import java.util.Map;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Reads the case files of one directory: every {@code *.json} below it in path order, except its
 * own {@code knowledge.json} and anything under its {@code codes/} folder (the code catalogue).
 */
final class CaseDirectory {
  /** Folder of the code catalogue inside a case base; not case files. */
  static final String CODES = "codes";

  private CaseDirectory() {}

  static List<CaseDefinition> read(Path dir, String kb, List<String> problems, Map<String, ValueClass> placeholders)
      throws IOException {
    if (!Files.isDirectory(dir)) {
      throw new NoSuchFileException(dir.toString(), null, "not a directory");
    }
    List<CaseDefinition> out = new ArrayList<>();
    for (Path f : files(dir)) {
      String name = kb.equals(CaseDefinition.BUILT_IN) ? "casebase/cases/" + dir.relativize(f) : f.toString();
      Optional<JsonNode> node = JsonFiles.read(f, name, problems);
      if (node.isPresent()) {
        cases(node.get(), name, kb, problems, placeholders, out);
      }
    }
    return out;
  }

  /**
   * Reads the case files of the compiled built-in case base below {@code folder} (e.g.
   * {@code cases/}), in path order, named as {@link #read(Path, String, List, Map)} names them.
   */
  static List<CaseDefinition> read(
      BuiltInTrees trees, String folder, String kb, List<String> problems, Map<String, ValueClass> placeholders) {
    List<CaseDefinition> out = new ArrayList<>();
    for (String f : trees.names(folder)) {
      String rel = f.substring(folder.length());
      if (rel.equals(KnowledgeFile.NAME) || rel.startsWith(CODES + "/")) {
        continue; // as reserved(dir, f) leaves them out of a folder
      }
      Optional<JsonNode> node = trees.tree(f); // no lambda: this runs at every start
      if (node.isPresent()) {
        cases(node.get(), "casebase/" + f, kb, problems, placeholders, out);
      }
    }
    return out;
  }

  /** The case files of a directory, sorted. */
  static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(p -> p.getFileName() != null && p.getFileName().toString().endsWith(".json"))
          .filter(p -> !reserved(dir, p))
          .filter(Files::isRegularFile)
          .sorted()
          .toList();
    }
  }

  /** The knowledge file at the top of a site directory, and the code catalogue folder. */
  static boolean reserved(Path dir, Path f) {
    Path rel = dir.relativize(f);
    return rel.toString().equals(KnowledgeFile.NAME) || (rel.getNameCount() > 1 && rel.getName(0).toString().equals(CODES));
  }

  private static void cases(
      JsonNode node, String name, String kb, List<String> problems, Map<String, ValueClass> placeholders, List<CaseDefinition> out) {
    CaseFileReader r = new CaseFileReader(name, kb, problems, placeholders);
    if (node.isArray()) {
      for (int i = 0; i < node.size(); i++) {
        add(r.read(node.get(i), "$[" + i + "]"), out);
      }
    } else {
      add(r.read(node, "$"), out);
    }
  }

  private static void add(Optional<CaseDefinition> c, List<CaseDefinition> out) {
    if (c.isPresent()) {
      out.add(c.get());
    }
  }
}
