/**
 * POST /api/v1/reporting (SPEC §7): a site's own error report (a failing search box, a render error, an
 * HTTP error park-site answered). park-api validates and documents with these schemas.
 */
import { Type, type Static } from 'typebox';

/** A client error report. */
export const ErrorReportRequestSchema = Type.Object(
  {
    /** An error code, e.g. 'DISCOVERY_SEARCH'. @default 'ERROR' */
    error: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.:-]+$', default: 'ERROR' }),
    ),
    params: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { maxProperties: 50, default: {} })),
  },
  { additionalProperties: false },
);
export type ErrorReportRequest = Static<typeof ErrorReportRequestSchema>;

export const ErrorReportDataSchema = Type.Object({ id: Type.Integer() });
export type ErrorReportData = Static<typeof ErrorReportDataSchema>;

/** What the report answers (201): the stored report's id, in the parks API's `{ data }` envelope. */
export const ErrorReportAnswerSchema = Type.Object({ data: ErrorReportDataSchema });
export type ErrorReportAnswer = Static<typeof ErrorReportAnswerSchema>;
