-- Custom migration (drizzle-kit generate --custom): a listing's place for distances (place_latitude,
-- place_longitude) is its own point when it has one, else the middle of its PIN code's post offices.
-- The database keeps it on every insert and every change of the point or the PIN, so the API, the
-- demo seed and bulk loads all agree; the PIN code loader (src/db/pincodes.ts) refreshes the rows
-- when the PIN table itself changes.
CREATE OR REPLACE FUNCTION products_set_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.latitude IS NOT NULL AND NEW.longitude IS NOT NULL THEN
    NEW.place_latitude := NEW.latitude;
    NEW.place_longitude := NEW.longitude;
  ELSE
    -- No such PIN (or none given): SELECT INTO sets both to null.
    SELECT pincodes.latitude, pincodes.longitude INTO NEW.place_latitude, NEW.place_longitude
    FROM pincodes WHERE pincodes.pin = NEW.location_pin;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_place BEFORE INSERT OR UPDATE OF latitude, longitude, location_pin ON products
FOR EACH ROW EXECUTE FUNCTION products_set_place();--> statement-breakpoint
UPDATE products SET place_latitude = latitude, place_longitude = longitude WHERE latitude IS NOT NULL AND longitude IS NOT NULL;--> statement-breakpoint
UPDATE products SET place_latitude = pincodes.latitude, place_longitude = pincodes.longitude
FROM pincodes
WHERE (products.latitude IS NULL OR products.longitude IS NULL) AND pincodes.pin = products.location_pin;
