-- Issue 17, session 19: a match's roster marks the match, not its club (docs/decisions/0053).
--
-- A sign-up, a withdrawal, a confirmation, a guest or a payment changed its club's version, and with it every list and
-- every detail of the club: under a stream of sign-ups the read cache held nothing. Now what only one match's roster
-- shows marks that match's own ambito, 'p:<id>':
--   - attendees, the waiting list, guests and players' payments (the roster and its receipts' estado);
--   - an update of a match that changes nothing but `ocupados` and `updated_at` (the count a roster write keeps).
-- Everything else marks the club (and 'publico') as before. A detail's version is its club's and its match's; a list
-- keeps its page under the club's (and the public) version and each card's roster under that and the card's match's.
--
-- The mark of a match does not go through cache_marcar's list of the transaction's marks (partidos.marcas): a bulk
-- change over many matches (a restore) would make every row scan a growing text. It remembers only the last match it
-- marked (partidos.marca_partido, as migration 0021's triggers did): the rows of one match in a row mark it once.
ALTER TABLE "cache_cambios" ALTER COLUMN "ambito" SET DATA TYPE varchar(32);--> statement-breakpoint
CREATE FUNCTION "cache_marcar_partido"(partido text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  clave text := 'p:' || partido;
BEGIN
  IF current_setting('partidos.marca_partido', true) = clave THEN RETURN; END IF;
  INSERT INTO cache_cambios (ambito) VALUES (clave);
  PERFORM set_config('partidos.marca_partido', clave, true);
  IF current_setting('partidos.avisar_cambios', true) = 'on' THEN
    PERFORM pg_notify('cache_cambios', clave);
  END IF;
END $$;
--> statement-breakpoint
-- a row of a match's roster (attendee, waiting list, guest, player's payment): the match
CREATE OR REPLACE FUNCTION "cache_fila_de_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM cache_marcar_partido(OLD.partido_id::text);
  ELSE
    PERFORM cache_marcar_partido(NEW.partido_id::text);
    IF TG_OP = 'UPDATE' AND OLD.partido_id <> NEW.partido_id THEN PERFORM cache_marcar_partido(OLD.partido_id::text); END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a match: its club, and 'publico' when it is or was public; only the match when nothing but its roster's count changed
CREATE OR REPLACE FUNCTION "cache_fila_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NOT cache_marcado(NEW.club_id::text, NEW.es_publico) THEN PERFORM cache_marcar(ARRAY[NEW.club_id::text], NEW.es_publico); END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF NOT cache_marcado(OLD.club_id::text, OLD.es_publico) THEN PERFORM cache_marcar(ARRAY[OLD.club_id::text], OLD.es_publico); END IF;
  ELSIF (to_jsonb(OLD) - 'ocupados' - 'updated_at') = (to_jsonb(NEW) - 'ocupados' - 'updated_at') THEN
    PERFORM cache_marcar_partido(NEW.id::text);
  ELSIF NOT (cache_marcado(OLD.club_id::text, OLD.es_publico OR NEW.es_publico) AND cache_marcado(NEW.club_id::text, false)) THEN
    PERFORM cache_marcar(ARRAY[OLD.club_id::text, NEW.club_id::text], OLD.es_publico OR NEW.es_publico);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "cache_pagos" ON "pagos_jugadores";--> statement-breakpoint
CREATE TRIGGER "cache_pagos" AFTER INSERT OR UPDATE OR DELETE ON "pagos_jugadores" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_partido();--> statement-breakpoint
-- TRUNCATE fires no row trigger: every club, 'publico' and the other ambitos ever marked. Not the matches' own
-- ambitos: every version that holds one also holds its club's (or the public one), and there may be one per match.
CREATE OR REPLACE FUNCTION "cache_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(array(SELECT id::text FROM clubs UNION SELECT ambito::text FROM cache_cambios WHERE ambito NOT LIKE 'p:%'), true);
  RETURN NULL;
END $$;
