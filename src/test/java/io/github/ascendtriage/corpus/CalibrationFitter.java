package io.github.ascendtriage.corpus;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.ascendtriage.TestPaths;
import io.github.ascendtriage.internal.casebase.Calibration;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;

/**
 * Fits the raw-score to confidence mapping and the abstention threshold on the labelled corpus.
 * Stateless; thread-safe.
 *
 * <p>One observation per candidate the tool may list (the top {@link #LISTED} raw-scored cases of
 * each sample): its raw score and whether it is right (for a negative it never is), since every
 * listed match shows a confidence. Overfitting is kept down three ways: the mapping is
 * isotonic (pool-adjacent-violators, so it can only rise with the score and has no free shape),
 * every block pools at least {@link #MIN_BLOCK} samples and its precision is shrunk towards the
 * default curve with {@link #PRIOR_WEIGHT} pseudo-observations {@code (right + w * prior) / (n +
 * w)} (so a thin corpus moves the mapping little), and the fit is judged by grouped 5-fold
 * cross-validation in which all samples of one case are held out together, so a case never
 * calibrates itself.
 *
 * <p>Run {@code main} (test classpath) to write {@code target/calibration-proposed.json}; with
 * {@code --ship} it also writes {@code casebase/calibration.json}.
 */
final class CalibrationFitter {
  static final int MIN_BLOCK = 5;
  /** Pseudo-observations drawn from the default curve that every block's precision is shrunk with. */
  static final double PRIOR_WEIGHT = 4.0;
  static final int FOLDS = 5;
  /** How finely {@link CorpusRun} reads raw scores. */
  static final double RESOLUTION = CorpusRun.RAW_SCALE / 1000;
  /** Width of the ramp just below a block's lowest score. */
  static final double GAP = 0.01;
  /** How many matches the tool lists by default, each with its own confidence. */
  static final int LISTED = io.github.ascendtriage.AscendTriage.DEFAULT_TOP_K;
  static final double MAX_FALSE_POSITIVE = Metrics.MAX_FALSE_POSITIVE;

  private CalibrationFitter() {}

  /**
   * The units of a raw score: the curve a thin block is shrunk towards, how finely scores are read,
   * the ramp below a block, and the rounding of the points written.
   */
  record Scale(Calibration prior, double resolution, double gap, double rounding) {}

  /** Case scores: raw signature weights (0 to about 15). */
  static final Scale CASES = new Scale(Calibration.defaults(), RESOLUTION, GAP, 100);

  /**
   * Reasoner strengths (0 to 1): shrunk towards a cautious line that never promises more than 0.8.
   */
  static final Scale REASONER = new Scale(
      new Calibration(List.of(new double[] {0.0, 0.0}, new double[] {1.0, 0.8}), 0.0), 0.001, 0.001, 1000);

  /** One observation: the best raw score of a sample, whether it was right, and its case group. */
  record Pair(double raw, boolean right, boolean negative, String group) {}

  /** A fitted mapping with its threshold and its cross-validated quality. */
  record Fit(Calibration calibration, Quality inSample, Quality crossValidated, int negatives, boolean startAtLowest) {}

  /** Brier score and expected calibration error (10 bins) of a set of predictions. */
  record Quality(double brier, double ece, int n) {}

  static List<Pair> pairs(List<Outcome> outcomes) {
    List<Pair> out = new ArrayList<>();
    for (Outcome o : outcomes) {
      String group = o.label().caseId().orElse("neg:" + o.sample().id());
      // a sample on which no case scored gives no observation (the tool abstains whatever the
      // mapping), but it still counts in the false-positive denominator through negatives()
      // every match the tool may list (top 3) carries a confidence, so each is an observation
      for (Outcome.Candidate c : o.candidates().subList(0, Math.min(LISTED, o.candidates().size()))) {
        out.add(new Pair(c.raw(), o.label().accepts(c.caseId()), o.label().negative(), group));
      }
    }
    return out;
  }

  static Fit fit(List<Outcome> outcomes) {
    List<Pair> pairs = pairs(outcomes);
    int negatives = (int) outcomes.stream().filter(o -> o.label().negative()).count();
    Quality cvLowest = crossValidate(pairs, negatives, true);
    Quality cvPrior = crossValidate(pairs, negatives, false);
    boolean startAtLowest = !(cvPrior.brier() < cvLowest.brier());
    Calibration full = fitPairs(pairs, negatives, startAtLowest);
    return new Fit(full, quality(full, pairs), startAtLowest ? cvLowest : cvPrior, negatives, startAtLowest);
  }

  /**
   * How the mapping starts below the first block: {@code true} starts the first block at the
   * lowest score observed (and falls to 0 at raw 0); {@code false} follows the default curve up to
   * the first block's mean. {@link #fit} keeps whichever cross-validates better.
   */
  static Calibration fitPairs(List<Pair> pairs, int negatives) {
    return fitPairs(pairs, negatives, true);
  }

  /** Isotonic, pooled, shrunk mapping plus the threshold that maximises right minus wrong claims. */
  static Calibration fitPairs(List<Pair> pairs, int negatives, boolean startAtLowest) {
    return fitPairs(pairs, negatives, startAtLowest, CASES);
  }

  /** As {@link #fitPairs(List, int, boolean)} in the units of {@code sc}. */
  static Calibration fitPairs(List<Pair> pairs, int negatives, boolean startAtLowest, Scale sc) {
    if (pairs.isEmpty()) {
      return sc.prior();
    }
    List<Pair> sorted = new ArrayList<>(pairs);
    sorted.sort(Comparator.comparingDouble(Pair::raw));
    List<double[]> blocks = new ArrayList<>(); // {sumRaw, n, right, minRaw, maxRaw}
    for (Pair p : sorted) {
      double[] last = blocks.isEmpty() ? null : blocks.get(blocks.size() - 1);
      if (last != null && Math.abs(last[0] / last[1] - p.raw()) < 1e-9) {
        last[0] += p.raw();
        last[1]++;
        last[2] += p.right() ? 1 : 0;
      } else {
        blocks.add(new double[] {p.raw(), 1, p.right() ? 1 : 0, p.raw(), p.raw()});
      }
      poolViolators(blocks);
    }
    mergeSmall(blocks);
    // an isotonic fit is a step function: each block holds its precision from its lowest to its
    // highest score, and the mapping only ramps between blocks (where no sample was seen)
    List<double[]> points = new ArrayList<>();
    double prevP = 0;
    for (double[] b : blocks) {
      double prior = sc.prior().confidence(b[0] / b[1]);
      double p = Math.max(prevP, round((b[2] + PRIOR_WEIGHT * prior) / (b[1] + PRIOR_WEIGHT), 1000));
      // raw scores are read to RESOLUTION: widen each block by half of it so that a score measured
      // at a block's edge is inside the block whatever its exact value
      double lo = round(Math.max(0, b[3] - sc.resolution() / 2), sc.rounding());
      double hi = round(b[4] + sc.resolution() / 2, sc.rounding());
      if (points.isEmpty()) {
        if (startAtLowest) {
          points.add(new double[] {0.0, 0.0});
        } else {
          // below the first block: the default curve, capped so the mapping stays non-decreasing;
          // the block itself then starts at its mean
          lo = round(b[0] / b[1], sc.rounding());
          for (double[] d : sc.prior().points()) {
            if (d[0] < lo) {
              points.add(new double[] {d[0], Math.min(d[1], p)});
            }
          }
        }
      }
      // between two blocks no score was observed: keep the lower precision until just before the
      // next block's lowest score rather than ramping up into unseen scores
      double[] last = points.isEmpty() ? null : points.get(points.size() - 1);
      if (last != null && prevP > 0 && lo - sc.gap() > last[0]) {
        points.add(new double[] {round(lo - sc.gap(), sc.rounding()), prevP});
      }
      for (double raw : new double[] {lo, hi}) {
        if (!points.isEmpty() && raw <= points.get(points.size() - 1)[0]) {
          continue;
        }
        points.add(new double[] {raw, p});
      }
      prevP = p;
    }
    Calibration mapping = new Calibration(points, 0.5);
    return new Calibration(points, chooseThreshold(mapping, pairs, negatives));
  }

  private static void poolViolators(List<double[]> blocks) {
    while (blocks.size() > 1) {
      double[] b = blocks.get(blocks.size() - 1);
      double[] a = blocks.get(blocks.size() - 2);
      if (a[2] / a[1] < b[2] / b[1]) {
        return;
      }
      join(a, b);
      blocks.remove(blocks.size() - 1);
    }
  }

  private static void join(double[] into, double[] b) {
    into[0] += b[0];
    into[1] += b[1];
    into[2] += b[2];
    into[3] = Math.min(into[3], b[3]);
    into[4] = Math.max(into[4], b[4]);
  }

  /** Merges every block smaller than MIN_BLOCK into the neighbour whose precision is closest. */
  private static void mergeSmall(List<double[]> blocks) {
    boolean changed = true;
    while (changed && blocks.size() > 1) {
      changed = false;
      for (int i = 0; i < blocks.size(); i++) {
        double[] b = blocks.get(i);
        if (b[1] >= MIN_BLOCK) {
          continue;
        }
        int j;
        if (i == 0) {
          j = 1;
        } else if (i == blocks.size() - 1) {
          j = i - 1;
        } else {
          double r = b[2] / b[1];
          double dl = Math.abs(r - blocks.get(i - 1)[2] / blocks.get(i - 1)[1]);
          double dr = Math.abs(r - blocks.get(i + 1)[2] / blocks.get(i + 1)[1]);
          j = dl <= dr ? i - 1 : i + 1;
        }
        join(blocks.get(j), b);
        blocks.remove(i);
        changed = true;
        break;
      }
    }
  }

  /** No threshold below this: with calibrated confidences a claim under 1/2 is more often wrong than right. */
  static final double MIN_THRESHOLD = 0.5;

  /**
   * The threshold: a claim counts +1 when right and -1 when wrong, so with calibrated confidences
   * the best rule claims exactly the matches at or above 1/2; the level is raised further when
   * claiming there would take more than MAX_FALSE_POSITIVE of the negatives, and then put half-way
   * down to the next lower level so that rounding cannot move a sample across it.
   */
  static double chooseThreshold(Calibration mapping, List<Pair> pairs, int negatives) {
    // candidate levels are the confidences the samples get; the threshold then lies between two
    // of them, so the claimed set (and the false-positive cap) is exactly the one evaluated
    TreeSet<Double> levels = new TreeSet<>();
    for (Pair p : pairs) {
      levels.add(mapping.confidence(p.raw()));
    }
    double bestT = 1.01;
    double bestU = 0;
    for (double t : levels.descendingSet()) {
      if (t < MIN_THRESHOLD) {
        break;
      }
      int u = 0;
      int fp = 0;
      for (Pair p : pairs) {
        if (mapping.confidence(p.raw()) >= t) {
          u += p.right() ? 1 : -1;
          fp += p.negative() ? 1 : 0;
        }
      }
      if (negatives > 0 && (double) fp / negatives > MAX_FALSE_POSITIVE) {
        continue;
      }
      if (u > bestU) {
        bestU = u;
        bestT = t;
      }
    }
    if (bestT > 1.0) {
      return 0.99;
    }
    Double lower = levels.lower(bestT);
    double t = lower == null ? bestT - 0.01 : (bestT + lower) / 2;
    return Math.max(MIN_THRESHOLD, Math.floor(t * 1000) / 1000);
  }

  static Quality quality(Calibration c, List<Pair> pairs) {
    double[] conf = new double[pairs.size()];
    for (int i = 0; i < pairs.size(); i++) {
      conf[i] = c.confidence(pairs.get(i).raw());
    }
    return quality(conf, pairs);
  }

  private static Quality quality(double[] conf, List<Pair> pairs) {
    double brier = 0;
    double[] sumC = new double[10];
    double[] sumY = new double[10];
    int[] n = new int[10];
    for (int i = 0; i < pairs.size(); i++) {
      double y = pairs.get(i).right() ? 1 : 0;
      brier += (conf[i] - y) * (conf[i] - y);
      int b = Math.min(9, (int) (conf[i] * 10));
      sumC[b] += conf[i];
      sumY[b] += y;
      n[b]++;
    }
    double ece = 0;
    for (int b = 0; b < 10; b++) {
      if (n[b] > 0) {
        ece += Math.abs(sumC[b] - sumY[b]) / pairs.size();
      }
    }
    return new Quality(pairs.isEmpty() ? Double.NaN : brier / pairs.size(), ece, pairs.size());
  }

  /** Grouped k-fold: all samples of one case fall in the same fold. */
  static Quality crossValidate(List<Pair> pairs, int negatives) {
    return crossValidate(pairs, negatives, true);
  }

  static Quality crossValidate(List<Pair> pairs, int negatives, boolean startAtLowest) {
    return crossValidate(pairs, negatives, startAtLowest, CASES);
  }

  static Quality crossValidate(List<Pair> pairs, int negatives, boolean startAtLowest, Scale sc) {
    return quality(heldOut(pairs, negatives, startAtLowest, sc), pairs);
  }

  /** Each pair's confidence from the mapping fitted without its case's fold (grouped k-fold). */
  static double[] heldOut(List<Pair> pairs, int negatives, boolean startAtLowest, Scale sc) {
    List<String> groups = pairs.stream().map(Pair::group).distinct().sorted().toList();
    java.util.Map<String, Integer> fold = new java.util.HashMap<>();
    for (int g = 0; g < groups.size(); g++) {
      fold.put(groups.get(g), g % FOLDS);
    }
    double[] conf = new double[pairs.size()];
    for (int f = 0; f < FOLDS; f++) {
      List<Pair> train = new ArrayList<>();
      for (Pair p : pairs) {
        if (fold.get(p.group()) != f) {
          train.add(p);
        }
      }
      Calibration c = fitPairs(train, negatives, startAtLowest, sc);
      for (int i = 0; i < pairs.size(); i++) {
        if (fold.get(pairs.get(i).group()) == f) {
          conf[i] = c.confidence(pairs.get(i).raw());
        }
      }
    }
    return conf;
  }

  /** Quality of given predictions. */
  static Quality qualityOf(double[] conf, List<Pair> pairs) {
    return quality(conf, pairs);
  }

  /**
   * The observations for claims on new failures: the in-sample candidates (the failure's case is
   * known) and, for every positive, its leave-case-out candidates (its case is not known, so each
   * of them is wrong). Negatives are the same in both runs and counted once.
   */
  static List<Pair> mixedPairs(List<Outcome> outcomes, LeaveCaseOut lco) {
    List<Pair> out = new ArrayList<>(pairs(outcomes));
    for (LeaveCaseOut.Result r : lco.results) {
      if (r.sample().label().caseId().isEmpty()) {
        continue; // nothing left out: the same observations as in-sample
      }
      String group = r.sample().label().caseId().get();
      for (Outcome.Candidate c : r.candidates().subList(0, Math.min(LISTED, r.candidates().size()))) {
        out.add(new Pair(c.raw(), r.sample().label().accepts(c.caseId()), false, group));
      }
    }
    return out;
  }

  /** The reasoner's observations: every leave-case-out answer of the reasoner, its strength and whether the layer is right. */
  static List<Pair> reasonerPairs(LeaveCaseOut lco) {
    List<Pair> out = new ArrayList<>();
    for (LeaveCaseOut.Result r : lco.results) {
      if (r.diagnosis().answer() == io.github.ascendtriage.AnswerSource.REASONING) {
        String group = r.sample().label().caseId().orElse("neg:" + r.sample().id());
        out.add(new Pair(r.diagnosis().confidence(), r.layerRight(), r.negative(), group));
      }
    }
    return out;
  }

  /** A fitted mapping with its held-out predictions. */
  record Fitted(Calibration calibration, double[] heldOut, List<Pair> pairs) {
    Quality crossValidated() {
      return quality(heldOut, pairs);
    }
  }

  /** Claims on the mixed population, cases' scale, the start that cross-validates better. */
  static Fitted fitClaims(List<Outcome> outcomes, LeaveCaseOut lco) {
    List<Pair> pairs = mixedPairs(outcomes, lco);
    int negatives = (int) outcomes.stream().filter(o -> o.label().negative()).count();
    double[] low = heldOut(pairs, negatives, true, CASES);
    double[] prior = heldOut(pairs, negatives, false, CASES);
    boolean startAtLowest = !(quality(prior, pairs).brier() < quality(low, pairs).brier());
    return new Fitted(fitPairs(pairs, negatives, startAtLowest, CASES), startAtLowest ? low : prior, pairs);
  }

  /** The reasoner's strength to confidence, on its leave-case-out answers; no threshold. */
  static Fitted fitReasoner(LeaveCaseOut lco) {
    List<Pair> pairs = reasonerPairs(lco);
    Calibration c = fitPairs(pairs, 0, true, REASONER);
    return new Fitted(new Calibration(c.points(), 0.0), heldOut(pairs, 0, true, REASONER), pairs);
  }

  static String toJson(Calibration c) {
    ObjectNode n = Label.MAPPER.createObjectNode();
    n.put("threshold", c.threshold());
    ArrayNode pts = n.putArray("points");
    for (double[] p : c.points()) {
      pts.addArray().add(p[0]).add(p[1]);
    }
    return n.toPrettyString().replaceAll("\\[ ([0-9.]+), ([0-9.]+) \\]", "[$1, $2]") + "\n";
  }

  static Path writeProposed(Calibration c) throws IOException {
    Path out = TestPaths.repo().resolve("target/calibration-proposed.json");
    Files.createDirectories(out.getParent());
    Files.writeString(out, toJson(c));
    return out;
  }

  private static double round(double v, double scale) {
    return Math.round(v * scale) / scale;
  }

  static String pct(double v) {
    return Double.isNaN(v) ? "n/a" : String.format(Locale.ROOT, "%.1f%%", 100 * v);
  }

  public static void main(String[] args) throws IOException {
    CorpusRun run = CorpusRun.run(TestPaths.corpus());
    LeaveCaseOut lco = LeaveCaseOut.run(run);
    Fitted claims = fitClaims(run.outcomes, lco);
    Fitted reasoner = fitReasoner(lco);
    Path p = writeProposed(claims.calibration());
    System.out.print(toJson(claims.calibration()));
    System.out.printf(Locale.ROOT, "claims: grouped %d-fold CV Brier %.3f ECE %.3f (n=%d)%n", FOLDS,
        claims.crossValidated().brier(), claims.crossValidated().ece(), claims.crossValidated().n());
    System.out.printf(Locale.ROOT, "reasoner: grouped %d-fold CV Brier %.3f ECE %.3f (n=%d)%n", FOLDS,
        reasoner.crossValidated().brier(), reasoner.crossValidated().ece(), reasoner.crossValidated().n());
    System.out.println("wrote " + p);
    if (List.of(args).contains("--ship")) {
      ship(claims, reasoner);
    }
  }

  /**
   * Ships a refit: the claim mapping to {@code casebase/calibration.json} and the reasoner's to the
   * {@code confidence} line of {@code casebase/reasoning.json}. Run it with {@code ./mvnw -B -o
   * test -Dtest=CorpusAccuracyTest -Dcalibration.ship=true}, then run the gate again.
   */
  static void ship(Fitted claims, Fitted reasoner) throws IOException {
    Path ship = TestPaths.repo().resolve("casebase/calibration.json");
    Files.writeString(ship, toJson(claims.calibration()));
    Path rf = TestPaths.repo().resolve("casebase/reasoning.json");
    String r = Files.readString(rf);
    String line = "  \"confidence\": " + compact(reasoner.calibration());
    String shipped = r.replaceFirst("(?m)^  \"confidence\": \\{.*\\}$", java.util.regex.Matcher.quoteReplacement(line));
    if (shipped.equals(r) && !r.contains(line)) {
      throw new IOException(rf + ": no one-line \"confidence\" entry to replace");
    }
    Files.writeString(rf, shipped);
    System.out.println("wrote " + ship + " and the confidence of " + rf);
  }

  /** One line: {@code {"threshold": t, "points": [[raw, p], ...]}}. */
  static String compact(Calibration c) {
    StringBuilder b = new StringBuilder("{\"threshold\": ").append(c.threshold()).append(", \"points\": [");
    for (int i = 0; i < c.points().size(); i++) {
      double[] pt = c.points().get(i);
      b.append(i == 0 ? "" : ", ").append('[').append(pt[0]).append(", ").append(pt[1]).append(']');
    }
    return b.append("]}").toString();
  }
}
