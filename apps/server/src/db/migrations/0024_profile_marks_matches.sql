-- Issue 17, session 20: a player's profile edit marks the matches that show them, not their clubs' players
-- (docs/decisions/0054).
--
-- Migration 0023 marked 'g:<club>' for every club of a match the player is on, waiting for or MVP of, and every
-- roster and detail of those clubs was kept under it: in the soak (150 members, 3 % of their actions a profile edit)
-- the bench club's 'g:' moved about twelve times a second, and nine detail reads in ten went to the database. Now the
-- edit marks each of those matches' own ambito, 'p:<id>' (the one its roster writes mark, migration 0022): the other
-- matches of the club keep their rosters and details. A player is on tens or hundreds of matches, one short row each;
-- reading them no longer joins the matches (the attendees' (usuario_id, partido_id) index answers alone).
-- The creator's name stays on the list's page: their matches' clubs, as before.
CREATE OR REPLACE FUNCTION "cache_fila_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombre boolean := (OLD.nombre, OLD.apellido) IS DISTINCT FROM (NEW.nombre, NEW.apellido);
  avisar boolean := current_setting('partidos.avisar_cambios', true) = 'on';
  clubes text[];
  publico boolean;
  clave text;
BEGIN
  IF nombre THEN
    SELECT array_agg(DISTINCT p.club_id::text), bool_or(p.es_publico) INTO clubes, publico FROM partidos p WHERE p.creador_id = OLD.id;
    PERFORM cache_marcar(clubes, coalesce(publico, false));
  END IF;
  FOR clave IN
    SELECT 'p:' || a.partido_id::text FROM partido_asistentes a WHERE a.usuario_id = OLD.id
    UNION SELECT 'p:' || e.partido_id::text FROM partido_lista_espera e WHERE e.usuario_id = OLD.id
    UNION SELECT 'p:' || p.id::text FROM partidos p WHERE p.mvp_id = OLD.id
  LOOP
    INSERT INTO cache_cambios (ambito) VALUES (clave);
    IF avisar THEN PERFORM pg_notify('cache_cambios', clave); END IF;
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- nothing reads the clubs' players' ambitos any more
DELETE FROM cache_cambios WHERE ambito LIKE 'g:%';
