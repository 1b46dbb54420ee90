// An event input the shared schema accepts (a witness on km 415, a minute ago): the schema tests
// change only the field they are about.
export const VALID_EVENT = {
  email: 'ana.soto@example.cl',
  patente: 'ABCD12',
  realAddress: 'Ruta 5 Sur, km 415',
  kilometer: 415,
  phone: '56912345678',
  sector: 'Enlace Sur',
  commune: 'Chillán Viejo',
  fullName: 'Ana María Soto Núñez',
  rut: '12.345.678-5',
  description: '<p>Choque por alcance</p>',
  dateEvent: new Date(Date.now() - 60_000).toISOString(),
  category: 'ACCIDENTE',
  subcategory: 1,
  classificationId: 1,
  orientation: 'NORTH',
};
