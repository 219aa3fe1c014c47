import { describe, expect, it } from '@jest/globals';
import { auditVerdict } from './audit-verdict';

const report = (counts: Record<string, number>, vulnerabilities = {}) =>
  JSON.stringify({
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, ...counts } },
    vulnerabilities,
  });

describe('auditVerdict', () => {
  it('passes when production dependencies have only low or moderate advisories', () => {
    expect(auditVerdict(report({ low: 2, moderate: 1, high: 0, critical: 0 })).outcome).toBe('pass');
  });

  it('fails on a high or a critical advisory and names the packages', () => {
    const verdict = auditVerdict(
      report(
        { high: 1, critical: 1 },
        { qs: { severity: 'high' }, 'sanitize-html': { severity: 'critical' }, ms: { severity: 'low' } },
      ),
    );
    expect(verdict).toEqual({
      outcome: 'fail',
      message: '2 high or critical advisories: qs (high), sanitize-html (critical)',
    });
  });

  it('only reports the advisory service as unavailable when it refuses or nothing is printed', () => {
    // What this machine's registry answers to the bulk advisory endpoint.
    const refused = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
    });
    expect(auditVerdict(refused)).toEqual({
      outcome: 'unavailable',
      message: expect.stringContaining('405 Method Not Allowed'),
    });
    expect(auditVerdict('').outcome).toBe('unavailable');
  });
});
