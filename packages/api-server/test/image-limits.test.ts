// Issue 34, finding 4: a photo's pixels are capped from its header before it is decoded, and this
// process decodes at most a few photos at once; a full queue answers 503 at once instead of stalling.
import { deflateSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { DECODE_BUSY, DecodeGate } from '../src/lib/decode-gate';
import { DECODE_QUEUE, DECODES_AT_ONCE, imageDecodes, MAX_DECODED_PIXELS, TOO_MANY_PIXELS } from '../src/lib/image-upload';
import { auth, body, DEMO, login, validEvent, withApp } from './helpers';
import { uploadPhoto } from './photos';

let app: FastifyInstance;
let token: string;
let ticketId: number;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
  return Buffer.concat([head, Buffer.from(type, 'latin1'), data, crc]);
}
/** A small, well-formed PNG whose header declares `width` × `height` (its pixel data is one row). */
function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (data: Buffer, name = 'foto.jpg', type = 'image/jpeg') => uploadPhoto(app, ticketId, data, auth(token), { name, type });

withApp({}, async (started) => {
  app = started;
  token = await login(app, DEMO.DRIVER);
  const res = await app.inject({ method: 'POST', url: '/api/ticket', headers: auth(token), payload: validEvent() });
  ticketId = body(res).payload as number;
});

describe('decoded pixels', () => {
  it('refuses a photo whose header declares too many pixels with 413, before decoding it', async () => {
    const bomb = declaredPng(9_000, 9_000);
    expect(bomb.length).toBeLessThan(20_000);
    const started = Date.now();
    const res = await upload(bomb, 'foto.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(body(res).errors).toEqual([{ field: 'file', message: TOO_MANY_PIXELS }]);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('accepts whole 12 MP and 48 MP phone photos', async () => {
    expect(8000 * 6000).toBeLessThanOrEqual(MAX_DECODED_PIXELS);
    for (const [width, height] of [
      [4032, 3024],
      [8000, 6000],
    ] as const) {
      const photo = await sharp({ create: { width, height, channels: 3, background: '#345' } })
        .jpeg({ quality: 60 })
        .toBuffer();
      const res = await upload(photo);
      expect({ width, status: res.statusCode }).toEqual({ width, status: 201 });
    }
  }, 60_000);
});

describe('decodes at once', () => {
  it('runs at most `atOnce` at a time and hands each freed slot to the next in line', async () => {
    const gate = new DecodeGate(2, 10, 5_000);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((done) => setTimeout(done, 20));
      running -= 1;
      return running;
    };
    await Promise.all(Array.from({ length: 7 }, () => gate.run(work)));
    expect(most).toBe(2);
  });

  it('refuses at once with 503 when the queue is full, and after waiting too long', async () => {
    const gate = new DecodeGate(1, 1, 50);
    let release!: () => void;
    const blocker = gate.run(() => new Promise<void>((done) => (release = done)));
    const waiting = gate.run(async () => 'late').catch((error: { statusCode: number }) => error.statusCode);
    await expect(gate.run(async () => 'no room')).rejects.toMatchObject({ statusCode: 503, message: DECODE_BUSY });
    expect(await waiting).toBe(503);
    release();
    await blocker;
    // Failures and time-outs gave their slots back.
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });

  it('answers an upload 503 in the envelope while every decode slot and queue place is taken', async () => {
    const releases: (() => void)[] = [];
    const held = Array.from({ length: DECODES_AT_ONCE + DECODE_QUEUE }, () =>
      imageDecodes.run(() => new Promise<void>((done) => releases.push(done))),
    );
    try {
      const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#543' } })
        .jpeg()
        .toBuffer();
      const started = Date.now();
      const res = await upload(photo);
      expect(res.statusCode).toBe(503);
      expect(body(res).errors).toEqual([{ field: 'file', message: DECODE_BUSY }]);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      for (let i = 0; i < DECODES_AT_ONCE + DECODE_QUEUE; i++) {
        while (releases.length === 0) await new Promise((done) => setTimeout(done, 5));
        releases.shift()!();
      }
      await Promise.all(held);
    }
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#543' } })
      .jpeg()
      .toBuffer();
    expect((await upload(photo)).statusCode).toBe(201);
  });
});
