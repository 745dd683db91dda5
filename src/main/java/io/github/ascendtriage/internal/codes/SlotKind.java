package io.github.ascendtriage.internal.codes;

/** How the number or word in a code's place is read. */
enum SlotKind {
  /** A decimal number, the code itself. */
  DEC,
  /** A {@code 0x} number, the code's value. */
  HEX,
  /** An HCCL errNo word: the low 16 bits are the code, the high bits name the module. */
  ERRNO,
  /** A text code such as {@code EI0006} or {@code ERR02200}. */
  WORD,
  /** A {@code 0x} bit field: every set bit is a code (its position). */
  BITS
}
