/**
 * An ILIKE pattern that finds the typed text anywhere in a column. `%`, `_` and the backslash
 * typed in a search box are matched as themselves, not as wildcards (PostgreSQL's default escape
 * character is the backslash).
 */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
