// Seeds an empty database: reference data always, demo users and events unless SEED_DEMO=0.
import { COMMUNES, CHANNEL_WEB, type Role } from '@vigia/domain';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { categories, classifications, comments, notifications, statuses, subcategories, ticketHistory, tickets, users } from './schema.ts';
import { hashPassword } from '../lib/password.ts';
import { seedKmPostsIfEmpty } from '../repositories/location.ts';

export const STATUSES = [
  { code: 'ABIERTO', name: 'Abierto', sortOrder: 1 },
  { code: 'EN_PROCESO', name: 'En proceso', sortOrder: 2 },
  { code: 'CERRADO', name: 'Cerrado', sortOrder: 3 },
] as const;

/** category code → name → subcategory name → classification names. */
export const CATEGORY_TREE: { code: string; name: string; subcategories: Record<string, string[]> }[] = [
  {
    code: 'ACCIDENTE',
    name: 'Accidente',
    subcategories: {
      Colisión: ['Choque por alcance', 'Choque frontal', 'Choque lateral', 'Colisión múltiple'],
      Volcamiento: ['Volcamiento de vehículo liviano', 'Volcamiento de camión'],
      Atropello: ['Atropello de peatón', 'Atropello de ciclista'],
      'Salida de pista': ['Salida de pista con daños', 'Salida de pista sin daños'],
    },
  },
  {
    code: 'ANIMAL_EN_LA_VIA',
    name: 'Animal en la vía',
    subcategories: {
      'Animal vivo': ['Ganado suelto', 'Perro en la calzada', 'Caballo en la calzada'],
      'Animal muerto': ['Animal muerto en calzada', 'Animal muerto en berma'],
    },
  },
  {
    code: 'OBSTACULO',
    name: 'Obstáculo',
    subcategories: {
      'Objeto en la calzada': ['Neumático o restos de neumático', 'Carga caída', 'Piedras o rocas'],
      Vegetación: ['Árbol caído', 'Ramas en la calzada'],
    },
  },
  {
    code: 'DANO_CALZADA',
    name: 'Daño en calzada',
    subcategories: {
      Pavimento: ['Bache', 'Grieta', 'Hundimiento'],
      Señalización: ['Señal vertical dañada', 'Demarcación borrada', 'Barrera de contención dañada'],
      Iluminación: ['Luminaria apagada', 'Poste dañado'],
    },
  },
  {
    code: 'EMERGENCIA_MEDICA',
    name: 'Emergencia médica',
    subcategories: {
      'Persona herida': ['Herido leve', 'Herido grave'],
      'Malestar de conductor o pasajero': ['Malestar súbito', 'Pérdida de conciencia'],
    },
  },
  {
    code: 'VEHICULO_DETENIDO',
    name: 'Vehículo detenido',
    subcategories: {
      'Falla mecánica': ['Vehículo en panne en berma', 'Vehículo en panne en pista'],
      Neumático: ['Neumático pinchado'],
      Combustible: ['Sin combustible'],
    },
  },
  {
    code: 'CLIMA',
    name: 'Condición climática',
    subcategories: {
      Visibilidad: ['Neblina densa', 'Humo por incendio cercano'],
      Calzada: ['Calzada inundada', 'Hielo o escarcha'],
    },
  },
];

export const DEMO_PASSWORD = 'demo1234';

export const DEMO_USERS: { email: string; firstName: string; lastName: string; role: Role; rut: string; phone: string }[] = [
  { email: 'driver@example.com', firstName: 'Daniela', lastName: 'Muñoz', role: 'DRIVER', rut: '15.234.567-4', phone: '56911111111' },
  { email: 'operator@example.com', firstName: 'Óscar', lastName: 'Fuentes', role: 'OPERATOR', rut: '13.456.789-0', phone: '56922222222' },
  {
    email: 'supervisor@example.com',
    firstName: 'Sofía',
    lastName: 'Herrera',
    role: 'SUPERVISOR',
    rut: '11.222.333-4',
    phone: '56933333333',
  },
  { email: 'inspector@example.com', firstName: 'Ignacio', lastName: 'Pérez', role: 'INSPECTOR', rut: '10.987.654-3', phone: '56944444444' },
  { email: 'admin@example.com', firstName: 'Andrea', lastName: 'Rojas', role: 'ADMIN', rut: '9.876.543-2', phone: '56955555555' },
  {
    email: 'operator2@example.com',
    firstName: 'Pablo',
    lastName: 'Contreras',
    role: 'OPERATOR',
    rut: '14.111.222-3',
    phone: '56966666666',
  },
];

export async function seed(db: Db, options: { demo: boolean }): Promise<void> {
  // The km-post table is reference data of its own: also for a database that predates it (0011).
  await seedKmPostsIfEmpty(db);
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  if (existing && existing.count > 0) return; // not an empty database: never touch existing data
  await db.transaction(async (tx) => {
    await tx.insert(statuses).values([...STATUSES]);
    for (const category of CATEGORY_TREE) {
      const [cat] = await tx.insert(categories).values({ code: category.code, name: category.name }).returning();
      for (const [subName, classes] of Object.entries(category.subcategories)) {
        const [sub] = await tx.insert(subcategories).values({ categoryId: cat!.id, name: subName }).returning();
        await tx.insert(classifications).values(classes.map((name) => ({ subcategoryId: sub!.id, name })));
      }
    }
    // Each classification's starting severity (migration 0010's rule; ADMIN edits them).
    await tx.execute(sql`
      insert into severity_rules (classification_id, severity)
      select c.id, default_severity(k.code, c.name)
      from classifications c join subcategories s on s.id = c.subcategory_id join categories k on k.id = s.category_id`);
    if (options.demo) await seedDemo(tx);
  });
  // Planner statistics for the small lookup tables now: PGlite has no autovacuum to gather them, and
  // without them a category filter is estimated at one classification instead of ten.
  await db.execute(sql`analyze categories, subcategories, classifications, statuses`);
}

// Deterministic pseudo-random numbers so every fresh database looks the same.
function prng(seedValue: number) {
  let s = seedValue;
  return () => {
    s = (s * 1664525 + 1013904223) % 4294967296;
    return s / 4294967296;
  };
}

const REPORTERS = [
  ['Juan Carlos Soto', 'juan.soto@correo.cl', '12.345.678-5', 'GHJK21'],
  ['María José Vidal', 'mj.vidal@correo.cl', '16.789.012-1', 'LPRT45'],
  ['Pedro Sepúlveda', 'psepulveda@correo.cl', '8.765.432-K', 'BBCD12'],
  ['Camila Araya Núñez', 'camila.araya@correo.cl', '19.876.543-0', 'KXTR98'],
  ['Luis Alberto Riquelme', 'lriquelme@correo.cl', '7.654.321-6', 'HJWP33'],
  ['Francisca Jara', 'fran.jara@correo.cl', '18.123.456-3', 'RSZX77'],
] as const;

const SECTORS = [
  'Enlace Norte',
  'Enlace Sur',
  'Peaje Troncal',
  'Puente',
  'Paso Superior',
  'Área de Servicio',
  'Cruce Ferroviario',
  'Berma Oriente',
];

const COMMENTS = [
  'Se despacha patrulla de la concesionaria al lugar.',
  'Carabineros informados, en camino.',
  'Se instala señalización de desvío provisoria.',
  'Grúa en el lugar, se despeja la pista.',
  'Equipo de mantención programado para mañana temprano.',
];

async function seedDemo(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const people = await db
    .insert(users)
    .values(DEMO_USERS.map((u) => ({ ...u, passwordHash, realAddress: 'Ruta 5 Sur km 500, Los Ángeles', emailConfirmedAt: new Date() })))
    .returning();
  const byRole = (role: Role) => people.find((p) => p.role === role)!;
  const driver = byRole('DRIVER');
  const operators = people.filter((p) => p.role === 'OPERATOR');
  const supervisor = byRole('SUPERVISOR');

  const tree = await db
    .select({ classificationId: classifications.id, classification: classifications.name, category: categories.code })
    .from(classifications)
    .innerJoin(subcategories, sql`${classifications.subcategoryId} = ${subcategories.id}`)
    .innerJoin(categories, sql`${subcategories.categoryId} = ${categories.id}`);

  const random = prng(20250410);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  for (let i = 0; i < 42; i++) {
    const commune = COMMUNES[i % COMMUNES.length]!;
    const kilometer = Math.round((commune.kmMin + random() * (commune.kmMax - commune.kmMin)) * 10) / 10;
    const node = pick(tree);
    const byDriver = i % 5 === 0;
    const [name, email, rut, patente] = byDriver
      ? [`${driver.firstName} ${driver.lastName}`, driver.email, driver.rut, 'DMRZ10']
      : pick(REPORTERS);
    const closed = i % 4 === 3;
    const assigned = i % 3 !== 2 ? operators[i % 2 === 0 ? 0 : 1]! : null;
    const statusCode = closed ? 'CERRADO' : assigned && i % 2 === 0 ? 'EN_PROCESO' : 'ABIERTO';
    const dateEvent = new Date(now - Math.floor(random() * 75 * 24 * 3600 * 1000) - 3600 * 1000);
    const orientation = random() < 0.5 ? 'NORTH' : 'SOUTH';
    const [ticket] = await db
      .insert(tickets)
      .values({
        description: `<p>${node.classification} a la altura del km ${kilometer}, sentido ${orientation === 'NORTH' ? 'norte a sur' : 'sur a norte'}. ${
          random() < 0.5 ? 'Se requiere apoyo en el lugar.' : 'Reportado por usuario de la ruta.'
        }</p>`,
        kilometer,
        sector: pick(SECTORS),
        commune: commune.name,
        orientation,
        dateEvent,
        channelCode: CHANNEL_WEB,
        classificationId: node.classificationId,
        realAddress: `Ruta 5 Sur km ${Math.floor(kilometer)}, ${commune.name}`,
        email,
        fullName: name,
        phone: `569${String(10000000 + Math.floor(random() * 89999999))}`,
        rut,
        patente,
        statusCode,
        assignedToId: assigned?.id ?? null,
        createdById: byDriver ? driver.id : null,
        createdAt: dateEvent,
        updatedAt: dateEvent,
        // The time of the closing history entry written below (the trigger would take updatedAt).
        closedAt: closed && assigned ? new Date(dateEvent.getTime() + 20 * 60 * 1000) : null,
        closeReason: closed ? 'RESUELTO' : null,
        takenAt: assigned ? new Date(dateEvent.getTime() + 20 * 60 * 1000) : null,
        lanesNorth: node.category === 'ACCIDENTE' && orientation === 'NORTH' && !closed ? 'PARTIAL' : 'NONE',
        lanesSouth: node.category === 'ACCIDENTE' && orientation === 'SOUTH' && !closed ? 'PARTIAL' : 'NONE',
        // Past events: their breaches are history, not news for the supervisors.
        slaBreachNotifiedAt: new Date(),
      })
      .returning({ id: tickets.id });
    const ticketId = ticket!.id;
    await db.insert(ticketHistory).values({
      ticketId,
      changedById: byDriver ? driver.id : null,
      action: 'CREATED',
      changes: { statusCode: [null, 'ABIERTO'] },
      changedAt: dateEvent,
    });
    if (assigned) {
      await db.insert(ticketHistory).values({
        ticketId,
        changedById: supervisor.id,
        action: 'UPDATED',
        changes: { assignedToId: [null, assigned.id], ...(statusCode !== 'ABIERTO' ? { statusCode: ['ABIERTO', statusCode] } : {}) },
        changedAt: new Date(dateEvent.getTime() + 20 * 60 * 1000),
      });
      await db.insert(notifications).values({
        profileId: assigned.id,
        type: 'EVENT_ASSIGNED',
        ticketId,
        message: `Se le asignó el evento #${ticketId}`,
        read: closed,
        createdAt: new Date(dateEvent.getTime() + 20 * 60 * 1000),
      });
    }
    if (i % 3 === 0) {
      const author = assigned ?? supervisor;
      await db
        .insert(comments)
        .values({ ticketId, authorId: author.id, body: pick(COMMENTS), createdAt: new Date(dateEvent.getTime() + 45 * 60 * 1000) });
      if (byDriver) {
        await db.insert(notifications).values({
          profileId: driver.id,
          type: 'COMMENT_ADDED',
          ticketId,
          message: `Nuevo comentario en el evento #${ticketId}`,
          createdAt: new Date(dateEvent.getTime() + 45 * 60 * 1000),
        });
      }
    }
    if (closed && byDriver) {
      await db
        .insert(notifications)
        .values({ profileId: driver.id, type: 'EVENT_CLOSED', ticketId, message: `El evento #${ticketId} fue cerrado` });
    }
    await db.insert(notifications).values({
      profileId: supervisor.id,
      type: 'EVENT_CREATED',
      ticketId,
      message: `Nuevo evento #${ticketId}: ${node.classification} en ${commune.name}`,
      read: i < 30,
      createdAt: dateEvent,
    });
  }
}
