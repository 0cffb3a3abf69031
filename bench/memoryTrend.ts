/** A process's memory over a run: sampled from `/proc`, and the trend of the samples. */
import { readFileSync } from "node:fs";

/** A process's resident memory (RSS) now, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/u.exec(status)?.[1] ?? 0) / 1024;
}

/** One sample: seconds since the sampling started, and the RSS then. */
export interface MemorySample {
  second: number;
  mb: number;
}

/** Samples `pid`'s RSS every second until the function answered is called; it answers them. */
export function sampleRss(pid: number): () => MemorySample[] {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const take = () => samples.push({ second: (Date.now() - started) / 1000, mb: rssMb(pid) });
  take();
  const timer = setInterval(take, 1000);
  return () => {
    clearInterval(timer);
    take();
    return samples;
  };
}

/** The slope of the least-squares line through the samples, in MB per minute. */
export function mbPerMinute(samples: readonly MemorySample[]): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const meanSecond = samples.reduce((sum, { second }) => sum + second, 0) / n;
  const meanMb = samples.reduce((sum, { mb }) => sum + mb, 0) / n;
  let covariance = 0;
  let variance = 0;
  for (const { second, mb } of samples) {
    covariance += (second - meanSecond) * (mb - meanMb);
    variance += (second - meanSecond) ** 2;
  }
  return (covariance / variance) * 60;
}
