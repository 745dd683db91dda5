package io.github.ascendtriage.internal.extract.facts;

/** What an error line says about the process that printed it, for root-cause analysis. */
public enum EventKind {
  /** A fault of this process or device itself (a bind failure, a device error, an exception). */
  FAULT,
  /** This process only waited for a peer and timed out (notify wait, socket timeout, watchdog). */
  CASCADE,
  /** A line that names the faulty node directly (Cluster Exception Location, torchrun Root Cause). */
  LOCATOR
}
