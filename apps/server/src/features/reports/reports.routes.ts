import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceReportResponseSchema,
  distanceReportResponseSchema,
  reportQuerySchema,
  reportSchedulesRequestSchema,
  reportSchedulesResponseSchema,
  tasksReportResponseSchema,
  visitsReportResponseSchema,
  type ReportQuery,
} from '@ronda/shared';
import type { z } from 'zod';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { sendJsonText } from '../../lib/send-json-text.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { attendanceDocument } from './attendance-document.ts';
import { attendanceReportJson } from './attendance-report.service.ts';
import { distanceDocument } from './distance-document.ts';
import { distanceReportJson } from './distance-report.service.ts';
import type { ReportDocument } from './render/report-document.ts';
import { reportFile } from './report-files.service.ts';
import { reportSchedules, saveReportSchedules } from './report-schedules.service.ts';
import { tasksDocument } from './tasks-document.ts';
import { tasksReport } from './tasks-report.service.ts';
import { visitsDocument } from './visits-document.ts';
import { visitsReport } from './visits-report.service.ts';

const guarded = { tags: ['reports'], security: [{ bearerAuth: [] }] };

type Maker<T> = (db: Database, session: ReportAsker, query: ReportQuery, now: Date) => Promise<T>;

interface ReportKindRoute {
  kind: string;
  summary: string;
  response: z.ZodType;
  /** The answer as JSON text or bytes (the large ones are written a batch at a time). */
  json: Maker<string | Buffer>;
  document: Maker<ReportDocument>;
}

/** A report made whole as an object, written as the answer's text. */
const answerOf =
  (make: Maker<object>): Maker<string> =>
  async (...args) =>
    JSON.stringify({ is_success: true, report: await make(...args) });

const FORMATS =
  '(format=json, or a download: csv is one table (the Daily rows, or the Detail where a report has no days), UTF-8 with a byte-order mark; xlsx a workbook with a sheet per table (Summary, Daily, Detail); pdf the same as a document)';

const KINDS: ReportKindRoute[] = [
  {
    kind: 'attendance',
    summary: `Attendance and timesheet: each person's days of a period, judged by the company's report settings ${FORMATS}`,
    response: attendanceReportResponseSchema,
    json: attendanceReportJson,
    document: attendanceDocument,
  },
  {
    kind: 'distance',
    summary: `Distance and reimbursement: each person's km by travel mode, trips, the amount at the company's rates and the minutes without signal, per day ${FORMATS}`,
    response: distanceReportResponseSchema,
    json: distanceReportJson,
    document: distanceDocument,
  },
  {
    kind: 'tasks',
    summary: `Tasks: the period's tasks and subtasks by department and by the person assigned: created (customer requests and internal), resolved, rejected, overdue, open, the median time to resolve and the resolutions on site ${FORMATS}`,
    response: tasksReportResponseSchema,
    json: answerOf(tasksReport),
    document: tasksDocument,
  },
  {
    kind: 'visits',
    summary: `Visits: each place a person stayed at, with arrival, duration and the work site or customer it matches ${FORMATS}`,
    response: visitsReportResponseSchema,
    json: answerOf(visitsReport),
    document: visitsDocument,
  },
];

/** Reports of a company's days (issue 29), scoped as everything else is (report-people.ts). */
export const reportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  emailConfigured: boolean;
}> = async (app, { db, emailConfigured }) => {
  app.addHook('onRequest', app.authenticate);

  for (const route of KINDS) {
    app.get(
      `/api/reports/${route.kind}`,
      {
        schema: {
          ...guarded,
          summary: route.summary,
          querystring: reportQuerySchema,
          response: { 200: route.response, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const { format } = request.query;
        const session = sessionOf(request);
        if (format !== 'json') {
          const doc = await route.document(db, session, request.query, new Date());
          return sendDownload(reply, await reportFile(route.kind, format, doc));
        }
        // A month of 1,000 people is 31,000 days: written as text, not checked field by field
        // on the way out (the schema documents it; the tests parse answers with it).
        return sendJsonText(reply, await route.json(db, session, request.query, new Date()));
      },
    );
  }

  app.get(
    '/api/reports/schedules',
    {
      schema: {
        ...guarded,
        summary:
          "The admin's report e-mails: last month's attendance and reimbursement on the 1st, last week's on Mondays (XLSX, from 06:00 in the company's time zone); emailConfigured says whether the server can send e-mail at all",
        response: { 200: reportSchedulesResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await reportSchedules(db, sessionOf(request), emailConfigured)),
    }),
  );

  app.put(
    '/api/reports/schedules',
    {
      schema: {
        ...guarded,
        summary: "Turns the admin's monthly and weekly report e-mails on or off",
        body: reportSchedulesRequestSchema,
        response: { 200: reportSchedulesResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await saveReportSchedules(
        db,
        sessionOf(request),
        request.body,
        emailConfigured,
        new Date(),
      )),
    }),
  );
};
