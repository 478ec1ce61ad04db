// The timing of the engine benches (bench-moteur.ts, bench-oath.ts): the median time of one call,
// in ms, once the JIT has settled.
//
// Each row first calls its function for at least WARMUP_MS (and at least 20 times), then times
// `runs` calls one by one. V8 optimises a function only after it has run often enough: a median
// taken while the code is still interpreted or half optimised measures the JIT's progress, not the
// engine, and depends on which rows ran before. With 50 calls of warm-up, the 3-warrior battle
// gave 68 to 88 µs when run alone and about 60 µs after the other rows; warmed for a second, about
// 43 µs alone.
export const WARMUP_MS = 1000;

export function median(fn: () => unknown, runs = 2000): number {
  const start = performance.now();
  for (let i = 0; i < 20 || performance.now() - start < WARMUP_MS; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}
