import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  customerExistsErrorSchema,
  subtaskCreateRequestSchema,
  subtaskWriteResponseSchema,
  taskBulkRequestSchema,
  taskBulkResponseSchema,
  taskCreateRequestSchema,
  taskDetailResponseSchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskUpdateRequestSchema,
  taskWriteResponseSchema,
} from '@ronda/shared';
import type { Storage } from '../../adapters/storage/storage.ts';
import type { Database } from '../../db/client.ts';
import type { PushDispatcher } from '../../push/deliver-pushes.ts';
import { errorResponses } from '../../lib/error-responses.ts';
import { sessionOf } from '../../plugins/auth.ts';
import { presentSubtask, presentTask, presentTaskEvent } from './tasks.presenter.ts';
import { actOnTasks } from './task-bulk.service.ts';
import { createSubtask, createTaskOnBehalf } from './task-create.service.ts';
import { listTasks, taskDetail } from './tasks.service.ts';
import { updateTaskFields } from './task-update.service.ts';

const guarded = { tags: ['tasks'], security: [{ bearerAuth: [] }] };
const companyParams = z.object({ companyId: z.string().uuid({ error: 'must be a company id' }) });
const taskParams = z.object({ id: z.string().uuid({ error: 'must be a task id' }) });

/** Tasks ("complaints") of the console, console.md §7; who may do what is access-policy.ts. */
export const taskRoutes: FastifyPluginAsyncZod<{
  db: Database;
  storage: Storage;
  push?: Pick<PushDispatcher, 'kick'>;
}> = async (app, { db, storage, push }) => {
  app.addHook('onRequest', app.authenticate);
  // A write may have queued a push to its assignee (the outbox): sent once it has answered.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && reply.statusCode < 300) push?.kick();
  });

  app.get(
    '/api/companies/:companyId/complaints',
    {
      schema: {
        ...guarded,
        summary: 'One page of tasks, newest first, filtered',
        params: companyParams,
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const page = await listTasks(
        db,
        sessionOf(request),
        request.params.companyId,
        request.query,
        new Date(),
      );
      return {
        is_success: true as const,
        complaints: page.tasks.map((t) => presentTask(t.view, t.subtasks, page.todayStart)),
        totalPages: page.totalPages,
        totalComplaints: page.total,
        page: page.page,
        overdueCount: page.overdue,
      };
    },
  );

  app.post(
    '/api/companies/complaints/create-on-behalf',
    {
      schema: {
        ...guarded,
        summary: "Raise a task on a customer's behalf (the customer is found or added by e-mail)",
        body: taskCreateRequestSchema,
        response: {
          201: taskWriteResponseSchema,
          ...errorResponses(400, 401, 403, 404),
          409: customerExistsErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { view, subtasks, todayStart } = await createTaskOnBehalf(
        db,
        storage,
        sessionOf(request),
        request.body,
        new Date(),
      );
      return reply.code(201).send({
        is_success: true as const,
        complaint: presentTask(view, subtasks, todayStart),
        message: 'Task created successfully',
      });
    },
  );

  app.post(
    '/api/complaints/:id/subtasks',
    {
      schema: {
        ...guarded,
        summary: 'Add a subtask to an open task',
        params: taskParams,
        body: subtaskCreateRequestSchema,
        response: { 201: subtaskWriteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { view, todayStart } = await createSubtask(
        db,
        storage,
        sessionOf(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return reply.code(201).send({
        is_success: true as const,
        subtask: presentSubtask(view, todayStart),
        message: 'Subtask created successfully',
      });
    },
  );

  app.post(
    '/api/complaints/bulk',
    {
      schema: {
        ...guarded,
        summary: 'Assign, resolve or reject several tasks: each is checked and recorded on its own',
        body: taskBulkRequestSchema,
        response: { 200: taskBulkResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      is_success: true as const,
      ...(await actOnTasks(db, storage, sessionOf(request), request.body, new Date())),
    }),
  );

  app.put(
    '/api/complaints/:id',
    {
      schema: {
        ...guarded,
        summary: 'Act on a task: its status, notes, department, supervisor or employee',
        params: taskParams,
        body: taskUpdateRequestSchema,
        response: { 200: taskWriteResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { view, subtasks, todayStart } = await updateTaskFields(
        db,
        storage,
        sessionOf(request),
        request.params.id,
        request.body,
        new Date(),
      );
      return {
        is_success: true as const,
        complaint: presentTask(view, subtasks, todayStart),
        message: 'Task updated successfully',
      };
    },
  );

  app.get(
    '/api/tasks/:id',
    {
      schema: {
        ...guarded,
        summary: 'A task or subtask with its subtasks and history',
        params: taskParams,
        response: { 200: taskDetailResponseSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { view, subtasks, events, todayStart } = await taskDetail(
        db,
        sessionOf(request),
        request.params.id,
        new Date(),
      );
      return {
        is_success: true as const,
        task: presentTask(view, subtasks, todayStart),
        history: events.map(presentTaskEvent),
        message: 'Task found',
      };
    },
  );
};
