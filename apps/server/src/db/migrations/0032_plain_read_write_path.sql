-- The read cache is gone (docs/decisions/0085): its change-mark triggers, their functions and their table.
DROP TRIGGER IF EXISTS "cache_miembros" ON "club_members";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_miembros_vaciado" ON "club_members";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_sesiones_miembros" ON "club_members";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_cuentas" ON "club_payment_accounts";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_cuentas_vaciado" ON "club_payment_accounts";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_clubs" ON "clubs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_clubs_vaciado" ON "clubs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_sesiones_clubs" ON "clubs";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_lugares" ON "lugares";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_lugares_vaciado" ON "lugares";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_pagos" ON "pagos_jugadores";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_pagos_vaciado" ON "pagos_jugadores";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_asistentes" ON "partido_asistentes";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_asistentes_vaciado" ON "partido_asistentes";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_bots" ON "partido_bots";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_bots_vaciado" ON "partido_bots";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_espera" ON "partido_lista_espera";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_espera_vaciado" ON "partido_lista_espera";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_partidos" ON "partidos";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_partidos_vaciado" ON "partidos";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_sesiones_sessions" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_sesiones_sessions_trunc" ON "sessions";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_sesiones_users" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_sesiones_users_trunc" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_usuarios" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "cache_usuarios_vaciado" ON "users";--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_sesiones();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_club();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_lugar();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_sesiones();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_marcar(text[], boolean);--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_marcado(text, boolean);--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_vaciado();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_de_club();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_marcar_partido(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_de_partido();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_usuario();--> statement-breakpoint
DROP FUNCTION IF EXISTS cache_fila_partido();--> statement-breakpoint
DROP TABLE "cache_cambios";--> statement-breakpoint
-- Never more places taken than the match has (capacidadLocal): checked on every write from now on; NOT VALID leaves
-- rows written before it as they are.
ALTER TABLE "partidos" ADD CONSTRAINT "partidos_ocupados_capacidad_check" CHECK ("partidos"."ocupados" <= case when "partidos"."tiene_rival_externo" then greatest(1, "partidos"."max_asistentes" / 2) else "partidos"."max_asistentes" end) NOT VALID;
