import random, sys
r = random.Random(int(sys.argv[1]))
words = "the of step loss lr grad norm tokens batch epoch worker model layer cache rank world size init done start wait send recv device npu memory alloc free time elapsed throughput samples tensor shape dtype float bf16 fp32 node host port socket link timeout transport backend queue request prefill decode scheduler engine kv block".split()
mods = ["vllm.engine.llm_engine", "vllm_ascend.worker", "torch.distributed", "__main__", "mindspeed.training", "vllm.core.scheduler"]
out = open(sys.argv[2], "w")
size = int(sys.argv[3]) * 1024 * 1024
n = 0
while out.tell() < size:
    k = r.random()
    body = " ".join(r.choice(words) if r.random() < .8 else str(r.randint(0, 99999)) if r.random() < .7 else "%.4f" % r.random() for _ in range(r.randint(4, 16)))
    if k < .3:
        line = "%s 2025-07-23 03:%02d:%02d,%03d %s %s" % (r.choice(["INFO", "WARNING", "DEBUG"]), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999), r.choice(mods), body)
    elif k < .5:
        line = "(VllmWorkerProcess pid=%d) INFO %02d-%02d 03:%02d:%02d [%s.py:%d] %s" % (r.randint(1000, 99999), r.randint(1, 12), r.randint(1, 28), r.randint(0, 59), r.randint(0, 59), r.choice(words), r.randint(1, 999), body)
    elif k < .7:
        line = "[rank%d]:%s" % (r.randint(0, 15), body)
    elif k < .85:
        line = " iteration %d/%d | consumed samples: %d | elapsed time per iteration (ms): %.1f | learning rate: %.6E | lm loss: %.6E | grad norm: %.3f |" % (r.randint(1, 9999), 10000, r.randint(1, 10**7), r.random() * 2000, r.random() / 1000, r.random() * 10, r.random() * 5)
    else:
        line = body
    out.write(line + "\n")
