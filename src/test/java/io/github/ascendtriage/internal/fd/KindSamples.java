package io.github.ascendtriage.internal.fd;

import java.util.Map;

/**
 * For each ascend-fd log kind, a path where a collected log of that kind is found (the layout of
 * an ascend-fd collection: process_log, device_log, dl_log, host logs) and how a line of it starts.
 */
final class KindSamples {
  private KindSamples() {}

  static final Map<String, String> PATHS = Map.ofEntries(
      Map.entry("CANN_Plog", "worker-0/process_log/run/plog/plog-40123_20261201081542001.log"),
      Map.entry("CANN_Device", "worker-0/process_log/debug/device-3/device-40123_20261201081542001.log"),
      Map.entry("TrainLog", "worker-0/train_log/rank-3.log"),
      Map.entry("NPU_OS", "worker-0/device_log/slog/device-os/device-os_20261201081542.log"),
      Map.entry("NPU_Device", "worker-0/device_log/slog/device-3/device-3_20261201081542.log"),
      Map.entry("NPU_Host", "worker-0/device_log/slog/host-0/host-0_20261201081542.log"),
      Map.entry("NPU_History", "worker-0/device_log/hisi_logs/device-3/history.log"),
      Map.entry("OS", "worker-0/messages"),
      Map.entry("OS-dmesg", "worker-0/dmesg"),
      Map.entry("OS-vmcore-dmesg", "worker-0/crash/127.0.0.1-2026/vmcore_dmesg.txt"),
      Map.entry("OS-sysmon", "worker-0/sysmonitor.log"),
      Map.entry("NodeDLog", "worker-0/dl_log/noded/noded.log"),
      Map.entry("DL_DevicePlugin", "worker-0/dl_log/devicePlugin/devicePlugin.log"),
      Map.entry("DL_Volcano_Scheduler", "worker-0/dl_log/volcano-scheduler/volcano-scheduler.log"),
      Map.entry("DL_Volcano_Controller", "worker-0/dl_log/volcano-controller/volcano-controller.log"),
      Map.entry("DL_Npu_Exporter", "worker-0/dl_log/npu-exporter/npu-exporter.log"),
      Map.entry("DL_Docker_Runtime", "worker-0/dl_log/ascend-docker-runtime/runtime-run.log"),
      Map.entry("MindIE", "worker-0/mindie/log/debug/mindie-server_1.log"),
      Map.entry("MindIO", "worker-0/mindio/ttp_log.log"),
      Map.entry("PyMotor_vLLM_Log", "worker-0/vllm-engine-0.log"),
      Map.entry("CANN_Amct", "worker-0/amct_log/amct_pytorch.log"),
      Map.entry("BMCLogDumpLog", "worker-0/bmc/LogDump/app_debug.log"),
      Map.entry("LCNELog", "worker-0/lcne/log_1_20261201081542.log"),
      Map.entry("LCNE_LOG", "worker-0/lcne/log_1_20261201081542.log"));

  /** A plog header at the given level, as CANN writes it. */
  static String plog(String level) {
    return "[" + level + "] HCCL(40123,python3):2026-12-01-08:15:42.001.337 [worker.cc:77] ";
  }
}
