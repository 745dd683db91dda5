package io.github.ascendtriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The two fix classes branch fix39 gave {@link FixKeys}: the host interface a communication library's
 * sockets use, and a collective's tensor on its communicator's device. Each is read in every form its
 * sources give and not in the look-alike wordings next to it. The texts are written here, from the
 * sources' forms, not taken from a report.
 */
class FixKeysInterfaceTensorTest {
  /** The texts of {@code texts} whose keys hold {@code key} ({@code true}) or lack it, so every wrong one is named. */
  private static List<String> keyed(String key, boolean wanted, String... texts) {
    return List.of(texts).stream().filter(t -> FixKeys.of(t).contains(key) != wanted).toList();
  }

  @Test
  void eachLibrarysInterfaceSettingIsTheInterfaceKey() {
    assertEquals(List.of(), keyed("socket-interface", true, "export HCCL_SOCKET_IFNAME=ens3f0",
        "export GLOO_SOCKET_IFNAME=bond0 on each worker", "NCCL_SOCKET_IFNAME=^docker,lo",
        "horovodrun -np 16 --network-interfaces ib0 python train.py", "set HOROVOD_GLOO_IFACE in the workers' environment"));
  }

  @Test
  void choosingAnInterfaceInWordsIsTheInterfaceKey() {
    assertEquals(List.of(), keyed("socket-interface", true, "Pick the interface that carries the cluster network on every server",
        "point the job at an interface present on both machines", "give every machine the same interface name"));
  }

  @Test
  void anInterfaceGoingDownOrAnApiIsNotTheInterfaceKey() {
    assertEquals(List.of(), keyed("socket-interface", false, "bring the network interface up again with ip link set eth2 up",
        "Check whether all ranks in the communicator have delivered the communicator creation interface.",
        "replace the faulty network interface card", "call the interface aclInit before any other one"));
  }

  @Test
  void aTensorOnItsCommunicatorsDeviceIsTheTensorKey() {
    assertEquals(List.of(), keyed("tensor-device", true, "Create the buffer tensor on the communicator's device before the send",
        "move the gathered tensors to the rank's own NPU first", "keep both tensors on the same device as the group",
        "put the tensor passed to all_gather onto its own GPU"));
  }

  @Test
  void aTensorElsewhereOrAModelIsNotTheTensorKey() {
    assertEquals(List.of(), keyed("tensor-device", false, "the input tensor is on cpu", "place the model on the same device as the data",
        "make the tensor contiguous before the fused operator. Check the device count",
        "import torch_npu before any tensor is placed on the npu device"));
  }
}
