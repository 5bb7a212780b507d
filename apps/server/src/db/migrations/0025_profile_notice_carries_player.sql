-- Issue 17, session 22: on the embedded database a profile edit's notice of each match it marks carries the player as
-- the match's roster shows them (docs/decisions/0056).
--
-- Migration 0024 marks every match that shows the player ('p:<id>'). On the embedded database each mark is also a notice
-- (partidos.avisar_cambios), and a kept detail or card roster of that match was then read again by its next reader: in
-- the soak (150 members, 3 % of their actions a profile edit) that was most of the detail's and the list's statements.
-- Now the notice is 'p:<id>|<instant>|<player json>', the player's id, names, photo, position and level from the new
-- row, built as the roster's own reads build them (JUGADOR_JSON in matches.repository.ts): the process lays them on
-- what it keeps of that match when that was current just before the notice, instead of reading it again. The instant
-- (microseconds) keeps two edits of one player in one transaction from being one notice (PostgreSQL drops a repeated
-- payload within a transaction). A player too long for a notice (8,000 bytes) sends the plain mark: read again. The
-- marks themselves, and PostgreSQL (no notices), are as before.
CREATE OR REPLACE FUNCTION "cache_fila_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombre boolean := (OLD.nombre, OLD.apellido) IS DISTINCT FROM (NEW.nombre, NEW.apellido);
  avisar boolean := current_setting('partidos.avisar_cambios', true) = 'on';
  jugador text;
  clubes text[];
  publico boolean;
  clave text;
BEGIN
  IF nombre THEN
    SELECT array_agg(DISTINCT p.club_id::text), bool_or(p.es_publico) INTO clubes, publico FROM partidos p WHERE p.creador_id = OLD.id;
    PERFORM cache_marcar(clubes, coalesce(publico, false));
  END IF;
  IF avisar THEN
    jugador := json_build_object('id', NEW.id, 'nombre', NEW.nombre, 'apellido', NEW.apellido, 'apodo', NEW.apodo,
      'photoUrl', NEW.photo_url, 'posicionPrincipal', NEW.posicion_principal, 'nivelHabilidad', NEW.nivel_habilidad)::text;
    IF octet_length(jugador) > 7000 THEN jugador := NULL; END IF;
  END IF;
  FOR clave IN
    SELECT 'p:' || a.partido_id::text FROM partido_asistentes a WHERE a.usuario_id = OLD.id
    UNION SELECT 'p:' || e.partido_id::text FROM partido_lista_espera e WHERE e.usuario_id = OLD.id
    UNION SELECT 'p:' || p.id::text FROM partidos p WHERE p.mvp_id = OLD.id
  LOOP
    INSERT INTO cache_cambios (ambito) VALUES (clave);
    IF avisar THEN
      PERFORM pg_notify('cache_cambios', CASE WHEN jugador IS NULL THEN clave
        ELSE clave || '|' || (extract(epoch from clock_timestamp()) * 1000000)::bigint::text || '|' || jugador END);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;
