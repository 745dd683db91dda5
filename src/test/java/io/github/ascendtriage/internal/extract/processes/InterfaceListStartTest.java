package io.github.ascendtriage.internal.extract.processes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import org.junit.jupiter.api.Test;

/**
 * The interface listing is tried at the message's start only ({@code lookingAt}, issue 38): what
 * {@code find()} finds, on the listings' forms and on random lines glued from their pieces (seed
 * printed), since the pattern opens with {@code ^}.
 */
class InterfaceListStartTest {
  private static final List<String> FORMS = List.of(
      "2: enp189s0f0: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 1500 qdisc mq state UP group default qlen 1000",
      "5: vlan20@enp189s0f1: <BROADCAST,MULTICAST,UP,LOWER_UP> mtu 9000 qdisc noqueue state UP",
      "docker0: flags=4099<UP,BROADCAST,MULTICAST>  mtu 1500",
      "3: ens3    inet 192.0.2.14/24 brd 192.0.2.255 scope global ens3",
      "bond0            UP             198.51.100.32/24", "lo               UNKNOWN        127.0.0.1/8 ::1/128",
      "eth1             DOWN           ", "the link is UP again after 3 s (no listing)");
  private static final List<String> PIECES = List.of("2:", " ", "  ", "eth0", "bond0", ":", "<UP,LOWER_UP>", " mtu ",
      "1500", "flags=4163", "inet ", "inet6 ", "198.51.100.31/24", "UP", "DOWN", "UNKNOWN", "@eth1", "x", "\t", "9");

  @Test
  void theStartAloneFindsWhatFindFinds() {
    long seed = System.nanoTime();
    SplittableRandom r = new SplittableRandom(seed);
    List<String> lines = new ArrayList<>(FORMS);
    for (int i = 0; i < 20_000; i++) {
      StringBuilder b = new StringBuilder();
      for (int n = r.nextInt(1, 10); n > 0; n--) {
        b.append(PIECES.get(r.nextInt(PIECES.size())));
      }
      lines.add(b.toString());
    }
    int found = 0;
    for (String s : lines) {
      Matcher f = InterfaceListRecognizer.LISTED.matcher(s);
      Matcher l = InterfaceListRecognizer.LISTED.matcher(s);
      boolean any = f.find();
      assertEquals(any, l.lookingAt(), () -> "seed " + seed + ": " + s);
      if (any) {
        found++;
        assertEquals(f.group(), l.group(), () -> "seed " + seed + ": " + s);
        for (int g = 1; g <= f.groupCount(); g++) {
          assertEquals(f.group(g), l.group(g), "seed " + seed + ": " + s);
        }
      }
    }
    assertTrue(found > FORMS.size(), "the random lines hold listings too: " + found);
  }
}
