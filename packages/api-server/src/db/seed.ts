// Seeds an empty database: reference data always, demo users and events unless SEED_DEMO=0.
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { categories, classifications, statuses, subcategories } from './schema.ts';
import { seedDemo } from './demo/demo-seed.ts';
import { seedKmPostsIfEmpty } from '../repositories/location.ts';
import { seedSosPostsIfEmpty } from '../repositories/call-taking.ts';

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

// The demo's people and events live in demo/ (issue 37 item 12: its events are told from the start time).
export { DEMO_PASSWORD, DEMO_USERS } from './demo/demo-users.ts';

/** `now`: the time the demo's story is told from (its events are that many minutes and days old). */
export async function seed(db: Db, options: { demo: boolean; now?: Date }): Promise<void> {
  // The km-post table is reference data of its own: also for a database that predates it (0011).
  await seedKmPostsIfEmpty(db);
  // So are the SOS posts (issue 39, migration 0026).
  await seedSosPostsIfEmpty(db);
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
    if (options.demo) await seedDemo(tx, options.now ?? new Date());
  });
  // Planner statistics for the small lookup tables now: PGlite has no autovacuum to gather them, and
  // without them a category filter is estimated at one classification instead of ten.
  await db.execute(sql`analyze categories, subcategories, classifications, statuses`);
}
