-- The price a listing is placed by in Browse's order `page_sort` (ascending, no price last, then
-- newest first): the price, or its negation for a descending order; null for newest first.
CREATE OR REPLACE FUNCTION browse_price_key(page_sort text, price_per_unit numeric, price_per_kg numeric)
RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE page_sort
    WHEN 'price_asc' THEN price_per_unit
    WHEN 'price_desc' THEN -price_per_unit
    WHEN 'price_kg_asc' THEN price_per_kg
    WHEN 'price_kg_desc' THEN -price_per_kg
  END
$$;
--> statement-breakpoint
-- A page of a search that names crops, with no filter beside it: the ids of the listings in the
-- order asked (rows in the order returned; one row with a null id when the page is empty) and how
-- many match, counted up to count_cap + 1. The most common search the screens send, answered in one
-- call whose statements PL/pgSQL keeps planned for each connection (plan_cache_mode below), where
-- the same work built and planned per request costs several times its execution.
--
-- search_crops: the crops the text names (cropsOfSearch); search_pattern: the text as an ILIKE
-- pattern; search_categories, search_states: the categories and states whose names contain it.
-- The matches: the crops' listings, and the listings of other crops (or none) whose name (when it
-- names no crop), variety or town has the text, whose category or state is one of those, or whose
-- farmer's name has it. Hidden listings never match. page_sort: newest, price_asc, price_desc,
-- price_kg_asc or price_kg_desc, ordered as Browse orders them (browse.repository.ts orderBy).
--
-- Each crop's listings are read as a range of its index for the order, as far as the page needs;
-- the other matches come from the trigram and btree indexes as bitmaps (index scans and sequential
-- scans off while they are planned), the few the page needs sorted; the two merged in order.
CREATE OR REPLACE FUNCTION browse_search_page(
  search_crops text[],
  search_pattern text,
  search_categories product_category[],
  search_states text[],
  page_sort text,
  page_limit int,
  page_offset int,
  count_cap int
) RETURNS TABLE (listing_id uuid, total_matches int)
LANGUAGE plpgsql STABLE ROWS 50
SET plan_cache_mode = force_generic_plan
SET enable_seqscan = off
SET enable_indexscan = on
SET max_parallel_workers_per_gather = 0
SET jit = off
AS $$
DECLARE
  wanted int := page_offset + page_limit + 1;
  of_crops int;
  of_others int := 0;
  other_ids uuid[] := '{}';
BEGIN
  -- Read from the index of shown listings' crops alone, stopping past the cap.
  SELECT count(*)::int INTO of_crops FROM (
    SELECT 1 FROM products p WHERE p.crop = ANY (search_crops) AND p.hidden_at IS NULL LIMIT count_cap + 1
  ) AS counted;

  PERFORM set_config('enable_indexscan', 'off', true);
  -- The other matches in the page's order: as many as the page needs and, while the crops' listings
  -- do not pass the cap, as many as the count needs. A count that reaches its limit passes the cap.
  SELECT count(*)::int, coalesce(array_agg(o.id ORDER BY o.n) FILTER (WHERE o.n <= wanted), '{}')
  INTO of_others, other_ids
  FROM (
    SELECT found.id, row_number() OVER () AS n FROM (
      SELECT p.id FROM products p
      WHERE (p.crop IS NULL OR p.crop <> ALL (search_crops))
        AND ((p.crop IS NULL AND p.name ILIKE search_pattern)
          OR p.variety ILIKE search_pattern
          OR p.category = ANY (search_categories)
          OR p.location_city ILIKE search_pattern
          OR p.location_state = ANY (search_states)
          OR p.farmer_id = ANY (ARRAY(SELECT u.id FROM users u WHERE u.name ILIKE search_pattern)))
        AND p.hidden_at IS NULL
      ORDER BY browse_price_key(page_sort, p.price_per_unit, p.price_per_kg) NULLS LAST, p.created_at DESC, p.id DESC
      LIMIT CASE WHEN of_crops > count_cap THEN wanted ELSE GREATEST(wanted, count_cap + 1 - of_crops) END
    ) AS found
  ) AS o;
  -- Past the cap the count says nothing of where the matches end: the page is read whatever its offset.
  IF of_crops + of_others > LEAST(count_cap, page_offset) THEN
    PERFORM set_config('enable_indexscan', 'on', true);
    -- Only the branch of the order asked runs: the others' one-time filters are false.
    RETURN QUERY
      SELECT m.id, of_crops + of_others FROM (
        SELECT w.id, w.price_per_unit, w.price_per_kg, w.created_at
        FROM unnest(search_crops) AS c(crop), LATERAL (
          (SELECT p.id, p.price_per_unit, p.price_per_kg, p.created_at FROM products p
           WHERE page_sort = 'newest' AND p.crop = c.crop AND p.hidden_at IS NULL
           ORDER BY p.created_at DESC, p.id DESC LIMIT wanted)
          UNION ALL
          (SELECT p.id, p.price_per_unit, p.price_per_kg, p.created_at FROM products p
           WHERE page_sort = 'price_asc' AND p.crop = c.crop AND p.hidden_at IS NULL
           ORDER BY p.price_per_unit ASC, p.created_at DESC, p.id DESC LIMIT wanted)
          UNION ALL
          (SELECT p.id, p.price_per_unit, p.price_per_kg, p.created_at FROM products p
           WHERE page_sort = 'price_desc' AND p.crop = c.crop AND p.hidden_at IS NULL
           ORDER BY p.price_per_unit DESC, p.created_at DESC, p.id DESC LIMIT wanted)
          UNION ALL
          (SELECT p.id, p.price_per_unit, p.price_per_kg, p.created_at FROM products p
           WHERE page_sort = 'price_kg_asc' AND p.crop = c.crop AND p.hidden_at IS NULL
           ORDER BY p.price_per_kg ASC NULLS LAST, p.created_at DESC, p.id DESC LIMIT wanted)
          UNION ALL
          (SELECT p.id, p.price_per_unit, p.price_per_kg, p.created_at FROM products p
           WHERE page_sort = 'price_kg_desc' AND p.crop = c.crop AND p.hidden_at IS NULL
           ORDER BY p.price_per_kg DESC NULLS LAST, p.created_at DESC, p.id DESC LIMIT wanted)
        ) AS w
        UNION ALL
        SELECT p.id, p.price_per_unit, p.price_per_kg, p.created_at FROM products p WHERE p.id = ANY (other_ids)
      ) AS m
      ORDER BY browse_price_key(page_sort, m.price_per_unit, m.price_per_kg) NULLS LAST, m.created_at DESC, m.id DESC
      LIMIT page_limit + 1 OFFSET page_offset;
    IF FOUND THEN
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT NULL::uuid, of_crops + of_others;
END
$$;
