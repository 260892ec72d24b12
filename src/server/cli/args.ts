/** A tiny `--name value` / `--name=value` parser; the CLIs take few options and need no dependency. */
export function parseArgs(argv: string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) throw new Error(`Unexpected argument "${arg}"`);
    const eq = arg.indexOf('=');
    if (eq !== -1) {
      result[arg.slice(2, eq)] = arg.slice(eq + 1);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`Missing value for ${arg}`);
    result[arg.slice(2)] = value;
    i += 1;
  }
  return result;
}

export interface CommandLine {
  options: Record<string, string>;
  /** The switches of `switches` that were given (`--force`). */
  switches: Set<string>;
  /** Bare words, in order. */
  words: string[];
}

/** parseArgs, with switches that take no value and bare words (`restore DIR --force`) besides. */
export function parseCommandLine(argv: string[], switches: readonly string[] = []): CommandLine {
  const given = new Set<string>();
  const words: string[] = [];
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (arg.startsWith('--') && switches.includes(arg.slice(2))) given.add(arg.slice(2));
    else if (!arg.startsWith('--')) words.push(arg);
    else {
      rest.push(arg);
      // The value of `--name value` is not a bare word.
      const value = argv[i + 1];
      if (!arg.includes('=') && value !== undefined && !value.startsWith('--')) {
        rest.push(value);
        i += 1;
      }
    }
  }
  return { options: parseArgs(rest), switches: given, words };
}
