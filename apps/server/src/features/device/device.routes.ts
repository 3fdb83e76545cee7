import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceResponseSchema,
  breakEndInputSchema,
  breakResponseSchema,
  breakStartInputSchema,
  DEVICE_BREAK_END_PATH,
  DEVICE_BREAK_START_PATH,
  DEVICE_LOCATIONS_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
  DEVICE_WORK_LOGS_PATH,
  locationBatchResponseSchema,
  locationBatchSchema,
  punchInputSchema,
  workLogInputSchema,
  workLogResponseSchema,
} from '@ronda/shared';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentBreak, presentAttendance } from '../../presenters/attendance.presenter.ts';
import { presentWorkLog } from '../../presenters/work-log.presenter.ts';
import { loadAttendanceDetails } from '../../repositories/attendance-details.ts';
import type { AttendanceRow } from '../../repositories/attendance.repository.ts';
import { finishBreak, punchIn, punchOut, startBreak } from './attendance.service.ts';
import { ingestLocationBatch } from './locations.service.ts';
import { logWork } from './work-logs.service.ts';

const guarded = { tags: ['device'], security: [{ bearerAuth: [] }] };
const actionErrors = errorResponses(400, 401, 409);
// A full batch of 1,000 points with every field is about 250 KB.
const LOCATION_BODY_LIMIT = 2 * 1024 * 1024;

/**
 * The phones' API (ARCHITECTURE.md §4): the signed-in person's own positions, punches, breaks and
 * work logs. Every action carries the phone's id and time, so a retry is answered, not repeated.
 */
export const deviceRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (
  app,
  { db, storage },
) => {
  app.addHook('onRequest', app.authenticate);

  const presentRecord = async (companyId: string, row: AttendanceRow) => {
    const details = await loadAttendanceDetails(db, companyId, [row]);
    return presentAttendance(row, details.breaks, details.sites);
  };

  app.post(
    DEVICE_LOCATIONS_PATH,
    {
      bodyLimit: LOCATION_BODY_LIMIT,
      schema: {
        ...guarded,
        summary: 'Upload buffered GPS fixes (idempotent per point id)',
        description:
          'Each point is { id, timestamp, lat, lng, accuracy?, speed?, heading?, altitude?, battery?, charging?, activity?, isMock? } (see DevicePoint). Bad points are rejected one by one with their index and reason; the others are stored.',
        body: locationBatchSchema,
        response: { 200: locationBatchResponseSchema, ...errorResponses(400, 401, 413) },
      },
    },
    async (request) =>
      ingestLocationBatch(db, sessionOf(request).actor, request.body.points, new Date()),
  );

  for (const [path, summary, action] of [
    [DEVICE_PUNCH_IN_PATH, 'Punch in', punchIn],
    [DEVICE_PUNCH_OUT_PATH, 'Punch out (ends an open break too)', punchOut],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          ...guarded,
          summary,
          body: punchInputSchema,
          response: { 200: attendanceResponseSchema, ...actionErrors },
        },
      },
      async (request) => {
        const { actor } = sessionOf(request);
        const row = await action(db, actor, request.body, new Date());
        return { is_success: true as const, attendance: await presentRecord(actor.companyId, row) };
      },
    );
  }

  app.post(
    DEVICE_BREAK_START_PATH,
    {
      schema: {
        ...guarded,
        summary: 'Start a break',
        body: breakStartInputSchema,
        response: { 200: breakResponseSchema, ...actionErrors },
      },
    },
    async (request) => {
      const row = await startBreak(db, sessionOf(request).actor, request.body, new Date());
      return { is_success: true as const, break: presentBreak(row) };
    },
  );

  app.post(
    DEVICE_BREAK_END_PATH,
    {
      schema: {
        ...guarded,
        summary: 'End the open break',
        body: breakEndInputSchema,
        response: { 200: breakResponseSchema, ...actionErrors },
      },
    },
    async (request) => {
      const row = await finishBreak(db, sessionOf(request).actor, request.body, new Date());
      return { is_success: true as const, break: presentBreak(row) };
    },
  );

  app.post(
    DEVICE_WORK_LOGS_PATH,
    {
      schema: {
        ...guarded,
        summary: 'Log work (images uploaded first through /api/upload/presigned-url)',
        body: workLogInputSchema,
        response: { 200: workLogResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const view = await logWork(
        { db, storage },
        session.actor,
        session.company.timezone,
        request.body,
        new Date(),
      );
      return { is_success: true as const, workLog: presentWorkLog(view) };
    },
  );
};
