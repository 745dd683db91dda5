package io.github.ascendtriage.internal.extract.scan;

import java.util.Locale;

/**
 * One spelling of an IPv6 address, so that the same address printed by different tools compares
 * equal: hccn_tool's {@code ipv6_address:} may print every group in full ({@code 2001:0db8:0:0::1})
 * where HCCL's lines print it compressed ({@code 2001:db8::1}). The form is RFC 5952's: lower case,
 * no leading zeros in a group, the longest run of two or more zero groups (the first of equals) as
 * {@code ::}. A string that is not an IPv6 address (an IPv4 address, an A5 endpoint's {@code
 * prefix:interface} of two 16-digit halves) is returned as it is. Stateless.
 */
final class Ipv6 {
  private Ipv6() {}

  static String canonical(String a) {
    if (a.indexOf(':') < 0 || a.indexOf('.') >= 0 || a.indexOf(":::") >= 0) {
      return a; // IPv4, or IPv6 with an IPv4 tail (kept as printed), or malformed
    }
    int gap = a.indexOf("::");
    if (gap >= 0 && a.indexOf("::", gap + 1) >= 0) {
      return a;
    }
    String[] head = gap < 0 ? a.split(":", -1) : part(a.substring(0, gap));
    String[] tail = gap < 0 ? new String[0] : part(a.substring(gap + 2));
    int missing = 8 - head.length - tail.length;
    if (gap < 0 ? head.length != 8 : missing < 1) {
      return a;
    }
    int[] g = new int[8];
    int i = 0;
    for (String[] run : new String[][] {head, gap < 0 ? new String[0] : new String[missing], tail}) {
      for (String x : run) {
        if (x == null) {
          g[i++] = 0;
          continue;
        }
        if (x.isEmpty() || x.length() > 4) {
          return a;
        }
        g[i++] = Integer.parseInt(x, 16);
      }
    }
    return write(g);
  }

  private static String[] part(String s) {
    return s.isEmpty() ? new String[0] : s.split(":", -1);
  }

  private static String write(int[] g) {
    int best = -1;
    int bestLen = 1;
    for (int i = 0; i < 8; ) {
      int j = i;
      while (j < 8 && g[j] == 0) {
        j++;
      }
      if (j - i > bestLen) {
        best = i;
        bestLen = j - i;
      }
      i = j == i ? i + 1 : j;
    }
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      if (i == best) {
        b.append("::");
        i += bestLen - 1;
        continue;
      }
      if (b.length() > 0 && b.charAt(b.length() - 1) != ':') {
        b.append(':');
      }
      b.append(Integer.toHexString(g[i]));
    }
    return b.toString().toLowerCase(Locale.ROOT);
  }
}
