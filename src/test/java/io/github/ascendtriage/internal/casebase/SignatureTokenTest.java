package io.github.ascendtriage.internal.casebase;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.ascendtriage.FeatureType;
import org.junit.jupiter.api.Test;

class SignatureTokenTest {
  @Test
  void aHanCharacterWeighsTwoAndEveryOtherOne() {
    for (int c = Character.MIN_VALUE; c <= Character.MAX_VALUE; c++) {
      int want = Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN ? 2 : 1;
      assertEquals(want, SignatureToken.weightedLength(String.valueOf((char) c)), "U+" + Integer.toHexString(c));
    }
    assertEquals(6, SignatureToken.weightedLength("卡住ab"));
  }

  @Test
  void aShortPhraseIsRefusedAndAChineseWordIsNot() {
    assertThrows(IllegalArgumentException.class, () -> SignatureToken.parse("phrase:ab"));
    assertEquals(new SignatureToken(FeatureType.PHRASE, "卡住"), SignatureToken.parse("phrase:卡住"));
    assertEquals(new SignatureToken(FeatureType.CODE, "EI0013"), SignatureToken.parse("code: EI0013 "));
  }
}
