package io.github.ascendtriage.kafka;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.AscendTriage;
import io.github.ascendtriage.ProcessPlace;
import io.github.ascendtriage.RootCause;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;

/** Corpus trees as streams of log events: the files interleaved line by line, one job per tree. */
final class Trees {
  static final Path CORPUS = Path.of(System.getProperty("corpus.dir", "../../corpus"));
  /** Trees of the corpus whose label names a root process on another host or rank. */
  static final List<String> NAMES =
      List.of("tree-port-bound-rank0", "tree-uce-rank5-cascade", "tree-heartbeat-lost-rank12", "tree-port-down-rank11");
  static final AscendTriage TRIAGE = AscendTriage.builder().build();
  private static final ObjectMapper JSON = new ObjectMapper();

  /** One event: the job (the record key) and the JSON value. */
  record Event(String job, String json) {}

  private Trees() {}

  static Path input(String name) {
    return CORPUS.resolve(name).resolve("input");
  }

  /** The key an alert gives the tree's root cause, as the batch diagnosis of the tree finds it. */
  static String rootKey(String name) throws IOException {
    RootCause rc = TRIAGE.diagnose(input(name)).rootCause().orElseThrow();
    return rc.roots().stream().map(ProcessPlace::label).sorted().reduce((a, b) -> a + " + " + b).orElseThrow();
  }

  /** The events of the trees, each tree's files interleaved, and the trees interleaved too. */
  static List<Event> events(List<String> names) {
    List<Iterator<Event>> its = new ArrayList<>();
    for (String n : names) {
      its.add(events(n).iterator());
    }
    List<Event> out = new ArrayList<>();
    boolean any = true;
    while (any) {
      any = false;
      for (Iterator<Event> it : its) {
        if (it.hasNext()) {
          out.add(it.next());
          any = true;
        }
      }
    }
    return out;
  }

  static List<Event> events(String name) {
    Path root = input(name);
    try {
      List<Path> files;
      try (Stream<Path> s = Files.walk(root)) {
        files = s.filter(Files::isRegularFile).sorted().toList();
      }
      List<Iterator<String>> lines = new ArrayList<>();
      for (Path f : files) {
        lines.add(Files.readAllLines(f).iterator());
      }
      List<Event> out = new ArrayList<>();
      boolean any = true;
      while (any) {
        any = false;
        for (int i = 0; i < files.size(); i++) {
          if (lines.get(i).hasNext()) {
            ObjectNode o = JSON.createObjectNode();
            o.put("message", lines.get(i).next());
            o.putObject("log").putObject("file").put("path", root.relativize(files.get(i)).toString());
            out.add(new Event("job-" + name, o.toString()));
            any = true;
          }
        }
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
