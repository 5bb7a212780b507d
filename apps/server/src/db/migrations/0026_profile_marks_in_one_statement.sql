-- Issue 17, session 26: a profile edit marks the matches that show the player in one statement, and notifies them in
-- another (the marks and notices themselves are migration 0025's, unchanged).
--
-- Migration 0025's loop ran an INSERT, and on the embedded database a pg_notify, once per match the player is on,
-- waiting for or MVP of: tens of PL/pgSQL statements per edit. In the soak (150 members, 3 % of their actions a profile
-- edit) the edit's UPDATE took 1.8–2.0 ms of the embedded database's thread, the most of any statement
-- (bench/README.md, issue 17 session 26). Now the matches are read into an array once, inserted with one INSERT … SELECT
-- and notified with one SELECT over the array. One instant serves every notice of the edit: each names its own match,
-- so none repeats another's payload, and a second edit in the same transaction takes a later instant.
CREATE OR REPLACE FUNCTION "cache_fila_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nombre boolean := (OLD.nombre, OLD.apellido) IS DISTINCT FROM (NEW.nombre, NEW.apellido);
  avisar boolean := current_setting('partidos.avisar_cambios', true) = 'on';
  jugador text;
  clubes text[];
  publico boolean;
  claves text[];
  sufijo text;
BEGIN
  IF nombre THEN
    SELECT array_agg(DISTINCT p.club_id::text), bool_or(p.es_publico) INTO clubes, publico FROM partidos p WHERE p.creador_id = OLD.id;
    PERFORM cache_marcar(clubes, coalesce(publico, false));
  END IF;
  SELECT array_agg(m.clave) INTO claves FROM (
    SELECT 'p:' || a.partido_id::text AS clave FROM partido_asistentes a WHERE a.usuario_id = OLD.id
    UNION SELECT 'p:' || e.partido_id::text FROM partido_lista_espera e WHERE e.usuario_id = OLD.id
    UNION SELECT 'p:' || p.id::text FROM partidos p WHERE p.mvp_id = OLD.id
  ) m;
  IF claves IS NULL THEN RETURN NULL; END IF;
  INSERT INTO cache_cambios (ambito) SELECT unnest(claves);
  IF avisar THEN
    jugador := json_build_object('id', NEW.id, 'nombre', NEW.nombre, 'apellido', NEW.apellido, 'apodo', NEW.apodo,
      'photoUrl', NEW.photo_url, 'posicionPrincipal', NEW.posicion_principal, 'nivelHabilidad', NEW.nivel_habilidad)::text;
    IF octet_length(jugador) <= 7000 THEN
      sufijo := '|' || (extract(epoch from clock_timestamp()) * 1000000)::bigint::text || '|' || jugador;
    END IF;
    PERFORM pg_notify('cache_cambios', c || coalesce(sufijo, '')) FROM unnest(claves) AS c;
  END IF;
  RETURN NULL;
END $$;
