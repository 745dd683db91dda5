package io.github.ascendtriage.internal.codes;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The code recogniser's tokens, and why its per-character helpers take a {@code String}: with the
 * simple compiler alone (the launchers' choice below 384 MiB of input) a call through
 * {@code CharSequence} is an interface call that C1 cannot inline, paid on every character of
 * every console line; {@code String} is final, so its {@code charAt} is bound and inlined.
 */
class TokensTest {
  private static List<String> tokens(String s) {
    List<String> out = new ArrayList<>();
    int[] span = new int[2];
    for (int i = 0, k; (k = Tokens.next(s, i, span)) != Tokens.NONE; i = span[1]) {
      out.add(k + ":" + s.substring(span[0], span[1]));
    }
    return out;
  }

  @Test
  void numbersSignsHexAndWords() {
    assertEquals(List.of("0:-8020", "2:ret", "1:0x7ffe", "0:2025", "0:10", "2:EI0006"), tokens("-8020 ret 0x7ffe 2025-10 EI0006"));
    assertEquals(List.of("2:ret", "2:is", "0:-8020"), tokens("ret is -8020"));
    assertEquals(123456L, CodeNumbers.decimal("x123456", 1, 7));
    assertEquals(0x1fL, CodeNumbers.hex("0x1f", 2, 4));
  }

  @Test
  void thePerCharacterHelpersTakeAStringNotACharSequence() throws Exception {
    List<Method> hot = List.of(Tokens.class.getDeclaredMethod("next", String.class, int.class, int[].class),
        CodeNumbers.class.getDeclaredMethod("decimal", String.class, int.class, int.class),
        CodeNumbers.class.getDeclaredMethod("hex", String.class, int.class, int.class));
    assertEquals(3, hot.size());
  }
}
