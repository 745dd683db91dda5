package io.github.ascendtriage.internal.rootcause;

/**
 * Rank tables of any size in the two forms HCCL's rank table documentation gives: 1.0 (a device's
 * fields on one line, {@code json.dump}-like) and 1.2 (one field a line, with {@code super_pod_list}).
 * Server {@code s} is {@link #server}; within a server the ranks run opposite to the physical ids
 * ({@link #rank}), so a device id is never its rank. The values are made up.
 */
final class RankTableText {
  static final int PER_SERVER = 8;

  private RankTableText() {}

  static String server(int s) {
    return "10.2." + (s / 200) + "." + (s % 200 + 1);
  }

  static int rank(int s, int device) {
    return s * PER_SERVER + (PER_SERVER - 1 - device);
  }

  /** Device {@code d} of server {@code s}'s NIC address: one of its own, as HCCL's rank table rules ask. */
  static String deviceIp(int s, int d) {
    return "10." + (100 + s / 250) + "." + (s % 250) + "." + (d + 1);
  }

  /** A 1.0 table of {@code servers} servers of {@link #PER_SERVER} devices; {@code server_count} on its third line. */
  static String table10(int servers) {
    StringBuilder b = new StringBuilder("{\n  \"version\": \"1.0\",\n  \"server_count\": \"" + servers + "\",\n  \"server_list\": [\n");
    for (int s = 0; s < servers; s++) {
      b.append("    {\"server_id\": \"").append(server(s)).append("\", \"device\": [\n");
      for (int d = 0; d < PER_SERVER; d++) {
        b.append("      {\"device_id\": \"").append(d).append("\", \"device_ip\": \"").append(deviceIp(s, d))
            .append("\", \"rank_id\": \"").append(rank(s, d)).append("\"}").append(d < PER_SERVER - 1 ? ",\n" : "]}");
      }
      b.append(s < servers - 1 ? ",\n" : "\n");
    }
    return b.append("  ],\n  \"status\": \"completed\"\n}\n").toString();
  }

  /** A 1.2 table of {@code servers} servers of {@link #PER_SERVER} devices, one super pod listing them all. */
  static String table12(int servers) {
    StringBuilder b = new StringBuilder("{\n    \"version\": \"1.2\",\n    \"server_count\": \"" + servers + "\",\n    \"server_list\": [\n");
    for (int s = 0; s < servers; s++) {
      b.append("        {\n            \"server_id\": \"").append(server(s)).append("\",\n            \"device\": [\n");
      for (int d = 0; d < PER_SERVER; d++) {
        b.append("                {\n                    \"device_id\": \"").append(d).append("\",\n")
            .append("                    \"device_ip\": \"").append(deviceIp(s, d)).append("\",\n")
            .append("                    \"super_device_id\": \"").append(s * PER_SERVER + d).append("\",\n")
            .append("                    \"rank_id\": \"").append(rank(s, d)).append("\"\n                }")
            .append(d < PER_SERVER - 1 ? ",\n" : "\n");
      }
      b.append("            ]\n        }").append(s < servers - 1 ? ",\n" : "\n");
    }
    b.append("    ],\n    \"super_pod_list\": [{\"super_pod_id\": \"0\", \"server_list\": [");
    for (int s = 0; s < servers; s++) {
      b.append(s == 0 ? "" : ", ").append("{\"server_id\": \"").append(server(s)).append("\"}");
    }
    return b.append("]}],\n    \"status\": \"completed\"\n}\n").toString();
  }

  /** The 1-based number of the first line of {@code text} that contains {@code part}. */
  static long lineOf(String text, String part) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) {
      if (lines[i].contains(part)) {
        return i + 1;
      }
    }
    throw new IllegalArgumentException(part + " is not in the text");
  }
}
