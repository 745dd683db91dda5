package io.github.ascendtriage.internal.match;

import io.github.ascendtriage.Layer;
import io.github.ascendtriage.NextCheck;
import java.util.ArrayList;
import java.util.List;

/**
 * The lesson's bottom-up checks (its five-level acceptance ladder), from the answer's layer
 * upwards, with the device filled in where the log named one. For {@code unknown} the whole ladder
 * is given. Stateless and thread-safe.
 */
public final class NextChecks {
  private NextChecks() {}

  private static final List<NextCheck> LADDER =
      List.of(
          new NextCheck(
              Layer.DEVICE,
              "python3 -c \"import torch, torch_npu; print(torch.npu.device_count())\"",
              "prints the number of NPUs, at least nproc_per_node; 0 or 'No module named torch_npu' means the device layer (npu-smi info, source the CANN set_env.sh)"),
          new NextCheck(
              Layer.NETWORK,
              "for i in {0..7}; do hccn_tool -i $i -net_health -g; done",
              "every card prints 'net health status: Success'; check device IPs with 'hccn_tool -i N -ip -g' and links with 'hccn_tool -i N -link -g'"),
          new NextCheck(
              Layer.LINK_SETUP,
              "ss -ltnp | grep -E ':600[0-3][0-9]'; echo $HCCL_CONNECT_TIMEOUT $HCCL_SOCKET_IFNAME",
              "the HCCL host ports (60000-60015 by default) are free and reserved (sysctl net.ipv4.ip_local_reserved_ports), the NIC is the one the peers reach, the connect timeout suits the cluster size"),
          new NextCheck(
              Layer.COLLECTIVE,
              "mpirun -n 8 ./bin/all_reduce_test -b 8K -e 64M -f 2 -d fp32 -o sum -p 8",
              "hccl_test prints a table whose check_result column is 'success' on every row"),
          new NextCheck(
              Layer.SCRIPT,
              "grep -nE \"nccl|gloo|DistributedSampler|init_process_group\" train.py",
              "backend is 'hccl' (no leftover 'nccl' string checks), DistributedSampler is the DataLoader's sampler, and rank 0's first-step loss is of the same order as the single-card baseline"));

  /** The checks from {@code layer} upwards; for UNKNOWN, all of them. */
  public static List<NextCheck> from(Layer layer) {
    List<NextCheck> out = new ArrayList<>();
    for (NextCheck c : LADDER) {
      if (layer == Layer.UNKNOWN || c.layer().ordinal() >= layer.ordinal()) {
        out.add(c);
      }
    }
    return out;
  }
}
