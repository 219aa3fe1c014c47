/** SPEC §3 "Error log record": one stored HTTP error, as the operators' query answers it. */
export interface ErrorLogRecord {
  id: number;
  uuid: string;
  /** ISO 8601, UTC. */
  timestamp: string;
  level: 'error';
  /** The app that answered with the error: 'park-api', or 'park-site' for the site's own errors. */
  application: string;
  description: string;
  section: string;
  /** 'METHOD: url' */
  event: string;
  method: string;
  externalPath: string;
  internalPath: string;
  origin: string;
  type: 'internal';
  /** What was asked and answered; card data and passwords are masked before storing. */
  payload: { request: unknown; response: unknown };
}

/** GET /ops/error-logs: newest first; `nextBefore` asks for the page after this one (null at the end). */
export interface ErrorLogPage {
  records: ErrorLogRecord[];
  nextBefore: number | null;
}
