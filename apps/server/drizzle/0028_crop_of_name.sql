-- Custom migration (drizzle-kit generate --custom): the crop a listing's name names, kept by the
-- database. crop_names (migration 0027) holds the dictionary of lib/crop-names.ts, loaded at start
-- by db/crop-names.ts, which also fills products.crop for every existing listing when it loads
-- (so a database migrated before the dictionary is loaded gets its listings' crops on first start).

-- A text as the dictionary's names are written (lib/crop-names normaliseName): composed letters,
-- lower case, apostrophes dropped, ASCII punctuation, dandas and runs of spaces one space.
CREATE OR REPLACE FUNCTION crop_name_text(words text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(
    regexp_replace(lower(normalize(words, NFC)), '[''\u2019]', '', 'g'),
    '[\s\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e\u0964\u0965]+', ' ', 'g'))
$$;--> statement-breakpoint

-- The forms a name may be written in besides itself: English plurals ("onions", "tomatoes", "berries").
CREATE OR REPLACE FUNCTION crop_name_forms(phrase text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT ARRAY[phrase, regexp_replace(phrase, 'ies$', 'y'), regexp_replace(phrase, 'es$', ''), regexp_replace(phrase, 's$', '')]
$$;--> statement-breakpoint

-- The crop a listing's name names: a dictionary name (or its plural) among its words, the longest
-- run of words first ("shimla mirch" is capsicum, not chilli), then the longest name, then the
-- earliest; else the dictionary name most like one of its words by trigrams, when alike enough
-- (a misspelling: "tomatos"); else null.
CREATE OR REPLACE FUNCTION crop_of_name(listing_name text) RETURNS text LANGUAGE sql STABLE PARALLEL SAFE AS $$
  WITH words AS (
    SELECT string_to_array(crop_name_text(listing_name), ' ') AS w
  ), phrases AS (
    SELECT array_to_string(w[i:i + k - 1], ' ') AS phrase, k, i
    FROM words, generate_series(1, coalesce(cardinality(w), 0)) AS i, generate_series(1, 3) AS k
    WHERE i + k - 1 <= cardinality(w)
  )
  SELECT coalesce(
    (SELECT c.crop FROM phrases p JOIN crop_names c ON c.name = ANY (crop_name_forms(p.phrase))
     ORDER BY p.k DESC, char_length(p.phrase) DESC, p.i, c.rank LIMIT 1),
    (SELECT c.crop FROM phrases p CROSS JOIN crop_names c
     WHERE p.k = 1 AND char_length(p.phrase) >= 4 AND similarity(c.name, p.phrase) >= 0.5
     ORDER BY similarity(c.name, p.phrase) DESC, p.i, c.rank LIMIT 1))
$$;--> statement-breakpoint

CREATE OR REPLACE FUNCTION products_set_crop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.crop := crop_of_name(NEW.name);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_crop BEFORE INSERT OR UPDATE OF name ON products
FOR EACH ROW EXECUTE FUNCTION products_set_crop();
