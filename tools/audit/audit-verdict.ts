/**
 * What `npm audit --omit=dev --json` means for CI (issue 10 §3): a high or critical advisory in a
 * production dependency fails; an advisory service that cannot be asked (offline, a registry mirror that
 * refuses the bulk endpoint) only warns, because CI must not fail on someone else's outage.
 */
export interface AuditVerdict {
  outcome: 'pass' | 'fail' | 'unavailable';
  message: string;
}

const BLOCKING = ['high', 'critical'] as const;

interface AuditReport {
  metadata?: { vulnerabilities?: Partial<Record<string, number>> };
  vulnerabilities?: Record<string, { severity?: string }>;
  message?: string;
  error?: unknown;
}

export function auditVerdict(stdout: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return { outcome: 'unavailable', message: 'npm audit printed no report' };
  }
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    return {
      outcome: 'unavailable',
      message: `the advisory service did not answer (${report.message ?? 'no metadata'})`,
    };
  }
  const blocking = BLOCKING.reduce((sum, level) => sum + (counts[level] ?? 0), 0);
  if (blocking === 0)
    return { outcome: 'pass', message: 'no high or critical advisory in production dependencies' };
  const names = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => BLOCKING.some((level) => level === entry.severity))
    .map(([name, entry]) => `${name} (${entry.severity})`);
  return { outcome: 'fail', message: `${blocking} high or critical advisories: ${names.join(', ')}` };
}
