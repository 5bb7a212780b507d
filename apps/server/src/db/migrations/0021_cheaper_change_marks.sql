-- Issue 17, session 15: the change marks' triggers without a query when the transaction has already marked
-- (docs/decisions/0048; the marks themselves are migration 0015's, unchanged).
--
-- A sign-up fires three of them (the attendee, the payment, the match's count), and only the first marks anything:
-- 126, 43 and 47 µs on PostgreSQL (EXPLAIN ANALYZE), ~17 % of the database's CPU for a sign-up. The two that mark
-- nothing still ran cache_marcar's SELECT over unnest/UNION/DISTINCT, and the attendee's trigger looked its match up
-- first. Now:
--   - cache_marcar decides which ambitos are new with PL/pgSQL's simple expressions (no SQL statement), and inserts
--     and notifies as before only for those;
--   - the triggers whose row carries its club (the match, payments, accounts, memberships) return at once when the
--     transaction's marks (partidos.marcas) already hold what they would mark;
--   - the triggers of a match's rows (attendees, waiting list, guests) remember the last match they marked for in
--     another transaction-local setting (partidos.marca_partido), so the next row of the same match needs no lookup.
--     One match only, not a list: a bulk change over many matches must not make every row scan a growing text.
-- Both settings are set_config(…, true): a rolled-back savepoint undoes them with the rows it undoes.

CREATE OR REPLACE FUNCTION "cache_marcar"(clubes text[], publico boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  hechas text := coalesce(current_setting('partidos.marcas', true), '');
  nuevas text[] := '{}';
  c text;
BEGIN
  IF clubes IS NOT NULL THEN
    FOREACH c IN ARRAY clubes LOOP
      IF c IS NOT NULL AND strpos(hechas, ',' || c || ',') = 0 AND NOT (c = ANY (nuevas)) THEN
        nuevas := nuevas || c;
      END IF;
    END LOOP;
  END IF;
  IF publico AND strpos(hechas, ',publico,') = 0 AND NOT ('publico' = ANY (nuevas)) THEN
    nuevas := nuevas || 'publico'::text;
  END IF;
  IF cardinality(nuevas) = 0 THEN RETURN; END IF;
  INSERT INTO cache_cambios (ambito) SELECT unnest(nuevas);
  PERFORM set_config('partidos.marcas', CASE WHEN hechas = '' THEN ',' ELSE hechas END || array_to_string(nuevas, ',') || ',', true);
  IF current_setting('partidos.avisar_cambios', true) = 'on' THEN
    FOREACH c IN ARRAY nuevas LOOP
      PERFORM pg_notify('cache_cambios', c);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
-- Has this transaction marked the club (and 'publico' when asked)?
CREATE FUNCTION "cache_marcado"(club text, publico boolean) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT strpos(coalesce(current_setting('partidos.marcas', true), ''), ',' || club || ',') > 0
    AND (publico IS NOT TRUE OR strpos(current_setting('partidos.marcas', true), ',publico,') > 0)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_fila_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT cache_marcado(NEW.club_id::text, NEW.es_publico) THEN PERFORM cache_marcar(ARRAY[NEW.club_id::text], NEW.es_publico); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT cache_marcado(OLD.club_id::text, OLD.es_publico) THEN PERFORM cache_marcar(ARRAY[OLD.club_id::text], OLD.es_publico); END IF;
  ELSIF NOT (cache_marcado(OLD.club_id::text, OLD.es_publico OR NEW.es_publico) AND cache_marcado(NEW.club_id::text, false)) THEN
    PERFORM cache_marcar(ARRAY[OLD.club_id::text, NEW.club_id::text], OLD.es_publico OR NEW.es_publico);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_fila_de_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uno char(24);
  otro char(24);
  clave text;
  clubes text[];
  publico boolean;
BEGIN
  IF TG_OP = 'DELETE' THEN uno := OLD.partido_id; ELSE uno := NEW.partido_id; END IF;
  IF TG_OP = 'UPDATE' AND OLD.partido_id <> NEW.partido_id THEN otro := OLD.partido_id; END IF;
  clave := CASE WHEN TG_NARGS > 0 THEN TG_ARGV[0] ELSE '' END || ':' || uno::text;
  IF otro IS NULL AND current_setting('partidos.marca_partido', true) = clave THEN RETURN NULL; END IF;
  -- (a row whose match is being deleted with it finds no match, and marks nothing: the match's own trigger does)
  SELECT array_agg(p.club_id::text), bool_or(p.es_publico) INTO clubes, publico FROM partidos p WHERE p.id IN (uno, otro);
  PERFORM cache_marcar(clubes, TG_NARGS > 0 AND TG_ARGV[0] = 'publico' AND publico);
  IF otro IS NULL AND clubes IS NOT NULL THEN PERFORM set_config('partidos.marca_partido', clave, true); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "cache_fila_de_club"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  publico boolean := TG_NARGS > 0 AND TG_ARGV[0] = 'publico';
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT cache_marcado(NEW.club_id::text, publico) THEN PERFORM cache_marcar(ARRAY[NEW.club_id::text], publico); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT cache_marcado(OLD.club_id::text, publico) THEN PERFORM cache_marcar(ARRAY[OLD.club_id::text], publico); END IF;
  ELSIF NOT (cache_marcado(OLD.club_id::text, publico) AND cache_marcado(NEW.club_id::text, false)) THEN
    PERFORM cache_marcar(ARRAY[OLD.club_id::text, NEW.club_id::text], publico);
  END IF;
  RETURN NULL;
END $$;
