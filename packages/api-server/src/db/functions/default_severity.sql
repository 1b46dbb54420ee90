-- The starting severity of a classification until ADMIN changes it: what hurts people or blocks the
-- carriageway first. Used by migration 0010 for existing lookups and by the seed for a new database.
CREATE OR REPLACE FUNCTION "default_severity"("category_code" text, "classification_name" text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN "category_code" = 'EMERGENCIA_MEDICA' THEN 'CRITICAL'
    WHEN "category_code" = 'ACCIDENTE' AND ("classification_name" ~* 'frontal|múltiple|volcamiento|atropello') THEN 'CRITICAL'
    WHEN "category_code" = 'ACCIDENTE' THEN 'MAJOR'
    WHEN "category_code" = 'ANIMAL_EN_LA_VIA' AND "classification_name" !~* 'berma' THEN 'MAJOR'
    WHEN "classification_name" ~* 'en pista|carga caída|árbol caído|inundada|hielo|neblina|humo|hundimiento' THEN 'MAJOR'
    WHEN "category_code" = 'DANO_CALZADA' OR "classification_name" ~* 'berma' THEN 'MINOR'
    ELSE 'MODERATE'
  END
$$;
