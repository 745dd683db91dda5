package io.github.ascendtriage.testing;

/** Site case files written by the hostile-site probes (issue 40), as JSON text. */
public final class SiteCases {
  private SiteCases() {}

  /** A site case {@code site-<word>-probe} keyed on EJ0003 and the made-up word {@code zz<word>probe}, with one fix step. */
  public static String probe(String word, String command) {
    return "{\"id\": \"site-" + word + "-probe\", \"title\": {\"en\": \"probe\", \"zh\": \"探针\"},"
        + " \"summary\": {\"en\": \"probe\", \"zh\": \"探针\"}, \"layer\": \"link-setup\","
        + " \"signatures\": {\"required\": [[\"code:EJ0003\", \"phrase:zz" + word + "probe\"]]},"
        + " \"remediation\": [{\"command\": \"" + command + "\", \"explanation\": \"The probe's step.\"}],"
        + " \"verification\": {\"command\": \"true\", \"expect\": \"nothing\"}, \"references\": [],"
        + " \"examples\": {\"match\": [\"EJ0003: Failed to bind the IP port. zz" + word + "probe\"], \"noMatch\": [\"zz" + word + "probe\"]}}";
  }
}
