-- Issue 17: change marks made by row triggers, once per transaction and ambito (docs/decisions/0019, 0027).
--
-- The statement triggers of migration 0011 captured transition tables and ran PL/pgSQL whose statements over them
-- are planned again on every call: a sign-up's attendee insert took 0.56 ms against 0.12 ms without its trigger, and
-- its three changed tables added three rows to cache_cambios, each one more row for every later version read of
-- the club to sum (bench/README.md, session 9). Now:
--   - row triggers, whose PL/pgSQL plans are kept by the connection; a statement that changes no row fires none;
--   - cache_marcar inserts a mark only for an ambito this transaction has not marked yet (a version only has to
--     differ once the transaction commits, and one row does that). The ambitos marked are kept in a
--     transaction-local setting, which PostgreSQL undoes with a rolled-back savepoint as it undoes the row;
--   - a player's trigger fires only when a column the cards show changes (WHEN), not for counters or logins;
--   - TRUNCATE, which fires no row trigger, marks every club and the public ambito.

CREATE OR REPLACE FUNCTION "cache_marcar"(clubes text[], publico boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  hechas text := coalesce(current_setting('partidos.marcas', true), '');
  nuevas text[];
  a text;
BEGIN
  SELECT array_agg(c) INTO nuevas FROM (
    SELECT DISTINCT c FROM unnest(clubes) AS c WHERE c IS NOT NULL
    UNION SELECT 'publico' WHERE publico
  ) s WHERE strpos(hechas, ',' || c || ',') = 0;
  IF nuevas IS NULL THEN RETURN; END IF;
  INSERT INTO cache_cambios (ambito) SELECT unnest(nuevas);
  PERFORM set_config('partidos.marcas', CASE WHEN hechas = '' THEN ',' ELSE hechas END || array_to_string(nuevas, ',') || ',', true);
  IF current_setting('partidos.avisar_cambios', true) = 'on' THEN
    FOREACH a IN ARRAY nuevas LOOP
      PERFORM pg_notify('cache_cambios', a);
    END LOOP;
  END IF;
END $$;
--> statement-breakpoint
DROP TRIGGER "cache_partidos_ins" ON "partidos";--> statement-breakpoint
DROP TRIGGER "cache_partidos_upd" ON "partidos";--> statement-breakpoint
DROP TRIGGER "cache_partidos_del" ON "partidos";--> statement-breakpoint
DROP TRIGGER "cache_asistentes_ins" ON "partido_asistentes";--> statement-breakpoint
DROP TRIGGER "cache_asistentes_upd" ON "partido_asistentes";--> statement-breakpoint
DROP TRIGGER "cache_asistentes_del" ON "partido_asistentes";--> statement-breakpoint
DROP TRIGGER "cache_espera_ins" ON "partido_lista_espera";--> statement-breakpoint
DROP TRIGGER "cache_espera_upd" ON "partido_lista_espera";--> statement-breakpoint
DROP TRIGGER "cache_espera_del" ON "partido_lista_espera";--> statement-breakpoint
DROP TRIGGER "cache_bots_ins" ON "partido_bots";--> statement-breakpoint
DROP TRIGGER "cache_bots_upd" ON "partido_bots";--> statement-breakpoint
DROP TRIGGER "cache_bots_del" ON "partido_bots";--> statement-breakpoint
DROP TRIGGER "cache_pagos_ins" ON "pagos_jugadores";--> statement-breakpoint
DROP TRIGGER "cache_pagos_upd" ON "pagos_jugadores";--> statement-breakpoint
DROP TRIGGER "cache_pagos_del" ON "pagos_jugadores";--> statement-breakpoint
DROP TRIGGER "cache_cuentas_upd" ON "club_payment_accounts";--> statement-breakpoint
DROP TRIGGER "cache_cuentas_del" ON "club_payment_accounts";--> statement-breakpoint
DROP TRIGGER "cache_miembros_ins" ON "club_members";--> statement-breakpoint
DROP TRIGGER "cache_miembros_upd" ON "club_members";--> statement-breakpoint
DROP TRIGGER "cache_miembros_del" ON "club_members";--> statement-breakpoint
DROP TRIGGER "cache_clubs_upd" ON "clubs";--> statement-breakpoint
DROP TRIGGER "cache_clubs_del" ON "clubs";--> statement-breakpoint
DROP TRIGGER "cache_lugares_upd" ON "lugares";--> statement-breakpoint
DROP TRIGGER "cache_lugares_del" ON "lugares";--> statement-breakpoint
DROP TRIGGER "cache_usuarios_upd" ON "users";--> statement-breakpoint
DROP FUNCTION "cache_partidos"();--> statement-breakpoint
DROP FUNCTION "cache_por_partido"();--> statement-breakpoint
DROP FUNCTION "cache_por_club"();--> statement-breakpoint
DROP FUNCTION "cache_miembros"();--> statement-breakpoint
DROP FUNCTION "cache_clubs"();--> statement-breakpoint
DROP FUNCTION "cache_lugares"();--> statement-breakpoint
DROP FUNCTION "cache_usuarios"();--> statement-breakpoint
-- a match: its club, and 'publico' when it is or was public
CREATE FUNCTION "cache_fila_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM cache_marcar(ARRAY[NEW.club_id::text], NEW.es_publico);
  ELSIF TG_OP = 'DELETE' THEN PERFORM cache_marcar(ARRAY[OLD.club_id::text], OLD.es_publico);
  ELSE PERFORM cache_marcar(ARRAY[OLD.club_id::text, NEW.club_id::text], OLD.es_publico OR NEW.es_publico);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a row of a match (attendee, waiting list, guest): the match's club; with the argument 'publico' (attendees and the
-- waiting list show on list cards) also 'publico' for a public match. A row whose match is being deleted with it
-- finds no match: the match's own trigger marks its club.
CREATE FUNCTION "cache_fila_de_partido"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  uno char(24);
  otro char(24);
BEGIN
  IF TG_OP = 'DELETE' THEN uno := OLD.partido_id; ELSE uno := NEW.partido_id; END IF;
  IF TG_OP = 'UPDATE' AND OLD.partido_id <> NEW.partido_id THEN otro := OLD.partido_id; END IF;
  PERFORM cache_marcar(array_agg(p.club_id::text), TG_NARGS > 0 AND TG_ARGV[0] = 'publico' AND bool_or(p.es_publico))
    FROM partidos p WHERE p.id IN (uno, otro);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a row that carries its club: player payments (the detail shows each attendee's), payment accounts; with the argument
-- 'publico' (memberships: the viewer's role shows in the club's matches, and in its public matches on other lists)
-- also 'publico'
CREATE FUNCTION "cache_fila_de_club"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  publico boolean := TG_NARGS > 0 AND TG_ARGV[0] = 'publico';
BEGIN
  IF TG_OP = 'INSERT' THEN PERFORM cache_marcar(ARRAY[NEW.club_id::text], publico);
  ELSIF TG_OP = 'DELETE' THEN PERFORM cache_marcar(ARRAY[OLD.club_id::text], publico);
  ELSE PERFORM cache_marcar(ARRAY[OLD.club_id::text, NEW.club_id::text], publico);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a club's name and settings: the club, and 'publico' (its public matches show on other clubs' lists)
CREATE FUNCTION "cache_fila_club"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(ARRAY[OLD.id::text], true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a venue: every club with a match there, and 'publico'
CREATE FUNCTION "cache_fila_lugar"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(array(SELECT DISTINCT p.club_id::text FROM partidos p WHERE p.lugar_id = OLD.id), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- a player's name, nickname, photo, position or level (the trigger's WHEN): the clubs they belong to, the clubs
-- of the matches they are in, created or were MVP of, and 'publico'
CREATE FUNCTION "cache_fila_usuario"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(array(
    SELECT m.club_id::text FROM club_members m WHERE m.usuario_id = OLD.id
    UNION SELECT p.club_id::text FROM partido_asistentes a JOIN partidos p ON p.id = a.partido_id WHERE a.usuario_id = OLD.id
    UNION SELECT p.club_id::text FROM partido_lista_espera e JOIN partidos p ON p.id = e.partido_id WHERE e.usuario_id = OLD.id
    UNION SELECT p.club_id::text FROM partidos p WHERE p.creador_id = OLD.id OR p.mvp_id = OLD.id), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- TRUNCATE fires no row trigger: every club, every ambito ever marked, and 'publico'
CREATE FUNCTION "cache_vaciado"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM cache_marcar(array(SELECT id::text FROM clubs UNION SELECT ambito::text FROM cache_cambios), true);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cache_partidos" AFTER INSERT OR UPDATE OR DELETE ON "partidos" FOR EACH ROW EXECUTE FUNCTION cache_fila_partido();--> statement-breakpoint
CREATE TRIGGER "cache_asistentes" AFTER INSERT OR UPDATE OR DELETE ON "partido_asistentes" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_partido('publico');--> statement-breakpoint
CREATE TRIGGER "cache_espera" AFTER INSERT OR UPDATE OR DELETE ON "partido_lista_espera" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_partido('publico');--> statement-breakpoint
CREATE TRIGGER "cache_bots" AFTER INSERT OR UPDATE OR DELETE ON "partido_bots" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_partido();--> statement-breakpoint
CREATE TRIGGER "cache_pagos" AFTER INSERT OR UPDATE OR DELETE ON "pagos_jugadores" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_club();--> statement-breakpoint
CREATE TRIGGER "cache_cuentas" AFTER UPDATE OR DELETE ON "club_payment_accounts" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_club();--> statement-breakpoint
CREATE TRIGGER "cache_miembros" AFTER INSERT OR UPDATE OR DELETE ON "club_members" FOR EACH ROW EXECUTE FUNCTION cache_fila_de_club('publico');--> statement-breakpoint
CREATE TRIGGER "cache_clubs" AFTER UPDATE OR DELETE ON "clubs" FOR EACH ROW EXECUTE FUNCTION cache_fila_club();--> statement-breakpoint
CREATE TRIGGER "cache_lugares" AFTER UPDATE OR DELETE ON "lugares" FOR EACH ROW EXECUTE FUNCTION cache_fila_lugar();--> statement-breakpoint
CREATE TRIGGER "cache_usuarios" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN ((OLD.nombre, OLD.apellido, OLD.apodo, OLD.photo_url, OLD.posicion_principal, OLD.nivel_habilidad)
    IS DISTINCT FROM (NEW.nombre, NEW.apellido, NEW.apodo, NEW.photo_url, NEW.posicion_principal, NEW.nivel_habilidad))
  EXECUTE FUNCTION cache_fila_usuario();--> statement-breakpoint
CREATE TRIGGER "cache_partidos_vaciado" AFTER TRUNCATE ON "partidos" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_asistentes_vaciado" AFTER TRUNCATE ON "partido_asistentes" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_espera_vaciado" AFTER TRUNCATE ON "partido_lista_espera" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_bots_vaciado" AFTER TRUNCATE ON "partido_bots" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_pagos_vaciado" AFTER TRUNCATE ON "pagos_jugadores" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_cuentas_vaciado" AFTER TRUNCATE ON "club_payment_accounts" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_miembros_vaciado" AFTER TRUNCATE ON "club_members" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_clubs_vaciado" AFTER TRUNCATE ON "clubs" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_lugares_vaciado" AFTER TRUNCATE ON "lugares" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
CREATE TRIGGER "cache_usuarios_vaciado" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION cache_vaciado();--> statement-breakpoint
-- The embedded database's session notices (migration 0012): row triggers that fire only when the server listens
-- (PGlite), so on PostgreSQL, where nobody sets partidos.avisar_cambios, a session touched or a login no longer pays
-- for transition tables. Each notice names the user whose sessions, memberships and club access to read again (the
-- column given as argument), or nobody ('') for everyone: a club's name or settings. Before, any notice sent every
-- user's kept session to the database again.
DROP TRIGGER "cache_sesiones_sessions_upd" ON "sessions";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_sessions_del" ON "sessions";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_users_upd" ON "users";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_users_del" ON "users";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_miembros_ins" ON "club_members";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_miembros_upd" ON "club_members";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_miembros_del" ON "club_members";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_clubs_upd" ON "clubs";--> statement-breakpoint
DROP TRIGGER "cache_sesiones_clubs_del" ON "clubs";--> statement-breakpoint
CREATE FUNCTION "cache_fila_sesiones"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_NARGS = 0 THEN
    PERFORM pg_notify('cache_sesiones', '');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('cache_sesiones', to_jsonb(OLD) ->> TG_ARGV[0]); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('cache_sesiones', to_jsonb(NEW) ->> TG_ARGV[0]); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_sessions" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW WHEN (current_setting('partidos.avisar_cambios', true) = 'on') EXECUTE FUNCTION cache_fila_sesiones('user_id');--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_users" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW WHEN (current_setting('partidos.avisar_cambios', true) = 'on') EXECUTE FUNCTION cache_fila_sesiones('id');--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_miembros" AFTER INSERT OR UPDATE OR DELETE ON "club_members" FOR EACH ROW WHEN (current_setting('partidos.avisar_cambios', true) = 'on') EXECUTE FUNCTION cache_fila_sesiones('usuario_id');--> statement-breakpoint
CREATE TRIGGER "cache_sesiones_clubs" AFTER UPDATE OR DELETE ON "clubs" FOR EACH ROW WHEN (current_setting('partidos.avisar_cambios', true) = 'on') EXECUTE FUNCTION cache_fila_sesiones();
