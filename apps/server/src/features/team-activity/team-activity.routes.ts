import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceDayResponseSchema,
  latestLocationsQuerySchema,
  latestLocationsResponseSchema,
  localDateSchema,
  workLogsQuerySchema,
  workLogsResponseSchema,
} from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sendJsonText } from '../../lib/send-json-text.ts';
import type { LatestBoard } from '../../live/latest-board.ts';
import { sessionOf } from '../../plugins/auth.ts';
import {
  presentAttendance,
  presentAttendanceTotals,
} from '../../presenters/attendance.presenter.ts';
import { presentWorkLog } from '../../presenters/work-log.presenter.ts';
import { attendanceOn, latestLocationsFor, workLogsOf } from './team-activity.service.ts';

const guarded = { tags: ['team activity'], security: [{ bearerAuth: [] }] };
const errors = errorResponses(400, 401, 403, 404);
const companyParams = z.object({ companyId: z.string().uuid({ error: 'must be a company id' }) });
const userParams = z.object({ userId: z.string().uuid({ error: 'must be a user id' }) });

/** The console's reads of what the phones sent (console.md §7), scoped by role (§5). */
export const teamActivityRoutes: FastifyPluginAsyncZod<{
  db: Database;
  board: LatestBoard;
}> = async (app, { db, board }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/companies/:companyId/latest-locations',
    {
      schema: {
        ...guarded,
        summary: "Each visible person's latest location",
        params: companyParams,
        querystring: latestLocationsQuerySchema,
        response: { 200: latestLocationsResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const body = await latestLocationsFor(
        board,
        sessionOf(request),
        request.params.companyId,
        request.query.excludeNoLocation,
      );
      // Already encoded: bytes with a JSON type go out as they are, not serialised again.
      return sendJsonText(reply, body);
    },
  );

  // The spec names this parameter by what it holds: a user's id, not a company's.
  app.get(
    '/api/companies/:userId/worklogs',
    {
      schema: {
        ...guarded,
        summary: "A person's work logs (optionally one local day's)",
        params: userParams,
        querystring: workLogsQuerySchema,
        response: { 200: workLogsResponseSchema, ...errors },
      },
    },
    async (request) => {
      const views = await workLogsOf(
        db,
        sessionOf(request),
        request.params.userId,
        request.query.date,
      );
      return { is_success: true as const, workLogs: views.map(presentWorkLog) };
    },
  );

  app.get(
    '/api/companies/attendance/:userId/:date',
    {
      schema: {
        ...guarded,
        summary: "Every attendance session of a person's local day, with the day's totals",
        params: userParams.extend({ date: localDateSchema }),
        response: { 200: attendanceDayResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { rows, breaks, sites, totals, asOf } = await attendanceOn(
        db,
        sessionOf(request),
        request.params.userId,
        request.params.date,
      );
      return {
        is_success: true as const,
        attendanceRecords: rows.map((row) => presentAttendance(row, breaks, sites)),
        totals: presentAttendanceTotals(totals, asOf),
      };
    },
  );
};
