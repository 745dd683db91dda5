package io.github.ascendtriage.internal.extract.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** IPv6 addresses in RFC 5952's one spelling; everything else as it was written. */
class Ipv6Test {
  @Test
  void spellingsOfOneAddressBecomeOne() {
    assertEquals("2001:db8::2:1", Fields.address("2001:0DB8:0000:0000:0000:0000:0002:0001"));
    assertEquals("2001:db8::2:1", Fields.address("2001:db8:0:0::2:1"));
    assertEquals("2001:db8::2:1", Fields.address("2001:db8::2:1%eth0"));
    assertEquals("fe80::1", Fields.address("FE80:0:0:0:0:0:0:1"));
    assertEquals("::", Fields.address("0:0:0:0:0:0:0:0"));
  }

  @Test
  void theLongestZeroRunIsCompressedAndAOneGroupRunIsNot() {
    assertEquals("2001:0:0:1::1", Fields.address("2001:0:0:1:0:0:0:1"), "the longer run");
    assertEquals("2001:db8::", Fields.address("2001:0db8:0:0:0:0:0:0"), "a run at the end");
    assertEquals("2001:db8:0:1:1:1:1:1", Fields.address("2001:db8:0:1:1:1:1:1"), "one zero group stays");
    assertEquals("1:0:0:1::1", Fields.address("1:0:0:1:0:0:0:1"), "the longest run wins");
    assertEquals("1::1:0:0:1:1", Fields.address("1:0:0:1:0:0:1:1"), "of two equal runs the first");
  }

  @Test
  void otherAddressesStayAsWritten() {
    assertEquals("192.0.2.7", Fields.address("192.0.2.7"));
    assertEquals("fe80000000000000:0000000002000100", Fields.address("fe80000000000000:0000000002000100"), "an A5 endpoint");
    assertEquals("::ffff:192.0.2.7", Fields.address("::ffff:192.0.2.7"), "an IPv4 tail is kept");
    assertEquals("1::2::3", Fields.address("1::2::3"), "not an address: left as it was");
    assertEquals("2001:0:0:1:0:0:1", Fields.address("2001:0:0:1:0:0:1"), "seven groups: not an address, left as it was");
    assertNull(Fields.address("zz::1"));
  }
}
