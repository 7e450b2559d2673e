// cold: a one-line progress bar on stderr, only when stderr is a terminal (quiet in pipes and CI).
export function progressBar(label: string, unit = 'battles'): ((done: number, total: number) => void) & { finish(): void } {
  const enabled = process.stderr.isTTY === true;
  const started = Date.now();
  const update = (done: number, total: number) => {
    if (!enabled) return;
    const fraction = total === 0 ? 1 : Math.min(1, done / total);
    const width = 30;
    const filled = Math.round(fraction * width);
    const seconds = (Date.now() - started) / 1000;
    process.stderr.write(`\r${label} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done.toLocaleString('en')} ${unit}, ${seconds.toFixed(1)} s`);
  };
  return Object.assign(update, { finish: () => enabled && process.stderr.write('\n') });
}
