// The official schemas the feeds are validated against (issue 41 item 4), loaded from
// test/schemas/ (each folder's README names its source, version and licence).
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Ajv, { type ValidateFunction } from 'ajv';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import { validateXML } from 'xmllint-wasm';

const DIR = join(__dirname, 'schemas');
const json = (folder: string, file: string) => JSON.parse(readFileSync(join(DIR, folder, file), 'utf8')) as Record<string, unknown>;

/** WZDx 4.2 WorkZoneFeed (draft-07), with the GeoJSON geometry schemas it refers to by URL. */
export function wzdxValidator(): ValidateFunction {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const file of ['LineString.json', 'MultiPoint.json']) ajv.addSchema(json('geojson', file));
  for (const file of ['BoundingBox.json', 'Direction.json', 'FeedInfo.json', 'RoadEventFeature.json'])
    ajv.addSchema(json('wzdx-4.2', file));
  return ajv.compile(json('wzdx-4.2', 'WorkZoneFeed.json'));
}

/**
 * DATEX II 3 (draft-04) as DATEX-II-EU publishes it: every file registered under its own name,
 * which is how the files refer to each other. `ref` picks the root or one definition.
 */
export function datex2Validator(ref = 'DATEXII_3_D2Payload.json'): ValidateFunction {
  const ajv = new AjvDraft04({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const file of readdirSync(join(DIR, 'datex2-3')).filter((f) => f.endsWith('.json'))) ajv.addSchema(json('datex2-3', file), file);
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No DATEX II schema ${ref}`);
  return validate;
}

/** The errors of a validation, readable in a failing expectation. */
export const errorsOf = (validate: ValidateFunction) =>
  (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''} ${JSON.stringify(e.params)}`);

/** Asserts `doc` is valid, showing the schema's complaints when it is not. */
export function expectValid(validate: ValidateFunction, doc: unknown) {
  const valid = validate(doc);
  expect(errorsOf(validate)).toEqual([]);
  expect(valid).toBe(true);
}

const OPEN511 = readFileSync(join(__dirname, 'fixtures', 'open511', 'open511.rng'), 'utf8');

/** Open511 XML checked against the official RELAX NG schema (test/fixtures/open511/). */
export const validateOpen511 = (xml: string) =>
  validateXML({
    xml: [{ fileName: 'feed.xml', contents: xml }],
    schema: [{ fileName: 'open511.rng', contents: OPEN511 }],
    extension: 'relaxng',
  });

/** Asserts an Open511 XML document is valid, showing the schema's complaints when it is not. */
export async function expectValidOpen511(xml: string) {
  const result = await validateOpen511(xml);
  expect(result.errors.map((e) => e.rawMessage)).toEqual([]);
  expect(result.valid).toBe(true);
}
