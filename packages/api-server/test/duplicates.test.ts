import type { FastifyInstance } from 'fastify';
import { body, validEvent, withApp } from './helpers';

let app: FastifyInstance;

withApp({ seedDemo: false }, (started) => {
  app = started;
});

const ask = (query: string) => app.inject({ method: 'GET', url: `/api/ticket/duplicates?${query}` });

it('hints open events of the same category within ±2 km in the same direction, with no personal data', async () => {
  const created = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: validEvent({ kilometer: 485, orientation: 'NORTH' }),
  });
  expect(created.statusCode).toBe(201);
  const id = body(created).payload;

  const near = await ask('category=ACCIDENTE&kilometer=486.9&orientation=NORTH');
  expect(near.statusCode).toBe(200);
  expect(body(near).payload).toEqual([
    expect.objectContaining({
      id,
      kilometer: 485,
      orientation: 'NORTH',
      categoryName: expect.any(String),
      statusName: expect.any(String),
    }),
  ]);
  expect(JSON.stringify(body(near).payload)).not.toMatch(/reportante@correo\.cl|KJTR22|12\.345\.678-5|56987654321|Rocío/);

  for (const query of [
    'category=ACCIDENTE&kilometer=487.5&orientation=NORTH', // too far
    'category=ACCIDENTE&kilometer=485&orientation=SOUTH', // other direction
    'category=ANIMAL&kilometer=485&orientation=NORTH', // other category
  ]) {
    expect(body(await ask(query)).payload).toEqual([]);
  }
});

it('counts an event by the later of its date and its report time', async () => {
  const old = await app.inject({
    method: 'POST',
    url: '/api/ticket',
    payload: validEvent({
      kilometer: 530,
      commune: 'Mulchén',
      dateEvent: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    }),
  });
  expect(old.statusCode).toBe(201);
  // Created now but happened three days ago: the later of the two dates counts, so it is still recent.
  expect(body(await ask('category=ACCIDENTE&kilometer=531&orientation=NORTH')).payload).toHaveLength(1);
});

it('answers 400 with the envelope for bad queries', async () => {
  for (const query of ['', 'category=ACCIDENTE&kilometer=abc&orientation=NORTH', 'category=ACCIDENTE&kilometer=485&orientation=EAST']) {
    const res = await ask(query);
    expect(res.statusCode).toBe(400);
    expect(body(res).errors?.length).toBeGreaterThan(0);
  }
});
