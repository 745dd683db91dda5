package io.github.ascendtriage.internal.extract.facts;

/**
 * Which of a device's two ids a line prints. CANN numbers a device twice: the logical id a process
 * sees (after {@code ASCEND_RT_VISIBLE_DEVICES} or a container's remap; the runtime's {@code dev_id},
 * HCCL's {@code local logicDevid}, {@code deviceLogicId}) and the physical id of the board ({@code
 * remote physic id}, {@code devicePhyId}, the heartbeat's {@code deviceId}). In a remapped process
 * one device's logical id may be another's physical id, so a device named by a line is matched by
 * the reading the line gives.
 */
public enum DeviceReading {
  /** The line does not say which id it prints: a device is matched when both readings agree. */
  EITHER,
  /** The process's logical id. */
  LOGICAL,
  /** The board's physical id. */
  PHYSICAL
}
