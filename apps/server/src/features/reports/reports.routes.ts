import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attendanceReportResponseSchema, reportQuerySchema } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sendDownload } from '../../lib/send-download.ts';
import { sendJsonText } from '../../lib/send-json-text.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { attendanceCsvFile } from './attendance-file.service.ts';
import { attendanceReport } from './attendance-report.service.ts';

const guarded = { tags: ['reports'], security: [{ bearerAuth: [] }] };

/** Reports of a company's days (issue 29), scoped as everything else is (report-people.ts). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/reports/attendance',
    {
      schema: {
        ...guarded,
        summary:
          "Attendance and timesheet: each person's days of a period, judged by the company's report settings (format=json, or csv: the Daily rows, UTF-8 with a byte-order mark)",
        querystring: reportQuerySchema,
        response: { 200: attendanceReportResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (request.query.format === 'csv') {
        const file = await attendanceCsvFile(db, sessionOf(request), request.query, new Date());
        return sendDownload(reply, file);
      }
      // XLSX and PDF come next; until then they are refused, not answered with something else.
      if (request.query.format !== 'json') {
        throw ApiError.badRequest(
          `The attendance report is not yet available as ${request.query.format}.`,
        );
      }
      const report = await attendanceReport(db, sessionOf(request), request.query, new Date());
      // A month of 1,000 people is 31,000 days: written as text, not checked field by field on
      // the way out (the schema documents it; the tests parse answers with it).
      return sendJsonText(reply, JSON.stringify({ is_success: true, report }));
    },
  );
};
