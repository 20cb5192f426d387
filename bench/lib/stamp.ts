/**
 * True when `file` in bench/results is one the suite `suite` writes: `<suite>.md`, or `<suite>-<variant>.md`
 * (engine-scaling-cores, ocr-device --name ocr-device-gpu-machine-cpu) unless another suite has that name
 * (accuracy-synthetic is not accuracy's). bench/run.ts stamps only these: a modification time alone is no proof,
 * since a git checkout or an edit during a long run touches other suites' files, which then took this suite's
 * command in their stamp.
 */
export function writtenBy(suite: string, file: string, suites: readonly string[]): boolean {
  if (!file.endsWith('.md')) return false;
  const name = file.slice(0, -'.md'.length);
  if (name === suite) return true;
  return name.startsWith(`${suite}-`) && !suites.includes(name);
}
