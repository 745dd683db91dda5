import random,sys
r=random.Random(int(sys.argv[1])); mb=int(sys.argv[2])
words="step loss lr grad norm tokens throughput samples epoch batch model layer attention forward backward optimizer checkpoint saving loading dataset shard worker rank device memory allocated reserved time elapsed eta iteration warmup scheduler".split()
mods=["train.py","engine.py","worker.py","model_runner.py","llm_engine.py","utils.py"]
def txt(n): return " ".join(r.choice(words) if r.random()<0.8 else str(r.randint(0,99999)) for _ in range(n))
out=open(sys.argv[3],"w"); size=0
while size < mb*1024*1024:
    k=r.random()
    if k<0.3: l=f"{txt(r.randint(4,14))}"
    elif k<0.45: l=f"[rank{r.randint(0,15)}]: {txt(r.randint(4,12))}"
    elif k<0.6: l=f"INFO {r.randint(1,12):02d}-{r.randint(1,28):02d} {r.randint(0,23):02d}:{r.randint(0,59):02d}:{r.randint(0,59):02d} [{r.choice(mods)}:{r.randint(1,900)}] {txt(r.randint(4,12))}"
    elif k<0.7: l=f"(VllmWorker rank={r.randint(0,7)} pid={r.randint(1000,99999)}) INFO {r.randint(1,12):02d}-{r.randint(1,28):02d} 10:00:00 [{r.choice(mods)}:{r.randint(1,900)}] {txt(6)}"
    elif k<0.85: l=f"2026-01-{r.randint(10,28)} {r.randint(0,23):02d}:{r.randint(0,59):02d}:{r.randint(0,59):02d},{r.randint(0,999):03d} - {r.choice(words)} - INFO - {txt(r.randint(4,12))}"
    else: l=f"Epoch {r.randint(0,9)} | step {r.randint(0,99999)}/{r.randint(100000,200000)} | loss {r.random()*5:.4f} | lr {r.random()*1e-3:.2e} | {txt(3)}"
    out.write(l+"\n"); size+=len(l)+1
