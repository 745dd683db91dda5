package io.github.ascendtriage.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One labelled corpus sample: {@code corpus/<id>/label.json} plus either {@code input.log} or an
 * {@code input/} tree. Immutable.
 */
record Sample(String id, Path input, Label label) {

  boolean tree() {
    return Files.isDirectory(input);
  }

  /** Every sample below {@code corpus}, in id order; a malformed sample is an error, not a skip. */
  static List<Sample> loadAll(Path corpus) throws IOException {
    List<Sample> out = new ArrayList<>();
    try (Stream<Path> dirs = Files.list(corpus)) {
      for (Path d : dirs.filter(Files::isDirectory).sorted().toList()) {
        Path label = d.resolve("label.json");
        if (!Files.exists(label)) {
          continue;
        }
        Path log = d.resolve("input.log");
        Path tree = d.resolve("input");
        Path in = Files.exists(log) ? log : tree;
        if (!Files.exists(in)) {
          throw new IOException(d + ": neither input.log nor input/ exists");
        }
        out.add(new Sample(d.getFileName().toString(), in, Label.read(label)));
      }
    }
    return out;
  }
}
