// The API answers what the event policy decides (issue 36): for every role × event state × action
// of the sample below, the answer is the status of @vigia/domain/event-policy's decision on that very
// event (refused by the route table first: 403). The policy's own table is its contract test
// (packages/domain/src/event-policy.test.ts); together, server and policy cannot drift apart.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { ROLES, type MilestoneCode, type Role } from '@vigia/domain';
import { decideClose, decideSave, type Decision, type PolicyEvent, type PolicyUser } from '@vigia/domain/event-policy';
import { decideRecording, POLICY_ACTIONS } from '@vigia/domain/event-policy-contract';
import { allowedRoles, ROUTE_RULES } from '../src/access/route-rules';
import { auth, body, createStaff, DEMO, login, me, removeDir, startApp, tempDir, validEvent } from './helpers';

let dir: string;
let app: FastifyInstance;
const token = {} as Record<Role | 'OPERATOR2', string>;
const userId = {} as Record<Role | 'OPERATOR2', string>;
/** The other event of a merge or link: open and nobody's, so every role that may act on the first sees it. */
let masterId: number;

const milestone = (code: MilestoneCode) => ({
  rule: 'POST /api/ticket/:id/milestone',
  request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/milestone`, payload: { code } }),
  decide: decideRecording(code),
});

/** Each action: its route (for the route table), one request, and the policy's decision for it. */
const ACTIONS = {
  open: {
    rule: 'GET /api/ticket/:id',
    request: (id: number): InjectOptions => ({ method: 'GET', url: `/api/ticket/${id}` }),
    decide: POLICY_ACTIONS.open,
  },
  save: {
    rule: 'PATCH /api/ticket/:id',
    request: (id: number): InjectOptions => ({ method: 'PATCH', url: `/api/ticket/${id}`, payload: {} }),
    decide: POLICY_ACTIONS.save,
  },
  status: {
    rule: 'PATCH /api/ticket/:id',
    request: (id: number): InjectOptions => ({ method: 'PATCH', url: `/api/ticket/${id}`, payload: { statusCode: 'EN_PROCESO' } }),
    decide: POLICY_ACTIONS.status,
  },
  close: {
    rule: 'PATCH /api/ticket/:id',
    request: (id: number): InjectOptions => ({
      method: 'PATCH',
      url: `/api/ticket/${id}`,
      payload: { statusCode: 'CERRADO', closeReason: 'RESUELTO' },
    }),
    // A closed event: whoever may not save it is told so first.
    decide: (user: PolicyUser, event: PolicyEvent) =>
      decideSave(user, event) === 'allow' ? decideClose(user, event) : decideSave(user, event),
  },
  reopen: {
    rule: 'POST /api/ticket/:id/reopen',
    request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/reopen`, payload: { reason: 'Volvió a ocurrir' } }),
    decide: POLICY_ACTIONS.reopen,
  },
  assign: {
    rule: 'POST /api/ticket/assign',
    request: (id: number): InjectOptions => ({
      method: 'POST',
      url: '/api/ticket/assign',
      payload: { ticketIds: [id], assignedToId: userId.OPERATOR2 },
    }),
    decide: POLICY_ACTIONS.assign,
  },
  take: {
    rule: 'POST /api/ticket/:id/take',
    request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/take` }),
    decide: POLICY_ACTIONS.take,
  },
  release: {
    rule: 'POST /api/ticket/:id/release',
    request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/release` }),
    decide: POLICY_ACTIONS.release,
  },
  triage: {
    rule: 'PUT /api/ticket/:id/triage',
    request: (id: number): InjectOptions => ({ method: 'PUT', url: `/api/ticket/${id}/triage`, payload: { severity: 'MAJOR' } }),
    decide: POLICY_ACTIONS.triage,
  },
  comment: {
    rule: 'POST /api/ticket/:id/comment',
    request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/comment`, payload: { comment: 'Grúa en camino' } }),
    decide: POLICY_ACTIONS.comment,
  },
  merge: {
    rule: 'POST /api/ticket/:id/merge',
    request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/merge`, payload: { into: masterId } }),
    decide: POLICY_ACTIONS.merge,
  },
  link: {
    rule: 'POST /api/ticket/:id/link',
    request: (id: number): InjectOptions => ({ method: 'POST', url: `/api/ticket/${id}/link`, payload: { primary: masterId } }),
    decide: POLICY_ACTIONS.link,
  },
  lanesOpen: milestone('LANES_OPEN'),
  onScene: milestone('ON_SCENE'),
};
type Action = keyof typeof ACTIONS;

/** The states of the sample: who reported it (the driver or an admin), who works it, open or closed. */
const STATES = {
  reportedOpen: { by: 'DRIVER', to: null, closed: false },
  reportedMine: { by: 'DRIVER', to: 'OPERATOR', closed: false },
  reportedOthers: { by: 'DRIVER', to: 'OPERATOR2', closed: false },
  reportedClosed: { by: 'DRIVER', to: 'OPERATOR', closed: true },
  unassignedClosed: { by: 'DRIVER', to: null, closed: true },
  staffOpen: { by: 'ADMIN', to: null, closed: false },
} as const;
type State = keyof typeof STATES;

const shared: Partial<Record<State, Promise<{ id: number; facts: PolicyEvent }>>> = {};

const STATUS: Record<Decision, number> = { allow: 200, done: 200, hidden: 404, forbidden: 403, conflict: 409 };

async function send(as: Role | 'OPERATOR2', request: InjectOptions) {
  return app.inject({ ...request, headers: auth(token[as]) });
}

/** A new event in `state`, as the database has it. */
async function eventIn(state: State): Promise<{ id: number; facts: PolicyEvent }> {
  const { by, to, closed } = STATES[state];
  const id = body(await send(by, { method: 'POST', url: '/api/ticket', payload: validEvent() })).payload as number;
  if (to) {
    const assign = { method: 'POST', url: '/api/ticket/assign', payload: { ticketIds: [id], assignedToId: userId[to] } } as const;
    expect((await send('SUPERVISOR', assign)).statusCode).toBe(200);
  }
  if (closed) {
    const close = { method: 'PATCH', url: `/api/ticket/${id}`, payload: { statusCode: 'CERRADO', closeReason: 'RESUELTO' } } as const;
    expect((await send('ADMIN', close)).statusCode).toBe(200);
  }
  const facts = body(await send('ADMIN', { method: 'GET', url: `/api/ticket/${id}` })).payload as PolicyEvent;
  return { id, facts: { statusCode: facts.statusCode, createdById: facts.createdById, assignedToId: facts.assignedToId } };
}

beforeAll(async () => {
  dir = tempDir();
  app = await startApp(dir);
  for (const role of ROLES) {
    token[role] = await login(app, DEMO[role]);
    userId[role] = (await me(app, token[role])).id;
  }
  const second = await createStaff(app, token.ADMIN, 'operador.politica@example.com', 'OPERATOR');
  token.OPERATOR2 = second.token;
  userId.OPERATOR2 = second.id;
  masterId = body(await send('ADMIN', { method: 'POST', url: '/api/ticket', payload: validEvent() })).payload as number;
}, 60_000);

afterAll(async () => {
  await app.close();
  removeDir(dir);
});

const cases = ROLES.flatMap((role) => (Object.keys(STATES) as State[]).map((state) => [role, state] as const));

describe.each(cases)('%s on an event %s', (role, state) => {
  it.each(Object.keys(ACTIONS) as Action[])('%s: the API answers the policy', async (action) => {
    const { rule, request, decide } = ACTIONS[action];
    // A refusal changes nothing: those share one event per state; whatever goes through gets its own.
    shared[state] ??= eventIn(state);
    const { id: sharedId, facts } = await shared[state];
    const decision = decide({ id: userId[role], role }, facts);
    const expected = allowedRoles(ROUTE_RULES[rule]!).includes(role) ? STATUS[decision] : 403;
    const id = expected === 200 ? (await eventIn(state)).id : sharedId;
    const answer = await send(role, request(id));
    // A new comment answers 201; every other allowed action the event (200).
    expect({ decision, status: answer.statusCode }).toEqual({
      decision,
      status: action === 'comment' && expected === 200 ? 201 : expected,
    });
  });
});
