// Loaded into the soak's api nodes before the api (NODE_OPTIONS=--import): every 5 s the node writes its heap
// figures to $BENCH_HEAP_DIR/<pid>.json, so the soak reports the heap beside RSS with no change to the api. npm and
// tsx's launcher, which start the node, get it too (the launcher writes a file of its own, never read).
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.env.BENCH_HEAP_DIR;
if (dir && process.argv.some((arg) => arg.endsWith('main.ts'))) {
  const write = () => {
    const { heapUsed, heapTotal, rss } = process.memoryUsage();
    writeFileSync(path.join(dir, `${process.pid}.json`), JSON.stringify({ heapUsed, heapTotal, rss }));
  };
  setInterval(write, 5_000).unref();
}
