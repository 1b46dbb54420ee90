// The lists ADMIN keeps for triage (issue 23): closing reasons, targets per severity, the starting
// severity of each classification, response templates.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SEVERITIES } from '@vigia/domain';
import { CloseReasonShape, ResponseTemplateShape, SeverityRuleShape, SlaTargetShape, StringEnum } from '@vigia/domain/shapes';
import {
  createCloseReasonSchema,
  createResponseTemplateSchema,
  createSeverityRuleSchema,
  createSlaTargetSchema,
} from '@vigia/domain/schemas';
import { HttpError, notFound, unlessTaken } from '../lib/errors.ts';
import { validateBody } from '../lib/validate.ts';
import { bodyDoc } from '../lib/body-doc.ts';
import * as lists from '../repositories/triage-lists.ts';
import { idParams, okResponses, signedIn } from './schemas.ts';
import { listRoute, type ListRoute } from './create-route.ts';

const list = <T extends TSchema>(item: T) => okResponses(Type.Array(item));

const closeReasonBody = createCloseReasonSchema();
const slaTargetBody = createSlaTargetSchema();
const severityRuleBody = createSeverityRuleSchema();
const templateBody = createResponseTemplateSchema();

export const CLOSE_REASON_TAKEN = 'Ya existe un motivo con ese nombre';
export const CLOSE_REASON_NOT_FOUND = 'El motivo de cierre no existe';
export const TEMPLATE_NOT_FOUND = 'La plantilla no existe';
export const CLASSIFICATION_NOT_FOUND = 'La clasificación no existe';

const codeParams = Type.Object({ code: Type.String({ minLength: 1, maxLength: 50, pattern: '^[A-Z0-9_]+$' }) });
const severityParams = Type.Object({ severity: StringEnum(SEVERITIES) });

export async function triageListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const triageList = <S extends TSchema>(url: `/api/${string}`, summary: string, shape: S, list: ListRoute<S>['list']) =>
    listRoute(app, { url, tag: 'triage', summary, access: 'signed-in', shape, list });
  triageList('/api/close-reason', 'Closing reasons, in order (inactive ones too)', CloseReasonShape, lists.listCloseReasons);

  app.post(
    '/api/close-reason',
    {
      schema: signedIn('triage', {
        docBody: bodyDoc(closeReasonBody),
        response: okResponses(CloseReasonShape, 201),
      }),
    },
    async (request, reply) => {
      const { name, active } = await validateBody(closeReasonBody, request.body);
      if (await lists.closeReasonNamed(app.db, name)) throw new HttpError(409, CLOSE_REASON_TAKEN, 'name');
      const created = await unlessTaken(new HttpError(409, CLOSE_REASON_TAKEN, 'name'), () =>
        lists.insertCloseReason(app.db, name, active),
      );
      reply.code(201);
      return { payload: created };
    },
  );

  app.put(
    '/api/close-reason/:code',
    {
      schema: signedIn('triage', {
        params: codeParams,
        docBody: bodyDoc(closeReasonBody),
        response: okResponses(CloseReasonShape),
      }),
    },
    async (request) => {
      const { name, active } = await validateBody(closeReasonBody, request.body);
      const other = await lists.closeReasonNamed(app.db, name);
      if (other && other.code !== request.params.code) throw new HttpError(409, CLOSE_REASON_TAKEN, 'name');
      const updated = await lists.updateCloseReason(app.db, request.params.code, name, active);
      if (!updated) throw notFound(CLOSE_REASON_NOT_FOUND);
      return { payload: updated };
    },
  );

  triageList('/api/sla-target', 'Minutes to take and to close, per severity (24×7)', SlaTargetShape, lists.listSlaTargets);

  app.put(
    '/api/sla-target/:severity',
    {
      schema: signedIn('triage', {
        params: severityParams,
        docBody: bodyDoc(slaTargetBody),
        response: okResponses(SlaTargetShape),
      }),
    },
    async (request) => {
      const { takeMinutes, closeMinutes } = await validateBody(slaTargetBody, request.body);
      return { payload: await lists.updateSlaTarget(app.db, request.params.severity, takeMinutes, closeMinutes) };
    },
  );

  app.get(
    '/api/severity-rule',
    {
      schema: signedIn('triage', {
        summary: 'Every classification and the severity its new events start with',
        response: list(SeverityRuleShape),
      }),
    },
    async () => ({ payload: await lists.listSeverityRules(app.db) }),
  );

  app.put(
    '/api/severity-rule/:classificationId',
    {
      schema: signedIn('triage', {
        params: Type.Object({ classificationId: idParams.properties.id }),
        docBody: bodyDoc(severityRuleBody),
        response: okResponses(SeverityRuleShape),
      }),
    },
    async (request) => {
      const { classificationId } = request.params;
      const { severity } = await validateBody(severityRuleBody, request.body);
      if ((await lists.listSeverityRules(app.db, classificationId)).length === 0) throw notFound(CLASSIFICATION_NOT_FOUND);
      await lists.setSeverityRule(app.db, classificationId, severity);
      const [rule] = await lists.listSeverityRules(app.db, classificationId);
      if (!rule) throw notFound(CLASSIFICATION_NOT_FOUND);
      return { payload: rule };
    },
  );

  triageList('/api/response-template', 'Texts to insert into a public comment', ResponseTemplateShape, lists.listResponseTemplates);

  app.post(
    '/api/response-template',
    { schema: signedIn('triage', { docBody: bodyDoc(templateBody), response: okResponses(ResponseTemplateShape, 201) }) },
    async (request, reply) => {
      const { title, body } = await validateBody(templateBody, request.body);
      reply.code(201);
      return { payload: await lists.insertResponseTemplate(app.db, title, body) };
    },
  );

  app.put(
    '/api/response-template/:id',
    {
      schema: signedIn('triage', {
        params: idParams,
        docBody: bodyDoc(templateBody),
        response: okResponses(ResponseTemplateShape),
      }),
    },
    async (request) => {
      const { title, body } = await validateBody(templateBody, request.body);
      const updated = await lists.updateResponseTemplate(app.db, request.params.id, title, body);
      if (!updated) throw notFound(TEMPLATE_NOT_FOUND);
      return { payload: updated };
    },
  );

  app.delete(
    '/api/response-template/:id',
    { schema: signedIn('triage', { params: idParams, response: okResponses(Type.Null()) }) },
    async (request) => {
      if (!(await lists.deleteResponseTemplate(app.db, request.params.id))) throw notFound(TEMPLATE_NOT_FOUND);
      return { payload: null };
    },
  );
}
