-- Issue 17, session 35: an update of a match tells a change of its roster's count from any other change without
-- turning both rows into jsonb (migration 0022's trigger, otherwise unchanged).
--
-- Every roster write (a sign-up, a withdrawal, a guest, a payment's count) ends with an UPDATE of the match's `ocupados`
-- and `updated_at`, and the trigger asked whether nothing else changed by comparing to_jsonb(OLD) and to_jsonb(NEW)
-- without those two keys: 83 µs an update on the 100k bench data (10,000 updates of open matches in one loop: 2.34 s
-- with it, 1.50 s with no trigger), inside the transaction that holds the match's lock. Now OLD is copied into a row of
-- the table's own type, given NEW's `ocupados` and `updated_at`, and compared with NEW column by column: 15 µs
-- (1.66 s). The same rows compare the same: every column type of `partidos` (boolean, char, varchar, date, integer,
-- jsonb, timestamptz) has an equality, and IS NOT DISTINCT FROM takes two NULLs as equal, as the jsonb did. (A column
-- of type json, which has no equality, would make this comparison fail on every update of a match, which any test
-- that writes a match would show.)
CREATE OR REPLACE FUNCTION "cache_fila_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  solo_recuento partidos;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT cache_marcado(NEW.club_id::text, NEW.es_publico) THEN PERFORM cache_marcar(ARRAY[NEW.club_id::text], NEW.es_publico); END IF;
    RETURN NULL;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT cache_marcado(OLD.club_id::text, OLD.es_publico) THEN PERFORM cache_marcar(ARRAY[OLD.club_id::text], OLD.es_publico); END IF;
    RETURN NULL;
  END IF;
  -- the match as it was, with the new count: equal to the new row when nothing but the count (and its instant) changed
  solo_recuento := OLD;
  solo_recuento.ocupados := NEW.ocupados;
  solo_recuento.updated_at := NEW.updated_at;
  IF solo_recuento IS NOT DISTINCT FROM NEW THEN
    PERFORM cache_marcar_partido(NEW.id::text);
  ELSIF NOT (cache_marcado(OLD.club_id::text, OLD.es_publico OR NEW.es_publico) AND cache_marcado(NEW.club_id::text, false)) THEN
    PERFORM cache_marcar(ARRAY[OLD.club_id::text, NEW.club_id::text], OLD.es_publico OR NEW.es_publico);
  END IF;
  RETURN NULL;
END $$;
