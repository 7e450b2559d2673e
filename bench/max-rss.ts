// Preloaded by bench/memory.ts (node --import): prints the process's peak resident memory at exit.
process.on('exit', () => {
  process.stderr.write(`max-rss-kb ${process.resourceUsage().maxRSS}\n`);
});
