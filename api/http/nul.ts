/**
 * The NUL character (U+0000) cannot be stored in Postgres text or jsonb ("invalid byte sequence for encoding
 * UTF8: 0x00", "unsupported Unicode escape sequence"), so every client value that could reach the store is
 * checked for it at the edge and refused with the code of its kind of input (path: not found, query:
 * INVALID_PARAMETER, JSON body: VALIDATION_ERROR, form field: INVALID_PARAMETER).
 */

/** True when `s` holds a NUL character. */
export function hasNul(s: string): boolean {
  return s.includes('\u0000');
}

/**
 * The path (`a.b[2]`) of the first string or object key holding a NUL inside a parsed JSON value, or null.
 * Iterative, so a deeply nested body cannot overflow the stack.
 */
export function findNul(value: unknown, root = ''): string | null {
  const stack: Array<[unknown, string]> = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (hasNul(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}[${i}]`]);
    } else if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v as Record<string, unknown>);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [k, child] = entries[i];
        const childPath = path === '' ? k : `${path}.${k}`;
        if (hasNul(k)) return childPath;
        stack.push([child, childPath]);
      }
    }
  }
  return null;
}
