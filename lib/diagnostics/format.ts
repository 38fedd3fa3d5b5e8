import type { LogEntry } from './log';

/*
 * The diagnostics log as plain text, for a support e-mail: one line per entry, oldest first,
 * times in UTC ISO form (the reader may be in another time zone). Pure, so it is table-tested.
 */

/** One entry as a line: `<time>  call  POST audits/audit.json  200  312 ms` or `<time>  error  <where>: <message>`. */
export function formatEntry(entry: LogEntry): string {
  const at = new Date(entry.at).toISOString();
  if (entry.kind === 'call') {
    const outcome = [entry.status ?? 'no answer', entry.error].filter(Boolean).join(' ');
    return `${at}  call  ${entry.method} ${entry.path}  ${outcome}  ${entry.ms} ms`;
  }
  const kind = entry.error ? ` [${entry.error}]` : '';
  return `${at}  error  ${entry.where}: ${entry.message}${kind}`;
}

export function formatLog(
  entries: LogEntry[],
  about: { version: string; userAgent: string; now: number },
): string {
  const head = [
    `Stormlens ${about.version} — diagnostics copied ${new Date(about.now).toISOString()}`,
    `Browser: ${about.userAgent}`,
    `${entries.length} entries (the API token is never recorded)`,
    '',
  ];
  return [...head, ...entries.map(formatEntry)].join('\n') + '\n';
}
