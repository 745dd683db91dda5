package io.github.ascendtriage.internal.casebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.ascendtriage.TestKnowledge;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What a command's braces compile to: placeholders where the names are known, text elsewhere. */
class PlaceholderTemplateTest {
  private static final Map<String, ValueClass> KNOWN = TestKnowledge.K.placeholderClasses();

  private static String filled(String command) {
    return PlaceholderTemplate.compile(command, KNOWN).fill(Map.of("device", "3", "remote_ip", "10.0.0.1"), new ArrayList<>());
  }

  @Test
  void onlyNamesThatCanBePlaceholdersAreFilled() {
    String command = "a{device}b{remote_ip}c{local_rank}d{x y}e{}f{2g}h${device}i{设备}";
    assertEquals(List.of("device", "remote_ip"), PlaceholderTemplate.compile(command, KNOWN).placeholders());
    assertEquals("a3b10.0.0.1c{local_rank}d{x y}e{}f{2g}h${device}i{设备}", filled(command));
  }

  @Test
  void bracesAroundAPlaceholderStayText() {
    assertEquals("{3}", filled("{{device}}"));
    assertEquals("echo {device", filled("echo {device"));
    assertEquals("echo } {", filled("echo } {"));
    assertEquals("", filled(""));
  }

  @Test
  void anUnknownNameWithoutUnderscoreFails() {
    var e = assertThrows(IllegalArgumentException.class, () -> PlaceholderTemplate.compile("x {Prot+1} y", KNOWN));
    assertTrue(e.getMessage().startsWith("unknown placeholder {Prot+1} (known: "), e.getMessage());
  }

  /** Every unknown name of one command is named at once, each once (issue 40). */
  @Test
  void everyUnknownNameIsReported() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> PlaceholderTemplate.compile("ssh {hots} nc {prot} {hots} {device}", KNOWN));
    assertTrue(e.getMessage().startsWith("unknown placeholders {hots}, {prot} (known: "), e.getMessage());
  }

  @Test
  void aNameAfterQuotesKnowsItsQuoting() {
    PlaceholderTemplate t = PlaceholderTemplate.compile("echo 'a' \"{device}\" {device}", KNOWN);
    assertEquals(List.of("device"), t.placeholders());
    assertEquals("echo 'a' \"3\" 3", t.fill(Map.of("device", "3"), new ArrayList<>()));
  }
}
